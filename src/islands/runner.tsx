import type { CalculatorModule } from '@/site/data/calculator-module';
import { nextTask } from './next-task';

/**
 * The calculator form: React and the Chakra system's code (./mount), the runner and its form, then the page's own
 * calculator chunk (named by the page, `src`). Each module graph is evaluated in a task of its own: evaluated as
 * one graph they held the main thread ~100 ms (4× CPU), one long task. The page preloads every chunk of these
 * (src/site/render/server.tsx), so loading them one after the other costs no extra round trip.
 */
export async function mount(element: HTMLElement, props: Record<string, unknown>) {
  const { hydrateIsland } = await import('./mount');
  await nextTask();
  const { CalculatorRunner } = await import('@/site/components/calculator-runner');
  await nextTask();
  const module = (await import(/* @vite-ignore */ String(props.src))) as CalculatorModule;
  await hydrateIsland(element, <CalculatorRunner module={module} />);
}
