import { definePage } from '@/engine';
import calculator from './calculator';
import { METHOD_FIGURES, SDM_LONGEST_CYCLE, SDM_SHORTEST_CYCLE } from './formula';
import messages, { type Messages } from './messages.en.gen';

export default definePage(calculator, messages, (m: Messages) => ({
  description: m.description(),
  keywords: [
    m.keywordSafeDays(),
    m.keywordCalendarMethod(),
    m.keywordRhythmMethod(),
    m.keywordStandardDaysMethod(),
    m.keywordNaturalFamilyPlanning(),
    m.keywordContraception(),
    m.keywordBirthControl(),
  ],
  examples: [
    {
      // 26 − 18 = day 8 → Mar 1 + 7 = Mar 8; 32 − 11 = day 21 → Mar 21; 14 fertile days; before Mar 1–7; after Mar 22 –
      // day 32 = Apr 1; all cycles 26–32 → Standard Days days 8–19 = Mar 8–19.
      title: m.example1(METHOD_FIGURES),
      input: {
        lastPeriodDate: 'today-2d',
        shortestCycle: SDM_SHORTEST_CYCLE,
        longestCycle: SDM_LONGEST_CYCLE,
      },
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
      title: m.example2(),
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
      title: m.example3(),
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
      title: m.example4(),
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
        'WHO and Johns Hopkins CCP. Family Planning: A Global Handbook for Providers (2022 update), chapter on fertility awareness methods',
      citedFor: m.citedForMethods(),
      url: 'https://fphandbook.org/',
    },
    {
      title: 'CDC: Effectiveness of family planning methods',
      citedFor: m.citedForTypicalUse(),
      url: 'https://www.cdc.gov/contraception/',
    },
  ],
}));
