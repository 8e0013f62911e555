/**
 * What an import gives the page: a journal and the entries it left out (each with a reason key), or one problem
 * with the whole file. Keys only: the page's messages put them into words (English and Spanish).
 */
import type { Journal } from '../types';

/** Where a file came from, as recognized by its content (the file name only breaks a tie). */
export type ImportSource = 'bloomcalc-json' | 'bloomcalc-csv' | 'clue' | 'flo' | 'drip' | 'csv';

/** Why one entry or row was left out; the rest of the file is still imported. */
export type ImportSkip =
  /** Not an object where an entry belongs (a string, a number, a list, null). */
  | 'not-an-entry'
  /** No date, or one that is not a real day in a form we read (or outside 1900–2100). */
  | 'bad-date'
  /** A day like 03/04/2025 that could be March 4 or April 3, or a two-digit year. */
  | 'ambiguous-date'
  /** A date after today. */
  | 'future-date'
  /** A period whose last day is before its first. */
  | 'end-before-start'
  /** A period logged longer than PERIOD_MAX_DAYS. */
  | 'period-too-long'
  /** The same period or measurement again in this file. */
  | 'duplicate'
  /** A weight, length or head size that is not a number within the charts' range. */
  | 'bad-amount'
  /** A measurement with no amount at all. */
  | 'no-amount'
  /** A measurement dated before the baby's birth. */
  | 'before-birth'
  /** A baby without a usable birth date or sex, or with weeks at birth outside 22–44. */
  | 'bad-baby'
  /** More entries of this kind than a journal keeps (LIMITS). */
  | 'too-many'
  /** A value that is not one the app writes (drip's bleeding.value outside 0–3). */
  | 'bad-value'
  /** A row of a kind our CSV does not have. */
  | 'not-kept';

/** Why nothing of the file was imported. */
export type ImportProblem =
  /** Its name or start says JSON, but it is not valid JSON. */
  | 'not-json'
  /** Neither our format nor one of the known apps' exports nor a CSV with a date column. */
  | 'unknown-format'
  /** Over MAX_IMPORT_BYTES. */
  | 'too-large'
  /** Nested deeper than MAX_DEPTH, or more than MAX_ITEMS entries or rows. */
  | 'too-complex'
  /** Our own format, but of a newer version than this page reads. */
  | 'newer-version'
  /** A CSV whose dates could be month-first or day-first, with nothing in the file to tell which. */
  | 'ambiguous-dates'
  /** Every dated entry is after today. */
  | 'future-dates'
  /** A known format, but not one entry the journal can keep. */
  | 'nothing-usable';

export type ImportOutcome =
  | {
      ok: true;
      journal: Journal;
      source: ImportSource;
      /** `where` is `line N` (CSV, 1 = the header) or a JSON path like `periods[3]` / `data[12]`. */
      skipped: { where: string; reason: ImportSkip }[];
    }
  | { ok: false; problem: ImportProblem };

/** A file larger than this is refused before it is read through (the page can check `File.size` first). */
export const MAX_IMPORT_BYTES = 10 * 1024 * 1024;
/** JSON nested deeper than this is refused (no export we read goes past a handful of levels). */
export const MAX_DEPTH = 32;
/** Entries or rows read from one file at most (a daily log of fifty years is under 20,000). */
export const MAX_ITEMS = 200_000;

/** What one journal keeps at most: far past a lifetime of periods and a childhood of checkups. */
export const LIMITS = { periods: 1000, babies: 20, measurementsPerBaby: 1000 } as const;
/** The longest period kept (longer logs are more likely two periods or an error; FIGO calls over 8 days prolonged). */
export const PERIOD_MAX_DAYS = 20;
/** Amounts kept: the baby-growth and child-BMI calculators' field limits together. */
export const AMOUNT_LIMITS = {
  weightKg: { min: 0.5, max: 250 },
  lengthCm: { min: 35, max: 220 },
  headCm: { min: 25, max: 60 },
} as const;
/**
 * A measurement before the second birthday: the baby-growth calculator's field limits (in kg and cm; a test holds
 * them to that definition), so a typo such as 200 lb for a baby is refused at the field.
 */
export const INFANT_AMOUNT_LIMITS = {
  weightKg: { min: 0.5, max: 30 },
  lengthCm: { min: 35, max: 120 },
  headCm: { min: 25, max: 60 },
} as const;
/** Completed weeks of pregnancy at birth (the baby-growth calculator's field). */
export const WEEKS_AT_BIRTH = { min: 22, max: 44 } as const;

export type Skipped = { where: string; reason: ImportSkip }[];
