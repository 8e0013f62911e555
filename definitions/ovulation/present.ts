import { type CalculatorLink, calculatorHref } from '@/engine';
import { ASSUMED_PERIOD_DAYS, type OvulationInput, type OvulationValues } from './formula';
import type { Messages } from './messages.en.gen';

/**
 * The ovulation result the page and `npm run calc` show: the formula's dates, the tips in words, and links that
 * carry the cycle to the period tracker and the due date page.
 */
export function presentOvulation(values: OvulationValues, input: OvulationInput, m: Messages) {
  const { passed, showDueDateLink, ...shown } = values;
  const { lastPeriodDate, cycleLength } = input;
  const links: CalculatorLink[] = [
    {
      label: m.linkTracker({ periodDays: ASSUMED_PERIOD_DAYS }),
      href: calculatorHref('period-tracker', {
        lastPeriodDate,
        cycleLength,
        periodLength: ASSUMED_PERIOD_DAYS,
      }),
    },
    ...(showDueDateLink
      ? [{ label: m.linkDueDate(), href: calculatorHref('due-date', { lastPeriodDate, cycleLength }) }]
      : []),
  ];
  return {
    ...shown,
    recommendations: [
      ...(passed ? [m.passed()] : []),
      m.bestDays(),
      m.signs(),
      m.cyclesVary(),
      m.tryingToConceive(),
      m.notContraception(),
      m.folicAcid(),
    ],
    links,
  };
}
