import type { FormulaContext } from '@/engine';
import { addDaysIso, daysBetween, PREGNANCY_DAYS } from '@/engine';

/** Input: crown–rump length in mm, the scan date and, optionally, the first day of the last period (ISO). */
export interface CrlInput {
  crl: number;
  scanDate: string;
  lastPeriodDate?: string;
}

/**
 * Correction applied to the measured CRL before Robinson's equation, as in the dating tables BMUS recommends
 * (Loughna et al. 2009): Robinson's 1975 data came from a scanner calibrated for a different speed of sound than the
 * 1540 m/s of today's machines.
 */
export const CRL_CORRECTION = 1.037;

/** Smallest CRL (mm) the page dates: Robinson's data start at about 7 mm (6 weeks 2 days); below it, extrapolation. */
export const MIN_CRL_MM = 7;

/** Robinson & Fleming (1975): gestational age in days = SLOPE × √(corrected CRL mm) + INTERCEPT. */
export const ROBINSON_SLOPE = 8.052;
export const ROBINSON_INTERCEPT = 23.73;

/** Robinson & Fleming (1975) with the BMUS correction: gestational age in days = 8.052 × √(1.037 × CRL mm) + 23.73. */
export function robinsonDays(crlMm: number): number {
  return ROBINSON_SLOPE * Math.sqrt(CRL_CORRECTION * crlMm) + ROBINSON_INTERCEPT;
}

/**
 * ACOG Committee Opinion 700, Table 1: re-date to the ultrasound when it differs from the last-period dating by more
 * than `days`, in the band of the gestational age BY THE LAST PERIOD (`upTo` = last day of the band, in days).
 */
export const REDATE_TO_8W6D_DAYS = 5;
export const REDATE_TO_15W6D_DAYS = 7;
export const REDATE_TO_21W6D_DAYS = 10;
export const REDATE_TO_27W6D_DAYS = 14;
export const REDATE_FROM_28W_DAYS = 21;
const REDATE_BANDS = [
  { upTo: 62, days: REDATE_TO_8W6D_DAYS, id: 'to8w6d' },
  { upTo: 111, days: REDATE_TO_15W6D_DAYS, id: 'to15w6d' },
  { upTo: 153, days: REDATE_TO_21W6D_DAYS, id: 'to21w6d' },
  { upTo: 195, days: REDATE_TO_27W6D_DAYS, id: 'to27w6d' },
  { upTo: Number.POSITIVE_INFINITY, days: REDATE_FROM_28W_DAYS, id: 'from28w' },
] as const;

/** The ACOG band for a gestational age by last period, in days. */
function redateBand(lastPeriodDays: number) {
  // The last band ends at infinity, so find always finds one; the fallback only satisfies the type checker.
  return REDATE_BANDS.find((band) => lastPeriodDays <= band.upTo) ?? REDATE_BANDS[4];
}

/** Largest difference (days) between LMP and ultrasound dating that keeps the LMP due date (ACOG CO 700). */
export function redateThreshold(lastPeriodDays: number): number {
  return redateBand(lastPeriodDays).days;
}

/** Completed weeks and the days over. */
export function weeksAndDays(days: number) {
  return { weeks: Math.floor(days / 7), days: days % 7 };
}

/**
 * Ultrasound dating by crown–rump length: GA = 8.052·√(1.037·CRL) + 23.73 days (rounded to the day), due = scan + 280
 * − GA. With a last period, the LMP due date stands unless the two differ by more than the ACOG band's limit for the
 * gestational age BY THE LAST PERIOD (5 days up to 8w6d, 7 days from 9w0d to 15w6d, …), when the pregnancy is
 * re-dated to the ultrasound (ACOG Committee Opinion 700, Table 1).
 */
export function crlFormula(input: CrlInput, _ctx: FormulaContext) {
  const gestationalAgeDays = Math.round(robinsonDays(input.crl));
  const ultrasoundDueDate = addDaysIso(input.scanDate, PREGNANCY_DAYS - gestationalAgeDays);
  let lmp: {
    gestationalAgeDays: number;
    dueDate: string;
    differenceDays: number;
    threshold: number;
    redate: boolean;
  } | null = null;
  if (input.lastPeriodDate) {
    const lmpDays = daysBetween(input.lastPeriodDate, input.scanDate);
    const differenceDays = Math.abs(lmpDays - gestationalAgeDays);
    const threshold = redateThreshold(lmpDays);
    lmp = {
      gestationalAgeDays: lmpDays,
      dueDate: addDaysIso(input.lastPeriodDate, PREGNANCY_DAYS),
      differenceDays,
      threshold,
      redate: differenceDays > threshold,
    };
  }
  const dueDate = lmp && !lmp.redate ? lmp.dueDate : ultrasoundDueDate;

  return {
    gestationalAgeDays,
    gestationalAge: weeksAndDays(gestationalAgeDays),
    dueDate,
    ultrasoundDueDate,
    lastPeriodDueDate: lmp?.dueDate ?? null,
    /** Gestational age by the last period on the scan day, in days. */
    lastPeriodDays: lmp ? lmp.gestationalAgeDays : null,
    /** The ACOG band of that age (its limit is `threshold`). */
    band: lmp ? redateBand(lmp.gestationalAgeDays).id : null,
    redate: lmp ? lmp.redate : null,
    differenceDays: lmp ? lmp.differenceDays : null,
    threshold: lmp ? lmp.threshold : null,
  };
}

/** The CRL dating formula's values. */
export type CrlValues = ReturnType<typeof crlFormula>;
