import { addMonths, endOfMonth, lightFormat, parseISO, startOfMonth } from 'date-fns';
import type { FormulaContext } from '@/engine';
import {
  addDaysIso,
  CYCLE_LENGTH_TYPICAL,
  cycleDates,
  daysBetween,
  FERTILE_DAYS_BEFORE_OVULATION,
  LUTEAL_PHASE_DAYS,
  PREGNANCY_DAYS,
  periodLateness,
  STANDARD_CYCLE_DAYS,
} from '@/engine';

/** The site's cycle model, which this page's texts state: the luteal phase and the fertile days before ovulation. */
export { FERTILE_DAYS_BEFORE_OVULATION, LUTEAL_PHASE_DAYS };

/** Input: first day of the last period (ISO), cycle length and period length in days. */
export interface PeriodTrackerInput {
  lastPeriodDate: string;
  cycleLength: number;
  periodLength: number;
}

/** Months the calendar shows, starting with the month of the last period (spec part 2 §9). */
export const CALENDAR_MONTHS = 3;
/** The widest cycle the ovulation and due-date calculators accept, for links to them. */
export const LINKED_MAX_CYCLE = 35;
/** The figures messages state, as their parameters: typical adult cycles (OWH), the model's, the luteal phase. */
export const CYCLE_FIGURES = {
  typicalMin: CYCLE_LENGTH_TYPICAL[0],
  typicalMax: CYCLE_LENGTH_TYPICAL[1],
  average: STANDARD_CYCLE_DAYS,
  longFrom: LINKED_MAX_CYCLE,
  luteal: LUTEAL_PHASE_DAYS,
} as const;
/** The 42 weeks after which the due-date calculator no longer accepts a last period. */
const DUE_DATE_MAX_DAYS = PREGNANCY_DAYS + 14;

/**
 * Next period = last period + cycle; ovulation = next period − 14; fertile window = ovulation − 5 … + 1 (the
 * site's one cycle model, shared with the ovulation calculator). The calendar marks the entered period and every
 * predicted period, fertile window and ovulation day of the cycles that start within its three months (present.ts
 * draws it from `cycles`). Values only.
 */
export function periodTrackerFormula(input: PeriodTrackerInput, ctx: FormulaContext) {
  const { lastPeriodDate, cycleLength, periodLength } = input;
  const current = cycleDates(lastPeriodDate, cycleLength);
  const firstMonth = startOfMonth(parseISO(lastPeriodDate));
  const lastDay = lightFormat(endOfMonth(addMonths(firstMonth, CALENDAR_MONTHS - 1)), 'yyyy-MM-dd');

  const cycles: {
    periodStart: string;
    periodEnd: string;
    ovulation: string;
    fertileStart: string;
    fertileEnd: string;
  }[] = [];
  for (let start = lastPeriodDate; start <= lastDay; start = addDaysIso(start, cycleLength)) {
    const cycle = cycleDates(start, cycleLength);
    cycles.push({
      periodStart: start,
      periodEnd: addDaysIso(start, periodLength - 1),
      ovulation: cycle.ovulation,
      fertileStart: cycle.fertileWindow.start,
      fertileEnd: cycle.fertileWindow.end,
    });
  }

  // The period entered is the last one: a predicted start already behind today means that period is late (or a
  // newer one was not entered). The result says so rather than showing a past date as "expected".
  const late = periodLateness(lastPeriodDate, current.nextPeriod, ctx.today);

  return {
    ...late,
    nextPeriodStart: current.nextPeriod,
    nextPeriodEnd: addDaysIso(current.nextPeriod, periodLength - 1),
    ovulationDay: current.ovulation,
    fertileWindowStart: current.fertileWindow.start,
    fertileWindowEnd: current.fertileWindow.end,
    cycles,
    predictedPeriods: cycles.slice(1).map((cycle) => ({ start: cycle.periodStart, end: cycle.periodEnd })),
    /** Longer than the ovulation and due date pages take: a note instead of links. */
    longCycle: cycleLength > LINKED_MAX_CYCLE,
    /** The due date page takes a last period up to 42 weeks back. */
    dueDateLink: daysBetween(lastPeriodDate, ctx.today) <= DUE_DATE_MAX_DAYS,
  };
}

/** The period tracker formula's values. */
export type PeriodTrackerValues = ReturnType<typeof periodTrackerFormula>;
