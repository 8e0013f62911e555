import type { CalculatorModule } from '@/site/data/calculator-module';
import { nextTask } from './next-task';

/**
 * The calculator form: React and the Chakra system's code (./mount), the runner and its form, then the page's own
 * calculator chunk (named by the page, `src`, and preloaded by it). All three start loading at once; each module
 * graph is evaluated in a task of its own (evaluated as one graph they held the main thread ~100 ms at 4× CPU).
 * The custom form fields the calculator uses (`fields`) load as soon as the runner's code is there.
 * The page does not preload the runner's own chunks: on a slow link they would compete with the page's first
 * paint (Lighthouse measured FCP 1.3 → 1.9 s with all 23 preloaded).
 */
export async function mount(element: HTMLElement, props: Record<string, unknown>) {
  const mounting = import('./mount');
  const running = import('@/site/components/calculator-runner');
  const loading = import(/* @vite-ignore */ String(props.src)) as Promise<CalculatorModule>;
  // The calculator's custom form fields (the wedding budget's table) load alongside: a field still loading when
  // the form hydrates stays dead HTML, and what is typed into it is lost.
  const fields = Array.isArray(props.fields) ? props.fields.filter((name) => typeof name === 'string') : [];
  // A field whose chunk fails here is tried again, lazily, when the form renders it.
  const preloading = running.then((runner) => runner.preloadCustomFields(fields)).catch(() => undefined);
  const { hydrateIsland } = await mounting;
  await nextTask();
  const { CalculatorRunner } = await running;
  await nextTask();
  const module = await loading;
  await preloading;
  await hydrateIsland(element, <CalculatorRunner module={module} />);
}
