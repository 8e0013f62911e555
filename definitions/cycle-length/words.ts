import { type CalculatorLink, calculatorHref, describeValue, MISSED_PERIODS_MONTHS } from '@/engine';
import {
  ASSUMED_PERIOD_DAYS,
  type CycleLengthInput,
  type CycleLengthValues,
  MAX_DATES,
  REGULAR_SPREAD_DAYS,
  readPeriodDates,
} from './formula';
import type { Messages } from './messages.en.gen';

/**
 * The cycle length result the page and `npm run calc` show: the formula's lengths and dates, the category and advice
 * in words, and links that carry the last period and the average cycle to the tracker and the ovulation page.
 */
export function cycleLengthWords(values: CycleLengthValues, _input: CycleLengthInput, m: Messages) {
  const { lastStart, wholeAverage, trackerLink, ovulationLink, ...shown } = values;
  const { spread, category } = values;
  const links: CalculatorLink[] = [
    ...(trackerLink
      ? [
          {
            label: m.linkTracker({ cycle: wholeAverage, periodDays: ASSUMED_PERIOD_DAYS }),
            href: calculatorHref('period-tracker', {
              lastPeriodDate: lastStart,
              cycleLength: wholeAverage,
              periodLength: ASSUMED_PERIOD_DAYS,
            }),
          },
        ]
      : []),
    ...(ovulationLink
      ? [
          {
            label: m.linkOvulation(),
            href: calculatorHref('ovulation', { lastPeriodDate: lastStart, cycleLength: wholeAverage }),
          },
        ]
      : []),
  ];
  return {
    ...shown,
    category: m.category({ category }),
    recommendations: [
      ...(values.cycleLengths.length < 3 ? [m.addMore()] : []),
      spread > REGULAR_SPREAD_DAYS ? m.irregular({ spread }) : m.regular({ spread }),
      ...(category === 'normal' ? [] : [m.outsideRange()]),
      m.missedPeriods({ months: MISSED_PERIODS_MONTHS }),
    ],
    links,
  };
}

/** Cycle length result. */
export type CycleLengthResult = ReturnType<typeof cycleLengthWords>;

/** The dates field's parser: readPeriodDates' dates, or its problem in words (the page, share links and the CLI). */
export function periodDatesParser(m: Messages) {
  return (raw: unknown): { value: string[] } | { error: string } => {
    const read = readPeriodDates(raw);
    if ('value' in read) return read;
    const { problem } = read;
    const value = problem.id === 'notDate' ? describeValue(problem.value, 24, m) : '';
    return { error: m.datesProblem({ id: problem.id, value, max: MAX_DATES }) };
  };
}
