import {
  CAFFEINE_PREGNANCY_LIMIT,
  CAFFEINE_PREGNANCY_LIMIT_IN_COFFEE_WORDING,
  type CalculatorLink,
  calculatorHref,
  languageOf,
} from '@/engine';
import { DUE_DATE_DAYS, type DueDateInput, type DueDateValues } from './formula';
import type { Messages } from './messages.en.gen';

/** The longest cycle the conception calculator accepts (its cycleLength field). */
const CONCEPTION_MAX_CYCLE = 35;

/**
 * The due date result the page and `npm run calc` show: the formula's dates and counts, with the weeks, the
 * countdown, the milestones and the care advice in words, and links that carry the dates to other calculators.
 */
export function presentDueDate(values: DueDateValues, input: DueDateInput, m: Messages) {
  const { daysToDue, advice, pastDue, weekZeroUntil, cycleShift, cycleLength, ...shown } = values;
  const weeks = { weeks: values.currentWeek, days: values.currentDays };
  const links: CalculatorLink[] = [
    // The conception page takes cycles up to 35 days: a longer one would open it on a message at the field.
    ...(cycleLength <= CONCEPTION_MAX_CYCLE
      ? [
          {
            label: m.linkConception(),
            href: calculatorHref('conception', { dueDate: values.dueDate, cycleLength }),
          },
        ]
      : []),
    {
      label: m.linkOvulation(),
      href: calculatorHref('ovulation', { lastPeriodDate: input.lastPeriodDate, cycleLength }),
    },
  ];
  return {
    ...shown,
    dueWeekday: m.weekday({ date: values.dueDate }),
    currentWeekText: m.weeksAndDays(weeks),
    summary: m.summary({ ...weeks, trimester: values.trimester }),
    countdown: daysToDue >= 0 ? m.countdown({ days: daysToDue }) : m.overdue({ days: -daysToDue }),
    milestones: values.milestones.map((milestone) => ({
      ...milestone,
      description: m.milestone({ week: milestone.week }),
    })),
    recommendations: [
      ...(weekZeroUntil
        ? [m.weekZero({ cycleLength, from: weekZeroUntil, pregnancyDays: DUE_DATE_DAYS })]
        : []),
      ...(pastDue ? [m.pastDue()] : []),
      ...advice.map((id) =>
        m.advice({
          id,
          limit: CAFFEINE_PREGNANCY_LIMIT,
          inCoffee: CAFFEINE_PREGNANCY_LIMIT_IN_COFFEE_WORDING[languageOf(m).locale],
        }),
      ),
      ...(cycleShift !== 0
        ? [
            m.cycleShift({
              cycleLength,
              pregnancyDays: DUE_DATE_DAYS,
              days: Math.abs(cycleShift),
              direction: cycleShift > 0 ? 'later' : 'earlier',
            }),
          ]
        : []),
    ],
    links,
  };
}
