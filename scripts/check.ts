import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Step } from './lib/check';
import { CONTRACT_IDS_ENV, DEFINITIONS_DIR, definitionFile, listDefinitionIds } from './lib/definition-dirs';
import { compileDefinitionMessages } from './lib/messages';

/**
 * `npm run check -- <id> [--accept]`: the content editor's loop for one calculator folder, in one command —
 * generate (validates every definition), format and lint the folder (Biome, fixes written), typecheck the folder
 * (its files and what they import, not the whole project), and the contract suite for that id (with --accept, its
 * form-schema snapshot is written or updated). It stops at the first failing step and says what to do next; when
 * all pass it prints a local address per worked example. (A prerender of the page needs the full client and SSR
 * build, so it is left to CI.)
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

// The compiled messages are not committed: the engine's and this folder's are compiled before the first step (and
// the modules imported below) import them; a mistake in a message stops here, naming the file and key.
try {
  await compileDefinitionMessages([path.join(DEFINITIONS_DIR, id)]);
} catch (error) {
  console.log(
    `messages of ${folder}/ … FAILED\n\n${error instanceof Error ? error.message : String(error)}\n\n` +
      '→ What to do: fix the message each line names (docs/authoring.md, "Messages"), then run this again.',
  );
  process.exit(1);
}
const { devAddress, folderTsconfig, previewLinks, runSteps } = await import('./lib/check');
const { buildDate } = await import('./lib/result-checks');

/** Only errors in the editor's folder decide (an error elsewhere in the engine is a developer's to fix). */
const typeErrors = (output: string, status: number | null) => {
  const errors = output.split('\n').filter((line) => /^\S+\(\d+,\d+\): error/.test(line));
  const mine = errors.filter((line) => line.startsWith(`${folder}/`));
  const elsewhere = errors.length - mine.length;
  const note = elsewhere > 0 ? `(${elsewhere} type errors outside ${folder}/: see npx tsc --noEmit)` : '';
  return {
    failed: mine.length > 0 || (status !== 0 && errors.length === 0),
    // No error line at all but a failure: the compiler could not start (a bad config); show what it said.
    shown: status !== 0 && errors.length === 0 ? output : [...mine, note].join('\n'),
  };
};

const steps: Step[] = [
  {
    title: `Spanish words of ${folder}/ (messages.es.ts, about.es.md)`,
    command: [bin('tsx'), 'scripts/check-spanish.ts', id],
    judge: (output, status) => ({ failed: status !== 0, shown: status === 0 ? output.trim() : output }),
    next:
      'write what each line names (docs/authoring.md, "Translating a calculator"): every key of messages.ts into ' +
      'messages.es.ts with the same parameters, its slug, and about.md into about.es.md.',
  },
  {
    title: 'generate (validates every definition, writes the catalogue and the page modules)',
    command: [bin('tsx'), 'scripts/generate.ts'],
    // Passing, it may still note something to do outside the folder (a category blurb that leaves it out).
    judge: (output, status) => ({
      failed: status !== 0,
      shown:
        status !== 0
          ? output
          : output
              .split('\n')
              .filter((line) => line.startsWith('note: '))
              .join('\n    '),
    }),
    next: 'each line names the file, the key and what is wrong (docs/authoring.md lists every key and its type).',
  },
  {
    title: `format and lint ${folder}/ (biome check --write)`,
    command: [bin('biome'), 'check', '--write', folder],
    next: 'formatting is fixed already; fix the lint findings above by hand (each names its rule).',
  },
  {
    title: `typecheck ${folder}/ (tsc, the folder and what it imports)`,
    command: [bin('tsc'), '--noEmit', '-p', folderTsconfig(root, folder, id)],
    judge: typeErrors,
    next: `fix the type errors above in ${folder}/: each names the line, the key and the type it expects.`,
  },
  {
    title: `contract suite and the tests in ${folder}/${accept ? ' (accepting its form-schema snapshot)' : ''}`,
    // The folder's own *.test.ts beside the contract suite (a path filter: no test file elsewhere matches it).
    command: [bin('vitest'), 'run', 'tests/contract.test.ts', `${folder}/`, ...(accept ? ['-u'] : [])],
    env: { [CONTRACT_IDS_ENV]: id },
    judge: (output, status) => {
      const failures = output.indexOf('Failed Tests');
      // Passing, it says how many test files ran (the contract suite's, and the folder's own).
      if (status === 0) return { failed: false, shown: /Test Files\s+.*/.exec(output)?.[0] ?? '' };
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

const green = runSteps(steps, root);
const total = ((performance.now() - started) / 1000).toFixed(1);
if (!green) {
  console.log(`${id}: not green yet (${total} s). Fix that step, then run npm run check -- ${id} again.`);
  process.exit(1);
}
const { default: definition } = await import(pathToFileURL(definitionFile(id) ?? '').href);
const links = previewLinks(definition, buildDate());
console.log(
  `\n${id} is green (${total} s). See each worked example on its page: start the site with npm run dev ` +
    `(another terminal; it serves ${devAddress()}), then open\n` +
    links.map(({ title, url }) => `  ${title}\n    ${url}`).join('\n') +
    `\n\nCommit the whole folder: git add ${folder} && git commit\n` +
    'The prerendered page and the browser tests (each worked example on the page, axe) run in CI (npm test).',
);
