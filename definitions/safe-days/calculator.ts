import { defineCalculator, LAST_PERIOD_FIELD, lastPeriodChecks, type NumberField } from '@/engine';
import { METHOD_FIGURES, type SafeDaysInput, type SafeDaysValues, safeDaysFormula } from './formula';
import messages, { type Messages } from './messages.en.gen';
import { type SafeDaysResult, safeDaysWords } from './words';

const cycleField = (label: string, description: string): NumberField => ({
  type: 'number',
  label,
  min: 21,
  max: 45,
  integer: true,
  suffix: 'days',
  required: true,
  description,
});

export default defineCalculator<SafeDaysInput, SafeDaysResult, SafeDaysValues, Messages>({
  id: 'safe-days',
  name: 'Safe Days Calculator (Calendar Method)',
  description:
    'See your fertile and lower-chance days by the calendar method from your shortest and longest cycles, with honest effectiveness figures: no day is truly safe.',
  category: 'period-cycle',
  keywords: [
    'safe days',
    'calendar method',
    'rhythm method',
    'standard days method',
    'natural family planning',
    'contraception',
    'birth control',
  ],
  icon: 'calendar',
  color: 'pink',
  audience: {
    note: 'For cycles of 21\u201345 days you have recorded; not reliable after birth, while breastfeeding or near menopause.',
  },
  fields: {
    lastPeriodDate: LAST_PERIOD_FIELD,
    shortestCycle: cycleField(
      'Shortest cycle',
      'Your shortest cycle of the past 6–12 months, first day of one period to the first day of the next: 21–45 days.',
    ),
    longestCycle: cycleField('Longest cycle', 'Your longest cycle of the same months: 21–45 days.'),
  },
  // Keep on this device logs her period start; her journal fills in her latest start and her shortest and longest
  // logged cycles (the calendar method reads exactly those two).
  journal: { periods: 'lastPeriodDate', shortestCycle: 'shortestCycle', longestCycle: 'longestCycle' },
  checks: (input, ctx, m) => {
    if (input.shortestCycle > input.longestCycle) {
      return [{ field: 'shortestCycle', message: m.shortestAfterLongest() }];
    }
    return lastPeriodChecks(input, ctx, m);
  },
  formula: safeDaysFormula,
  present: safeDaysWords,
  messages,
  result: [
    {
      block: 'note',
      tone: 'warning',
      text: 'The calendar method is one of the least reliable ways to avoid pregnancy, and no calendar day is truly safe. It gives no protection against sexually transmitted infections.',
    },
    {
      block: 'range',
      title: 'Days to avoid unprotected sex',
      min: 'avoidStart',
      max: 'avoidEnd',
      format: { kind: 'weekday-date' },
    },
    {
      block: 'stats',
      items: [
        { label: 'First day to avoid (cycle day)', value: 'firstAvoidDay', format: { kind: 'integer' } },
        { label: 'Last day to avoid (cycle day)', value: 'lastAvoidDay', format: { kind: 'integer' } },
        { label: 'Days to avoid', value: 'avoidDays', format: { kind: 'integer' } },
      ],
    },
    {
      block: 'range',
      title: 'Fertile by the calendar method (shortest cycle − 18 to longest cycle − 11)',
      min: 'fertileStart',
      max: 'fertileEnd',
      format: { kind: 'date' },
    },
    {
      block: 'range',
      when: 'standardDays',
      title: 'Standard Days Method: avoid unprotected sex on days 8–19',
      min: 'standardDays.start',
      max: 'standardDays.end',
      format: { kind: 'date' },
    },
    {
      block: 'range',
      title: 'Lower-chance days before (not safe days)',
      min: 'lowerChanceBefore.start',
      max: 'lowerChanceBefore.end',
      format: { kind: 'date' },
    },
    {
      block: 'range',
      title: 'Lower-chance days after, until your next period (not safe days)',
      min: 'lowerChanceAfter.start',
      max: 'lowerChanceAfter.end',
      format: { kind: 'date' },
    },
    {
      block: 'custom',
      component: 'calendar',
      title: 'Your cycle: days to avoid and lower-chance days',
      props: {
        from: 'calendarData',
        legend: {
          period:
            'First day of your last period, and the days your next period may start: droplet, solid border',
          fertile:
            'Days to avoid unprotected sex (calendar method and, for cycles of 26–32 days, Standard Days Method): sprout, dashed border',
          none: 'Lower-chance days (not safe days): no mark',
        },
      },
    },
    { block: 'list', title: 'How effective is it?', items: 'effectiveness' },
    { block: 'list', title: 'Using the calendar method', items: 'notes' },
    {
      block: 'custom',
      component: 'ics-download',
      title: 'Add to your calendar',
      props: {
        filename: 'bloomcalc-calendar-method.ics',
        label: 'Download your days to avoid (.ics)',
        calendarName: 'BloomCalc cycle',
        events: [
          { title: 'Days to avoid unprotected sex', start: 'avoidStart', end: 'avoidEnd' },
          { title: 'Next period may start', start: 'nextPeriodWindow.start', end: 'nextPeriodWindow.end' },
        ],
      },
    },
  ],
  explain: (input, result, m) => [
    m.explainFirst({
      shortest: input.shortestCycle,
      day: result.firstFertileDay,
      date: result.fertileStart,
      ...METHOD_FIGURES,
    }),
    m.explainLast({
      longest: input.longestCycle,
      day: result.lastFertileDay,
      date: result.fertileEnd,
      lastPeriod: input.lastPeriodDate,
      ...METHOD_FIGURES,
    }),
    result.standardDays
      ? m.explainStandardDays({ ...result.standardDays, ...METHOD_FIGURES })
      : m.explainNoStandardDays(METHOD_FIGURES),
    m.explainAvoid({
      first: result.firstAvoidDay,
      last: result.lastAvoidDay,
      start: result.avoidStart,
      end: result.avoidEnd,
    }),
  ],
  examples: [
    {
      // 26 − 18 = day 8 → Mar 1 + 7 = Mar 8; 32 − 11 = day 21 → Mar 21; 14 fertile days; before Mar 1–7; after Mar 22 –
      // day 32 = Apr 1; all cycles 26–32 → Standard Days days 8–19 = Mar 8–19.
      title: 'Cycles of 26 to 32 days, period started 2 days ago',
      input: { lastPeriodDate: 'today-2d', shortestCycle: 26, longestCycle: 32 },
      today: '2026-03-03',
      expect: {
        fertileStart: '2026-03-08',
        fertileEnd: '2026-03-21',
        firstFertileDay: 8,
        lastFertileDay: 21,
        fertileDays: 14,
        lowerChanceBefore: { start: '2026-03-01', end: '2026-03-07' },
        lowerChanceAfter: { start: '2026-03-22', end: '2026-04-01' },
        standardDays: { start: '2026-03-08', end: '2026-03-19' },
      },
    },
    {
      // 28 − 18 = day 10 → Jan 10 + 9 = Jan 19; 28 − 11 = day 17 → Jan 26; 8 fertile days; Standard Days applies
      // (28 within 26–32): days 8–19 = Jan 17–28.
      title: 'Regular 28-day cycles, period started 2 days ago',
      input: { lastPeriodDate: 'today-2d', shortestCycle: 28, longestCycle: 28 },
      today: '2026-01-12',
      expect: {
        fertileStart: '2026-01-19',
        fertileEnd: '2026-01-26',
        fertileDays: 8,
        // Day 7 = Jan 16: days 8–9 (Jan 17–18) are Standard Days Method days, so not lower-chance.
        lowerChanceBefore: { start: '2026-01-10', end: '2026-01-16' },
        standardDays: { start: '2026-01-17', end: '2026-01-28' },
      },
    },
    {
      // 24 − 18 = day 6 → Dec 20 + 5 = Dec 25; 35 − 11 = day 24 → Dec 20 + 23 = Jan 12, 2027; 19 fertile days;
      // 24 < 26, so no Standard Days Method.
      title: 'Irregular cycles of 24 to 35 days, period started 2 days ago',
      input: { lastPeriodDate: 'today-2d', shortestCycle: 24, longestCycle: 35 },
      today: '2026-12-22',
      expect: {
        fertileStart: '2026-12-25',
        fertileEnd: '2027-01-12',
        firstFertileDay: 6,
        lastFertileDay: 24,
        fertileDays: 19,
        standardDays: null,
        calendarData: [{ month: 'December 2026' }, { month: 'January 2027' }],
      },
    },
    {
      // 27 − 18 = day 9 (Nov 23); 31 − 11 = day 20 (Dec 4); all cycles 26–32, so Standard Days days 8–19 (Nov 22 –
      // Dec 3) too: avoid days 8–20 = Nov 22 – Dec 4; lower chance days 1–7 (Nov 15–21) and 21–31 (Dec 5–15).
      title: 'Cycles of 27 to 31 days, period started 12 days ago',
      input: { lastPeriodDate: 'today-12d', shortestCycle: 27, longestCycle: 31 },
      today: '2026-11-27',
      expect: {
        avoidStart: '2026-11-22',
        avoidEnd: '2026-12-04',
        avoidDays: 13,
        fertileStart: '2026-11-23',
        standardDays: { start: '2026-11-22', end: '2026-12-03' },
        lowerChanceBefore: { start: '2026-11-15', end: '2026-11-21' },
        lowerChanceAfter: { start: '2026-12-05', end: '2026-12-15' },
      },
    },
  ],
  sources: [
    {
      title:
        'Institute for Reproductive Health, Georgetown University. Standard Days Method: days 8–19 for cycles of 26–32 days (Arévalo M, Jennings V, Sinai I. Efficacy of a new method of family planning: the Standard Days Method. Contraception 2002;65:333–338)',
      url: 'https://pubmed.ncbi.nlm.nih.gov/12057784/',
    },
    {
      title:
        'WHO and Johns Hopkins CCP. Family Planning: A Global Handbook for Providers (2022 update), chapter on fertility awareness methods (calendar rule, Standard Days Method, effectiveness)',
      url: 'https://fphandbook.org/',
    },
    {
      title: 'CDC: Effectiveness of family planning methods (typical-use pregnancy rates in the first year)',
      url: 'https://www.cdc.gov/contraception/',
    },
  ],
});
