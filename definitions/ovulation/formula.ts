import type { FormulaContext } from '@/engine';
import { type CalculatorLink, calculatorHref, cycleDates, daysBetween, PREGNANCY_DAYS } from '@/engine';

/** Input: first day of the last period (ISO) and the usual cycle length in days. */
export interface OvulationInput {
  lastPeriodDate: string;
  cycleLength: number;
}

/** The 42 weeks after which the due-date calculator no longer accepts a last period. */
const DUE_DATE_MAX_DAYS = PREGNANCY_DAYS + 14;
/** Period length assumed when sending the visitor on to the period tracker (typical 3–7 days). */
const ASSUMED_PERIOD_DAYS = 5;

const TIPS = [
  'Your chances are highest on the two days before ovulation and on ovulation day itself.',
  'Ovulation tests (LH strips), clearer and stretchier cervical mucus and a rise in resting temperature help confirm ovulation.',
  'Cycles vary: ovulation can move by several days from one month to the next, especially after stress, illness or travel.',
  'Trying to conceive: sex every one or two days through the fertile window gives the best chance.',
  'Do not rely on these dates as contraception: an estimate cannot tell you which days are safe.',
  'If you could become pregnant, take 400 micrograms of folic acid a day.',
];

/** Ovulation = next period − 14 days; fertile window = ovulation − 5 … ovulation + 1 (the site's cycle model). */
export function ovulationFormula(input: OvulationInput, ctx: FormulaContext) {
  const cycle = cycleDates(input.lastPeriodDate, input.cycleLength);
  const recommendations = [...TIPS];
  if (daysBetween(ctx.today, cycle.nextPeriod) < 0) {
    recommendations.unshift(
      'These dates have already passed: enter the first day of your most recent period to see your current cycle.',
    );
  }
  const links: CalculatorLink[] = [
    {
      label: `See this cycle and the next two in the period tracker (assuming a ${ASSUMED_PERIOD_DAYS}-day period)`,
      href: calculatorHref('period-tracker', {
        lastPeriodDate: input.lastPeriodDate,
        cycleLength: input.cycleLength,
        periodLength: ASSUMED_PERIOD_DAYS,
      }),
    },
  ];
  if (daysBetween(input.lastPeriodDate, ctx.today) <= DUE_DATE_MAX_DAYS) {
    links.push({
      label: 'If you conceive in this cycle: your estimated due date',
      href: calculatorHref('due-date', {
        lastPeriodDate: input.lastPeriodDate,
        cycleLength: input.cycleLength,
      }),
    });
  }
  return {
    ovulationDate: cycle.ovulation,
    fertileWindow: cycle.fertileWindow,
    nextPeriodDate: cycle.nextPeriod,
    /** Day of the cycle ovulation falls on, counting the first day of the period as day 1. */
    ovulationCycleDay: daysBetween(input.lastPeriodDate, cycle.ovulation) + 1,
    recommendations,
    links,
  };
}

/** Ovulation result. */
export type OvulationResult = ReturnType<typeof ovulationFormula>;
