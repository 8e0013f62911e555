import { pathToFileURL } from 'node:url';
import { lightFormat } from 'date-fns';
import { runCalculator } from '../src/engine/run';
import type { CalculatorDefinition, FieldError } from '../src/engine/types';
import { isIsoDate } from '../src/engine/validate';
import { definitionFile, listDefinitionIds } from './lib/definitions';

const USAGE = "Usage: calc <id> '<json input>' [--today YYYY-MM-DD]";

/** The command line, read strictly: one id, one JSON argument, at most one `--today` with its date. */
export function parseArgs(argv: string[]): {
  id?: string;
  json?: string;
  today?: string;
  errors: FieldError[];
} {
  const positional: string[] = [];
  const errors: FieldError[] = [];
  let today: string | undefined;
  let todays = 0;
  for (let index = 0; index < argv.length; index++) {
    const arg = argv[index] as string;
    if (arg === '--today') {
      todays++;
      today = argv[++index];
      continue;
    }
    if (arg.startsWith('--')) {
      errors.push({ field: 'input', message: `Unknown option ${arg.slice(0, 40)}: ${USAGE.slice(7)}.` });
      continue;
    }
    positional.push(arg);
  }
  const [id, json, ...extra] = positional;
  if (todays > 1) errors.push({ field: 'today', message: 'Give --today once.' });
  else if (todays === 1 && !isIsoDate(today)) {
    errors.push({ field: 'today', message: '--today must be a real date (YYYY-MM-DD).' });
  }
  if (json === undefined) {
    errors.push({ field: 'input', message: "Input is missing: give a JSON object, such as '{}'." });
  }
  if (extra.length > 0) {
    errors.push({
      field: 'input',
      message: `Give one JSON argument: ${extra.length} more ${extra.length === 1 ? 'argument' : 'arguments'} found after it (quote the JSON).`,
    });
  }
  return { id, json, today, errors };
}

/** Headless contract: `npm run --silent calc -- <id> '<json>' [--today YYYY-MM-DD]` (docs/authoring.md, README). */
async function main(argv: string[]): Promise<number> {
  const args = parseArgs(argv);
  const file = args.id ? definitionFile(args.id) : undefined;
  if (!args.id || !file) {
    process.stderr.write(
      args.id
        ? `Unknown calculator: ${args.id.slice(0, 80)}\nValid ids: ${listDefinitionIds().join(', ')}\n`
        : `${USAGE}\n`,
    );
    return 2;
  }
  const fail = (errors: FieldError[]) => {
    process.stdout.write(`${JSON.stringify({ ok: false, errors })}\n`);
    return 1;
  };
  if (args.errors.length > 0) return fail(args.errors);
  let input: unknown;
  try {
    input = JSON.parse(args.json ?? '');
  } catch {
    return fail([{ field: 'input', message: 'Input must be a JSON object.' }]);
  }
  if (!input || typeof input !== 'object' || Array.isArray(input))
    return fail([{ field: 'input', message: 'Input must be a JSON object.' }]);
  const module = (await import(pathToFileURL(file).href)) as { default: CalculatorDefinition };
  const today = args.today ?? lightFormat(new Date(), 'yyyy-MM-dd');
  const outcome = runCalculator(module.default, input as Record<string, unknown>, { today });
  const printed = outcome.ok ? { ok: true, result: outcome.result } : { ok: false, errors: outcome.errors };
  process.stdout.write(`${JSON.stringify(printed)}\n`);
  return outcome.ok ? 0 : 1;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main(process.argv.slice(2)).then(
    (code) => {
      process.exitCode = code;
    },
    (error: unknown) => {
      // A fault in the calculator itself, never the visitor's input: one line, exit 3 (2 means an unknown id).
      process.stderr.write(`Internal error: ${error instanceof Error ? error.message : String(error)}\n`);
      process.exitCode = 3;
    },
  );
}
