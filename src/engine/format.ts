import type { Format } from './types';

/**
 * Creates an Intl formatter on first use: building one loads locale data (tens of milliseconds on a slow phone),
 * which no page should pay while it starts unless it formats that kind of value.
 */
function onFirstUse<T>(create: () => T): () => T {
  let instance: T | undefined;
  return () => {
    instance ??= create();
    return instance;
  };
}

const money = onFirstUse(() => new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }));
const wholeMoney = onFirstUse(
  () =>
    new Intl.NumberFormat('en-US', {
      style: 'currency',
      currency: 'USD',
      trailingZeroDisplay: 'stripIfInteger',
    }),
);

/** Reads `a.b.c` from a result object. */
export function getPath(source: unknown, path: string): unknown {
  let current: unknown = source;
  for (const key of path.split('.')) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<string, unknown>)[key];
  }
  return current;
}

/**
 * A real minus sign (U+2212) instead of Intl's hyphen-minus: the site writes negatives as "−$478.80" and "−2",
 * the same sign as the budget differences and weekly weight changes, and a hyphen reads as a dash.
 */
function withMinusSign(text: string): string {
  return text.startsWith('-') ? `−${text.slice(1)}` : text;
}

/** Formats a number with a fixed number of decimals and thousands separators (en-US), negatives with "−". */
export function formatNumber(value: number, decimals = 0): string {
  return withMinusSign(
    value.toLocaleString('en-US', { minimumFractionDigits: decimals, maximumFractionDigits: decimals }),
  );
}

/**
 * Formats US dollars with two decimals, negatives as "−$478.80"; `cents: 'when-any'` leaves ".00" off whole amounts
 * ("$1,681", "$722.50"), as sentences quote legal figures.
 */
export function formatMoney(value: number, cents: 'always' | 'when-any' = 'always'): string {
  return withMinusSign((cents === 'always' ? money() : wholeMoney()).format(value));
}

const dateParts = onFirstUse(
  () =>
    new Intl.DateTimeFormat('en-US', {
      weekday: 'long',
      month: 'short',
      day: '2-digit',
      year: 'numeric',
      timeZone: 'UTC',
    }),
);

/**
 * Formats an ISO calendar date as the spec's 'MMM dd, yyyy' (optionally with the weekday). The date is read as a
 * calendar day (UTC), so it never shifts with the visitor's time zone.
 */
export function formatIsoDate(iso: string, withWeekday = false): string {
  const [year, month, day] = iso.split('-').map(Number);
  const date = new Date(Date.UTC(year ?? Number.NaN, (month ?? 1) - 1, day ?? 1));
  if (Number.isNaN(date.getTime())) return '—';
  const part = (type: string) =>
    dateParts()
      .formatToParts(date)
      .find((entry) => entry.type === type)?.value ?? '';
  const text = `${part('month')} ${part('day')}, ${part('year')}`;
  return withWeekday ? `${part('weekday')}, ${text}` : text;
}

/** The weekday of an ISO calendar date, e.g. "Saturday". */
export function weekdayOf(iso: string): string {
  return formatIsoDate(iso, true).split(',')[0] ?? '';
}

const monthYear = onFirstUse(
  () => new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' }),
);

/** The month and year of an ISO calendar date, e.g. "February 2028". */
export function formatMonthYear(iso: string): string {
  const [year, month] = iso.split('-').map(Number);
  return monthYear().format(new Date(Date.UTC(year ?? 1970, (month ?? 1) - 1, 1)));
}

/** Formats one result value for display; anything unexpected becomes an em dash, never "NaN". */
export function formatValue(value: unknown, format: Format = { kind: 'text' }): string {
  if (value === undefined || value === null) return '—';
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) return '—';
    switch (format.kind) {
      case 'integer':
        return formatNumber(value, 0);
      case 'money':
        return formatMoney(value);
      case 'percent':
        return `${formatNumber(value, format.decimals ?? 0)}%`;
      case 'number':
        return formatNumber(value, format.decimals ?? 0);
      default:
        return String(value);
    }
  }
  if (typeof value === 'string' && (format.kind === 'date' || format.kind === 'weekday-date')) {
    return formatIsoDate(value, format.kind === 'weekday-date');
  }
  return String(value);
}
