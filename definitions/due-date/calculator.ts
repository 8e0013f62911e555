import {
  ACCEPTED_CYCLE,
  BORN_ON_DUE_DATE,
  daysBetween,
  defineCalculator,
  FIGO_NORMAL_CYCLE,
  LAST_PERIOD_FIELD,
  PREGNANCY_DAYS,
} from '@/engine';
import { type DueDateInput, type DueDateValues, dueDateFormula } from './formula';
import messages, { type Messages } from './messages.en.gen';
import { type DueDateResult, dueDateWords } from './words';

/** 42 weeks: the latest a last period can be for a pregnancy still under way. */
const MAX_DAYS_SINCE_LAST_PERIOD = PREGNANCY_DAYS + 14;

/** Above FIGO's 38 days ovulation, and so the due date by the last period, is less certain (`longCycle`). */
const LONG_CYCLE = messages.longCycle({ max: FIGO_NORMAL_CYCLE.max });

export default defineCalculator<DueDateInput, DueDateResult, DueDateValues, Messages>({
  id: 'due-date',
  name: 'Pregnancy Due Date Calculator',
  description:
    'Find your estimated due date from the first day of your last period, how far along you are, your trimester and the milestones ahead.',
  category: 'pregnancy-fertility',
  keywords: [
    'due date',
    'pregnancy calculator',
    'how many weeks pregnant',
    'trimester',
    "naegele's rule",
    'when is my baby due',
  ],
  icon: 'baby',
  color: 'pink',
  featured: true,
  audience: {
    note: 'For a pregnancy dated by the last period, with cycles of 21\u201345 days; an early scan dates it best.',
  },
  fields: {
    lastPeriodDate: LAST_PERIOD_FIELD,
    // 21–45 days, as the period tracker; over 38 days the result says an early ultrasound dates it better.
    cycleLength: {
      type: 'number',
      label: 'Cycle length',
      min: ACCEPTED_CYCLE.min,
      max: ACCEPTED_CYCLE.max,
      integer: true,
      default: 28,
      suffix: 'days',
      description: 'Optional: leave 28 if you are not sure.',
    },
  },
  // Keep on this device logs her period start; her journal fills in her latest logged start.
  journal: { periods: 'lastPeriodDate' },
  checks: (input, ctx, m) => {
    const daysAgo = daysBetween(input.lastPeriodDate, ctx.today);
    if (daysAgo < 0) return [{ field: 'lastPeriodDate', message: m.lastPeriodInFuture() }];
    if (daysAgo > MAX_DAYS_SINCE_LAST_PERIOD) {
      return [
        {
          field: 'lastPeriodDate',
          message: m.lastPeriodTooLongAgo({ weeks: MAX_DAYS_SINCE_LAST_PERIOD / 7 }),
        },
      ];
    }
    return [];
  },
  formula: dueDateFormula,
  present: dueDateWords,
  messages,
  // The card's countdown says the days to go, or since the date once it has passed; no stat repeats the count, as
  // a "days until" stat would read 0 beside "Your due date was 9 days ago".
  result: [
    {
      block: 'category-card',
      title: 'Your estimated due date',
      value: 'dueDate',
      format: { kind: 'weekday-date' },
      category: 'summary',
      interpretation: 'countdown',
    },
    { block: 'note', when: 'longCycle', tone: 'warning', text: LONG_CYCLE },
    {
      block: 'stats',
      items: [
        { label: 'How far along', value: 'currentWeekText' },
        { label: 'Trimester', value: 'trimester', format: { kind: 'integer' } },
        { label: 'Estimated conception', value: 'conceptionDate', format: { kind: 'date' } },
      ],
    },
    { block: 'progress', title: 'Progress through 40 weeks', value: 'progress' },
    { block: 'custom', component: 'timeline', title: 'Milestones', props: { from: 'milestones' } },
    { block: 'list', title: 'Care recommendations', items: 'recommendations' },
    {
      block: 'custom',
      component: 'ics-download',
      title: 'Add to your calendar',
      props: {
        filename: 'bloomcalc-due-date.ics',
        label: 'Download your due date and milestones (.ics)',
        calendarName: 'BloomCalc pregnancy',
        events: [
          { title: 'Estimated due date', start: 'dueDate' },
          { each: 'milestones', title: 'Pregnancy week {week}: {description}', start: 'date' },
        ],
      },
    },
    { block: 'custom', component: 'links', title: 'Use these dates elsewhere', props: { from: 'links' } },
    {
      block: 'note',
      text: `Only ${BORN_ON_DUE_DATE} babies arrives on the due date itself; most come within two weeks either side. An early ultrasound dates a pregnancy more accurately than the last period.`,
    },
  ],
  explain: (input, result, m) => [
    m.explainDueDate({
      lastPeriod: input.lastPeriodDate,
      cycleLength: input.cycleLength,
      dueDate: result.dueDate,
    }),
    m.explainWeeks({
      daysLeft: result.daysUntilDue,
      daysPast: result.daysPastDue,
      weeksAndDays: result.currentWeekText,
      trimester: result.trimester,
    }),
    m.explainProgress({ weeks: result.currentWeek, progress: result.progress }),
  ],
  examples: [
    {
      title: 'Last period started 8 weeks 3 days ago',
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
      title: 'Cycle of 35 days, period started 19 weeks 3 days ago',
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
      title: 'Cycle of 21 days, period started 27 weeks 2 days ago',
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
      title: 'Cycle of 42 days, period started 8 weeks 4 days ago',
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
      title: 'Last period started 41 weeks 2 days ago (past the due date)',
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
      title:
        "Naegele's rule: first day of the last period + 280 days for a 28-day cycle; adding (cycle length − 28) days is a common convention, not ACOG guidance",
    },
    {
      title:
        'Munro MG, Critchley HOD, Fraser IS; FIGO Menstrual Disorders Committee. The two FIGO systems for normal and abnormal uterine bleeding symptoms, 2018 revisions. Int J Gynaecol Obstet 2018;143:393–408 (normal cycles 24–38 days)',
      url: 'https://doi.org/10.1002/ijgo.12666',
    },
    {
      title:
        'ACOG Committee Opinion 462: Moderate Caffeine Consumption During Pregnancy (less than 200 mg a day)',
      url: 'https://www.acog.org/clinical/clinical-guidance/committee-opinion/articles/2010/08/moderate-caffeine-consumption-during-pregnancy',
    },
    {
      title: 'NHS: Your pregnancy and baby guide, week by week',
      url: 'https://www.nhs.uk/pregnancy/week-by-week/',
    },
  ],
});
