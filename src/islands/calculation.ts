import type { AnyCalculatorDefinition } from '@/engine';
import type { CalculationModule, CalculatorModule } from '@/site/data/calculator-module';
import { retried } from './retry';

type Whole = AnyCalculatorDefinition;

const loading = new WeakMap<CalculatorModule, Promise<Whole>>();
const loaders = new WeakMap<CalculatorModule, () => Promise<CalculationModule>>();

/**
 * Where a page module's calculation comes from when the module does not say (the browser's copy has no loader:
 * build/browser-definitions.ts): the URL its page names.
 */
export function calculationAt(module: CalculatorModule, src: string | undefined): CalculatorModule {
  if (src && !module.calculation && !loaders.has(module))
    loaders.set(module, () => import(/* @vite-ignore */ src) as Promise<CalculationModule>);
  return module;
}
const loaded = new WeakMap<CalculatorModule, Whole>();

/** Whether a module's definition is already whole (the prerender's and the tests' modules): nothing to load. */
const isWhole = (definition: CalculatorModule['definition']): definition is Whole =>
  typeof (definition as Partial<Whole>).formula === 'function';

/** The whole definition of a calculator, if it is there now (a calculation runs at once), else undefined. */
export function calculationIfLoaded(module: CalculatorModule): Whole | undefined {
  return isWhole(module.definition) ? module.definition : loaded.get(module);
}

/**
 * The whole definition of a calculator: its page's module holds the form's part, the calculation (formula, words,
 * messages, result blocks' spec) is its own chunk, asked for when a result is wanted or on her first touch of the
 * form (docs/adr/0003, "The calculation on demand"). Asked once; a failed load is tried once more, and a second
 * failure is forgotten so that the next Calculate tries again.
 */
export function loadCalculation(module: CalculatorModule): Promise<Whole> {
  const ready = calculationIfLoaded(module);
  if (ready) return Promise.resolve(ready);
  const started = loading.get(module);
  if (started) return started;
  const load = module.calculation ?? loaders.get(module);
  if (!load) return Promise.reject(new Error(`${module.definition.id}: no calculation module`));
  const promise = retried(load).then(({ definition }) => {
    loaded.set(module, definition);
    return definition;
  });
  promise.catch(() => loading.delete(module));
  loading.set(module, promise);
  return promise;
}
