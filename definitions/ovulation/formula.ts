import type { FormulaContext } from '@/engine';
import {
  cycleDates,
  daysBetween,
  FERTILE_DAYS_BEFORE_OVULATION,
  FIGO_NORMAL_CYCLE,
  LUTEAL_PHASE_DAYS,
  PREGNANCY_DAYS,
} from '@/engine';

/** The site's cycle model, which this page's texts state: the luteal phase and the fertile days before ovulation. */
export { FERTILE_DAYS_BEFORE_OVULATION, LUTEAL_PHASE_DAYS };
/** The same as messages' parameters. */
export const CYCLE_FIGURES = {
  luteal: LUTEAL_PHASE_DAYS,
  fertileBefore: FERTILE_DAYS_BEFORE_OVULATION,
} as const;

/** Input: first day of the last period (ISO), the usual cycle length in days and, if she says, how regular. */
export interface OvulationInput {
  lastPeriodDate: string;
  cycleLength: number;
  regularity?: 'regular' | 'irregular' | 'unsure';
}

/** The 42 weeks after which the due-date calculator no longer accepts a last period. */
const DUE_DATE_MAX_DAYS = PREGNANCY_DAYS + 14;
/** Period length assumed when sending the visitor on to the period tracker (typical 3–7 days). */
export const ASSUMED_PERIOD_DAYS = 5;

/** Ovulation = next period − 14 days; fertile window = ovulation − 5 … ovulation + 1 (the site's cycle model). Values only. */
export function ovulationFormula(input: OvulationInput, ctx: FormulaContext) {
  const cycle = cycleDates(input.lastPeriodDate, input.cycleLength);
  return {
    ovulationDate: cycle.ovulation,
    fertileWindow: cycle.fertileWindow,
    nextPeriodDate: cycle.nextPeriod,
    /** Day of the cycle ovulation falls on, counting the first day of the period as day 1. */
    ovulationCycleDay: daysBetween(input.lastPeriodDate, cycle.ovulation) + 1,
    /** The whole cycle is behind today: she should enter her most recent period. */
    passed: daysBetween(ctx.today, cycle.nextPeriod) < 0,
    /** Longer than FIGO's normal 38 days: ovulation comes later and less predictably. */
    longCycle: input.cycleLength > FIGO_NORMAL_CYCLE.max,
    /** Irregular cycles, or not knowing: ovulation may be days away from a date counted from one cycle length. */
    lessReliable: input.regularity === 'irregular' || input.regularity === 'unsure',
    /** The due date page takes a last period up to 42 weeks back. */
    showDueDateLink: daysBetween(input.lastPeriodDate, ctx.today) <= DUE_DATE_MAX_DAYS,
  };
}

/** The ovulation formula's values. */
export type OvulationValues = ReturnType<typeof ovulationFormula>;
