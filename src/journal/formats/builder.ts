/**
 * Turns what a file's reader found (each entry with where it was) into a journal: sorted, one log per period and
 * one measurement per baby a day, within LIMITS. What is left out is listed with its place and reason.
 */
import { byString, sameBaby, samePeriod } from '../merge';
import type { Baby, Journal, Measurement, PeriodEntry } from '../types';
import { LIMITS, type Skipped } from './types';

export interface Found<T> {
  entry: T;
  where: string;
}

export interface FoundBaby {
  baby: Omit<Baby, 'measurements'>;
  where: string;
  measurements: Found<Measurement>[];
}

export interface Collected {
  periods: Found<PeriodEntry>[];
  babies: FoundBaby[];
}

export const emptyCollected = (): Collected => ({ periods: [], babies: [] });

/** Periods sorted, repeats (the same first day, or days inside another logged period) left out as duplicates. */
function buildPeriods(found: Found<PeriodEntry>[], skipped: Skipped): PeriodEntry[] {
  const sorted = [...found].sort((a, b) => byString(a.entry.start, b.entry.start));
  const kept: PeriodEntry[] = [];
  for (const { entry, where } of sorted) {
    const last = kept[kept.length - 1];
    if (last !== undefined && samePeriod(last, entry)) {
      if (last.end === undefined && entry.end !== undefined && entry.start === last.start)
        last.end = entry.end;
      skipped.push({ where, reason: 'duplicate' });
    } else kept.push({ ...entry });
  }
  return kept;
}

function buildMeasurements(found: Found<Measurement>[], skipped: Skipped): Measurement[] {
  const sorted = [...found].sort((a, b) => byString(a.entry.date, b.entry.date));
  const kept: Measurement[] = [];
  for (const { entry, where } of sorted) {
    if (kept[kept.length - 1]?.date === entry.date) skipped.push({ where, reason: 'duplicate' });
    else kept.push({ ...entry });
  }
  return kept;
}

/** Keeps the most recent `limit` (the ones that matter for predictions and charts); the rest are too many. */
function cap<T>(list: T[], limit: number, whereOf: (item: T) => string, skipped: Skipped): T[] {
  if (list.length <= limit) return list;
  for (const item of list.slice(0, list.length - limit))
    skipped.push({ where: whereOf(item), reason: 'too-many' });
  return list.slice(list.length - limit);
}

export function build(collected: Collected, skipped: Skipped): Journal {
  const periods = buildPeriods(collected.periods, skipped);
  const keptPeriods = cap(
    periods,
    LIMITS.periods,
    (p) => collected.periods.find((f) => f.entry.start === p.start)?.where ?? '',
    skipped,
  );

  // One baby once: a repeat (same id, or same birth date and sex) adds its measurements to the first.
  const groups: { first: FoundBaby; measurements: Found<Measurement>[] }[] = [];
  for (const found of collected.babies) {
    const group = groups.find((g) =>
      sameBaby({ ...g.first.baby, measurements: [] }, { ...found.baby, measurements: [] }),
    );
    if (group === undefined) groups.push({ first: found, measurements: [...found.measurements] });
    else group.measurements.push(...found.measurements);
  }
  const babies: Baby[] = [];
  for (const [i, group] of groups.entries()) {
    if (i >= LIMITS.babies) {
      skipped.push({ where: group.first.where, reason: 'too-many' });
      continue;
    }
    const all = buildMeasurements(group.measurements, skipped);
    const where = new Map(group.measurements.map((m) => [m.entry.date, m.where]));
    const measurements = cap(all, LIMITS.measurementsPerBaby, (m) => where.get(m.date) ?? '', skipped);
    babies.push({ ...group.first.baby, measurements });
  }
  babies.sort((a, b) => byString(a.birthDate, b.birthDate) || byString(a.id, b.id));
  return { periods: keptPeriods, babies };
}
