import {
  cycleLengthField,
  defineCalculator,
  languageOf,
  lastPeriodChecks,
  lastPeriodField,
  MISSED_PERIODS_MONTHS,
  PREGNANCY_TEST_RETEST_WORDING,
} from '@/engine';
import { CYCLE_FIGURES, periodTrackerFormula } from './formula';
import type { Messages } from './messages.en.gen';
import { presentPeriodTracker } from './present';

/**
 * What a predicted period already behind today means, and what to do (the dates below follow the old period); the
 * retest wording is the fact's own in the page's language (src/data/facts.json), never the English one inside a
 * Spanish sentence.
 */
const LATE_PERIOD = (m: Messages) =>
  m.latePeriod({ retest: PREGNANCY_TEST_RETEST_WORDING[languageOf(m).locale] });

/** Secondary amenorrhoea (NICHD, fact MISSED_PERIODS_MONTHS), said where it applies. */
const NO_PERIOD_FOR_MONTHS = (m: Messages) => m.noPeriodForMonths({ months: MISSED_PERIODS_MONTHS });

export default defineCalculator((m: Messages) => ({
  id: 'period-tracker',
  name: m.name(),
  category: 'period-cycle',
  icon: 'calendar-heart',
  color: 'pink',
  featured: true,
  audience: { note: m.audienceNote() },
  fields: {
    lastPeriodDate: lastPeriodField(m),
    cycleLength: cycleLengthField(m),
    periodLength: {
      type: 'number',
      label: m.periodLengthLabel(),
      min: 1,
      max: 10,
      integer: true,
      suffix: m.periodLengthSuffix(),
      required: true,
      placeholder: m.periodLengthPlaceholder(),
      description: m.periodLengthHelp(),
    },
  },
  // Keep on this device logs her period start; her journal fills in her latest start and her own average cycle.
  journal: { periods: 'lastPeriodDate', cycleLength: 'cycleLength' },
  checks: lastPeriodChecks,
  formula: periodTrackerFormula,
  present: presentPeriodTracker,
  result: [
    {
      block: 'category-card',
      when: 'nextPeriodAhead',
      title: m.yourNextPeriodIs(),
      value: 'nextPeriodStart',
      format: { kind: 'weekday-date' },
    },
    {
      block: 'category-card',
      when: 'late',
      title: m.yourNextPeriodWas(),
      value: 'nextPeriodStart',
      format: { kind: 'weekday-date' },
    },
    {
      block: 'stats',
      when: 'late',
      items: [
        {
          label: m.yourPeriodIsLate(),
          value: 'daysLate',
          format: { kind: 'integer' },
          unit: m.periodLengthSuffix(),
        },
        {
          label: m.sinceYourLastPeriod(),
          value: 'daysSinceLastPeriod',
          format: { kind: 'integer' },
          unit: m.periodLengthSuffix(),
        },
      ],
    },
    { block: 'note', when: 'noPeriodForMonths', tone: 'warning', text: NO_PERIOD_FOR_MONTHS(m) },
    { block: 'note', when: 'late', tone: 'warning', text: LATE_PERIOD(m) },
    {
      block: 'stats',
      items: [
        { label: m.ovulationDay(), value: 'ovulationDay', format: { kind: 'weekday-date' } },
        { label: m.fertileWindowStarts(), value: 'fertileWindowStart', format: { kind: 'weekday-date' } },
        { label: m.fertileWindowEnds(), value: 'fertileWindowEnd', format: { kind: 'weekday-date' } },
      ],
    },
    {
      block: 'custom',
      component: 'calendar',
      title: m.yourCycleCalendar(),
      props: { from: 'calendarData' },
    },
    {
      block: 'table',
      title: m.cyclesInTheseThree(),
      rows: 'cycles',
      columns: [
        { label: m.periodStarts(), key: 'periodStart', format: { kind: 'date' } },
        { label: m.periodEnds(), key: 'periodEnd', format: { kind: 'date' } },
        { label: m.fertileFrom(), key: 'fertileStart', format: { kind: 'date' } },
        { label: m.fertileUntil(), key: 'fertileEnd', format: { kind: 'date' } },
        { label: m.ovulation(), key: 'ovulation', format: { kind: 'date' } },
      ],
    },
    { block: 'list', title: m.tips(), items: 'recommendations' },
    {
      block: 'custom',
      component: 'ics-download',
      title: m.addToYourCalendar(),
      props: {
        filename: m.bloomcalcPeriodTrackerIcs(),
        label: m.downloadPredictedPeriodsFertile(),
        calendarName: m.bloomcalcCycle(),
        events: [
          { each: 'predictedPeriods', title: m.periodExpected(), start: 'start', end: 'end' },
          { each: 'cycles', title: m.fertileWindowEstimate(), start: 'fertileStart', end: 'fertileEnd' },
          { each: 'cycles', title: m.estimatedOvulation(), start: 'ovulation' },
        ],
      },
    },
    { block: 'custom', component: 'links', title: m.useTheseDatesElsewhere(), props: { from: 'links' } },
  ],
  explain: (input, result, m) => [
    m.explainNextPeriod({
      lastPeriod: input.lastPeriodDate,
      cycleLength: input.cycleLength,
      start: result.nextPeriodStart,
      periodLength: input.periodLength,
      end: result.nextPeriodEnd,
    }),
    m.explainOvulation({ ovulation: result.ovulationDay, ...CYCLE_FIGURES }),
    m.explainWindow({
      start: result.fertileWindowStart,
      end: result.fertileWindowEnd,
      cycleLength: input.cycleLength,
    }),
  ],
}));
