/**
 * The units a fact's figure is written in, and the kinds of year of a money or legal figure. Their words, in each
 * language, are messages (fact-messages/messages.ts), by the id in camel case.
 */

/** How a fact's value is written on a page. */
export type FactUnit =
  | 'usd'
  | 'percent'
  | 'kg-per-week'
  | 'kcal'
  | 'kcal-per-day'
  | 'mg-per-day'
  | 'g-per-day'
  | 'g-per-kg-per-day'
  | 'days'
  | 'months'
  | 'weeks+days'
  | 'per-100-women-per-year'
  | 'text';

/** What the year of a money or legal figure is ("2026 tax year"); none: the year alone ("2026"). */
export type FactPeriodKind = 'tax-year' | 'federal-rule';
