/**
 * Everything a result is drawn with beyond the form, each fetched on demand by the one loader (src/engine/loader.ts):
 * the calculation (formula, words, messages, result spec: its own chunk), the form's checks and the formula's run
 * (src/form/checks.ts), the result blocks' code and their words in the page's language. Each is idle until a result
 * is wanted (a share link, a held Calculate, her first touch of the form: docs/adr/0003, "The calculation on
 * demand"), loading, ready (peeked: a result is then drawn at once), or failed (the form says so; the next ask
 * loads again).
 */
import { type AnyBrowserDefinition, type Language, languageOf, type ResultMessages } from '@/engine';
import { createLoader, type Loader } from '@/engine/loader';
import type * as FormChecks from '@/form/checks';
import { loadResultMessages, resultMessagesIfLoaded } from '@/form/language';
import { preloadableLazy } from '@/form/preloadable-lazy';
import type { CalculationModule, CalculatorModule } from '@/site/data/calculator-module';

type Whole = AnyBrowserDefinition;
type Checks = typeof FormChecks;

/** What a result is drawn with, once all of it is there: the whole definition, the checks, the blocks' words. */
export type Drawable = [whole: Whole, checks: Checks, words: ResultMessages];

/** The result blocks' code. No fallback: a result is set only once they are there, so they never render before it. */
const blocks = preloadableLazy(
  () => import('@/results/registry').then((module) => module.PrintableResult),
  null,
);
export const PrintableResult = blocks.Component;

const checks = createLoader(() => import('@/form/checks'));

/** The form's checks if they have come (the form then checks across fields as she types). */
export const checksIfLoaded = checks.peek;

/** Each page module's calculation, once asked for: its own loader (`calculation`), or the URL its page names. */
const definitions = new WeakMap<CalculatorModule, Loader<Whole>>();
const sources = new WeakMap<CalculatorModule, string>();

/** Notes where a page module's calculation is (build/browser-modules.ts: the browser's copy has no loader). */
export function calculationAt(module: CalculatorModule, src: string | undefined): CalculatorModule {
  if (src) sources.set(module, src);
  return module;
}

function definitionOf(module: CalculatorModule): Loader<Whole> {
  // Read at each attempt: a module's URL noted after a failed load is used by the next.
  const load = () =>
    (module.calculation?.() ??
      import(/* @vite-ignore */ `${sources.get(module)}`)) as Promise<CalculationModule>;
  const loader = definitions.get(module) ?? createLoader(() => load().then(({ definition }) => definition));
  definitions.set(module, loader);
  return loader;
}

/** Whether a module's definition is already whole (the prerender's and the tests' modules): nothing to load. */
const isWhole = (definition: CalculatorModule['definition']): definition is Whole =>
  typeof (definition as Partial<Whole>).formula === 'function';

/** The whole definition of a calculator, if it is there now (a calculation runs at once), else undefined. */
export function calculationIfLoaded(module: CalculatorModule): Whole | undefined {
  return isWhole(module.definition) ? module.definition : definitions.get(module)?.peek();
}

/** The whole definition of a calculator: its page's module holds the form's part, the calculation comes apart. */
export function loadCalculation(module: CalculatorModule): Promise<Whole> {
  const { definition } = module;
  return isWhole(definition) ? Promise.resolve(definition) : definitionOf(module).get();
}

/** Everything a result of this calculator is drawn with, if it is all there now; else undefined. */
export function drawableNow(module: CalculatorModule, language: Language): Drawable | undefined {
  const whole = calculationIfLoaded(module);
  const checked = checks.peek();
  const words = resultMessagesIfLoaded(language);
  return whole && checked && words && blocks.peek() ? [whole, checked, words] : undefined;
}

/**
 * Everything a result is drawn with, once it has all come: the result is drawn once, whole, instead of a spinner
 * first and the blocks in a second render of the whole island (docs/adr/0018).
 */
export function drawable(module: CalculatorModule, language: Language): Promise<Drawable> {
  const all = Promise.all([
    loadCalculation(module),
    checks.get(),
    loadResultMessages(language),
    blocks.get(),
  ]);
  return all.then(([whole, checked, words]) => [whole, checked, words]);
}

/**
 * Starts loading the result blocks (and their words in the page's language) and the form's checks before the
 * first result: a share link, a Calculate held while hydrating, her first touch of the form.
 */
export function preloadResults(language?: Language): void {
  blocks.get().catch(() => undefined);
  checks.get().catch(() => undefined);
  if (language) loadResultMessages(language).catch(() => undefined);
}

/** A result is wanted (a share link, a held Calculate, her first touch of the form): all it needs starts loading. */
export function wantResult(module: CalculatorModule, src: string | undefined): Promise<Whole> {
  preloadResults(languageOf(module.definition));
  return loadCalculation(calculationAt(module, src));
}
