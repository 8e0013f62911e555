/**
 * The units a fact's figure is written in, and the kinds of year of a money or legal figure. Their words, in each
 * language, are messages (fact-messages/messages.ts), by the id in camel case.
 */

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
