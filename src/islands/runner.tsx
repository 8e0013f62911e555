import { nextTask } from './next-task';
import type { IslandEnv, RunnerProps } from './registry';
import { retried } from './retry';

/**
 * The calculator form: the runner and its form, and the page's own calculator chunk (`src`, preloaded by the
 * page), loading at once while the page script loads React and the Chakra system (./mount); each module graph is
 * evaluated in a task of its own (evaluated as one graph they held the main thread ~100 ms at 4× CPU).
 * The custom form fields the calculator uses (`fields`) load as soon as the runner's code is there.
 * The page does not preload the runner's own chunks: on a slow link they would compete with the page's first
 * paint (Lighthouse measured FCP 1.3 → 1.9 s with all 23 preloaded).
 */
export async function element({ id, src, fields }: RunnerProps, env: IslandEnv) {
  const running = retried(() => import('@/site/components/calculator-runner'));
  const loading = env.calculator(id, src);
  // The calculator's custom form fields (the wedding budget's table) load alongside: a field still loading when
  // the form hydrates stays dead HTML, and what is typed into it is lost. A field whose chunk fails here is tried
  // again, lazily, when the form renders it.
  const preloading = running.then((runner) => runner.preloadCustomFields(fields)).catch(() => undefined);
  const { CalculatorRunner } = await running;
  await nextTask();
  const module = await loading;
  await preloading;
  return <CalculatorRunner module={module} />;
}
