import type { FormulaContext } from '@/engine';
import { addDaysIso, calendarMonths, cycleDates, daysBetween, PREGNANCY_TEST_RETEST } from '@/engine';

/** Input: first day of the last period (ISO) and the usual cycle length in days. */
export interface TestTimingInput {
  lastPeriodDate: string;
  cycleLength: number;
}

/** Implantation happens 6–12 days after ovulation (Wilcox et al. 1999). */
export const IMPLANTATION_DAYS = { first: 6, last: 12 } as const;
/** Earliest day a sensitive home test may turn positive: ovulation + 10. */
export const EARLIEST_TEST_AFTER_OVULATION = 10;

function plural(value: number, word: string): string {
  return `${value} ${word}${value === 1 ? '' : 's'}`;
}

/**
 * Ovulation = last period + cycle − 14 (the site's one cycle model); implantation 6–12 days after ovulation;
 * earliest sensitive test = ovulation + 10; reliable test = the day the next period is due (last period + cycle).
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
  let status: string;
  if (toReliable <= 0) status = 'You can test now: your period is due or late';
  else if (toEarliest <= 0)
    status = `A sensitive test may show a pregnancy now; for a reliable result wait ${plural(toReliable, 'day')}`;
  else status = `Earliest test in ${plural(toEarliest, 'day')}, reliable in ${plural(toReliable, 'day')}`;

  const calendarData = calendarMonths(input.lastPeriodDate, reliableTestDate, [
    { start: earliestTestDate, status: 'test', label: 'earliest day for a sensitive test' },
    { start: reliableTestDate, status: 'test', label: 'period due: reliable test day' },
    { start: cycle.ovulation, status: 'ovulation', label: 'estimated ovulation' },
    { start: input.lastPeriodDate, status: 'period', label: 'first day of your last period' },
    {
      start: implantationWindow.start,
      end: implantationWindow.end,
      status: 'fertile',
      label: 'possible implantation',
    },
  ]);

  const tips = [
    'Use your first urine of the morning for an early test: it holds the most hCG.',
    'A negative result before your period is due does not rule out pregnancy: test again on the day your period is due or a few days later.',
    'After a positive test, contact your doctor or midwife to start your pregnancy care.',
    `If a test is negative and your period still has not come, test again ${PREGNANCY_TEST_RETEST}; if tests stay negative and there is still no period, see your doctor.`,
  ];
  if (toReliable < -14) {
    tips.unshift(
      'These dates have passed: if you have had a period since, enter its first day to see your current cycle.',
    );
  }

  return {
    ovulationDate: cycle.ovulation,
    implantationWindow,
    earliestTestDate,
    reliableTestDate,
    daysUntilReliableTest: Math.max(0, toReliable),
    status,
    calendarData,
    tips,
  };
}

/** Pregnancy test timing result. */
export type TestTimingResult = ReturnType<typeof testTimingFormula>;
