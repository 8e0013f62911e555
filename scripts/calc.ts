import { pathToFileURL } from 'node:url';
import { format } from 'date-fns';
import { runCalculator } from '../src/engine/run';
import type { CalculatorDefinition } from '../src/engine/types';
import { isIsoDate } from '../src/engine/validate';
import { definitionFile, listDefinitionIds } from './lib/definitions';

/** Headless contract: `npm run --silent calc -- <id> '<json>' [--today YYYY-MM-DD]` (docs/authoring.md, README). */
async function main(argv: string[]): Promise<number> {
  const todayAt = argv.indexOf('--today');
  const todayArg = todayAt >= 0 ? argv[todayAt + 1] : undefined;
  const [id, json] = argv.filter((_, index) => todayAt < 0 || (index !== todayAt && index !== todayAt + 1));
  const file = id ? definitionFile(id) : undefined;
  if (!id || !file) {
    process.stderr.write(
      id
        ? `Unknown calculator: ${id}\nValid ids: ${listDefinitionIds().join(', ')}\n`
        : "Usage: calc <id> '<json input>' [--today YYYY-MM-DD]\n",
    );
    return 2;
  }
  const fail = (field: string, message: string) => {
    process.stdout.write(`${JSON.stringify({ ok: false, errors: [{ field, message }] })}\n`);
    return 1;
  };
  if (todayAt >= 0 && !isIsoDate(todayArg)) return fail('today', '--today must be a real date (YYYY-MM-DD).');
  let input: unknown;
  try {
    input = JSON.parse(json ?? '{}');
  } catch {
    return fail('input', 'Input must be a JSON object.');
  }
  if (!input || typeof input !== 'object' || Array.isArray(input))
    return fail('input', 'Input must be a JSON object.');
  const module = (await import(pathToFileURL(file).href)) as { default: CalculatorDefinition };
  const today = todayArg ?? format(new Date(), 'yyyy-MM-dd');
  const outcome = runCalculator(module.default, input as Record<string, unknown>, { today });
  const printed = outcome.ok ? { ok: true, result: outcome.result } : { ok: false, errors: outcome.errors };
  process.stdout.write(`${JSON.stringify(printed)}\n`);
  return outcome.ok ? 0 : 1;
}

main(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    process.stderr.write(`${error instanceof Error ? error.stack : String(error)}\n`);
    process.exitCode = 2;
  },
);
