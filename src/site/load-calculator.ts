import type { CalculatorModule } from './calculator-module';
import { onceByKey, type TrackedPromise } from './lazy';

/**
 * Every calculator's module, for the prerender and the dev server (the browser never loads this map: a calculator
 * page's HTML names its own chunk, docs/adr/0003). A Map, so an id like `constructor` or `__proto__` is no id.
 */
const modules = new Map(
  Object.entries(import.meta.glob<CalculatorModule>('../generated/calculators/*.ts')).map(([file, load]) => [
    file.replace(/^.*\/([^/]+)\.ts$/, '$1'),
    load,
  ]),
);

const once = onceByKey<CalculatorModule | null>();

/** Loads one calculator's module once; null when no calculator has that id. */
export function loadCalculator(id: string): TrackedPromise<CalculatorModule | null> {
  return once(id, async () => {
    const load = modules.get(id);
    return load ? load() : null;
  });
}
