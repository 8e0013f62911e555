import type { FormulaContext, Severity } from '@/engine';
import {
  ACCEPTED_CYCLE,
  addDaysIso,
  type CycleRange,
  cycleFrequency,
  cycleRegularity,
  daysBetween,
  FIGO_NORMAL_CYCLE,
  isIsoDate,
  lastPeriodIssue,
  periodLateness,
  type Regularity,
  round,
} from '@/engine';

/** Input: period start dates, sorted, without duplicates (as `parsePeriodDates` returns them). */
export interface CycleLengthInput {
  dates: string[];
}

/** Most dates accepted (four years of monthly periods). */
export const MAX_DATES = 48;
/** Period length assumed when sending the visitor on to the period tracker. */
export const ASSUMED_PERIOD_DAYS = 5;

/** What is wrong with the period start dates, by id (present.ts words it with messages.ts). */
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

/**
 * Green only for regular (or a single) cycles all inside 24–38 days; a spread at the edge of regular is neutral;
 * an irregular history or any cycle outside the range is worth raising with a clinician, never green.
 */
function severityOf(regularity: Regularity, range: CycleRange): Severity {
  if (range !== 'normal' || regularity === 'irregular') return 'caution';
  return regularity === 'borderline' ? 'info' : 'good';
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
  // Each cycle is judged, not only the mean: 23, 47 and 26 days average 32 but are neither regular nor in range.
  const shortCycles = cycleLengths.filter((length) => length < FIGO_NORMAL_CYCLE.min).length;
  const longCycles = cycleLengths.filter((length) => length > FIGO_NORMAL_CYCLE.max).length;
  const regularity = cycleRegularity(cycleLengths.length, spread);
  const range = cycleFrequency(shortCycles, longCycles);

  return {
    // The last date is the last period: a predicted start already behind today means it is late (or a newer
    // period was not added); the result says so instead of showing a past date as "expected".
    ...periodLateness(lastStart, nextPeriodDate, ctx.today),
    averageCycleLength,
    cycleLengths,
    regularity,
    range,
    shortCycles,
    longCycles,
    severity: severityOf(regularity, range),
    cycles,
    shortest,
    longest,
    spread,
    nextPeriodDate,
    /** With irregular cycles the next period may come any day from the shortest to the longest cycle. */
    nextPeriodWindow: { start: addDaysIso(lastStart, shortest), end: addDaysIso(lastStart, longest) },
    /** The last period entered and the average in whole days: the links carry them. */
    lastStart,
    wholeAverage,
    /** The period tracker takes cycles of 21–45 days. */
    trackerLink: wholeAverage >= ACCEPTED_CYCLE.min && wholeAverage <= ACCEPTED_CYCLE.max,
    /**
     * The ovulation page takes cycles of 21–45 days and a last period it accepts; an ovulation date counted from
     * the average of irregular cycles would be a guess, so none is offered for them.
     */
    ovulationLink:
      regularity !== 'irregular' &&
      wholeAverage >= ACCEPTED_CYCLE.min &&
      wholeAverage <= ACCEPTED_CYCLE.max &&
      lastPeriodIssue(lastStart, ctx.today) === undefined,
  };
}

/** The cycle length formula's values. */
export type CycleLengthValues = ReturnType<typeof cycleLengthFormula>;
