/**
 * Apps that log bleeding day by day (Clue, drip): the days of one period are gathered into one entry with its first
 * and last day. A one-day break still belongs to the same period (drip's own rule, `maxBreakInBleeding = 1` in its
 * lib/cycle.js: a day she forgot to log does not start a new period two days later).
 */
import type { PeriodEntry } from '../types';
import type { Found } from './builder';
import { daysBetween } from './dates';
import { checkPeriod } from './shape';
import type { Skipped } from './types';

/** Days without bleeding allowed inside one period. */
const MAX_BREAK_DAYS = 1;

/**
 * Periods from bleeding days (ISO, checked, each with where it was). A day logged twice is a duplicate; a day after
 * `today` is skipped as a future date, not joined to a period.
 */
export function periodsFromDays(
  days: readonly { day: string; where: string }[],
  today: string,
  skipped: Skipped,
): Found<PeriodEntry>[] {
  const sorted = [...days].sort((a, b) => (a.day < b.day ? -1 : a.day > b.day ? 1 : 0));
  const runs: { first: { day: string; where: string }; last: string }[] = [];
  let previous: string | undefined;
  for (const d of sorted) {
    if (d.day > today) {
      skipped.push({ where: d.where, reason: 'future-date' });
      continue;
    }
    if (d.day === previous) {
      skipped.push({ where: d.where, reason: 'duplicate' });
      continue;
    }
    const run = runs[runs.length - 1];
    if (run !== undefined && daysBetween(run.last, d.day) <= MAX_BREAK_DAYS + 1) run.last = d.day;
    else runs.push({ first: d, last: d.day });
    previous = d.day;
  }
  const periods: Found<PeriodEntry>[] = [];
  for (const run of runs) {
    const checked = checkPeriod(run.first.day, run.last, today);
    if (checked.ok) periods.push({ entry: checked.entry, where: run.first.where });
    else skipped.push({ where: run.first.where, reason: checked.reason });
  }
  return periods;
}
