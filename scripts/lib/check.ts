import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { resolveExampleInput } from '../../src/engine/relative-date';
import { toQuery } from '../../src/engine/share';
import type { CalculatorDefinition } from '../../src/engine/types';

/** The port `npm run dev` listens on unless PORT says otherwise. */
export const DEFAULT_DEV_PORT = 5173;

/** The dev server's address for this environment (PORT as `npm run dev` reads it). */
export const devAddress = (env: NodeJS.ProcessEnv = process.env) =>
  `http://127.0.0.1:${Number(env.PORT ?? DEFAULT_DEV_PORT)}`;

/**
 * One local address per worked example, as the page's "Try an example" links build it: its relative dates resolved
 * on `today` (the day the editor looks), the input as share-link query. The page computes the result on load.
 */
export function previewLinks(
  def: Pick<CalculatorDefinition, 'id' | 'fields' | 'examples'>,
  today: string,
  base = devAddress(),
): { title: string; url: string }[] {
  return def.examples.map((example) => ({
    title: example.title,
    url: `${base}/calculators/${def.id}?${toQuery(def, resolveExampleInput(example.input, today))}`,
  }));
}

/**
 * A tsconfig for one folder: the project's compiler settings, only the folder's files as roots (the compiler
 * follows their imports into the engine, so `@/engine` types still check it). A few seconds instead of the
 * project's minute; messages are never cut (`noErrorTruncation`).
 */
export function folderTsconfig(root: string, folder: string, name: string): string {
  const dir = path.join(root, '.build');
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `check-${name}.tsconfig.json`);
  const config = {
    extends: path.join(root, 'tsconfig.json'),
    compilerOptions: {
      noErrorTruncation: true,
      incremental: true,
      tsBuildInfoFile: path.join(dir, `check-${name}.tsbuildinfo`),
    },
    include: [path.join(path.resolve(root, folder), '**/*.ts')],
  };
  writeFileSync(file, `${JSON.stringify(config, null, 2)}\n`);
  return file;
}

/** One step of `npm run check`. */
export interface Step {
  title: string;
  command: string[];
  env?: Record<string, string>;
  /** Whether the step failed, and the lines worth showing (default: the exit status and the whole output). */
  judge?: (output: string, status: number | null) => { failed: boolean; shown: string };
  /** What to do when the step fails. */
  next: string;
}

/**
 * Runs the steps in order and stops at the first that fails (a later step's messages would only repeat the same
 * mistake, more vaguely and more slowly). Returns whether all passed.
 */
export function runSteps(steps: Step[], root: string, log: (text: string) => void = console.log): boolean {
  for (const [index, step] of steps.entries()) {
    const [command = '', ...rest] = step.command;
    const started = performance.now();
    const run = spawnSync(command, rest, {
      cwd: root,
      encoding: 'utf8',
      env: { ...process.env, ...step.env, FORCE_COLOR: '0', NO_COLOR: '1' },
    });
    const output = `${run.stdout ?? ''}${run.stderr ?? ''}`;
    const { failed, shown } = step.judge
      ? step.judge(output, run.status)
      : { failed: run.status !== 0, shown: output };
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    const head = `[${index + 1}/${steps.length}] ${step.title}`;
    if (!failed) {
      log(`${head} … ok (${seconds} s)${shown.trim() && step.judge ? `\n    ${shown.trim()}` : ''}`);
      continue;
    }
    log(`${head} … FAILED (${seconds} s)\n\n${shown.trim()}\n\n→ What to do: ${step.next}\n`);
    const skipped = steps.slice(index + 1).map((later) => later.title.split(' (')[0]);
    if (skipped.length > 0) log(`Not run until this step passes: ${skipped.join(', ')}.`);
    return false;
  }
  return true;
}
