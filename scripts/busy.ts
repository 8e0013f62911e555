/**
 * `npm run test:busy [-- <command>]`: runs a command (by default `npm test`) while busy processes hold every core
 * (docs/testing.md, "On a busy machine"). A test that passes only on an idle CPU has a race or a timing assumption in
 * it: a contributor's laptop, CI on a shared host and a visitor's slow phone are all busy.
 *
 * - `BUSY_PROCS`: how many busy processes (default: one per core, `os.availableParallelism()`).
 * - The command's exit code is this script's; the busy processes end with it (also on Ctrl-C).
 * - Prints the command's wall time and the load average at its start, its end and the highest seen (sampled every 5 s).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { availableParallelism, loadavg } from 'node:os';

const args = process.argv.slice(2);
const command = args.length > 0 ? args.join(' ') : 'npm test';
const procs = Number(process.env.BUSY_PROCS ?? availableParallelism());
if (!Number.isInteger(procs) || procs < 0) {
  console.error(`busy: BUSY_PROCS must be a whole number (got ${process.env.BUSY_PROCS})`);
  process.exit(2);
}

const load = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');

// Each one a plain spin in a Node process of its own: all CPU, no memory, no I/O.
const busy: ChildProcess[] = Array.from({ length: procs }, () =>
  spawn(process.execPath, ['-e', 'for (;;) {}'], { stdio: 'ignore' }),
);
const stopBusy = () => {
  for (const child of busy) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
};
process.on('exit', stopBusy);

let highest = loadavg()[0] ?? 0;
const sampler = setInterval(() => {
  highest = Math.max(highest, loadavg()[0] ?? 0);
}, 5_000);

console.log(`busy: ${procs} busy process(es) beside \`${command}\` (load ${load()})`);
const started = performance.now();
const child = spawn(command, { shell: true, stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.on(signal, () => {
    child.kill(signal);
    stopBusy();
    process.exit(130);
  });

child.on('exit', (code, signal) => {
  clearInterval(sampler);
  highest = Math.max(highest, loadavg()[0] ?? 0);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(
    `busy: \`${command}\` ${code === 0 ? 'passed' : `FAILED (${signal ?? `exit ${code}`})`} in ${seconds} s beside ${procs} busy process(es); load at the end ${load()}, highest 1-min load ${highest.toFixed(2)}`,
  );
  stopBusy();
  process.exit(code ?? 1);
});
