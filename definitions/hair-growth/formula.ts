import { addDays, differenceInCalendarDays, lightFormat, parseISO } from 'date-fns';
import { DATE_YEARS, round } from '@/engine';

/** Units a visitor can measure hair in. */
export type HairUnit = 'cm' | 'in' | 'mm';

/** Hair-growth input: ISO dates and lengths in the unit the visitor picked. */
export interface HairGrowthInput {
  unit: HairUnit;
  startDate: string;
  startLength: number;
  currentDate: string;
  currentLength: number;
  targetLength?: number;
}

/** Average days in a month and in a year (spec part 2 §9). */
export const DAYS_PER_MONTH = 30.44;
/** Average days in a year, leap years included. */
export const DAYS_PER_YEAR = 365.25;

/** Longest hair length we accept, per unit (2.5 m). */
export const MAX_LENGTH_CM = 250;
export const MAX_LENGTH_IN = 100;
export const MAX_LENGTH_MM = 2500;
export const MAX_LENGTH: Record<HairUnit, number> = {
  cm: MAX_LENGTH_CM,
  in: MAX_LENGTH_IN,
  mm: MAX_LENGTH_MM,
};

/** Centimetres in one of each unit, to compare growth with typical rates. */
const CM_PER_UNIT: Record<HairUnit, number> = { cm: 1, in: 2.54, mm: 0.1 };

/** Projections further out than this many days get no calendar date. */
const MAX_PROJECTION_DAYS = 36525;

/** Latest target date given: the last day of the last year a date field accepts. */
const LAST_DATE = `${DATE_YEARS.max}-12-31`;

/** Typical scalp hair growth in cm per month (roughly 0.3–0.4 mm a day on average, Loussouarn et al. 2005). */
export const TYPICAL_MIN_CM_PER_MONTH = 0.8;
export const TYPICAL_MAX_CM_PER_MONTH = 1.3;
export const TYPICAL_CM_PER_MONTH = { min: TYPICAL_MIN_CM_PER_MONTH, max: TYPICAL_MAX_CM_PER_MONTH } as const;

/** Growth above this many cm a month almost always means the two lengths were measured differently. */
export const IMPLAUSIBLE_CM_PER_MONTH = 2.5;

/** The notes under the growth figures, by id. */
type HairAdvice = 'reached' | 'afterLastYear' | 'farAway' | 'slow' | 'fast' | 'typical' | 'measure' | 'trims';

/** Growth per day, week, month and year in the visitor's unit, and the time to an optional target length. */
export function hairGrowthFormula(input: HairGrowthInput) {
  const start = parseISO(input.startDate);
  const current = parseISO(input.currentDate);
  const elapsedDays = differenceInCalendarDays(current, start);
  const grown = input.currentLength - input.startLength;
  const daily = grown / elapsedDays;
  const monthlyCm = daily * DAYS_PER_MONTH * CM_PER_UNIT[input.unit];

  const target = input.targetLength;
  let timeToTarget: { days: number; months: number } | null = null;
  let targetDate: string | null = null;
  let beyondLastYear = false;
  if (target !== undefined && target > input.currentLength) {
    const days = Math.ceil(round((target - input.currentLength) / daily, 6));
    timeToTarget = { days, months: round(days / DAYS_PER_MONTH, 1) };
    if (days <= MAX_PROJECTION_DAYS) {
      const date = lightFormat(addDays(current, days), 'yyyy-MM-dd');
      // Dates in and out stay within the years a date field accepts: a later date is not shown.
      if (date <= LAST_DATE) targetDate = date;
      else beyondLastYear = true;
    }
  }

  // What this means, by id in the order shown (messages.ts words them).
  const advice: HairAdvice[] = [];
  if (target !== undefined && target <= input.currentLength) advice.push('reached');
  if (beyondLastYear) advice.push('afterLastYear');
  else if (timeToTarget && targetDate === null) advice.push('farAway');
  if (monthlyCm < TYPICAL_CM_PER_MONTH.min) advice.push('slow');
  else if (monthlyCm > IMPLAUSIBLE_CM_PER_MONTH) advice.push('fast');
  else advice.push('typical');
  advice.push('measure', 'trims');

  return {
    dailyGrowth: round(daily, 3),
    weeklyGrowth: round(daily * 7, 2),
    monthlyGrowth: round(daily * DAYS_PER_MONTH, 2),
    annualGrowth: round(daily * DAYS_PER_YEAR, 1),
    timeToTarget,
    targetDate,
    elapsedDays,
    totalGrowth: round(grown, 2),
    unit: input.unit,
    advice,
  };
}

/** The hair-growth formula's values. */
export type HairGrowthValues = ReturnType<typeof hairGrowthFormula>;
