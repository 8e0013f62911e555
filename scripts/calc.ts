import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { lightFormat } from 'date-fns';
import { isIsoDate } from '../src/engine/parse';
import type { CalculatorDefinition, FieldError } from '../src/engine/types';
import { compileDefinitionMessages } from './lib/messages';

const USAGE = "Usage: calc <id> '<json input>' [--today YYYY-MM-DD] [--lang en|es]";

/** The languages the contract answers in: its message texts (results, field errors), es-US formatting for `es`. */
const LANGS = ['en', 'es'] as const;

/** The command line, read strictly: one id, one JSON argument, at most one `--today` with its date. */
export function parseArgs(argv: string[]): {
  id?: string;
  json?: string;
  today?: string;
  lang?: (typeof LANGS)[number];
  errors: FieldError[];
} {
  const positional: string[] = [];
  const errors: FieldError[] = [];
  let today: string | undefined;
  let todays = 0;
  let lang: (typeof LANGS)[number] | undefined;
  for (let index = 0; index < argv.length; index++) {
    const arg = argv[index] as string;
    if (arg === '--today') {
      todays++;
      today = argv[++index];
      continue;
    }
    if (arg === '--lang') {
      const value = argv[++index];
      if (lang !== undefined) errors.push({ field: 'lang', message: 'Give --lang once.' });
      else if ((LANGS as readonly string[]).includes(value ?? '')) lang = value as (typeof LANGS)[number];
      else errors.push({ field: 'lang', message: `--lang must be one of: ${LANGS.join(', ')}.` });
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
  return { id, json, today, ...(lang ? { lang } : {}), errors };
}

/** What one run of the command prints and its exit status (0 result, 1 messages, 2 unknown id, 3 internal). */
export interface CalcRun {
  code: number;
  stdout: string;
  stderr: string;
}

/**
 * Headless contract: `npm run --silent calc -- <id> '<json>' [--today YYYY-MM-DD]` (docs/architecture.md, "The headless contract"),
 * run in this process: what it prints and its exit status, which the command line passes on as they are.
 */
export async function runCalc(argv: string[]): Promise<CalcRun> {
  const out = { code: 0, stdout: '', stderr: '' };
  const print: Print = {
    out: (text) => {
      out.stdout += text;
    },
    err: (text) => {
      out.stderr += text;
    },
  };
  try {
    out.code = await main(argv, print);
  } catch (error) {
    // A fault in the calculator itself, never the visitor's input: one line, exit 3 (2 means an unknown id).
    out.stderr += `Internal error: ${error instanceof Error ? error.message : String(error)}\n`;
    out.code = 3;
  }
  return out;
}

type Print = Record<'out' | 'err', (text: string) => void>;

async function main(argv: string[], print: Print): Promise<number> {
  const args = parseArgs(argv);
  // The compiled messages are not committed: the engine's are compiled before the modules below that import them,
  // then the definition's before it loads, so a fresh clone runs without `npm run generate`.
  await compileDefinitionMessages([]);
  const { definitionFile, listDefinitionIds } = await import('./lib/definitions');
  const file = args.id ? definitionFile(args.id) : undefined;
  if (!args.id || !file) {
    print.err(
      args.id
        ? `Unknown calculator: ${args.id.slice(0, 80)}\nValid ids: ${listDefinitionIds().join(', ')}\n`
        : `${USAGE}\n`,
    );
    return 2;
  }
  const fail = (errors: FieldError[]) => {
    print.out(`${JSON.stringify({ ok: false, errors })}\n`);
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
  await compileDefinitionMessages([path.dirname(file)]);
  const { runCalculator } = await import('../src/engine/run');
  const { loadSpanishDefinition } = await import('./lib/spanish');
  // In Spanish: the definition with its Spanish texts and messages (its Spanish files missing: exit 3, naming them).
  const definition =
    args.lang === 'es'
      ? (await loadSpanishDefinition(path.dirname(file))).definition
      : ((await import(pathToFileURL(file).href)) as { default: CalculatorDefinition }).default;
  const today = args.today ?? lightFormat(new Date(), 'yyyy-MM-dd');
  const outcome = runCalculator(definition, input as Record<string, unknown>, { today });
  const printed = outcome.ok ? { ok: true, result: outcome.result } : { ok: false, errors: outcome.errors };
  print.out(`${JSON.stringify(printed)}\n`);
  return outcome.ok ? 0 : 1;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const run = await runCalc(process.argv.slice(2));
  process.stdout.write(run.stdout);
  process.stderr.write(run.stderr);
  process.exitCode = run.code;
}
