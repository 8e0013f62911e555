import { describe, expect, it } from 'vitest';
import type { CatalogueItem } from '@/engine';
import spanish from '@/generated/catalogue.es.json';
import english from '@/generated/catalogue.json';
import { searchCalculators } from '@/site/data/search';

// Search that finds (issue 48): what people type, in both languages, over the directory's own search (the index
// `searchCalculators` builds over the generated catalogue each directory loads: src/site/data/directory.ts).
const CATALOGUES = {
  en: english.calculators as CatalogueItem[],
  es: spanish.calculators as CatalogueItem[],
};

const ids = (lang: 'en' | 'es', query: string) =>
  searchCalculators(CATALOGUES[lang], query).map((item) => item.id);

describe('plain-language queries find the right calculator first', () => {
  it.each([
    ['en', 'baby weight', 'baby-growth'],
    ['en', 'missed period', 'pregnancy-test-timing'],
    ['en', 'when will my period come', 'period-tracker'],
    ['en', 'how much should i weigh', 'ideal-weight'],
    ['en', 'baby growth chart', 'baby-growth'],
    ['en', 'blood pressure pregnant', 'blood-pressure'],
    ['en', 'how much water should i drink', 'water-intake'],
    ['es', 'cuánto pesa mi bebé', 'baby-growth'],
    ['es', 'cuanto pesa mi bebe', 'baby-growth'],
    ['es', 'regla', 'period-tracker'],
    ['es', 'cuándo me baja la regla', 'period-tracker'],
    ['es', 'presión arterial embarazo', 'blood-pressure'],
    ['es', 'tensión arterial', 'blood-pressure'],
    ['es', 'peso ideal', 'ideal-weight'],
    ['es', 'cuánto debo pesar', 'ideal-weight'],
    ['es', 'periodo atrasado', 'pregnancy-test-timing'],
  ] as const)('%s "%s" → %s first', (lang, query, id) => {
    expect(ids(lang, query)[0]).toBe(id);
  });
});

describe('plain-language queries find the right calculator in the top 3', () => {
  it.each([
    ['en', 'period late', 'pregnancy-test-timing'],
    ['en', 'am i pregnant', 'pregnancy-test-timing'],
    ['en', 'fertile days', 'ovulation'],
    ['en', 'how many weeks pregnant am i', 'due-date'],
    ['en', 'when will my period come', 'cycle-length'],
    ['es', 'días fértiles', 'ovulation'],
    ['es', 'dias fertiles', 'ovulation'],
    ['es', 'estoy embarazada', 'pregnancy-test-timing'],
    ['es', 'cuándo me toca la regla', 'period-tracker'],
  ] as const)('%s "%s" → %s', (lang, query, id) => {
    expect(ids(lang, query).slice(0, 3)).toContain(id);
  });
});

describe('the words of a question and shared synonyms, without losing precision', () => {
  it('"regla" is the period first, not only the due date by Naegele\'s rule', () => {
    const found = ids('es', 'regla');
    expect(found.length).toBeGreaterThanOrEqual(3);
    expect(found.indexOf('period-tracker')).toBeLessThan(found.indexOf('due-date'));
  });

  it('a query of question words only lists every calculator, as an empty one does', () => {
    expect(ids('en', 'when will my')).toHaveLength(CATALOGUES.en.length);
    expect(ids('es', 'cuándo me')).toHaveLength(CATALOGUES.es.length);
  });

  it('"bajar de peso" (to lose weight) is not the period coming ("me baja la regla")', () => {
    const found = ids('es', 'bajar de peso');
    expect(found[0]).toBe('calorie');
    expect(found).not.toContain('period-tracker');
  });

  it('every topic word still counts: "period late" is not every period calculator', () => {
    expect(ids('en', 'period late')).not.toContain('period-tracker');
    expect(ids('en', 'xyzzy period')).toEqual([]);
  });
});
