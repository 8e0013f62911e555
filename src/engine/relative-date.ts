/**
 * Dates in worked examples written relative to the day they are computed on (docs/adr/0004): `today`,
 * `today-59d`, `today+2w`, `today-8w3d`. The contract suite resolves them against the example's fixed `today`, the
 * page against the visitor's date. No imports: the page script resolves the example links with this module alone.
 */

/** One relative date, the whole string: `today`, then optionally a sign and weeks and/or days. */
export const RELATIVE_DATE = /^today(?:[+-](?:\d{1,4}w(?:\d{1,5}d)?|\d{1,5}d))?$/;

/** Every relative date inside a text (a query value, a JSON list of dates). */
const RELATIVE_DATES = /(?<![\w-])today(?:[+-](?:\d{1,4}w(?:\d{1,5}d)?|\d{1,5}d))?(?![\w+-])/g;

/** The ISO date `days` calendar days after `iso` (before, when negative), by UTC arithmetic: no time zone moves it. */
function shiftIso(iso: string, days: number): string {
  const [year = 0, month = 1, day = 1] = iso.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}

/** The signed number of days a relative date names (`today-8w3d` → −59). */
function relativeDays(token: string): number {
  const match = /^today(?:([+-])(?:(\d+)w)?(?:(\d+)d)?)?$/.exec(token);
  if (!match) return Number.NaN;
  const days = Number(match[2] ?? 0) * 7 + Number(match[3] ?? 0);
  return match[1] === '-' ? -days : days;
}

/** `text` with every relative date in it replaced by the ISO date it names on `today` (ISO `YYYY-MM-DD`). */
export function resolveRelativeDates(text: string, today: string): string {
  return text.replace(RELATIVE_DATES, (token) => shiftIso(today, relativeDays(token)));
}

/** A worked example's input with every relative date resolved on `today` (strings anywhere in it, lists included). */
export function resolveExampleInput<T>(value: T, today: string): T {
  if (typeof value === 'string') return resolveRelativeDates(value, today) as T;
  if (Array.isArray(value)) return value.map((item) => resolveExampleInput(item, today)) as T;
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, resolveExampleInput(item, today)]),
    ) as T;
  }
  return value;
}
