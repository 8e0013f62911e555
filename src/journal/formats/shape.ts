/**
 * Reads a value that should be a journal (our JSON export's `journal`, or the stored record's) without trusting it:
 * only own properties of plain objects are read, every date and amount is checked, and a bad entry is left out with
 * a reason instead of throwing. The result is a fresh object that shares nothing with the input.
 */
import type { Baby, Journal, Measurement, PeriodEntry } from '../types';
import { build, type Collected, emptyCollected, type FoundBaby } from './builder';
import { daysBetween, isIsoDate } from './dates';
import { AMOUNT_LIMITS, PERIOD_MAX_DAYS, type Skipped, WEEKS_AT_BIRTH } from './types';

type Plain = Record<string, unknown>;

/** A plain object (not a list, not null). */
export function isPlain(value: unknown): value is Plain {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** An own property only: `__proto__`, `constructor` and inherited names never reach the journal. */
export function own(object: Plain, key: string): unknown {
  return Object.hasOwn(object, key) ? object[key] : undefined;
}

/** Checks one period; `today` (ISO) when dates after it must be refused. */
export function checkPeriod(
  start: unknown,
  end: unknown,
  today: string | undefined,
): { ok: true; entry: PeriodEntry } | { ok: false; reason: Skipped[number]['reason'] } {
  if (!isIsoDate(start)) return { ok: false, reason: 'bad-date' };
  if (end !== undefined && end !== null && end !== '' && !isIsoDate(end))
    return { ok: false, reason: 'bad-date' };
  const last = isIsoDate(end) ? end : undefined;
  if (today !== undefined && (start > today || (last !== undefined && last > today))) {
    return { ok: false, reason: 'future-date' };
  }
  if (last === undefined || last === start) return { ok: true, entry: { start } };
  if (last < start) return { ok: false, reason: 'end-before-start' };
  if (daysBetween(start, last) + 1 > PERIOD_MAX_DAYS) return { ok: false, reason: 'period-too-long' };
  return { ok: true, entry: { start, end: last } };
}

/** An amount within the charts' range, or undefined when absent; `false` when present but not usable. */
function amount(value: unknown, limits: { min: number; max: number }): number | undefined | false {
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'number' || !Number.isFinite(value)) return false;
  return value >= limits.min && value <= limits.max ? value : false;
}

/** Checks one measurement of a baby born on `birthDate`. */
export function checkMeasurement(
  raw: { date: unknown; weightKg?: unknown; lengthCm?: unknown; headCm?: unknown },
  birthDate: string,
  today: string | undefined,
): { ok: true; entry: Measurement } | { ok: false; reason: Skipped[number]['reason'] } {
  if (!isIsoDate(raw.date)) return { ok: false, reason: 'bad-date' };
  if (today !== undefined && raw.date > today) return { ok: false, reason: 'future-date' };
  if (raw.date < birthDate) return { ok: false, reason: 'before-birth' };
  const entry: Measurement = { date: raw.date };
  for (const key of ['weightKg', 'lengthCm', 'headCm'] as const) {
    const value = amount(raw[key], AMOUNT_LIMITS[key]);
    if (value === false) return { ok: false, reason: 'bad-amount' };
    if (value !== undefined) entry[key] = value;
  }
  if (entry.weightKg === undefined && entry.lengthCm === undefined && entry.headCm === undefined) {
    return { ok: false, reason: 'no-amount' };
  }
  return { ok: true, entry };
}

/** Checks a baby's own facts (not the measurements); the id is kept if it is a short word, else made from them. */
export function checkBaby(
  raw: Plain,
  today: string | undefined,
): { ok: true; baby: Omit<Baby, 'measurements'> } | { ok: false; reason: Skipped[number]['reason'] } {
  const birthDate = own(raw, 'birthDate');
  const sex = own(raw, 'sex');
  const weeks = own(raw, 'weeksAtBirth') ?? 40;
  const nickname = own(raw, 'nickname');
  const id = own(raw, 'id');
  if (!isIsoDate(birthDate)) return { ok: false, reason: 'bad-date' };
  if (today !== undefined && birthDate > today) return { ok: false, reason: 'future-date' };
  if (sex !== 'female' && sex !== 'male') return { ok: false, reason: 'bad-baby' };
  if (
    typeof weeks !== 'number' ||
    !Number.isInteger(weeks) ||
    weeks < WEEKS_AT_BIRTH.min ||
    weeks > WEEKS_AT_BIRTH.max
  ) {
    return { ok: false, reason: 'bad-baby' };
  }
  if (nickname !== undefined && nickname !== null && typeof nickname !== 'string') {
    return { ok: false, reason: 'bad-baby' };
  }
  const name = typeof nickname === 'string' ? nickname.trim().slice(0, NICKNAME_MAX) : '';
  const baby: Omit<Baby, 'measurements'> = {
    id: typeof id === 'string' && /^[\w-]{1,64}$/.test(id) ? id : babyIdOf(birthDate, sex, name),
    birthDate,
    sex,
    weeksAtBirth: weeks,
  };
  if (name !== '') baby.nickname = name;
  return { ok: true, baby };
}

/** A nickname is cut to this many characters. */
const NICKNAME_MAX = 60;

/**
 * The id of a baby whose file gave none: made from what makes her the same baby in two journals (merge.ts,
 * `sameBaby`: birth date, sex, nickname), so reading a file is pure and reading it twice gives the same id.
 */
function babyIdOf(birthDate: string, sex: string, nickname: string): string {
  let hash = 0x811c9dc5; // FNV-1a, 32 bits: a short, stable tag of the nickname, not a secret.
  for (const char of nickname) {
    hash ^= char.codePointAt(0) ?? 0;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return `baby-${birthDate}-${sex}-${hash.toString(36)}`;
}

/**
 * Reads `value` as a journal: entries that fail a check are left out and listed in `skipped` (with a JSON path
 * under `path`). Anything that is not a journal-shaped object reads as an empty journal. Never throws.
 */
export function collectJournalShape(
  value: unknown,
  options: { today?: string; skipped: Skipped; path?: string },
): Collected {
  const { today, skipped, path = '' } = options;
  const found = emptyCollected();
  if (!isPlain(value)) return found;
  const at = (rest: string) => (path === '' ? rest : `${path}.${rest}`);

  const periods = own(value, 'periods');
  for (const [i, raw] of (Array.isArray(periods) ? periods : []).entries()) {
    const where = at(`periods[${i}]`);
    const checked = isPlain(raw)
      ? checkPeriod(own(raw, 'start'), own(raw, 'end'), today)
      : ({ ok: false, reason: 'not-an-entry' } as const);
    if (checked.ok) found.periods.push({ entry: checked.entry, where });
    else skipped.push({ where, reason: checked.reason });
  }

  const babies = own(value, 'babies');
  for (const [i, raw] of (Array.isArray(babies) ? babies : []).entries()) {
    const where = at(`babies[${i}]`);
    const checked = isPlain(raw) ? checkBaby(raw, today) : ({ ok: false, reason: 'not-an-entry' } as const);
    if (!checked.ok) {
      skipped.push({ where, reason: checked.reason });
      continue;
    }
    const baby: FoundBaby = { baby: checked.baby, where, measurements: [] };
    const list = isPlain(raw) ? own(raw, 'measurements') : undefined;
    for (const [j, m] of (Array.isArray(list) ? list : []).entries()) {
      const mWhere = `${where}.measurements[${j}]`;
      const one = isPlain(m)
        ? checkMeasurement(
            {
              date: own(m, 'date'),
              weightKg: own(m, 'weightKg'),
              lengthCm: own(m, 'lengthCm'),
              headCm: own(m, 'headCm'),
            },
            checked.baby.birthDate,
            today,
          )
        : ({ ok: false, reason: 'not-an-entry' } as const);
      if (one.ok) baby.measurements.push({ entry: one.entry, where: mWhere });
      else skipped.push({ where: mWhere, reason: one.reason });
    }
    found.babies.push(baby);
  }
  return found;
}

/** The stored record's journal, checked the same way (what fails a check is dropped); never throws. */
export function readJournalShape(value: unknown): Journal {
  const skipped: Skipped = [];
  return build(collectJournalShape(value, { skipped }), skipped);
}
