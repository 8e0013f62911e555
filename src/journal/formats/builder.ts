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
function buildPeriods(found: Found<PeriodEntry>[], skipped: Skipped): Found<PeriodEntry>[] {
  const sorted = [...found].sort((a, b) => byString(a.entry.start, b.entry.start));
  const kept: Found<PeriodEntry>[] = [];
  for (const { entry, where } of sorted) {
    const last = kept[kept.length - 1]?.entry;
    if (last !== undefined && samePeriod(last, entry)) {
      if (last.end === undefined && entry.end !== undefined && entry.start === last.start)
        last.end = entry.end;
      skipped.push({ where, reason: 'duplicate' });
    } else kept.push({ entry: { ...entry }, where });
  }
  return kept;
}

function buildMeasurements(found: Found<Measurement>[], skipped: Skipped): Found<Measurement>[] {
  const sorted = [...found].sort((a, b) => byString(a.entry.date, b.entry.date));
  const kept: Found<Measurement>[] = [];
  for (const { entry, where } of sorted) {
    if (kept[kept.length - 1]?.entry.date === entry.date) skipped.push({ where, reason: 'duplicate' });
    else kept.push({ entry: { ...entry }, where });
  }
  return kept;
}

/** Keeps the most recent `limit` (the ones that matter for predictions and charts); the rest are too many. */
function cap<T>(list: Found<T>[], limit: number, skipped: Skipped): T[] {
  const cut = Math.max(0, list.length - limit);
  for (const item of list.slice(0, cut)) skipped.push({ where: item.where, reason: 'too-many' });
  return list.slice(cut).map((item) => item.entry);
}

export function build(collected: Collected, skipped: Skipped): Journal {
  const periods = cap(buildPeriods(collected.periods, skipped), LIMITS.periods, skipped);

  // One baby once: a repeat (same id, or same birth date and sex) adds its measurements to the first.
  const groups: { first: FoundBaby; measurements: Found<Measurement>[] }[] = [];
  for (const found of collected.babies) {
    const group = groups.find((g) => sameBaby(g.first.baby, found.baby));
    if (group !== undefined) {
      for (const m of found.measurements) group.measurements.push(m);
    } else if (groups.length >= LIMITS.babies) skipped.push({ where: found.where, reason: 'too-many' });
    else groups.push({ first: found, measurements: [...found.measurements] });
  }
  const babies: Baby[] = [];
  for (const group of groups) {
    const measurements = cap(
      buildMeasurements(group.measurements, skipped),
      LIMITS.measurementsPerBaby,
      skipped,
    );
    babies.push({ ...group.first.baby, measurements });
  }
  babies.sort((a, b) => byString(a.birthDate, b.birthDate) || byString(a.id, b.id));
  return { periods, babies };
}
