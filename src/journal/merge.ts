/**
 * Sorting, de-duplicating and merging journals: pure, no storage, no words. The store keeps every journal in the
 * shape `normalizeJournal` gives, and an import's preview is `mergeJournals(kept, imported)` before she confirms.
 */
import type { Baby, Journal, Measurement, PeriodEntry } from './types';

/** ISO dates compare as strings; every date here is a checked `YYYY-MM-DD`. */
export const byString = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

/** Two logs of one period: the same first day, or one first day inside the other's logged days. */
export function samePeriod(a: PeriodEntry, b: PeriodEntry): boolean {
  if (a.start === b.start) return true;
  const inside = (day: string, p: PeriodEntry) => p.end !== undefined && p.start <= day && day <= p.end;
  return inside(b.start, a) || inside(a.start, b);
}

/** The kept log of a period wins; it gains only a last day it lacked from a log with the same first day. */
function keepPeriod(kept: PeriodEntry, other: PeriodEntry): PeriodEntry {
  if (kept.end === undefined && other.end !== undefined && other.start === kept.start) {
    return { start: kept.start, end: other.end };
  }
  return kept;
}

function copyPeriod(p: PeriodEntry): PeriodEntry {
  return p.end === undefined || p.end <= p.start ? { start: p.start } : { start: p.start, end: p.end };
}

/**
 * Adds `extra` to `kept`: the sorted list, and how many of `extra` it added or already had. One sweep over the
 * entries sorted by first day (kept first on a tie), so a long history merges in O(n log n).
 */
function mergePeriods(kept: readonly PeriodEntry[], extra: readonly PeriodEntry[]) {
  const all = [
    ...kept.map((entry) => ({ entry, fromExtra: false })),
    ...extra.map((entry) => ({ entry, fromExtra: true })),
  ].sort((a, b) => byString(a.entry.start, b.entry.start) || Number(a.fromExtra) - Number(b.fromExtra));
  const out: { entry: PeriodEntry; fromExtra: boolean }[] = [];
  let duplicates = 0;
  let added = 0;
  for (const next of all) {
    const last = out[out.length - 1];
    if (last === undefined || !samePeriod(last.entry, next.entry)) {
      out.push({ entry: copyPeriod(next.entry), fromExtra: next.fromExtra });
      if (next.fromExtra) added += 1;
    } else if (last.fromExtra && !next.fromExtra) {
      // A kept log that an earlier-starting imported one overlaps: the kept one stays, the imported one was a repeat.
      out[out.length - 1] = { entry: keepPeriod(copyPeriod(next.entry), last.entry), fromExtra: false };
      added -= 1;
      duplicates += 1;
    } else {
      last.entry = keepPeriod(last.entry, next.entry);
      if (next.fromExtra) duplicates += 1;
    }
  }
  return { periods: out.map((o) => o.entry), added, duplicates };
}

function copyMeasurement(m: Measurement): Measurement {
  const out: Measurement = { date: m.date };
  if (m.weightKg !== undefined) out.weightKg = m.weightKg;
  if (m.lengthCm !== undefined) out.lengthCm = m.lengthCm;
  if (m.headCm !== undefined) out.headCm = m.headCm;
  return out;
}

/** One measurement a day: the kept one wins, and gains only the amounts it lacked from the other of that day. */
function mergeMeasurements(kept: readonly Measurement[], extra: readonly Measurement[]) {
  const byDate = new Map<string, Measurement>();
  let duplicates = 0;
  let added = 0;
  const place = (m: Measurement, fromExtra: boolean) => {
    const there = byDate.get(m.date);
    if (there === undefined) {
      byDate.set(m.date, copyMeasurement(m));
      if (fromExtra) added += 1;
      return;
    }
    there.weightKg ??= m.weightKg;
    there.lengthCm ??= m.lengthCm;
    there.headCm ??= m.headCm;
    for (const key of ['weightKg', 'lengthCm', 'headCm'] as const)
      if (there[key] === undefined) delete there[key];
    if (fromExtra) duplicates += 1;
  };
  for (const m of kept) place(m, false);
  for (const m of extra) place(m, true);
  const measurements = [...byDate.values()].sort((a, b) => byString(a.date, b.date));
  return { measurements, added, duplicates };
}

/** One baby in two journals: the same id, or the same birth date and sex with no two different nicknames. */
export function sameBaby(a: Omit<Baby, 'measurements'>, b: Omit<Baby, 'measurements'>): boolean {
  if (a.id === b.id) return true;
  const names = a.nickname !== undefined && b.nickname !== undefined;
  return a.birthDate === b.birthDate && a.sex === b.sex && (!names || a.nickname === b.nickname);
}

function copyBaby(b: Baby, measurements: Measurement[]): Baby {
  const out: Baby = {
    id: b.id,
    birthDate: b.birthDate,
    sex: b.sex,
    weeksAtBirth: b.weeksAtBirth,
    measurements,
  };
  if (b.nickname !== undefined) out.nickname = b.nickname;
  return out;
}

function mergeBabies(kept: readonly Baby[], extra: readonly Baby[]) {
  const out: Baby[] = [];
  let babies = 0;
  let measurements = 0;
  let duplicates = 0;
  const place = (baby: Baby, fromExtra: boolean) => {
    const i = out.findIndex((b) => sameBaby(b, baby));
    if (i === -1) {
      const merged = mergeMeasurements([], baby.measurements);
      out.push(copyBaby(baby, merged.measurements));
      if (fromExtra) {
        babies += 1;
        measurements += merged.added;
      }
      return;
    }
    const there = out[i] as Baby;
    const merged = mergeMeasurements(there.measurements, baby.measurements);
    const nicknamed = there.nickname === undefined && baby.nickname !== undefined ? baby : there;
    out[i] = copyBaby({ ...there, nickname: nicknamed.nickname }, merged.measurements);
    if (out[i]?.nickname === undefined) delete out[i]?.nickname;
    if (fromExtra) {
      measurements += merged.added;
      duplicates += merged.duplicates;
    }
  };
  for (const b of kept) place(b, false);
  for (const b of extra) place(b, true);
  out.sort((a, b) => byString(a.birthDate, b.birthDate) || byString(a.id, b.id));
  return { babies: out, added: { babies, measurements }, duplicates };
}

/** The journal sorted by date, one log per period and one measurement per baby a day; a fresh copy. */
export function normalizeJournal(journal: Journal): Journal {
  return mergeJournals({ periods: [], babies: [] }, journal).journal;
}

/** What `b` adds to `a` (the kept journal wins where both say something of one day). */
export interface MergeResult {
  journal: Journal;
  added: { periods: number; measurements: number; babies: number };
  /** Entries of `b` (periods, measurements) that `a` already had, or that `b` itself repeated. */
  duplicates: number;
}

/** Merges `b` into `a`: sorted, without duplicates, and counts of what `b` added (the import's preview). */
export function mergeJournals(a: Journal, b: Journal): MergeResult {
  const kept = normalizeOnce(a);
  const periods = mergePeriods(kept.periods, b.periods);
  const babies = mergeBabies(kept.babies, b.babies);
  return {
    journal: { periods: periods.periods, babies: babies.babies },
    added: { periods: periods.added, measurements: babies.added.measurements, babies: babies.added.babies },
    duplicates: periods.duplicates + babies.duplicates,
  };
}

/** `a` on its own, sorted and de-duplicated, so its own repeats are not counted as `b`'s. */
function normalizeOnce(a: Journal): Journal {
  return { periods: mergePeriods([], a.periods).periods, babies: mergeBabies([], a.babies).babies };
}
