import { type CalculatorLink, calculatorHref } from '@/engine';
import type { IvfInput, IvfValues } from './formula';
import type { Messages } from './messages.en.gen';

/**
 * The IVF due date result the page and `npm run calc` show: the formula's dates, with the weeks, the countdown, the
 * name of embryo day 0 and the notes in words, and the link that carries the LMP-equivalent to the due date page.
 */
export function presentIvf(values: IvfValues, _input: IvfInput, m: Messages) {
  const { daysToDue, planned, showDueDateLink, ...shown } = values;
  const { gestationalAge, transferType } = values;
  const links: CalculatorLink[] = showDueDateLink
    ? [
        {
          label: m.linkDueDate(),
          href: calculatorHref('due-date', { lastPeriodDate: values.lmpEquivalent, cycleLength: 28 }),
        },
      ]
    : [];
  return {
    ...shown,
    dayZeroLabel: m.dayZeroLabel({ fresh: values.freshTransfer ? 'yes' : 'no' }),
    summary: gestationalAge ? m.summary(gestationalAge) : m.planned(),
    countdown: daysToDue >= 0 ? m.countdown({ days: daysToDue }) : m.overdue({ days: -daysToDue }),
    recommendations: [
      ...(planned ? [m.plannedNote()] : []),
      ...(transferType !== 'fresh' ? [m.dayZeroNote({ type: transferType ?? 'unknown' })] : []),
      m.keepDueDate(),
      m.followClinic(),
      m.estimate(),
    ],
    links,
  };
}
