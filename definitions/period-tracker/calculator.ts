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
import messages, { type Messages } from './messages.en.gen';
import { periodTrackerWords } from './words';

/**
 * What a predicted period already behind today means, and what to do (the dates below follow the old period); the
 * retest wording is the fact's own in the page's language (facts.ts), never the English one inside a Spanish sentence.
 */
const LATE_PERIOD = (m: Messages) =>
  m.latePeriod({ retest: PREGNANCY_TEST_RETEST_WORDING[languageOf(m).locale] });

/** Secondary amenorrhoea (NICHD, fact MISSED_PERIODS_MONTHS), said where it applies. */
const NO_PERIOD_FOR_MONTHS = (m: Messages) => m.noPeriodForMonths({ months: MISSED_PERIODS_MONTHS });

export default defineCalculator(messages, (m: Messages) => ({
  id: 'period-tracker',
  name: m.name(),
  description: m.description(),
  category: 'period-cycle',
  keywords: [
    m.keywordPeriodTracker(),
    m.keywordPeriodCalendar(),
    m.keywordNextPeriod(),
    m.keywordMenstrualCycle(),
    m.keywordFertileWindow(),
  ],
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
  present: periodTrackerWords,
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
  examples: [
    {
      title: m.example1(),
      input: { lastPeriodDate: 'today-10d', cycleLength: 28, periodLength: 5 },
      today: '2026-02-10',
      expect: {
        nextPeriodStart: '2026-02-28',
        nextPeriodAhead: true,
        late: false,
        daysLate: 0,
        nextPeriodEnd: '2026-03-04',
        ovulationDay: '2026-02-14',
        fertileWindowStart: '2026-02-09',
        fertileWindowEnd: '2026-02-15',
        calendarData: [
          { month: 'January 2026', year: 2026, monthIndex: 0 },
          { month: 'February 2026', year: 2026, monthIndex: 1 },
          { month: 'March 2026', year: 2026, monthIndex: 2 },
        ],
        cycles: [
          { periodStart: '2026-01-31', periodEnd: '2026-02-04', ovulation: '2026-02-14' },
          { periodStart: '2026-02-28', periodEnd: '2026-03-04', ovulation: '2026-03-14' },
          { periodStart: '2026-03-28', periodEnd: '2026-04-01', ovulation: '2026-04-11' },
        ],
      },
    },
    {
      title: m.example2(),
      input: { lastPeriodDate: 'today-12d', cycleLength: 35, periodLength: 6 },
      today: '2028-02-20',
      expect: {
        nextPeriodStart: '2028-03-14',
        ovulationDay: '2028-02-29',
        fertileWindowStart: '2028-02-24',
        fertileWindowEnd: '2028-03-01',
        calendarData: [{ month: 'February 2028' }, { month: 'March 2028' }, { month: 'April 2028' }],
        cycles: [
          { periodStart: '2028-02-08', periodEnd: '2028-02-13', fertileStart: '2028-02-24' },
          { periodStart: '2028-03-14', periodEnd: '2028-03-19', ovulation: '2028-04-04' },
          { periodStart: '2028-04-18', periodEnd: '2028-04-23', ovulation: '2028-05-09' },
        ],
      },
    },
    {
      title: m.example3(),
      input: { lastPeriodDate: 'today-5d', cycleLength: 21, periodLength: 4 },
      today: '2027-01-05',
      expect: {
        nextPeriodStart: '2027-01-21',
        ovulationDay: '2027-01-07',
        fertileWindowStart: '2027-01-02',
        fertileWindowEnd: '2027-01-08',
        calendarData: [
          { month: 'December 2026', year: 2026, monthIndex: 11 },
          { month: 'January 2027', year: 2027, monthIndex: 0 },
          { month: 'February 2027', year: 2027, monthIndex: 1 },
        ],
        predictedPeriods: [
          { start: '2027-01-21', end: '2027-01-24' },
          { start: '2027-02-11', end: '2027-02-14' },
        ],
      },
    },
    {
      // Sep 28 + 28 = Oct 26, 32 days before Nov 27: late, but less than 3 months since Sep 28 (Dec 28).
      title: m.example4(),
      input: { lastPeriodDate: 'today-60d', cycleLength: 28, periodLength: 5 },
      today: '2026-11-27',
      expect: {
        nextPeriodStart: '2026-10-26',
        nextPeriodAhead: false,
        late: true,
        daysLate: 32,
        daysSinceLastPeriod: 60,
        noPeriodForMonths: false,
      },
    },
    {
      // Dec 5, 2026 + 30 = Jan 4, 2027, 70 days before Mar 15; Dec 5 + 3 months = Mar 5, before Mar 15.
      title: m.example5({ months: MISSED_PERIODS_MONTHS }),
      input: { lastPeriodDate: 'today-100d', cycleLength: 30, periodLength: 5 },
      today: '2027-03-15',
      expect: { nextPeriodStart: '2027-01-04', late: true, daysLate: 70, noPeriodForMonths: true },
    },
  ],
  sources: [
    {
      title: 'Office on Women’s Health (HHS): Your menstrual cycle (adult cycles 21–35 days)',
      url: 'https://www.womenshealth.gov/menstrual-cycle/your-menstrual-cycle',
    },
    {
      title:
        'ACOG Committee Opinion 651: Menstruation in Girls and Adolescents: Using the Menstrual Cycle as a Vital Sign (2015): cycles up to 45 days in the teenage years',
      url: 'https://www.acog.org/clinical/clinical-guidance/committee-opinion/articles/2015/12/menstruation-in-girls-and-adolescents-using-the-menstrual-cycle-as-a-vital-sign',
    },
    {
      title:
        'Wilcox AJ, Weinberg CR, Baird DD. Timing of sexual intercourse in relation to ovulation. N Engl J Med 1995;333:1517–21',
      url: 'https://pubmed.ncbi.nlm.nih.gov/7477165/',
    },
    {
      title: 'NHS: Periods',
      url: 'https://www.nhs.uk/conditions/periods/',
    },
  ],
}));
