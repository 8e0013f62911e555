import {
  daysBetween,
  defineCalculator,
  type FieldError,
  languageOf,
  MISSED_PERIODS_MONTHS,
  MISSING_PERIOD_GAP,
  PREGNANCY_TEST_RETEST_WORDING,
  SAME_PERIOD_GAP,
} from '@/engine';
import { cycleLengthFormula } from './formula';
import type { Messages } from './messages.en.gen';
import { periodDatesParser, presentCycleLength } from './present';

/**
 * What a predicted period already behind today means, and what to do; the retest wording is the fact's own in the
 * page's language (src/data/facts.json), never the English one inside a Spanish sentence.
 */
const LATE_PERIOD = (m: Messages) =>
  m.latePeriod({ retest: PREGNANCY_TEST_RETEST_WORDING[languageOf(m).locale] });

/** Secondary amenorrhoea (NICHD, fact MISSED_PERIODS_MONTHS), said where it applies. */
const NO_PERIOD_FOR_MONTHS = (m: Messages) => m.noPeriodForMonths({ months: MISSED_PERIODS_MONTHS });

export default defineCalculator((m: Messages) => ({
  id: 'cycle-length',
  name: m.name(),
  category: 'period-cycle',
  icon: 'timer',
  color: 'purple',
  audience: {
    note: m.audienceNote(),
  },
  fields: {
    dates: {
      type: 'custom',
      widget: 'date-list',
      label: m.datesLabel(),
      description: m.datesHelp(),
      required: true,
      schema: { type: 'array', items: { type: 'string', format: 'date' } },
      parse: periodDatesParser(m),
    },
  },
  // Keep on this device logs each start date; her journal fills in the starts she logged.
  journal: { periods: 'dates' },
  ready: (values) => Array.isArray(values.dates) && values.dates.length >= 2,
  readyHint: m.addAtLeastTwo(),
  checks: (input, ctx, m) => {
    const errors: FieldError[] = [];
    const future = input.dates.find((date) => daysBetween(ctx.today, date) > 0);
    if (future) errors.push({ field: 'dates', message: m.dateInFuture({ date: future }) });
    input.dates.slice(1).forEach((next, index) => {
      const start = input.dates[index] ?? next;
      const gap = daysBetween(start, next);
      if (gap > MISSING_PERIOD_GAP) {
        // The gap is written as is ("1200 days"), as before the words moved into messages.
        errors.push({ field: 'dates', message: m.periodMissing({ start, next, gap: String(gap) }) });
      } else if (gap < SAME_PERIOD_GAP) {
        errors.push({ field: 'dates', message: m.samePeriod({ start, next, gap }) });
      }
    });
    return errors;
  },
  formula: cycleLengthFormula,
  present: presentCycleLength,
  result: [
    {
      block: 'category-card',
      title: m.yourAverageCycleLength(),
      value: 'averageCycleLength',
      format: { kind: 'number', decimals: 1 },
      unit: m.days(),
      category: 'category',
      severity: 'severity',
    },
    {
      block: 'stats',
      when: 'nextPeriodAhead',
      items: [
        { label: m.shortestCycle(), value: 'shortest', format: { kind: 'integer' }, unit: m.days() },
        { label: m.longestCycle(), value: 'longest', format: { kind: 'integer' }, unit: m.days() },
        { label: m.nextPeriodExpected(), value: 'nextPeriodDate', format: { kind: 'weekday-date' } },
      ],
    },
    {
      block: 'stats',
      when: 'late',
      items: [
        { label: m.shortestCycle(), value: 'shortest', format: { kind: 'integer' }, unit: m.days() },
        { label: m.longestCycle(), value: 'longest', format: { kind: 'integer' }, unit: m.days() },
        { label: m.nextPeriodWasExpected(), value: 'nextPeriodDate', format: { kind: 'weekday-date' } },
        { label: m.yourPeriodIsLate(), value: 'daysLate', format: { kind: 'integer' }, unit: m.days() },
      ],
    },
    { block: 'note', when: 'noPeriodForMonths', tone: 'warning', text: NO_PERIOD_FOR_MONTHS(m) },
    { block: 'note', when: 'late', tone: 'warning', text: LATE_PERIOD(m) },
    {
      block: 'table',
      title: m.yourCycles(),
      rows: 'cycles',
      columns: [
        { label: m.periodStarted(), key: 'start', format: { kind: 'date' } },
        { label: m.nextPeriodStarted(), key: 'nextStart', format: { kind: 'date' } },
        { label: m.cycleLength(), key: 'length', format: { kind: 'integer' }, unit: m.days() },
      ],
    },
    { block: 'list', title: m.whatThisTellsYou(), items: 'recommendations' },
    { block: 'custom', component: 'links', title: m.useTheseDatesElsewhere(), props: { from: 'links' } },
  ],
  explain: (_input, result, m) => [
    m.explainLengths({ lengths: result.cycleLengths.join(', ') }),
    m.explainAverage({
      sum: result.cycleLengths.join(' + '),
      count: result.cycleLengths.length,
      average: result.averageCycleLength,
    }),
    m.explainNext({ days: Math.round(result.averageCycleLength), next: result.nextPeriodDate }),
  ],
}));
