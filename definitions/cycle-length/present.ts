import {
  type CalculatorLink,
  calculatorHref,
  describeValue,
  FIGO_CYCLE_SPREAD,
  FIGO_NORMAL_CYCLE,
  MISSED_PERIODS_MONTHS,
} from '@/engine';
import {
  ASSUMED_PERIOD_DAYS,
  type CycleLengthInput,
  type CycleLengthValues,
  MAX_DATES,
  readPeriodDates,
} from './formula';
import type { Messages } from './messages.en.gen';

/**
 * The cycle length result the page and `npm run calc` show: the formula's lengths and dates, the category and advice
 * in words, and links that carry the last period and the average cycle to the tracker and the ovulation page.
 */
export function presentCycleLength(values: CycleLengthValues, _input: CycleLengthInput, m: Messages) {
  const { lastStart, wholeAverage, trackerLink, ovulationLink, nextPeriodWindow, ...shown } = values;
  const { spread, regularity, range } = values;
  const bounds = {
    ...FIGO_NORMAL_CYCLE,
    regular: FIGO_CYCLE_SPREAD.regular,
    edge: FIGO_CYCLE_SPREAD.borderline,
  };
  const irregular = regularity === 'irregular';
  // The ovulation page is told what the dates show: regular, or not quite (a spread over 7 days: it then says its
  // date is less reliable); one cycle shows nothing, and she says it there.
  const ovulationPattern: Record<string, string> =
    regularity === 'regular' || regularity === 'borderline'
      ? { regularity: regularity === 'regular' ? 'regular' : 'irregular' }
      : {};
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
            href: calculatorHref('ovulation', {
              lastPeriodDate: lastStart,
              cycleLength: wholeAverage,
              ...ovulationPattern,
            }),
          },
        ]
      : []),
  ];
  return {
    ...shown,
    category: m.category({
      regularity,
      range,
      short: values.shortCycles,
      long: values.longCycles,
      all: values.shortCycles + values.longCycles === values.cycleLengths.length ? 'yes' : 'no',
      ...bounds,
    }),
    recommendations: [
      ...(values.cycleLengths.length < 3 ? [m.addMore()] : []),
      m.regularity({ regularity, spread, ...bounds }),
      ...(range === 'normal' ? [] : [m.outsideRange({ range, ...bounds })]),
      ...(irregular ? [m.irregularNext(nextPeriodWindow), m.irregularOvulation()] : []),
      m.missedPeriods({ months: MISSED_PERIODS_MONTHS }),
    ],
    links,
  };
}

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
