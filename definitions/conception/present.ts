import { type CalculatorLink, calculatorHref } from '@/engine';
import type { ConceptionInput, ConceptionValues } from './formula';
import type { Messages } from './messages.en.gen';

/**
 * The conception result the page and `npm run calc` show: the formula's dates and ages, the notes in words, and
 * the link that carries the last period to the due date page.
 */
export function presentConception(values: ConceptionValues, input: ConceptionInput, m: Messages) {
  const { datingStart, notYet, showDueDateLink, lmpAhead, ...shown } = values;
  const { conceptionDate: conception, lmpDate: lmp } = values;
  const links: CalculatorLink[] = showDueDateLink
    ? [
        {
          label: m.linkDueDate(),
          href: calculatorHref('due-date', { lastPeriodDate: lmp, cycleLength: input.cycleLength }),
        },
      ]
    : [];
  return {
    ...shown,
    recommendations: [
      ...(values.pregnancyOngoing ? [] : [m.pastDue({ dueDate: input.dueDate })]),
      ...(notYet === 'dating' ? [m.datingAhead({ datingStart, conception })] : []),
      ...(notYet === 'conception' ? [m.conceptionAhead({ conception })] : []),
      m.withinADay(),
      m.sperm(),
      lmp === datingStart
        ? m.agesCounted()
        : m.agesCountedCycle({
            datingStart,
            cycleLength: input.cycleLength,
            lmp,
            ahead: lmpAhead ? 'yes' : 'no',
          }),
      m.ultrasound(),
    ],
    links,
  };
}
