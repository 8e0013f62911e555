/**
 * The private journal (docs/product-decisions.md, "A journal kept only on her device"): what she asked to keep on
 * this device, and nothing else. This file is the shape every journal module shares; it has no code, so importing it
 * costs a page nothing.
 *
 * Dates are ISO `YYYY-MM-DD` (her local calendar day). Amounts are stored in the metric unit the growth charts use
 * (kg, cm); the page shows them in the unit she picks. Every list is kept sorted by date, without duplicates.
 */

/** The JSON export's `format` and the stored record's: a file with another format is not ours. */
export const JOURNAL_FORMAT = 'bloomcalc-journal';
/** The schema version of the stored record and of the JSON export (docs/journal-format.md). */
export const JOURNAL_VERSION = 1;

/** One period, as she logged it: the first day, and the last if she said it. */
export interface PeriodEntry {
  start: string;
  end?: string;
}

/** One measurement of a baby on one day; at least one amount is there. */
export interface Measurement {
  date: string;
  weightKg?: number;
  lengthCm?: number;
  headCm?: number;
}

/** One baby (or child) and her measurements over time. */
export interface Baby {
  /** Stable within the journal (a random id), never shown. */
  id: string;
  /** Optional: what she calls the baby here ("Baby" when she gives none). */
  nickname?: string;
  birthDate: string;
  sex: 'female' | 'male';
  /** Completed weeks of pregnancy at birth (40 when she does not say): below 37 the charts use corrected age. */
  weeksAtBirth: number;
  measurements: Measurement[];
}

/** Everything the journal holds. */
export interface Journal {
  periods: PeriodEntry[];
  babies: Baby[];
}

/** The journal with nothing in it. */
export const EMPTY_JOURNAL: Journal = Object.freeze({ periods: [], babies: [] }) as Journal;
