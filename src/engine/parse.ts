/**
 * Reading one typed value (a number, an amount of money, a date): what the form's own fields and share links read
 * before any calculation, apart from the checks (./validate.ts), which load with the calculation (docs/adr/0012).
 */
import type { FieldDef } from './types';

const NUMBER_PATTERN = /^[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?$/;
const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Earliest and latest year a date field accepts. */
export const DATE_YEARS = { min: 1900, max: 2100 } as const;

/** Reads a number typed, pasted or put in a link; `undefined` when it is not a finite number. */
export function parseNumber(raw: unknown): number | undefined {
  if (typeof raw === 'number') return Number.isFinite(raw) ? raw : undefined;
  if (typeof raw === 'string' && NUMBER_PATTERN.test(raw.trim())) {
    const value = Number(raw.trim());
    return Number.isFinite(value) ? value : undefined;
  }
  return undefined;
}

const MONEY_PATTERN = /^(?:US)?[$€£]?\s*(\d{1,3}(?:,\d{3})+|\d+)(\.\d+)?$/;

/** The suffix that marks a number field as money (it also takes "1,500" and "$2000"). */
const MONEY_SUFFIX = 'USD';

/** Is this a money field (a number field with the `USD` suffix)? */
export function isMoneyField(field: FieldDef): boolean {
  return field.type === 'number' && field.suffix === MONEY_SUFFIX;
}

/**
 * Reads an amount of money as people type it: a plain number, or with a leading currency sign and thousands
 * separators (`$2000`, `1,500`, `$1,500.50`). Commas only between groups of three digits, so `1,50` is refused
 * rather than read as 150.
 */
export function parseMoney(raw: unknown): number | undefined {
  if (typeof raw !== 'string') return parseNumber(raw);
  const match = MONEY_PATTERN.exec(raw.trim());
  if (!match) return parseNumber(raw);
  const value = Number((match[1] ?? '').replaceAll(',', '') + (match[2] ?? ''));
  return Number.isFinite(value) ? value : undefined;
}

/** True for an ISO `YYYY-MM-DD` string naming a real calendar day within the accepted years. */
export function isIsoDate(raw: unknown): raw is string {
  if (typeof raw !== 'string') return false;
  const match = DATE_PATTERN.exec(raw);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (year < DATE_YEARS.min || year > DATE_YEARS.max || month < 1 || month > 12 || day < 1) return false;
  const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return day <= daysInMonth;
}
