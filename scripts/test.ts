/**
 * `npm test`: every check, in the order that takes least time on a small machine (docs/testing.md, "How `npm test`
 * runs"). `npm run generate` has run already (`pretest`). Lint and the typecheck run beside the build (they do not
 * need it, and the build leaves a core idle much of the time); then Vitest, every project (`built` reads dist/,
 * REQUIRE_DIST=1: a missing build fails); then the browser tests, the specs that
 * time the page last and alone (playwright.config.ts, project `timed`), even when others failed. Prints each
 * phase's wall time and the load average, so a slow run says where its time went.
 */
import { spawn } from 'node:child_process';
import { loadavg } from 'node:os';

interface Phase {
  name: string;
  command: string;
}

interface Outcome {
  name: string;
  seconds: number;
  ok: boolean;
}

const outcomes: Outcome[] = [];
const load = () =>
  loadavg()
    .map((value) => value.toFixed(1))
    .join(' ');

/** Runs one command in a shell, output passed through; resolves with its outcome (never rejects). */
function run({ name, command }: Phase): Promise<Outcome> {
  const started = performance.now();
  console.log(`\n▶ ${name}: ${command} (load ${load()})`);
  return new Promise((resolve) => {
    const child = spawn(command, { shell: true, stdio: 'inherit' });
    const finish = (ok: boolean) => {
      const outcome = { name, seconds: (performance.now() - started) / 1000, ok };
      outcomes.push(outcome);
      console.log(
        `■ ${name}: ${ok ? 'passed' : 'FAILED'} in ${outcome.seconds.toFixed(1)} s (load ${load()})`,
      );
      resolve(outcome);
    };
    child.on('exit', (code) => finish(code === 0));
    child.on('error', () => finish(false));
  });
}

/** Runs phases one after another, stopping at the first failure; true when all passed. */
async function inOrder(phases: Phase[]): Promise<boolean> {
  for (const phase of phases) if (!(await run(phase)).ok) return false;
  return true;
}

const started = performance.now();
// `npm run build` without its `prebuild` (generate ran once, as `pretest`). Vitest starts after the lint: some of
// its tests write scratch files under tests/ that Biome would read.
// Vitest does not run beside the build: on two cores both are CPU-bound, so together they are slower than one after
// the other, and Vitest's timeouts flake under load.
const lanes = await Promise.all([
  inOrder([
    { name: 'lint', command: 'npx biome check .' },
    // Unused files, exports and dependencies (knip.jsonc); it reads src/generated/, which `pretest` wrote.
    { name: 'knip', command: 'npx knip --no-progress' },
    { name: 'typecheck', command: 'npx tsc --noEmit' },
  ]),
  inOrder([{ name: 'build', command: 'npm run build --ignore-scripts' }]),
]);
// Every Vitest project at once (vitest.config.ts): `built` reads dist/, and with REQUIRE_DIST=1 a missing build fails.
let ok =
  lanes.every(Boolean) && (await inOrder([{ name: 'vitest', command: 'REQUIRE_DIST=1 npx vitest run' }]));
if (ok) {
  ok = await inOrder([{ name: 'chromium', command: 'bash scripts/ensure-chromium.sh' }]);
  if (ok) {
    const pages = await run({ name: 'playwright (pages)', command: 'npx playwright test --project=pages' });
    const timed = await run({ name: 'playwright (timed)', command: 'npx playwright test --project=timed' });
    ok = pages.ok && timed.ok;
  }
}

console.log(
  `\nnpm test: ${ok ? 'passed' : 'FAILED'} in ${((performance.now() - started) / 1000).toFixed(0)} s`,
);
for (const { name, seconds, ok: passed } of outcomes)
  console.log(`  ${name.padEnd(20)} ${seconds.toFixed(1).padStart(6)} s${passed ? '' : '  FAILED'}`);
process.exit(ok ? 0 : 1);
