import { definePage } from '@/engine';
import calculator from './calculator';
import { DUE_DATE_DAYS, STANDARD_CYCLE } from './formula';
import messages, { type Messages } from './messages.en.gen';

export default definePage(calculator, messages, (m: Messages) => ({
  description: m.description(),
  keywords: [
    m.keywordDueDate(),
    m.keywordPregnancyCalculator(),
    m.keywordHowManyWeeks(),
    m.keywordTrimester(),
    m.keywordNaegeleSRule(),
    m.keywordWhenIsMy(),
  ],
  examples: [
    {
      title: m.example1(),
      input: { lastPeriodDate: 'today-8w3d' },
      today: '2026-03-31',
      expect: {
        dueDate: '2026-11-07',
        dueWeekday: 'Saturday',
        currentWeek: 8,
        currentDays: 3,
        currentWeekText: '8 weeks 3 days',
        trimester: 1,
        progress: 20,
        daysUntilDue: 221,
        milestones: [
          { week: 4, date: '2026-02-28', status: 'past' },
          { week: 8, date: '2026-03-28', status: 'current' },
          { week: 12, date: '2026-04-25', status: 'upcoming' },
          { week: 20, date: '2026-06-20', status: 'upcoming' },
          { week: 28, date: '2026-08-15', status: 'upcoming' },
          { week: 36, date: '2026-10-10', status: 'upcoming' },
          { week: 40, date: '2026-11-07', status: 'upcoming' },
        ],
      },
    },
    {
      title: m.example2(),
      input: { lastPeriodDate: 'today-19w3d', cycleLength: 35 },
      today: '2027-10-01',
      expect: {
        dueDate: '2028-02-29',
        dueWeekday: 'Tuesday',
        currentWeek: 18,
        currentDays: 3,
        trimester: 2,
        progress: 45,
        daysUntilDue: 151,
        conceptionDate: '2027-06-08',
      },
    },
    {
      title: m.example3(),
      input: { lastPeriodDate: 'today-27w2d', cycleLength: 21 },
      today: '2027-07-10',
      expect: {
        dueDate: '2027-09-30',
        currentWeek: 28,
        currentDays: 2,
        trimester: 3,
        progress: 70,
        daysUntilDue: 82,
      },
    },
    {
      // Oct 1 + 280 + (42 − 28) = Jul 8 + 14 = Jul 22, 2027; 8 weeks 4 days since Oct 1, minus the 14 days the
      // long cycle adds = 6 weeks 4 days. Over 38 days: the long-cycle note.
      title: m.example4(),
      input: { lastPeriodDate: 'today-8w4d', cycleLength: 42 },
      today: '2026-11-30',
      expect: {
        dueDate: '2027-07-22',
        currentWeek: 6,
        currentDays: 4,
        trimester: 1,
        conceptionDate: '2026-10-29',
        longCycle: true,
      },
    },
    {
      title: m.example5(),
      input: { lastPeriodDate: 'today-41w2d', cycleLength: 28 },
      today: '2026-10-17',
      expect: {
        dueDate: '2026-10-08',
        currentWeek: 41,
        currentDays: 2,
        trimester: 3,
        progress: 100,
        daysUntilDue: 0,
        daysPastDue: 9,
        countdown: 'Your due date was 9 days ago.',
      },
    },
  ],
  sources: [
    {
      title: 'ACOG Committee Opinion 700: Methods for Estimating the Due Date (2017)',
      url: 'https://www.acog.org/clinical/clinical-guidance/committee-opinion/articles/2017/05/methods-for-estimating-the-due-date',
    },
    {
      title:
        'Khambalia AZ et al. Predicting date of birth and examining the best time to date a pregnancy. 2013',
      url: 'https://pubmed.ncbi.nlm.nih.gov/23932061/',
    },
    {
      title: "Naegele's rule",
      citedFor: m.citedForNaegele({ days: DUE_DATE_DAYS, cycle: STANDARD_CYCLE }),
    },
    {
      title:
        'Munro MG, Critchley HOD, Fraser IS; FIGO Menstrual Disorders Committee. The two FIGO systems for normal and abnormal uterine bleeding symptoms, 2018 revisions. Int J Gynaecol Obstet 2018;143:393–408',
      citedFor: m.citedForNormalCycles(),
      url: 'https://doi.org/10.1002/ijgo.12666',
    },
    {
      title: 'ACOG Committee Opinion 462: Moderate Caffeine Consumption During Pregnancy',
      citedFor: m.citedForCaffeine(),
      url: 'https://www.acog.org/clinical/clinical-guidance/committee-opinion/articles/2010/08/moderate-caffeine-consumption-during-pregnancy',
    },
    {
      title: 'NHS: Your pregnancy and baby guide, week by week',
      url: 'https://www.nhs.uk/pregnancy/week-by-week/',
    },
  ],
}));
