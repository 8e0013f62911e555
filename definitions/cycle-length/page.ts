import { definePage } from '@/engine';
import calculator from './calculator';
import messages, { type Messages } from './messages.en.gen';

export default definePage(calculator, messages, (m: Messages) => ({
  description: m.description(),
  keywords: [
    m.keywordCycleLength(),
    m.keywordAverageCycle(),
    m.keywordMenstrualCycleLength(),
    m.keywordIrregularPeriods(),
    m.keywordPeriodCalculator(),
  ],
  examples: [
    {
      title: m.example1(),
      input: { dates: ['today-97d', 'today-69d', 'today-40d', 'today-12d'] },
      today: '2026-04-10',
      expect: {
        averageCycleLength: 28.3,
        cycleLengths: [28, 29, 28],
        regularity: 'regular',
        range: 'normal',
        severity: 'good',
        category: 'Regular cycles, all within the normal range of 24–38 days',
        nextPeriodDate: '2026-04-26',
        nextPeriodAhead: true,
        late: false,
        daysLate: 0,
      },
    },
    {
      title: m.example2(),
      input: { dates: ['today-5d', 'today-60d', 'today-32d', 'today-32d'] },
      today: '2028-04-01',
      expect: { averageCycleLength: 27.5, cycleLengths: [28, 27], nextPeriodDate: '2028-04-24' },
    },
    {
      // The mean (28) is typical, but 21 is under FIGO's 24 days and 35 − 21 = 14 is more than 9: not green.
      title: m.example3(),
      input: { dates: ['today-61d', 'today-40d', 'today-5d'] },
      today: '2026-08-01',
      expect: {
        averageCycleLength: 28,
        cycleLengths: [21, 35],
        shortest: 21,
        longest: 35,
        spread: 14,
        regularity: 'irregular',
        range: 'frequent',
        severity: 'caution',
        category: 'Irregular cycles, one shorter than 24 days',
      },
    },
    {
      // 23, 47 and 26 days average 32, inside 24–38, but the spread is 47 − 23 = 24 days and two cycles are out of
      // range: irregular, and no ovulation date from the average. Next period: today-5d + 23 … + 47.
      title: m.example4(),
      input: { dates: ['today-101d', 'today-78d', 'today-31d', 'today-5d'] },
      today: '2026-10-20',
      expect: {
        averageCycleLength: 32,
        cycleLengths: [23, 47, 26],
        spread: 24,
        regularity: 'irregular',
        range: 'both',
        severity: 'caution',
        category: 'Irregular cycles, one shorter than 24 and one longer than 38 days',
        nextPeriodDate: '2026-11-16',
        links: [
          { href: '/calculators/period-tracker?lastPeriodDate=2026-10-15&cycleLength=32&periodLength=5' },
        ],
      },
    },
    {
      // 34 − 26 = 8 days: inside FIGO's 7–9, at the edge of regular; every cycle inside 24–38. Neutral, not green.
      title: m.example5(),
      input: { dates: ['today-95d', 'today-69d', 'today-35d', 'today-5d'] },
      today: '2026-09-10',
      expect: {
        cycleLengths: [26, 34, 30],
        spread: 8,
        regularity: 'borderline',
        range: 'normal',
        severity: 'info',
        category: 'Cycles at the edge of regular, all within the normal range of 24–38 days',
      },
    },
    {
      title: m.example6(),
      input: { dates: ['today-91d', 'today-62d', 'today-32d', 'today-2d'] },
      today: '2026-12-01',
      expect: { averageCycleLength: 29.7, cycleLengths: [29, 30, 30] },
    },
    {
      title: m.example7(),
      input: { dates: ['today-40d', 'today-4d'] },
      today: '2026-02-10',
      expect: {
        averageCycleLength: 36,
        regularity: 'one',
        range: 'normal',
        severity: 'good',
        category: 'One cycle, within the normal range of 24–38 days',
      },
    },
    {
      // 40 and 41 days: regular (spread 1) but both over FIGO's 38 days: infrequent, see a clinician.
      title: m.example8(),
      input: { dates: ['today-86d', 'today-46d', 'today-5d'] },
      today: '2026-06-15',
      expect: {
        cycleLengths: [40, 41],
        regularity: 'regular',
        range: 'infrequent',
        severity: 'caution',
        category: 'Regular cycles, all longer than 38 days',
      },
    },
    {
      // Cycles of 28 and 28 days; the last period started Oct 14, so the next was due Nov 11, 16 days before Nov 27.
      title: m.example9(),
      input: { dates: ['today-100d', 'today-72d', 'today-44d'] },
      today: '2026-11-27',
      expect: {
        averageCycleLength: 28,
        nextPeriodDate: '2026-11-11',
        nextPeriodAhead: false,
        late: true,
        daysLate: 16,
        daysSinceLastPeriod: 44,
        noPeriodForMonths: false,
      },
    },
  ],
  sources: [
    {
      title: 'Office on Women’s Health (HHS): Your menstrual cycle',
      citedFor: m.citedForAdultCycles(),
      url: 'https://www.womenshealth.gov/menstrual-cycle/your-menstrual-cycle',
    },
    {
      title:
        'Munro MG, Critchley HOD, Fraser IS; FIGO Menstrual Disorders Committee. The two FIGO systems for normal and abnormal uterine bleeding symptoms, 2018 revisions. Int J Gynaecol Obstet 2018;143:393–408',
      url: 'https://doi.org/10.1002/ijgo.12666',
    },
  ],
}));
