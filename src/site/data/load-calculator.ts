import type { CalculatorModule, CalculatorPageModule } from './calculator-module';
import { onceByKey, type TrackedPromise } from './lazy';

/**
 * Every calculator's module, for the prerender and the dev server (the browser never loads this map: a calculator
 * page's HTML names its own chunk, docs/adr/0003). A Map, so an id like `constructor` or `__proto__` is no id.
 */
const byId = <T>(files: Record<string, () => Promise<T>>) =>
  new Map(Object.entries(files).map(([file, load]) => [file.replace(/^.*\/([^/]+)\.ts$/, '$1'), load]));
const modules = byId(import.meta.glob<CalculatorModule>('../../generated/calculators/*.ts'));
const abouts = byId(import.meta.glob<{ aboutHtml: string }>('../../generated/about/*.ts'));

const once = onceByKey<CalculatorPageModule | null>();

/** Loads one calculator's module once; null when no calculator has that id. */
export function loadCalculator(id: string): TrackedPromise<CalculatorPageModule | null> {
  return once(id, async () => {
    const load = modules.get(id);
    const about = abouts.get(id);
    if (!load || !about) return null;
    const [module, { aboutHtml }] = await Promise.all([load(), about()]);
    return { ...module, aboutHtml };
  });
}
