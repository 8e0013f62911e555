/**
 * Growth-chart maths shared by the child growth calculators: the LMS method (Cole & Green 1992) used by the WHO
 * Child Growth Standards and the CDC 2000 growth charts, the normal distribution, and age-table interpolation.
 */

import { daysBetween } from './cycle';
import type { LanguageSource } from './language';
import { languageOf } from './language-of';
import type { FieldError } from './types';

/** Box-Cox power (L), median (M) and coefficient of variation (S) at one age. */
export interface Lms {
  L: number;
  M: number;
  S: number;
}

/** One row of an LMS table: the age (any unit, ascending) and its L, M, S. */
export type LmsRow = readonly [age: number, L: number, M: number, S: number];

/** Days in the average month, as WHO and CDC count ages in months (365.25 / 12). */
export const DAYS_PER_MONTH = 30.4375;

/**
 * Standard normal cumulative distribution Φ(z): Hart's (1968) double-precision algorithm as given by West (2005),
 * "Better approximations to cumulative normal functions", accurate to about 1e-14: enough that a value exactly on
 * a published percentile reads as that percentile to one decimal.
 */
export function normalCdf(z: number): number {
  const x = Math.abs(z);
  let tail: number;
  if (x > 37) tail = 0;
  else {
    const e = Math.exp((-x * x) / 2);
    if (x < 7.07106781186547) {
      let n = 3.52624965998911e-2 * x + 0.700383064443688;
      n = n * x + 6.37396220353165;
      n = n * x + 33.912866078383;
      n = n * x + 112.079291497871;
      n = n * x + 221.213596169931;
      n = n * x + 220.206867912376;
      let d = 8.83883476483184e-2 * x + 1.75566716318264;
      d = d * x + 16.064177579207;
      d = d * x + 86.7807322029461;
      d = d * x + 296.564248779674;
      d = d * x + 637.333633378831;
      d = d * x + 793.826512519948;
      d = d * x + 440.413735824752;
      tail = (e * n) / d;
    } else {
      let b = x + 0.65;
      b = x + 4 / b;
      b = x + 3 / b;
      b = x + 2 / b;
      b = x + 1 / b;
      tail = e / b / 2.506628274631;
    }
  }
  return z > 0 ? 1 - tail : tail;
}

/** z of a measurement by the LMS method: ((X/M)^L − 1) / (L·S), or ln(X/M) / S when L is 0. */
export function lmsZ(value: number, { L, M, S }: Lms): number {
  if (L === 0) return Math.log(value / M) / S;
  return ((value / M) ** L - 1) / (L * S);
}

/** The measurement at a z: M·(1 + L·S·z)^(1/L), or M·e^(S·z) when L is 0. */
export function lmsValue(z: number, { L, M, S }: Lms): number {
  if (L === 0) return M * Math.exp(S * z);
  return M * (1 + L * S * z) ** (1 / L);
}

/**
 * WHO's restricted z beyond ±3 SD (Child Growth Standards, methods report 2006, ch. 7, used for weight-for-age):
 * past 3 SD the distance is counted in units of the gap between the 2 and 3 SD values, so the long right tail of
 * the LMS curve does not squeeze very heavy (or very light) children towards the middle.
 */
export function restrictedLmsZ(value: number, lms: Lms): number {
  const z = lmsZ(value, lms);
  if (z > 3) {
    const sd3 = lmsValue(3, lms);
    return 3 + (value - sd3) / (sd3 - lmsValue(2, lms));
  }
  if (z < -3) {
    const sd3 = lmsValue(-3, lms);
    return -3 + (value - sd3) / (lmsValue(-2, lms) - sd3);
  }
  return z;
}

/**
 * L, M and S at an age, interpolated linearly between the two table rows around it (the way WHO's and CDC's own
 * programs read their tables); an age outside the table takes the nearest row.
 */
export function lmsAt(rows: readonly LmsRow[], age: number): Lms {
  const first = rows[0];
  const last = rows[rows.length - 1];
  if (!first || !last) throw new Error('empty LMS table');
  if (age <= first[0]) return { L: first[1], M: first[2], S: first[3] };
  if (age >= last[0]) return { L: last[1], M: last[2], S: last[3] };
  let upper = 1;
  while ((rows[upper]?.[0] ?? Number.POSITIVE_INFINITY) < age) upper += 1;
  const a = rows[upper - 1] as LmsRow;
  const b = rows[upper] as LmsRow;
  if (b[0] === age) return { L: b[1], M: b[2], S: b[3] };
  const t = (age - a[0]) / (b[0] - a[0]);
  const mix = (i: 1 | 2 | 3) => a[i] + t * (b[i] - a[i]);
  return { L: mix(1), M: mix(2), S: mix(3) };
}

/** z of the given percentile (0–100), by bisection on Φ: for drawing percentile curves. */
export function zOfPercentile(percentile: number): number {
  let low = -8;
  let high = 8;
  for (let step = 0; step < 80; step += 1) {
    const mid = (low + high) / 2;
    if (normalCdf(mid) * 100 < percentile) low = mid;
    else high = mid;
  }
  return (low + high) / 2;
}

const isoParts = (iso: string) => iso.split('-').map(Number) as [number, number, number];

/**
 * The date `months` calendar months after an ISO date; a day the month lacks becomes its last day (29 February
 * plus 12 months is 28 February), as date libraries and birthdays do.
 */
export function addMonthsIso(iso: string, months: number): string {
  const [year, month, day] = isoParts(iso);
  const target = new Date(Date.UTC(year, month - 1 + months, 1));
  const last = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(day, last));
  return target.toISOString().slice(0, 10);
}

/** Whole calendar months from `from` to `to` (a child's age in completed months; 0 when `to` is before `from`). */
export function completedMonths(from: string, to: string): number {
  const [y1, m1] = isoParts(from);
  const [y2, m2] = isoParts(to);
  let months = (y2 - y1) * 12 + (m2 - m1);
  while (months > 0 && addMonthsIso(from, months) > to) months -= 1;
  return Math.max(0, months);
}

/**
 * The first thing wrong with a child's dates, before any age range is judged: a birth in the future, a measurement
 * in the future (an empty measurement date is today), or a measurement before the birth.
 */
export function measurementDateError(
  { birthDate, measuredOn }: { birthDate: string; measuredOn?: string },
  today: string,
  messages?: LanguageSource,
): FieldError | undefined {
  const on = measuredOn ?? today;
  const w = () => languageOf(messages).messages;
  if (daysBetween(birthDate, today) < 0) return { field: 'birthDate', message: w().birthInFuture() };
  if (daysBetween(today, on) > 0) return { field: 'measuredOn', message: w().measuredInFuture() };
  if (daysBetween(birthDate, on) < 0) return { field: 'measuredOn', message: w().measuredBeforeBirth() };
  return undefined;
}
