import type { FormulaContext, Severity } from '@/engine';
import { addDaysIso, daysBetween, isIsoDate, lastPeriodIssue, periodLateness, round } from '@/engine';

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
export const ASSUMED_PERIOD_DAYS = 5;
/** The period tracker's cycle range, for the link to it. */
const TRACKER_CYCLE = { min: 21, max: 45 } as const;

/** What is wrong with the period start dates, by id (words.ts words it with messages.ts). */
export type DatesProblem =
  | { id: 'notList' | 'nested' | 'tooFew' | 'tooMany' }
  | { id: 'notDate'; value: unknown };

/**
 * Reads the dates from the form (an array) or a share link / JSON (an array, or text separated by commas): every
 * item must be a real ISO date; duplicates are dropped, the list is sorted, and at least two dates are needed.
 */
export function readPeriodDates(raw: unknown): { value: string[] } | { problem: DatesProblem } {
  let items: unknown[];
  if (Array.isArray(raw)) items = raw;
  else if (typeof raw === 'string') items = raw.split(',');
  else return { problem: { id: 'notList' } };
  const cleaned = items
    .map((item) => (typeof item === 'string' ? item.trim() : item))
    .filter((item) => item !== '');
  if (cleaned.some((item) => Array.isArray(item))) return { problem: { id: 'nested' } };
  const bad = cleaned.find((item) => !isIsoDate(item));
  if (bad !== undefined) return { problem: { id: 'notDate', value: bad } };
  const unique = [...new Set(cleaned as string[])].sort();
  if (unique.length < 2) return { problem: { id: 'tooFew' } };
  if (unique.length > MAX_DATES) return { problem: { id: 'tooMany' } };
  return { value: unique };
}

/** Where an average cycle falls against the typical adult range, by id (messages.ts words it). */
function categoryOf(average: number): 'short' | 'normal' | 'long' {
  if (average < TYPICAL_CYCLE.min) return 'short';
  if (average > TYPICAL_CYCLE.max) return 'long';
  return 'normal';
}

/** Average cycle = mean of the whole-day gaps between consecutive start dates, to 1 decimal (spec part 2 §9). Values only. */
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
    /** The last period entered and the average in whole days: the links carry them. */
    lastStart,
    wholeAverage,
    /** The period tracker takes cycles of 21–45 days. */
    trackerLink: wholeAverage >= TRACKER_CYCLE.min && wholeAverage <= TRACKER_CYCLE.max,
    /** The ovulation page takes a typical cycle and a last period it accepts. */
    ovulationLink:
      wholeAverage >= TYPICAL_CYCLE.min &&
      wholeAverage <= TYPICAL_CYCLE.max &&
      lastPeriodIssue(lastStart, ctx.today) === undefined,
  };
}

/** The cycle length formula's values. */
export type CycleLengthValues = ReturnType<typeof cycleLengthFormula>;
