/**
 * A Spanish page module shows every text its translation translates. The maternity page's section headings (a
 * group block's `summary`) were in es.ts but not among the keys the engine translates, so the Spanish page showed
 * "Week by week" and "Checklists: before, during and after your leave". Here every string of each Spanish page
 * module's result blocks, report and form is looked up in its dictionaries (es.ts, then texts.es.ts): one that has
 * a Spanish text there must have been replaced by it.
 */
import { describe, expect, it } from 'vitest';
import { localizeTexts } from '@/engine/texts';
import { SHARED_ES } from '@/engine/texts.es';
import type { CalculatorModule } from '@/site/data/calculator-module';

const spanish = import.meta.glob<CalculatorModule>('../../src/generated/calculators/es/*.ts', {
  eager: true,
});
const translations = import.meta.glob<{ default: { texts: Record<string, string> } }>(
  '../../definitions/*/es.ts',
  { eager: true },
);

/** Keys whose string is data the page reads a result by (a path, a column's key, a kind), never words. */
const DATA_KEYS = new Set([
  'value',
  'key',
  'items',
  'rows',
  'when',
  'min',
  'max',
  'unitFrom',
  'block',
  'kind',
  'id',
]);

/** "path: text" for every string of a part of a definition that a dictionary translates and the module did not. */
function untranslated(
  value: unknown,
  dictionary: (text: string) => string | undefined,
  at: string,
): string[] {
  if (typeof value === 'string') {
    const spanishText = dictionary(value);
    return spanishText !== undefined && spanishText !== value ? [`${at}: ${value}`] : [];
  }
  if (Array.isArray(value))
    return value.flatMap((item, index) => untranslated(item, dictionary, `${at}.${index}`));
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([key, child]) =>
      DATA_KEYS.has(key) ? [] : untranslated(child, dictionary, `${at}.${key}`),
    );
  return [];
}

describe('a Spanish page module carries the Spanish of every text its dictionaries translate', () => {
  it('finds an untranslated group heading, not a result path', () => {
    const dictionary = (text: string) => ({ 'Week by week': 'Semana a semana', Weeks: 'Semanas' })[text];
    const blocks = [{ block: 'group', summary: 'Week by week', blocks: [{ block: 'list', items: 'Weeks' }] }];
    expect(untranslated(blocks, dictionary, 'result')).toEqual(['result.0.summary: Week by week']);
    const localized = localizeTexts({ result: blocks }, { 'Week by week': 'Semana a semana' }, {});
    expect(untranslated(localized.result, dictionary, 'result')).toEqual([]);
  });

  it('reads every Spanish page module', () => {
    expect(Object.keys(spanish).length).toBe(Object.keys(translations).length);
    expect(Object.keys(spanish).length).toBeGreaterThan(30);
  });

  for (const [file, module] of Object.entries(spanish)) {
    const id = file.replace(/^.*\/(.+)\.ts$/, '$1');
    it(`${id}: no English text left that es.ts or texts.es.ts translates`, () => {
      const own = translations[`../../definitions/${id}/es.ts`]?.default.texts ?? {};
      const dictionary = (text: string) =>
        Object.hasOwn(own, text) ? own[text] : Object.hasOwn(SHARED_ES, text) ? SHARED_ES[text] : undefined;
      const { result, report, fields } = module.definition as unknown as Record<string, unknown>;
      expect(untranslated({ result, report, fields }, dictionary, id)).toEqual([]);
    });
  }
});
