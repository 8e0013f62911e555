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

/** Robinson & Fleming (1975) with the BMUS correction: gestational age in days = 8.052 × √(1.037 × CRL mm) + 23.73. */
export function robinsonDays(crlMm: number): number {
  return 8.052 * Math.sqrt(CRL_CORRECTION * crlMm) + 23.73;
}

/**
 * ACOG Committee Opinion 700, Table 1: re-date to the ultrasound when it differs from the last-period dating by more
 * than `days`, in the band of the gestational age BY THE LAST PERIOD (`upTo` = last day of the band, in days).
 */
export const REDATE_BANDS = [
  { upTo: 62, days: 5, text: 'up to 8 weeks 6 days' },
  { upTo: 111, days: 7, text: '9 weeks 0 days to 15 weeks 6 days' },
  { upTo: 153, days: 10, text: '16 weeks 0 days to 21 weeks 6 days' },
  { upTo: 195, days: 14, text: '22 weeks 0 days to 27 weeks 6 days' },
  { upTo: Number.POSITIVE_INFINITY, days: 21, text: '28 weeks 0 days or more' },
] as const;

/** The ACOG band for a gestational age by last period, in days. */
export function redateBand(lastPeriodDays: number) {
  // The last band ends at infinity, so find always finds one; the fallback only satisfies the type checker.
  return REDATE_BANDS.find((band) => lastPeriodDays <= band.upTo) ?? REDATE_BANDS[4];
}

/** Largest difference (days) between LMP and ultrasound dating that keeps the LMP due date (ACOG CO 700). */
export function redateThreshold(lastPeriodDays: number): number {
  return redateBand(lastPeriodDays).days;
}

function weeksAndDays(days: number) {
  return { weeks: Math.floor(days / 7), days: days % 7 };
}

function plural(value: number, word: string): string {
  return `${value} ${word}${value === 1 ? '' : 's'}`;
}

/** Weeks and days as words, e.g. '11 weeks 1 day'. */
export function weeksText(days: number): string {
  const { weeks, days: rest } = weeksAndDays(days);
  return `${plural(weeks, 'week')} ${plural(rest, 'day')}`;
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

  let verdict: string;
  if (!lmp) verdict = 'Due date from your scan';
  else if (lmp.redate)
    verdict = `Re-dated to the scan: the dates differ by ${plural(lmp.differenceDays, 'day')}, more than ${plural(lmp.threshold, 'day')}`;
  else
    verdict = `Your last-period due date stands: the dates differ by ${plural(lmp.differenceDays, 'day')}, not more than ${plural(lmp.threshold, 'day')}`;

  const notes = [
    'Crown–rump length is the most accurate way to date a pregnancy, up to about 14 weeks (a CRL of 84 mm).',
    'Once a due date is set from an early scan, later scans do not change it: differences in later growth are looked at as growth, not dates.',
    'Your own scan report and your midwife or doctor set your official due date.',
  ];
  if (lmp) {
    notes.push(
      `By your last period you were ${weeksText(lmp.gestationalAgeDays)} on the scan day: in ACOG's band ${redateBand(lmp.gestationalAgeDays).text}, a difference of more than ${plural(lmp.threshold, 'day')} means re-dating to the scan.`,
    );
    if (lmp.gestationalAgeDays >= 98) {
      notes.push(
        'From 14 weeks by your last period, ACOG dates by head, abdomen and thigh-bone measurements rather than CRL: ask your care team what your scan report means for your dates.',
      );
    }
  }

  return {
    gestationalAgeDays,
    gestationalAge: weeksAndDays(gestationalAgeDays),
    gestationalAgeText: weeksText(gestationalAgeDays),
    dueDate,
    ultrasoundDueDate,
    lastPeriodDueDate: lmp?.dueDate ?? null,
    lastPeriodGestationalAge: lmp ? weeksText(lmp.gestationalAgeDays) : null,
    redate: lmp ? lmp.redate : null,
    differenceDays: lmp ? lmp.differenceDays : null,
    differenceText: lmp ? plural(lmp.differenceDays, 'day') : null,
    threshold: lmp ? lmp.threshold : null,
    verdict,
    notes,
  };
}

/** CRL dating result. */
export type CrlResult = ReturnType<typeof crlFormula>;
