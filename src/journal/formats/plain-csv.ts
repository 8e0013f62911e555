/**
 * A CSV she made herself, or another app's: one period a row, found by a column whose header names a date
 * (date, start, period start, first day, fecha, inicio...), with an optional end column. Dates may be ISO,
 * year-first with slashes, or `M/D/YYYY`; whether `a/b/YYYY` is month-first or day-first is decided by the whole
 * column (a number over 12 can only be a day), and a column that cannot tell is refused, not guessed. Without an
 * end column, days in a row (one-day break allowed) are one period logged day by day.
 */
import { periodsFromDays } from './bleeding';
import { build, emptyCollected } from './builder';
import { type CsvRow, headerKey } from './csv';
import { type LooseDate, pairOrder, pairToIso, readLooseDate } from './dates';
import { checkPeriod } from './shape';
import type { ImportOutcome, Skipped } from './types';

/** Header names of the first day's column, in order of preference (compared as `headerKey` gives them). */
const START_NAMES = [
  'period start date',
  'period start',
  'start date',
  'start',
  'first day',
  'first day of period',
  'date',
  'day',
  'period',
  'fecha de inicio',
  'inicio',
  'fecha',
];
/** Header names of the last day's column. */
const END_NAMES = ['period end date', 'period end', 'end date', 'end', 'last day', 'fecha de fin', 'fin'];

function columnOf(header: readonly string[], names: readonly string[]): number {
  const keys = header.map(headerKey);
  for (const name of names) {
    const i = keys.indexOf(name);
    if (i !== -1) return i;
  }
  return -1;
}

/** Whether a CSV header has a column we read as the first day of a period. */
export function isPlainCsvHeader(header: readonly string[]): boolean {
  return columnOf(header, START_NAMES) !== -1;
}

export function importPlainCsv(rows: readonly CsvRow[], today: string): ImportOutcome {
  const [header, ...body] = rows;
  if (header === undefined) return { ok: false, problem: 'nothing-usable' };
  const startCol = columnOf(header.cells, START_NAMES);
  const endCol = columnOf(header.cells, END_NAMES);
  const read = body.map((row) => {
    const endText = endCol === -1 ? '' : (row.cells[endCol] ?? '').trim();
    return {
      row,
      start: readLooseDate(row.cells[startCol] ?? ''),
      end: endText === '' ? undefined : readLooseDate(endText),
    };
  });
  const pairs = read.flatMap((r) => [r.start, r.end]).filter((d) => d?.kind === 'pair');
  const order = pairOrder(pairs as { a: number; b: number }[]);
  if (pairs.length > 0 && order === null) return { ok: false, problem: 'ambiguous-dates' };

  const toIso = (d: LooseDate): string | { reason: 'bad-date' | 'ambiguous-date' } => {
    if (d.kind === 'day') return d.iso;
    if (d.kind === 'bad') return { reason: d.reason };
    return pairToIso(d, order ?? 'month-first') ?? { reason: 'bad-date' };
  };

  const skipped: Skipped = [];
  const collected = emptyCollected();
  const days: { day: string; where: string }[] = [];
  for (const { row, start, end } of read) {
    const where = `line ${row.line}`;
    const first = toIso(start);
    const last = end === undefined ? undefined : toIso(end);
    if (typeof first !== 'string') {
      skipped.push({ where, reason: first.reason });
      continue;
    }
    if (last !== undefined && typeof last !== 'string') {
      skipped.push({ where, reason: last.reason });
      continue;
    }
    if (endCol === -1) {
      days.push({ day: first, where });
      continue;
    }
    const checked = checkPeriod(first, last, today);
    if (checked.ok) collected.periods.push({ entry: checked.entry, where });
    else skipped.push({ where, reason: checked.reason });
  }
  // Without an end column, rows of days in a row are one period logged day by day (as Clue and drip log them).
  if (endCol === -1) collected.periods = periodsFromDays(days, today, skipped);
  return { ok: true, source: 'csv', journal: build(collected, skipped), skipped };
}
