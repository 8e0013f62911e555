/** How long one named step of a pipeline took. */
interface StepTime {
  name: string;
  ms: number;
}

/**
 * Runs named steps one after another, timing each: `step(name, run)` returns what `run` returns, so each step's
 * output is the typed input of the steps after it, and `times()` says where the time went. A step that throws fails
 * the pipeline with its name before the step's own message (which names the file and key).
 */
export function pipeline() {
  const done: StepTime[] = [];
  async function step<T>(name: string, run: () => T | Promise<T>): Promise<T> {
    const started = performance.now();
    try {
      return await run();
    } catch (error) {
      throw new Error(`${name} failed:\n${error instanceof Error ? error.message : String(error)}`, {
        cause: error,
      });
    } finally {
      done.push({ name, ms: performance.now() - started });
    }
  }
  return { step, times: (): readonly StepTime[] => done };
}

/** The steps' times on one line: `name 1.2 s · name 0.3 s`. */
export const formatTimes = (times: readonly StepTime[]) =>
  times.map(({ name, ms }) => `${name} ${(ms / 1000).toFixed(1)} s`).join(' · ');
