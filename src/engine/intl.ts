/**
 * The site's one formatting module: every number, percentage, sum of money, date, range and unit a visitor reads is
 * written here, on `Intl`, for a locale (`en-US` today; `es-US` is the Spanish edition's). Nothing else in the
 * project creates an `Intl` object or calls `toLocaleString` (a lint rule: lint/one-formatter.grit).
 *
 * Each formatter is created on first use and kept: creating one loads locale data (docs/adr/0005), which
 * no page pays unless it formats that kind of value.
 */

import type { Format } from './types';

/** A locale the site writes in. */
export type Locale = 'en-US' | 'es-US';

/** The locale of pages without a language of their own. */
export const DEFAULT_LOCALE: Locale = 'en-US';

const cache = new Map<string, unknown>();

/** The formatter under `key`, created on first use. */
function cached<T>(key: string, create: () => T): T {
  if (!cache.has(key)) cache.set(key, create());
  return cache.get(key) as T;
}

/** Decimals of a number: exactly `decimals`, or up to `maxDecimals` (trailing zeros dropped). */
export interface Decimals {
  /** Exactly this many decimals (default 0). */
  decimals?: number;
  /** Up to this many decimals instead, trailing zeros dropped ("1.5", "2"). */
  maxDecimals?: number;
}

function digits(decimals: number | Decimals): Intl.NumberFormatOptions {
  if (typeof decimals === 'number')
    return { minimumFractionDigits: decimals, maximumFractionDigits: decimals };
  return decimals.maxDecimals === undefined
    ? digits(decimals.decimals ?? 0)
    : { maximumFractionDigits: decimals.maxDecimals };
}

/**
 * A number through the locale's formatter for `options`, with a real minus sign (U+2212) instead of Intl's
 * hyphen-minus: the site writes negatives as "−$478.80" and "−2", the same sign as the budget differences and
 * weekly weight changes, and a hyphen reads as a dash.
 */
function intlNumber(value: number, locale: Locale, options: Intl.NumberFormatOptions): string {
  const text = cached(locale + JSON.stringify(options), () => new Intl.NumberFormat(locale, options)).format(
    value,
  );
  return text.startsWith('-') ? `−${text.slice(1)}` : text;
}

/** A number with thousands separators, e.g. "1,681" or "22.9"; negatives with "−". */
export function formatNumber(
  value: number,
  decimals: number | Decimals = 0,
  locale = DEFAULT_LOCALE,
): string {
  return intlNumber(value, locale, digits(decimals));
}

/** A percentage of a number already in percent (12.5 → "12.5%"). */
export function formatPercent(
  value: number,
  decimals: number | Decimals = 0,
  locale = DEFAULT_LOCALE,
): string {
  return intlNumber(value / 100, locale, { style: 'percent', ...digits(decimals) });
}

/**
 * US dollars, with cents ("$1,234.50"), whole ("$1,235") or with cents only when there are any (`'auto'`:
 * "$1,681", "$12.50"); negatives as "−$478.80".
 */
export function formatMoney(
  value: number,
  { cents = true }: { cents?: boolean | 'auto' } = {},
  locale = DEFAULT_LOCALE,
): string {
  const withCents = cents === 'auto' ? !Number.isInteger(value) : cents;
  return intlNumber(value, locale, { style: 'currency', currency: 'USD', ...(withCents ? {} : digits(0)) });
}

/** A range of two numbers as the locale writes it, e.g. "50.4–67.8". */
export function formatNumberRange(min: number, max: number, decimals = 0, locale = DEFAULT_LOCALE): string {
  const options = digits(decimals);
  return cached(locale + JSON.stringify(options), () => new Intl.NumberFormat(locale, options)).formatRange(
    min,
    max,
  );
}

/** How a date is written: `short` "Nov 27, 2026", `long` "November 27, 2026", `weekday` "Friday, Nov 27, 2026", `full` "Friday, November 27, 2026", `month` "November 2026", `weekday-name` "Friday". */
export type DateStyle = 'short' | 'long' | 'weekday' | 'full' | 'month' | 'weekday-name';

const DATE_OPTIONS: Record<DateStyle, Intl.DateTimeFormatOptions> = {
  short: { month: 'short', day: '2-digit', year: 'numeric' },
  long: { month: 'long', day: 'numeric', year: 'numeric' },
  weekday: { weekday: 'long', month: 'short', day: '2-digit', year: 'numeric' },
  full: { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' },
  month: { month: 'long', year: 'numeric' },
  'weekday-name': { weekday: 'long' },
};

/**
 * The date formatter of a style, on calendar days (UTC). Spanish writes every date out ("2 de diciembre de 2026",
 * docs/es/style-guide.md): es-US's short form ("02 dic 2026") reads as a clipped English date.
 */
export const dateFormat = (style: DateStyle, locale: Locale) => {
  if (locale === 'es-US') style = style === 'short' ? 'long' : style === 'weekday' ? 'full' : style;
  return cached(
    locale + style,
    () => new Intl.DateTimeFormat(locale, { ...DATE_OPTIONS[style], timeZone: 'UTC' }),
  );
};

/** The UTC midnight of an ISO calendar date, or undefined for a text that is not one. */
export function calendarDay(iso: string): Date | undefined {
  const [year, month, day] = iso.split('-').map(Number);
  if (!year || !month || !day) return undefined;
  const date = new Date(Date.UTC(year, month - 1, day));
  return Number.isNaN(date.getTime()) ? undefined : date;
}

/**
 * An ISO calendar date (`YYYY-MM-DD`) as visitors read it. The date is a calendar day (UTC), so it never shifts
 * with the visitor's time zone; a text that is no date gives "—".
 */
export function formatDate(iso: string, style: DateStyle = 'short', locale = DEFAULT_LOCALE): string {
  const date = calendarDay(iso);
  if (!date) return '—';
  return dateFormat(style, locale).format(date);
}

/**
 * A moment on the visitor's own clock, date and time, e.g. "November 28, 2026 at 3:45 PM" ("28 de noviembre de
 * 2026, 3:45 p.m."): when a printed result was computed. Local time, unlike the calendar days above, because it
 * names the moment she pressed Calculate where she was.
 */
export function formatDateTime(moment: Date, locale = DEFAULT_LOCALE): string {
  if (Number.isNaN(moment.getTime())) return '—';
  return cached(
    `${locale}date-time`,
    () => new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeStyle: 'short' }),
  ).format(moment);
}

/**
 * The plural category of a number in a locale ("one", "other"…), for messages with plurals; `ordinal` for
 * `selectordinal` ("one" for 1st and 21st, "two" for 2nd, "few" for 3rd, "other" for 4th and 36.5th in en-US).
 * CLDR's English ordinal rules cover whole numbers only (2.2 is "other"), but people say the suffix of the last
 * digit ("2.2nd", "93.3rd", "0.1st", as CDC writes its percentiles): a decimal in en-US takes the category of the
 * last digit that `#` shows (up to three decimals), so the suffix always matches the number written before it.
 */
export function pluralCategory(
  value: number,
  locale = DEFAULT_LOCALE,
  type: Intl.PluralRuleType = 'cardinal',
): Intl.LDMLPluralRule {
  const rules = cached(locale + type, () => new Intl.PluralRules(locale, { type }));
  if (type === 'ordinal' && locale === 'en-US' && Number.isFinite(value)) {
    const shown = formatNumber(value, { maxDecimals: 3 }, locale);
    return rules.select(shown.includes('.') ? Number(shown.slice(-1)) : Math.round(value));
  }
  return rules.select(value);
}

/** A list in words: "a, b, and c" (en-US writes the serial comma; es-US "a, b y c"). */
export function formatList(items: readonly string[], locale = DEFAULT_LOCALE): string {
  return cached(`${locale}list`, () => new Intl.ListFormat(locale, { type: 'conjunction' })).format(items);
}

/** Reads `a.b.c` from a result object. */
export function getPath(source: unknown, path: string): unknown {
  let current: unknown = source;
  for (const key of path.split('.')) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<string, unknown>)[key];
  }
  return current;
}

/** Formats an ISO calendar date as the spec's 'MMM dd, yyyy' (optionally with the weekday), on the one formatter. */
export function formatIsoDate(iso: string, withWeekday = false, locale = DEFAULT_LOCALE): string {
  return formatDate(iso, withWeekday ? 'weekday' : 'short', locale);
}

/** The month and year of an ISO calendar date, e.g. "February 2028". */
export function formatMonthYear(iso: string, locale = DEFAULT_LOCALE): string {
  return formatDate(iso.length === 7 ? `${iso}-01` : iso, 'month', locale);
}

/** Formats one result value for display; anything unexpected becomes an em dash, never "NaN". */
export function formatValue(
  value: unknown,
  format: Format = { kind: 'text' },
  locale = DEFAULT_LOCALE,
): string {
  if (value === undefined || value === null) return '—';
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) return '—';
    switch (format.kind) {
      case 'integer':
        return formatNumber(value, 0, locale);
      case 'money':
        return formatMoney(value, {}, locale);
      case 'percent':
        return formatPercent(value, format.decimals ?? 0, locale);
      case 'number':
        return formatNumber(value, format.decimals ?? 0, locale);
      default:
        return String(value);
    }
  }
  if (typeof value === 'string' && (format.kind === 'date' || format.kind === 'weekday-date')) {
    return formatIsoDate(value, format.kind === 'weekday-date', locale);
  }
  return String(value);
}
