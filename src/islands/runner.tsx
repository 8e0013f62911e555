import { CalculatorRunner } from '@/site/components/calculator-runner';
import type { CalculatorModule } from '@/site/data/calculator-module';
import { hydrateIsland } from './mount';

/** The calculator form: its own calculator's chunk, named by the page (`src`), then the runner around it. */
export async function mount(element: HTMLElement, props: Record<string, unknown>) {
  const module = (await import(/* @vite-ignore */ String(props.src))) as CalculatorModule;
  await hydrateIsland(element, <CalculatorRunner module={module} />);
}
