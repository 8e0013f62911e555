import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { CONTRACT_IDS_ENV, DEFINITIONS_DIR, definitionFile, listDefinitionIds } from './lib/definitions';

/**
 * `npm run check -- <id> [--accept]`: the content editor's loop for one calculator folder, in one command —
 * generate (validates every definition), format and lint the folder (Biome, fixes written), typecheck, and the
 * contract suite for that id (with --accept, its form-schema snapshot is written or updated). Each failing step
 * says what to do next. (A prerender of the page needs the full client and SSR build, so it is left to CI.)
 */
const root = path.resolve(import.meta.dirname, '..');
const bin = (name: string) => path.join(root, 'node_modules', '.bin', name);
const args = process.argv.slice(2);
const accept = args.includes('--accept');
const id = args.find((arg) => !arg.startsWith('--')) ?? '';

if (!definitionFile(id)) {
  console.error(
    id
      ? `No calculator folder definitions/${id}/ (with a calculator.ts). Known ids: ${listDefinitionIds().join(', ')}`
      : 'Usage: npm run check -- <id> [--accept]',
  );
  console.error(id ? `To start a new one: npm run new-calculator -- ${id}` : '');
  process.exit(2);
}
const folder = path.relative(root, path.join(DEFINITIONS_DIR, id));
const started = performance.now();

interface Step {
  title: string;
  command: string[];
  env?: Record<string, string>;
  /** Whether the step failed, and the lines worth showing (default: the exit status and the whole output). */
  judge?: (output: string, status: number | null) => { failed: boolean; shown: string };
  /** What to do when the step fails. */
  next: string;
}

/** tsc fails on an error anywhere in the project; only the editor's folder (and its generated module) decide. */
const typeErrors = (output: string, status: number | null) => {
  const errors = output.split('\n').filter((line) => /^\S+\(\d+,\d+\): error/.test(line));
  const mine = errors.filter(
    (line) => line.startsWith(`${folder}/`) || line.startsWith(`src/generated/calculators/${id}.ts`),
  );
  const elsewhere = errors.length - mine.length;
  const note = elsewhere > 0 ? `(${elsewhere} type errors outside ${folder}/: see npx tsc --noEmit)` : '';
  return {
    failed: mine.length > 0 || (status !== 0 && errors.length === 0),
    shown: [...mine, note].join('\n'),
  };
};

const steps: Step[] = [
  {
    title: 'generate (validates every definition, writes the catalogue and the page modules)',
    command: [bin('tsx'), 'scripts/generate.ts'],
    next:
      'each line names the file, the key and what is wrong (docs/authoring.md lists every key and its type). ' +
      '"Invalid input" means the value matches none of the allowed shapes: the typecheck step names the key.',
  },
  {
    title: `format and lint ${folder}/ (biome check --write)`,
    command: [bin('biome'), 'check', '--write', folder],
    next: 'formatting is fixed already; fix the lint findings above by hand (each names its rule).',
  },
  {
    title: 'typecheck (tsc --noEmit)',
    command: [bin('tsc'), '--noEmit', '--incremental', '--tsBuildInfoFile', '.build/check.tsbuildinfo'],
    judge: typeErrors,
    next: `fix the type errors above in ${folder}/: each names the line, the key and the type it expects.`,
  },
  {
    title: `contract suite for ${id}${accept ? ' (accepting its form-schema snapshot)' : ''}`,
    command: [bin('vitest'), 'run', 'tests/contract.test.ts', ...(accept ? ['-u'] : [])],
    env: { [CONTRACT_IDS_ENV]: id },
    judge: (output, status) => {
      const failures = output.indexOf('Failed Tests');
      if (status === 0) return { failed: false, shown: '' };
      return {
        failed: true,
        shown: failures >= 0 ? output.slice(output.indexOf('\n', failures)) : output,
      };
    },
    next:
      'a failing worked example shows the expected and the computed result: fix the formula or the example. ' +
      `A new or changed form schema: if you meant it, run npm run check -- ${id} --accept and commit the snapshot.`,
  },
];

let failures = 0;
for (const [index, step] of steps.entries()) {
  // The contract suite runs on a definition that generates, formats and typechecks.
  if (index === steps.length - 1 && failures > 0) break;
  const [command = '', ...rest] = step.command;
  const stepStart = performance.now();
  process.stdout.write(`[${index + 1}/${steps.length}] ${step.title} … `);
  const run = spawnSync(command, rest, {
    cwd: root,
    encoding: 'utf8',
    env: { ...process.env, ...step.env, FORCE_COLOR: '0', NO_COLOR: '1' },
  });
  const output = `${run.stdout}${run.stderr}`;
  const { failed, shown } = step.judge
    ? step.judge(output, run.status)
    : { failed: run.status !== 0, shown: output };
  const seconds = ((performance.now() - stepStart) / 1000).toFixed(1);
  if (!failed) {
    console.log(`ok (${seconds} s)${shown.trim() && step.judge ? `\n    ${shown.trim()}` : ''}`);
    continue;
  }
  failures += 1;
  console.log(`FAILED (${seconds} s)\n\n${shown.trim()}\n\n→ What to do: ${step.next}\n`);
}
const total = ((performance.now() - started) / 1000).toFixed(1);
if (failures > 0) {
  console.log(
    `${id}: ${failures} step(s) failed (${total} s). Fix them, then run npm run check -- ${id} again.`,
  );
  process.exit(1);
}
console.log(
  `\n${id} is green (${total} s). Commit the whole folder: git add ${folder} && git commit\n` +
    'The prerendered page and the browser tests (each worked example on the page, axe) run in CI (npm test).',
);
