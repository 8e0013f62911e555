import type { FormulaContext } from '@/engine';
import { addDaysIso, daysBetween, PREGNANCY_DAYS } from '@/engine';

/** Input: crown–rump length in mm, the scan date and, optionally, the first day of the last period (ISO). */
export interface CrlInput {
  crl: number;
  scanDate: string;
  lastPeriodDate?: string;
}

/** Robinson & Fleming (1975): gestational age in days = 8.052 × √CRL(mm) + 23.73. */
export function robinsonDays(crlMm: number): number {
  return 8.052 * Math.sqrt(crlMm) + 23.73;
}

/** 9 weeks 0 days: before it ACOG re-dates for a difference of more than 5 days, from it more than 7 days. */
export const NINE_WEEKS_DAYS = 63;

/** Largest difference (days) between LMP and ultrasound dating that keeps the LMP due date (ACOG CO 700). */
export function redateThreshold(ultrasoundDays: number): number {
  return ultrasoundDays < NINE_WEEKS_DAYS ? 5 : 7;
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
 * Ultrasound dating by crown–rump length: GA = 8.052·√CRL + 23.73 days (rounded to the day), due = scan + 280 − GA.
 * With a last period, the LMP due date stands unless the two differ by more than 5 days (before 9w0d) or more than
 * 7 days (9w0d–13w6d), when the pregnancy is re-dated to the ultrasound (ACOG Committee Opinion 700).
 */
export function crlFormula(input: CrlInput, _ctx: FormulaContext) {
  const gestationalAgeDays = Math.round(robinsonDays(input.crl));
  const ultrasoundDueDate = addDaysIso(input.scanDate, PREGNANCY_DAYS - gestationalAgeDays);
  const threshold = redateThreshold(gestationalAgeDays);
  let lmp: {
    gestationalAgeDays: number;
    dueDate: string;
    differenceDays: number;
    redate: boolean;
  } | null = null;
  if (input.lastPeriodDate) {
    const lmpDays = daysBetween(input.lastPeriodDate, input.scanDate);
    const differenceDays = Math.abs(lmpDays - gestationalAgeDays);
    lmp = {
      gestationalAgeDays: lmpDays,
      dueDate: addDaysIso(input.lastPeriodDate, PREGNANCY_DAYS),
      differenceDays,
      redate: differenceDays > threshold,
    };
  }
  const dueDate = lmp && !lmp.redate ? lmp.dueDate : ultrasoundDueDate;

  let verdict: string;
  if (!lmp) verdict = 'Due date from your scan';
  else if (lmp.redate)
    verdict = `Re-dated to the scan: the dates differ by ${plural(lmp.differenceDays, 'day')}, more than ${threshold}`;
  else
    verdict = `Your last-period due date stands: the dates differ by ${plural(lmp.differenceDays, 'day')}, not more than ${threshold}`;

  const notes = [
    'Crown–rump length is the most accurate way to date a pregnancy, up to about 14 weeks (a CRL of 84 mm).',
    'Once a due date is set from an early scan, later scans do not change it: differences in later growth are looked at as growth, not dates.',
    'Your own scan report and your midwife or doctor set your official due date.',
  ];
  if (gestationalAgeDays < NINE_WEEKS_DAYS) {
    notes.push(
      'Before 9 weeks, a difference of more than 5 days between the two dates means re-dating to the scan.',
    );
  } else {
    notes.push(
      'From 9 weeks 0 days to 13 weeks 6 days, a difference of more than 7 days means re-dating to the scan.',
    );
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
    threshold,
    verdict,
    notes,
  };
}

/** CRL dating result. */
export type CrlResult = ReturnType<typeof crlFormula>;
