/**
 * Rates as dated data (the GOV.UK smart-answers shape): a table is a list of records, each valid from one day to
 * another, and a calculation takes the record in force on the day it is about. Browser-safe: the zod schema that
 * checks the data files is in `data-schema.ts` (build and tests only).
 */

/** The fields every dated record has, as a fact's (`data-schema.ts`) with its validity. */
export interface DatedRecord {
  /** First and last day (ISO) the record applies to. */
  validFrom: string;
  validTo: string;
  /** Where the record's figures come from. */
  source: { title: string; url: string };
  /** The day the figures were checked against their source. */
  asOf: string;
  /** The day by which they must be checked again. */
  reviewBy: string;
}

/** What only the about page and the checks read: `npm run generate` leaves it out of the values it writes. */
export const SERVER_ONLY_FIELDS = ['$comment', 'source', 'asOf', 'reviewBy'] as const;

/** A data file's values as a formula imports them (src/generated/data/): its content without server-only fields. */
export type DataValues<T> = T extends readonly (infer U)[]
  ? DataValues<U>[]
  : T extends object
    ? { [K in keyof T as K extends (typeof SERVER_ONLY_FIELDS)[number] ? never : K]: DataValues<T[K]> }
    : T;

/** The record in force on a day, and whether the day lies outside the records held. */
export interface RecordInForce<T> {
  record: T;
  /** The day is after the newest record ends: the newest one is used. */
  afterData: boolean;
  /** The day is before the oldest record starts: the oldest one is used. */
  beforeData: boolean;
}

/**
 * Picks the record valid on `date` (ISO) from records sorted oldest first; past the data the newest, before it the
 * oldest, flagged so the page can say so.
 */
export function recordFor<T extends Pick<DatedRecord, 'validFrom' | 'validTo'>>(
  records: readonly T[],
  date: string,
): RecordInForce<T> {
  const first = records[0];
  const last = records[records.length - 1];
  if (!first || !last) throw new Error('A rate table needs at least one record');
  const match = records.find((record) => record.validFrom <= date && date <= record.validTo);
  if (match) return { record: match, afterData: false, beforeData: false };
  return date > last.validTo
    ? { record: last, afterData: true, beforeData: false }
    : { record: first, afterData: false, beforeData: true };
}
