import {
  CYCLE_LENGTH_FIELD,
  defineCalculator,
  LAST_PERIOD_FIELD,
  lastPeriodChecks,
  MISSED_PERIODS_MONTHS,
  PREGNANCY_TEST_RETEST,
} from '@/engine';
import {
  CYCLE_FIGURES,
  type PeriodTrackerInput,
  type PeriodTrackerValues,
  periodTrackerFormula,
} from './formula';
import messages, { type Messages } from './messages.en.gen';
import { type PeriodTrackerResult, periodTrackerWords } from './words';

/** What a predicted period already behind today means, and what to do (the dates below follow the old period). */
const LATE_PERIOD = messages.latePeriod({ retest: PREGNANCY_TEST_RETEST });

/** Secondary amenorrhoea (NICHD, fact MISSED_PERIODS_MONTHS), said where it applies. */
const NO_PERIOD_FOR_MONTHS = messages.noPeriodForMonths({ months: MISSED_PERIODS_MONTHS });

export default defineCalculator<PeriodTrackerInput, PeriodTrackerResult, PeriodTrackerValues, Messages>({
  id: 'period-tracker',
  name: 'Period Tracker and Cycle Calendar',
  description:
    'Predict your next period, ovulation day and fertile window, and see them on a three-month calendar you can add to your own.',
  category: 'period-cycle',
  keywords: ['period tracker', 'period calendar', 'next period', 'menstrual cycle', 'fertile window'],
  icon: 'calendar-heart',
  color: 'pink',
  featured: true,
  audience: { note: 'For predicting periods from your recent cycles; it is not a method of birth control.' },
  fields: {
    lastPeriodDate: LAST_PERIOD_FIELD,
    cycleLength: CYCLE_LENGTH_FIELD,
    periodLength: {
      type: 'number',
      label: 'Period length',
      min: 1,
      max: 10,
      integer: true,
      suffix: 'days',
      required: true,
      placeholder: 'e.g. 5',
      description: 'How many days your period usually lasts: 1–10 days.',
    },
  },
  // Keep on this device logs her period start; her journal fills in her latest start and her own average cycle.
  journal: { periods: 'lastPeriodDate', cycleLength: 'cycleLength' },
  checks: lastPeriodChecks,
  formula: periodTrackerFormula,
  present: periodTrackerWords,
  messages,
  result: [
    {
      block: 'category-card',
      when: 'nextPeriodAhead',
      title: 'Your next period is expected on',
      value: 'nextPeriodStart',
      format: { kind: 'weekday-date' },
    },
    {
      block: 'category-card',
      when: 'late',
      title: 'Your next period was expected on',
      value: 'nextPeriodStart',
      format: { kind: 'weekday-date' },
    },
    {
      block: 'stats',
      when: 'late',
      items: [
        { label: 'Your period is late by', value: 'daysLate', format: { kind: 'integer' }, unit: 'days' },
        {
          label: 'Since your last period started',
          value: 'daysSinceLastPeriod',
          format: { kind: 'integer' },
          unit: 'days',
        },
      ],
    },
    { block: 'note', when: 'noPeriodForMonths', tone: 'warning', text: NO_PERIOD_FOR_MONTHS },
    { block: 'note', when: 'late', tone: 'warning', text: LATE_PERIOD },
    {
      block: 'stats',
      items: [
        { label: 'Ovulation day', value: 'ovulationDay', format: { kind: 'weekday-date' } },
        { label: 'Fertile window starts', value: 'fertileWindowStart', format: { kind: 'weekday-date' } },
        { label: 'Fertile window ends', value: 'fertileWindowEnd', format: { kind: 'weekday-date' } },
      ],
    },
    { block: 'custom', component: 'calendar', title: 'Your cycle calendar', props: { from: 'calendarData' } },
    {
      block: 'table',
      title: 'Cycles in these three months',
      rows: 'cycles',
      columns: [
        { label: 'Period starts', key: 'periodStart', format: { kind: 'date' } },
        { label: 'Period ends', key: 'periodEnd', format: { kind: 'date' } },
        { label: 'Fertile from', key: 'fertileStart', format: { kind: 'date' } },
        { label: 'Fertile until', key: 'fertileEnd', format: { kind: 'date' } },
        { label: 'Ovulation', key: 'ovulation', format: { kind: 'date' } },
      ],
    },
    { block: 'list', title: 'Tips', items: 'recommendations' },
    {
      block: 'custom',
      component: 'ics-download',
      title: 'Add to your calendar',
      props: {
        filename: 'bloomcalc-period-tracker.ics',
        label: 'Download predicted periods, fertile windows and ovulation days (.ics)',
        calendarName: 'BloomCalc cycle',
        events: [
          { each: 'predictedPeriods', title: 'Period expected', start: 'start', end: 'end' },
          { each: 'cycles', title: 'Fertile window (estimate)', start: 'fertileStart', end: 'fertileEnd' },
          { each: 'cycles', title: 'Estimated ovulation', start: 'ovulation' },
        ],
      },
    },
    { block: 'custom', component: 'links', title: 'Use these dates elsewhere', props: { from: 'links' } },
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
      title: 'Cycle of 28 days, period started 10 days ago',
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
      title: 'Cycle of 35 days, period started 12 days ago',
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
      title: 'Cycle of 21 days, period started 5 days ago',
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
      title: 'Cycle of 28 days, last period 60 days ago (period late)',
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
      title: 'Cycle of 30 days, last period 100 days ago (no period for over 3 months)',
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
});
