import { addDaysIso } from '@/engine';

/** Input: first day of the last period (ISO) and the shortest and longest cycles of the past months. */
export interface SafeDaysInput {
  lastPeriodDate: string;
  shortestCycle: number;
  longestCycle: number;
}

/** Calendar method: the first fertile day is cycle day (shortest − 18), the last is cycle day (longest − 11). */
export const FIRST_FERTILE_OFFSET = 18;
export const LAST_FERTILE_OFFSET = 11;
/** Standard Days Method (Georgetown IRH; Arévalo et al. 2002): cycle days 8–19, for cycles all 26–32 days. */
export const SDM_FIRST_DAY = 8;
export const SDM_LAST_DAY = 19;
export const SDM_SHORTEST_CYCLE = 26;
export const SDM_LONGEST_CYCLE = 32;
const STANDARD_DAYS = {
  first: SDM_FIRST_DAY,
  last: SDM_LAST_DAY,
  shortest: SDM_SHORTEST_CYCLE,
  longest: SDM_LONGEST_CYCLE,
} as const;
/** Both rules' figures as messages' parameters. */
export const METHOD_FIGURES = {
  sdmFirst: SDM_FIRST_DAY,
  sdmLast: SDM_LAST_DAY,
  sdmShortest: SDM_SHORTEST_CYCLE,
  sdmLongest: SDM_LONGEST_CYCLE,
  firstOffset: FIRST_FERTILE_OFFSET,
  lastOffset: LAST_FERTILE_OFFSET,
} as const;

/** Cycle day `day` (day 1 = first day of the period) as a date. */
function cycleDay(lastPeriodDate: string, day: number): string {
  return addDaysIso(lastPeriodDate, day - 1);
}

/**
 * Calendar (rhythm) method: fertile from cycle day (shortest − 18) to cycle day (longest − 11). With every cycle
 * 26–32 days the Standard Days Method (days 8–19) applies too. The days to avoid are the days either method marks
 * (so no day is both "avoid" and "lower chance"); the days before and after them, up to the longest cycle, are
 * lower-chance days, never "safe". Values only: present.ts words them and draws the calendar.
 */
export function safeDaysFormula(input: SafeDaysInput) {
  const { lastPeriodDate, shortestCycle, longestCycle } = input;
  const firstFertileDay = shortestCycle - FIRST_FERTILE_OFFSET;
  const lastFertileDay = longestCycle - LAST_FERTILE_OFFSET;
  const fertileStart = cycleDay(lastPeriodDate, firstFertileDay);
  const fertileEnd = cycleDay(lastPeriodDate, lastFertileDay);
  const standardDaysApplies =
    shortestCycle >= STANDARD_DAYS.shortest && longestCycle <= STANDARD_DAYS.longest;
  const standardDays = standardDaysApplies
    ? {
        start: cycleDay(lastPeriodDate, STANDARD_DAYS.first),
        end: cycleDay(lastPeriodDate, STANDARD_DAYS.last),
      }
    : null;
  // Both methods' stretches overlap (26 − 18 ≥ 8 and 32 − 11 ≥ 19 … 15 ≤ 19), so their union is one run of days.
  const firstAvoidDay = standardDaysApplies
    ? Math.min(firstFertileDay, STANDARD_DAYS.first)
    : firstFertileDay;
  const lastAvoidDay = standardDaysApplies ? Math.max(lastFertileDay, STANDARD_DAYS.last) : lastFertileDay;
  const avoid = {
    start: cycleDay(lastPeriodDate, firstAvoidDay),
    end: cycleDay(lastPeriodDate, lastAvoidDay),
  };
  const lowerChanceBefore = { start: lastPeriodDate, end: cycleDay(lastPeriodDate, firstAvoidDay - 1) };
  const lowerChanceAfter = {
    start: cycleDay(lastPeriodDate, lastAvoidDay + 1),
    end: cycleDay(lastPeriodDate, longestCycle),
  };
  const nextPeriodFrom = cycleDay(lastPeriodDate, shortestCycle + 1);
  const nextPeriodTo = cycleDay(lastPeriodDate, longestCycle + 1);

  return {
    avoidStart: avoid.start,
    avoidEnd: avoid.end,
    firstAvoidDay,
    lastAvoidDay,
    avoidDays: lastAvoidDay - firstAvoidDay + 1,
    fertileStart,
    fertileEnd,
    firstFertileDay,
    lastFertileDay,
    fertileDays: lastFertileDay - firstFertileDay + 1,
    lowerChanceBefore,
    lowerChanceAfter,
    nextPeriodWindow: { start: nextPeriodFrom, end: nextPeriodTo },
    standardDays,
  };
}

/** The safe days formula's values. */
export type SafeDaysValues = ReturnType<typeof safeDaysFormula>;
