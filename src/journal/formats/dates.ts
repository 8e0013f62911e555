/**
 * Calendar dates as the journal keeps them: ISO `YYYY-MM-DD` naming a real day of the years a date field accepts
 * (the engine's own check and day arithmetic, so the journal and the calculators agree on what a date is), and the
 * few other forms the imported files write, read strictly: anything else is not a date.
 */
import { isIsoDate } from '../../engine/parse';

export { daysBetween } from '../../engine/cycle';
export { isIsoDate };

function toIso(year: number, month: number, day: number): string {
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/**
 * The day of an app's timestamp: `YYYY-MM-DD`, or that followed by a time as Flo (`2022-12-13 00:00:00.0`) and
 * Clue (`2021-01-01T00:00:00Z`) write it. The day is taken as written (the apps write her calendar day at
 * midnight); no time zone arithmetic, which would move it. Anything else, or a day that does not exist: undefined.
 */
const STAMP = /^(\d{4}-\d{2}-\d{2})(?:[ T]\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?(?:Z|[+-]\d{2}:?\d{2})?)?$/;
export function dayOfStamp(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const day = STAMP.exec(value.trim())?.[1];
  return isIsoDate(day) ? day : undefined;
}

/** A date as a plain CSV may write it, before the file tells which of its two numbers is the month. */
export type LooseDate =
  | { kind: 'day'; iso: string }
  /** `a/b/YYYY` (or with `-` or `.`): month-first or day-first, decided for the whole column. */
  | { kind: 'pair'; a: number; b: number; year: number }
  /** A form we do not read, a two-digit year, or a day that does not exist. */
  | { kind: 'bad'; reason: 'bad-date' | 'ambiguous-date' };

const YEAR_FIRST = /^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})$/;
const YEAR_LAST = /^(\d{1,2})([-/.])(\d{1,2})\2(\d{2}|\d{4})$/;

/** Reads one plain-CSV date: ISO (or year-first with `/`), an app timestamp, or `a/b/YYYY`. */
export function readLooseDate(raw: string): LooseDate {
  const text = raw.trim();
  const stamp = dayOfStamp(text);
  if (stamp !== undefined) return { kind: 'day', iso: stamp };
  const yf = YEAR_FIRST.exec(text);
  if (yf) {
    const iso = toIso(Number(yf[1]), Number(yf[2]), Number(yf[3]));
    return isIsoDate(iso) ? { kind: 'day', iso } : { kind: 'bad', reason: 'bad-date' };
  }
  const yl = YEAR_LAST.exec(text);
  if (yl) {
    if ((yl[4] ?? '').length === 2) return { kind: 'bad', reason: 'ambiguous-date' };
    return { kind: 'pair', a: Number(yl[1]), b: Number(yl[3]), year: Number(yl[4]) };
  }
  return { kind: 'bad', reason: 'bad-date' };
}

/**
 * Which number comes first in a column's `a/b/YYYY` dates: a first number over 12 can only be a day, a second over
 * 12 only a day too. Month-first when only the second ever exceeds 12, day-first when only the first does;
 * undecided (null) when neither does and some date reads two ways (03/04/2025), or when both do (mixed forms).
 */
export function pairOrder(pairs: readonly { a: number; b: number }[]): 'month-first' | 'day-first' | null {
  const firstIsDay = pairs.some((p) => p.a > 12);
  const secondIsDay = pairs.some((p) => p.b > 12);
  if (firstIsDay && secondIsDay) return null;
  if (secondIsDay) return 'month-first';
  if (firstIsDay) return 'day-first';
  // Nothing tells: fine only if no date reads two ways (5/5/2025 is the same day either way).
  return pairs.every((p) => p.a === p.b) ? 'month-first' : null;
}

/** The ISO day of a pair in the column's order, or undefined when no such day exists. */
export function pairToIso(pair: { a: number; b: number; year: number }, order: 'month-first' | 'day-first') {
  const [month, day] = order === 'month-first' ? [pair.a, pair.b] : [pair.b, pair.a];
  const iso = toIso(pair.year, month, day);
  return isIsoDate(iso) ? iso : undefined;
}
