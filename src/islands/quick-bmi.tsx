import { BmiQuick } from '@/site/components/bmi-quick';
import type { CalculatorModule } from '@/site/data/calculator-module';
import { hydrateIsland } from './mount';

/** The home page's quick BMI form, with the bmi calculator's own chunk. */
export async function mount(element: HTMLElement, props: Record<string, unknown>) {
  const module = (await import(/* @vite-ignore */ String(props.src))) as CalculatorModule;
  await hydrateIsland(element, <BmiQuick module={module} />);
}
