import type { AnyCalculatorDefinition } from '@/engine';
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
      file.replace(/^.*\/(?:calculators|about|pages)\/((?:es\/)?[^/]+)\.ts$/, '$1'),
      load,
    ]),
  );
const modules = byId(
  import.meta.glob<CalculatorModule>([
    '../../generated/calculators/*.ts',
    '../../generated/calculators/es/*.ts',
  ]),
);
/** Each calculator's whole definition in a language (its page.ts built), which the page's HTML shows. */
const pages = byId(
  import.meta.glob<{ definition: AnyCalculatorDefinition }>([
    '../../generated/pages/*.ts',
    '../../generated/pages/es/*.ts',
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
    const page = pages.get(calculatorKey(id, lang));
    if (!load || !about || !page) return null;
    // The page's HTML shows what only the whole definition has (its examples, its sources): page.ts's, which the
    // browser never loads (its chunk builds calculator.ts: src/islands/calculation.ts).
    const [module, { aboutHtml }, { definition }] = await Promise.all([load(), about(), page()]);
    return { ...module, definition, aboutHtml };
  });
}
