import type { Lang } from '../i18n/lang';
import type { CalculatorModule, CalculatorPageModule } from './calculator-module';
import { onceByKey, type TrackedPromise } from './lazy';

/**
 * Every calculator's module, for the prerender and the dev server (the browser never loads this map: a calculator
 * page's HTML names its own chunk, docs/adr/0003). A Map, so an id like `constructor` or `__proto__` is no id. A
 * Spanish module is src/generated/calculators/es/<id>.ts (es-engine's), its about text about/es/<id>.ts: keyed
 * `es/<id>` here.
 */
const byId = <T>(files: Record<string, () => Promise<T>>) =>
  new Map(
    Object.entries(files).map(([file, load]) => [
      file.replace(/^.*\/(?:calculators|about)\/((?:es\/)?[^/]+)\.ts$/, '$1'),
      load,
    ]),
  );
const modules = byId(
  import.meta.glob<CalculatorModule>([
    '../../generated/calculators/*.ts',
    '../../generated/calculators/es/*.ts',
  ]),
);
const abouts = byId(
  import.meta.glob<{ aboutHtml: string }>(['../../generated/about/*.ts', '../../generated/about/es/*.ts']),
);

/** The module key of a calculator in a language: its Spanish module where one is generated. */
function calculatorKey(id: string, lang: Lang = 'en'): string {
  return lang !== 'en' && modules.has(`${lang}/${id}`) ? `${lang}/${id}` : id;
}

const once = onceByKey<CalculatorPageModule | null>();

/** Loads one calculator's module (in a language) once; null when no calculator has that id. */
export function loadCalculator(id: string, lang: Lang = 'en'): TrackedPromise<CalculatorPageModule | null> {
  return once(`${lang}/${id}`, async () => {
    if (id.includes('/')) return null;
    const load = modules.get(calculatorKey(id, lang));
    const about = abouts.get(lang !== 'en' && abouts.has(`${lang}/${id}`) ? `${lang}/${id}` : id);
    if (!load || !about) return null;
    const [module, { aboutHtml }] = await Promise.all([load(), about()]);
    // The page's HTML shows what only the whole definition has (its examples): the calculation's definition (every
    // generated module names its calculation; the browser's copy loads it through src/islands/calculation.ts).
    const definition = module.calculation
      ? (await module.calculation()).definition
      : (module.definition as CalculatorPageModule['definition']);
    return { ...module, definition, aboutHtml };
  });
}
