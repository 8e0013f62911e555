import type { FormulaContext } from '@/engine';
import { addDaysIso, cycleDates, daysBetween, LUTEAL_PHASE_DAYS } from '@/engine';

/** The site's luteal phase (ovulation = next period − this), which this page's texts state. */
export { LUTEAL_PHASE_DAYS };

/** Input: first day of the last period (ISO) and the usual cycle length in days. */
export interface TestTimingInput {
  lastPeriodDate: string;
  cycleLength: number;
}

/** Implantation happens 6–12 days after ovulation (Wilcox et al. 1999). */
export const IMPLANTATION_FIRST_DAY = 6;
export const IMPLANTATION_LAST_DAY = 12;
const IMPLANTATION_DAYS = { first: IMPLANTATION_FIRST_DAY, last: IMPLANTATION_LAST_DAY } as const;
/** Earliest day a sensitive home test may turn positive: ovulation + 10. */
export const EARLIEST_TEST_AFTER_OVULATION = 10;
/** Past the period due date by more than this many days, she may have had a period since. */
const PASSED_AFTER_DAYS = 14;
/** The figures messages state, as their parameters. */
export const TIMING_FIGURES = {
  luteal: LUTEAL_PHASE_DAYS,
  implantationFirst: IMPLANTATION_FIRST_DAY,
  implantationLast: IMPLANTATION_LAST_DAY,
  earliestDays: EARLIEST_TEST_AFTER_OVULATION,
} as const;

/**
 * Ovulation = last period + cycle − 14 (the site's one cycle model); implantation 6–12 days after ovulation;
 * earliest sensitive test = ovulation + 10; reliable test = the day the next period is due (last period + cycle). Values only: present.ts words them and draws the calendar.
 */
export function testTimingFormula(input: TestTimingInput, ctx: FormulaContext) {
  const cycle = cycleDates(input.lastPeriodDate, input.cycleLength);
  const implantationWindow = {
    start: addDaysIso(cycle.ovulation, IMPLANTATION_DAYS.first),
    end: addDaysIso(cycle.ovulation, IMPLANTATION_DAYS.last),
  };
  const earliestTestDate = addDaysIso(cycle.ovulation, EARLIEST_TEST_AFTER_OVULATION);
  const reliableTestDate = cycle.nextPeriod;

  const toReliable = daysBetween(ctx.today, reliableTestDate);
  const toEarliest = daysBetween(ctx.today, earliestTestDate);
  /** Whether she can test now (period due or late), a sensitive test may already work, or both are ahead. */
  let timing: 'now' | 'sensitive' | 'ahead' = 'ahead';
  if (toReliable <= 0) timing = 'now';
  else if (toEarliest <= 0) timing = 'sensitive';

  return {
    ovulationDate: cycle.ovulation,
    implantationWindow,
    earliestTestDate,
    reliableTestDate,
    daysUntilReliableTest: Math.max(0, toReliable),
    timing,
    daysUntilEarliestTest: Math.max(0, toEarliest),
    /** Over two weeks past the period due date: she may have had a period since. */
    passed: toReliable < -PASSED_AFTER_DAYS,
  };
}

/** The pregnancy test timing formula's values. */
export type TestTimingValues = ReturnType<typeof testTimingFormula>;
