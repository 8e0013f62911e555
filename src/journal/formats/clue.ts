/**
 * Clue's export. Today's `measurements.json` is a list of daily entries, a period day being
 * `{"type":"period","date":"2025-01-06","value":{"option":"medium"}}`; the older `.cluedata` file is
 * `{"data":[{"day":"2021-01-01T00:00:00Z","period":"light"}, ...]}` with "spotting" as one of the period values.
 * Period days become periods (bleeding.ts); spotting and every other kind of entry (pain, mood, notes) is not kept.
 */

import { periodsFromDays } from './bleeding';
import { build, emptyCollected } from './builder';
import { dayOfStamp } from './dates';
import { isPlain, own } from './shape';
import type { ImportOutcome, Skipped } from './types';

/** Clue's flow options for a period day (spotting is its own entry type, not a period day). */
const CLUE_FLOW = new Set(['light', 'medium', 'heavy', 'very_heavy']);

/** The list of entries and its JSON path: the file itself, or its `data` (older) or `measurements` list. */
function entriesOf(value: unknown): { list: unknown[]; path: string } | undefined {
  if (Array.isArray(value)) return { list: value, path: '' };
  if (!isPlain(value)) return undefined;
  for (const key of ['data', 'measurements']) {
    const list = own(value, key);
    if (Array.isArray(list)) return { list, path: key };
  }
  return undefined;
}

/** A period day of either form (the date still unchecked), or undefined for any other entry. */
function periodDay(entry: unknown): { date: unknown } | undefined {
  if (!isPlain(entry)) return undefined;
  if (own(entry, 'type') === 'period') return { date: own(entry, 'date') };
  const flow = own(entry, 'period');
  if (own(entry, 'day') !== undefined && typeof flow === 'string' && CLUE_FLOW.has(flow)) {
    return { date: own(entry, 'day') };
  }
  return undefined;
}

/** Whether a parsed JSON value is a Clue export: a list of entries with at least one period day. */
export function isClue(value: unknown): boolean {
  const found = entriesOf(value);
  return found?.list.some((e) => periodDay(e) !== undefined) === true;
}

export function importClue(value: unknown, today: string): ImportOutcome {
  const found = entriesOf(value);
  if (found === undefined) return { ok: false, problem: 'unknown-format' };
  const skipped: Skipped = [];
  const days: { day: string; where: string }[] = [];
  for (const [i, entry] of found.list.entries()) {
    const day = periodDay(entry);
    if (day === undefined) continue;
    const where = found.path === '' ? `[${i}]` : `${found.path}[${i}]`;
    const iso = dayOfStamp(day.date);
    if (iso === undefined) skipped.push({ where, reason: 'bad-date' });
    else days.push({ day: iso, where });
  }
  const collected = emptyCollected();
  collected.periods = periodsFromDays(days, today, skipped);
  return { ok: true, source: 'clue', journal: build(collected, skipped), skipped };
}
