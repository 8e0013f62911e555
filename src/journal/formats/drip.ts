/**
 * drip's CSV export (one row a day; columns named by its schema's paths: `date`, `bleeding.value`,
 * `bleeding.exclude`, `temperature.value`, ...). `bleeding.value` is 0–3 (spotting, light, medium, heavy) and
 * `bleeding.exclude` marks bleeding she said is not menstrual. As drip itself counts menses, every bleeding day not
 * excluded is a period day, and the days become periods with drip's one-day break (bleeding.ts). Other columns are
 * not kept.
 */

import { periodsFromDays } from './bleeding';
import { build, emptyCollected } from './builder';
import { type CsvRow, headerKey } from './csv';
import { isIsoDate } from './dates';
import type { ImportOutcome, Skipped } from './types';

/** drip's bleeding values: 0 spotting, 1 light, 2 medium, 3 heavy. */
const DRIP_BLEEDING = new Set(['0', '1', '2', '3']);

/** Whether a CSV header is drip's: a `date` column and a `bleeding.value` column. */
export function isDripHeader(header: readonly string[]): boolean {
  const keys = header.map(headerKey);
  return keys.includes('date') && keys.includes('bleeding value');
}

export function importDrip(rows: readonly CsvRow[], today: string): ImportOutcome {
  const [header, ...body] = rows;
  if (header === undefined) return { ok: false, problem: 'nothing-usable' };
  const keys = header.cells.map(headerKey);
  const col = (name: string) => keys.indexOf(name);
  const [date, value, exclude] = [col('date'), col('bleeding value'), col('bleeding exclude')];
  const skipped: Skipped = [];
  const days: { day: string; where: string }[] = [];
  for (const row of body) {
    const where = `line ${row.line}`;
    const bleeding = (row.cells[value] ?? '').trim();
    if (bleeding === '') continue; // a day with no bleeding logged
    if (!DRIP_BLEEDING.has(bleeding)) {
      skipped.push({ where, reason: 'bad-value' });
      continue;
    }
    if ((row.cells[exclude] ?? '').trim().toLowerCase() === 'true') continue; // not menstrual, by her word
    const day = (row.cells[date] ?? '').trim();
    if (!isIsoDate(day)) skipped.push({ where, reason: 'bad-date' });
    else days.push({ day, where });
  }
  const collected = emptyCollected();
  collected.periods = periodsFromDays(days, today, skipped);
  return { ok: true, source: 'drip', journal: build(collected, skipped), skipped };
}
