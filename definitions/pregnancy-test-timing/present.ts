import { calendarMonths, languageOf, PREGNANCY_TEST_RETEST_WORDING } from '@/engine';
import type { TestTimingInput, TestTimingValues } from './formula';
import type { Messages } from './messages.en.gen';

/**
 * The pregnancy test timing result the page and `npm run calc` show: the formula's dates, the status and tips in
 * words, and the test calendar with each marked day named.
 */
export function presentTestTiming(values: TestTimingValues, input: TestTimingInput, m: Messages) {
  const { timing, daysUntilEarliestTest, passed, ...shown } = values;
  const { ovulationDate, implantationWindow, earliestTestDate, reliableTestDate } = values;
  // The earlier mark decides a day's look when marks overlap; every name is listed.
  const calendarData = calendarMonths(
    input.lastPeriodDate,
    reliableTestDate,
    [
      { start: earliestTestDate, status: 'test', label: m.markEarliest() },
      { start: reliableTestDate, status: 'test', label: m.markReliable() },
      { start: ovulationDate, status: 'ovulation', label: m.markOvulation() },
      { start: input.lastPeriodDate, status: 'period', label: m.markPeriod() },
      { ...implantationWindow, status: 'fertile', label: m.markImplantation() },
    ],
    m,
  );
  return {
    ...shown,
    status: m.status({
      timing,
      toEarliest: daysUntilEarliestTest,
      toReliable: values.daysUntilReliableTest,
    }),
    calendarData,
    tips: [
      ...(passed ? [m.passed()] : []),
      m.morningUrine(),
      m.earlyNegative(),
      m.dueDayNegative(),
      m.afterPositive(),
      // The fact in the page's language: an English phrase inside a Spanish instruction is a wrong instruction.
      m.retest({ retest: PREGNANCY_TEST_RETEST_WORDING[languageOf(m).locale] }),
    ],
  };
}
