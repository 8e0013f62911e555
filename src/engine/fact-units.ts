/**
 * The words around a fact's figure in each language the site writes: its unit ("kg a week", "kg por semana") and
 * the year of a money or legal figure ("2026 tax year", "año fiscal 2026"). Read by the facts registry (build and
 * tests only); the figures themselves are formatted by `intl.ts` in the same locale.
 */
import { type Locale, pluralCategory } from './intl';

/** How a fact's value is written on a page (the data's `unit`, src/engine/data-schema.ts). */
export const FACT_UNITS = [
  'usd',
  'percent',
  'kg-per-week',
  'kcal',
  'kcal-per-day',
  'mg-per-day',
  'g-per-day',
  'g-per-kg-per-day',
  'days',
  'months',
  'weeks+days',
  'per-100-women-per-year',
  'year',
  'text',
] as const;
export type FactUnit = (typeof FACT_UNITS)[number];

/** What the year of a money or legal figure is ("2026 tax year"); none: the year alone ("2026"). */
export const FACT_PERIODS = ['tax-year', 'federal-rule'] as const;
export type FactPeriodKind = (typeof FACT_PERIODS)[number];

/** A figure already formatted, with the number that chooses its plural (the upper end of a range). */
type UnitWords = Record<FactUnit, (figure: string, count: number, locale: Locale) => string>;

/** "one" or "other" of a unit word, by the locale's plural rules. */
const plural = (count: number, locale: Locale, one: string, other: string) =>
  pluralCategory(count, locale) === 'one' ? one : other;

/** Every unit in every locale: a missing one is a type error. */
export const UNIT_WORDS: Record<Locale, UnitWords> = {
  'en-US': {
    usd: (n) => n,
    percent: (n) => `${n}%`,
    'kg-per-week': (n) => `${n} kg a week`,
    kcal: (n) => `${n} kcal`,
    'kcal-per-day': (n) => `${n} kcal a day`,
    'mg-per-day': (n) => `${n} mg a day`,
    'g-per-day': (n) => `${n} g a day`,
    'g-per-kg-per-day': (n) => `${n} g per kg of body weight a day`,
    days: (n, count, locale) => `${n} ${plural(count, locale, 'day', 'days')}`,
    months: (n, count, locale) => `${n} ${plural(count, locale, 'month', 'months')}`,
    'weeks+days': (n) => `week ${n}`,
    'per-100-women-per-year': (n) => `${n} in 100 women a year`,
    year: (n) => n,
    text: (n) => n,
  },
  'es-US': {
    usd: (n) => n,
    percent: (n) => `${n}%`,
    'kg-per-week': (n) => `${n} kg por semana`,
    kcal: (n) => `${n} kcal`,
    'kcal-per-day': (n) => `${n} kcal al día`,
    'mg-per-day': (n) => `${n} mg al día`,
    'g-per-day': (n) => `${n} g al día`,
    'g-per-kg-per-day': (n) => `${n} g por kg de peso corporal al día`,
    days: (n, count, locale) => `${n} ${plural(count, locale, 'día', 'días')}`,
    months: (n, count, locale) => `${n} ${plural(count, locale, 'mes', 'meses')}`,
    'weeks+days': (n) => `semana ${n}`,
    'per-100-women-per-year': (n) => `${n} de cada 100 mujeres al año`,
    year: (n) => n,
    text: (n) => n,
  },
};

/** The year of a money or legal figure in each locale. */
export const PERIOD_WORDS: Record<Locale, Record<FactPeriodKind | 'year', (year: string) => string>> = {
  'en-US': {
    'tax-year': (year) => `${year} tax year`,
    'federal-rule': (year) => `${year} federal rule`,
    year: (y) => y,
  },
  'es-US': {
    'tax-year': (year) => `año fiscal ${year}`,
    'federal-rule': (year) => `norma federal de ${year}`,
    year: (y) => y,
  },
};
