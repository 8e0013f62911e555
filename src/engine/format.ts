import { formatDate, formatMoney, formatNumber, formatPercent } from './intl';
import type { Format } from './types';

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
export function formatIsoDate(iso: string, withWeekday = false): string {
  return formatDate(iso, withWeekday ? 'weekday' : 'short');
}

/** The weekday of an ISO calendar date, e.g. "Saturday". */
export function weekdayOf(iso: string): string {
  return formatDate(iso, 'weekday-name');
}

/** The month and year of an ISO calendar date, e.g. "February 2028". */
export function formatMonthYear(iso: string): string {
  return formatDate(iso.length === 7 ? `${iso}-01` : iso, 'month');
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
        return formatPercent(value, format.decimals ?? 0);
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
