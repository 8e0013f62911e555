import type { FormulaContext, Severity } from '@/engine';
import {
  addDaysIso,
  type CalculatorLink,
  calculatorHref,
  daysBetween,
  describeValue,
  isIsoDate,
  lastPeriodProblem,
  MISSED_PERIODS_MONTHS,
  periodLateness,
  round,
} from '@/engine';

/** Input: period start dates, sorted, without duplicates (as `parsePeriodDates` returns them). */
export interface CycleLengthInput {
  dates: string[];
}

/** Most dates accepted (four years of monthly periods). */
export const MAX_DATES = 48;
/** The typical adult range (ACOG). */
export const TYPICAL_CYCLE = { min: 21, max: 35 } as const;
/** A spread of more than 7 days between the shortest and longest cycle counts as irregular (FIGO 2018). */
export const REGULAR_SPREAD_DAYS = 7;
/** Period length assumed when sending the visitor on to the period tracker. */
const ASSUMED_PERIOD_DAYS = 5;
/** The period tracker's cycle range, for the link to it. */
const TRACKER_CYCLE = { min: 21, max: 45 } as const;

/**
 * Reads the dates from the form (an array) or a share link / JSON (an array, or text separated by commas): every
 * item must be a real ISO date; duplicates are dropped, the list is sorted, and at least two dates are needed.
 */
export function parsePeriodDates(raw: unknown): { value: string[] } | { error: string } {
  let items: unknown[];
  if (Array.isArray(raw)) items = raw;
  else if (typeof raw === 'string') items = raw.split(',');
  else return { error: 'Period start dates must be a list of dates (YYYY-MM-DD).' };
  const cleaned = items
    .map((item) => (typeof item === 'string' ? item.trim() : item))
    .filter((item) => item !== '');
  if (cleaned.some((item) => Array.isArray(item))) {
    return { error: 'Period start dates must be one list of dates (YYYY-MM-DD), not lists inside a list.' };
  }
  const bad = cleaned.find((item) => !isIsoDate(item));
  if (bad !== undefined) {
    return { error: `${describeValue(bad)} is not a real date: use YYYY-MM-DD.` };
  }
  const unique = [...new Set(cleaned as string[])].sort();
  if (unique.length < 2) return { error: 'Add at least two period start dates.' };
  if (unique.length > MAX_DATES) return { error: `Enter at most ${MAX_DATES} dates.` };
  return { value: unique };
}

function categoryOf(average: number): string {
  if (average < TYPICAL_CYCLE.min) return 'Shorter than the typical 21–35 days';
  if (average > TYPICAL_CYCLE.max) return 'Longer than the typical 21–35 days';
  return 'Within the normal range of 21–35 days';
}

/** Average cycle = mean of the whole-day gaps between consecutive start dates, to 1 decimal (spec part 2 §9). */
export function cycleLengthFormula(input: CycleLengthInput, ctx: FormulaContext) {
  const { dates } = input;
  const cycles = dates.slice(1).map((next, index) => {
    const start = dates[index] ?? next;
    return { start, nextStart: next, length: daysBetween(start, next) };
  });
  const cycleLengths = cycles.map((cycle) => cycle.length);
  const total = cycleLengths.reduce((sum, length) => sum + length, 0);
  const averageCycleLength = round(total / cycleLengths.length, 1);
  const shortest = Math.min(...cycleLengths);
  const longest = Math.max(...cycleLengths);
  const spread = longest - shortest;
  const lastStart = dates[dates.length - 1] ?? '';
  const wholeAverage = Math.round(averageCycleLength);
  const nextPeriodDate = addDaysIso(lastStart, wholeAverage);
  const category = categoryOf(averageCycleLength);
  // Green within the typical range; outside it the advice says what to do, in a neutral card.
  const severity: Severity =
    averageCycleLength >= TYPICAL_CYCLE.min && averageCycleLength <= TYPICAL_CYCLE.max ? 'good' : 'info';

  const recommendations: string[] = [];
  if (cycleLengths.length < 3) {
    recommendations.push('Add more periods as they come: three to six cycles give a much steadier average.');
  }
  recommendations.push(
    spread > REGULAR_SPREAD_DAYS
      ? `Your cycles vary by ${spread} days. A spread of more than 7–9 days is called irregular; it is common in the teenage years and before menopause, and worth mentioning to your doctor otherwise.`
      : `Your cycles vary by ${spread} ${spread === 1 ? 'day' : 'days'} at most, which counts as regular.`,
  );
  if (averageCycleLength < TYPICAL_CYCLE.min || averageCycleLength > TYPICAL_CYCLE.max) {
    recommendations.push(
      'An average outside 21–35 days can have many causes (stress, weight change, PCOS, thyroid problems): see a clinician, especially when your cycles are longer than 35 days.',
    );
  }
  recommendations.push(
    `See a doctor if your periods stop for ${MISSED_PERIODS_MONTHS} months or more and you are not pregnant.`,
  );

  const links: CalculatorLink[] = [];
  if (wholeAverage >= TRACKER_CYCLE.min && wholeAverage <= TRACKER_CYCLE.max) {
    links.push({
      label: `Predict your next periods in the period tracker (${wholeAverage}-day cycle, assuming a ${ASSUMED_PERIOD_DAYS}-day period)`,
      href: calculatorHref('period-tracker', {
        lastPeriodDate: lastStart,
        cycleLength: wholeAverage,
        periodLength: ASSUMED_PERIOD_DAYS,
      }),
    });
  }
  if (
    wholeAverage >= TYPICAL_CYCLE.min &&
    wholeAverage <= TYPICAL_CYCLE.max &&
    lastPeriodProblem(lastStart, ctx.today) === undefined
  ) {
    links.push({
      label: 'Find your fertile window in the ovulation calculator',
      href: calculatorHref('ovulation', { lastPeriodDate: lastStart, cycleLength: wholeAverage }),
    });
  }

  return {
    // The last date is the last period: a predicted start already behind today means it is late (or a newer
    // period was not added); the result says so instead of showing a past date as "expected".
    ...periodLateness(lastStart, nextPeriodDate, ctx.today),
    averageCycleLength,
    cycleLengths,
    category,
    severity,
    cycles,
    shortest,
    longest,
    spread,
    nextPeriodDate,
    recommendations,
    links,
  };
}

/** Cycle length result. */
export type CycleLengthResult = ReturnType<typeof cycleLengthFormula>;
