import {
  ACCEPTED_CYCLE,
  BORN_ON_DUE_DATE_WORDING,
  daysBetween,
  defineCalculator,
  FIGO_NORMAL_CYCLE,
  languageOf,
  lastPeriodField,
  PREGNANCY_DAYS,
} from '@/engine';
import { dueDateFormula } from './formula';
import messages, { type Messages } from './messages.en.gen';
import { dueDateWords } from './words';

/** 42 weeks: the latest a last period can be for a pregnancy still under way. */
const MAX_DAYS_SINCE_LAST_PERIOD = PREGNANCY_DAYS + 14;

/** Above FIGO's 38 days ovulation, and so the due date by the last period, is less certain (`longCycle`). */
const LONG_CYCLE = (m: Messages) => m.longCycle({ max: FIGO_NORMAL_CYCLE.max });

export default defineCalculator(messages, (m: Messages) => ({
  id: 'due-date',
  name: m.name(),
  description: m.description(),
  category: 'pregnancy-fertility',
  keywords: [
    m.keywordDueDate(),
    m.keywordPregnancyCalculator(),
    m.keywordHowManyWeeks(),
    m.keywordTrimester(),
    m.keywordNaegeleSRule(),
    m.keywordWhenIsMy(),
  ],
  icon: 'baby',
  color: 'pink',
  featured: true,
  audience: {
    note: m.audienceNote(),
  },
  fields: {
    lastPeriodDate: lastPeriodField(m),
    // 21–45 days, as the period tracker; over 38 days the result says an early ultrasound dates it better.
    cycleLength: {
      type: 'number',
      label: m.cycleLengthLabel(),
      min: ACCEPTED_CYCLE.min,
      max: ACCEPTED_CYCLE.max,
      integer: true,
      default: 28,
      suffix: m.cycleLengthSuffix(),
      description: m.cycleLengthHelp(),
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
  // The card's countdown says the days to go, or since the date once it has passed; no stat repeats the count, as
  // a "days until" stat would read 0 beside "Your due date was 9 days ago".
  result: [
    {
      block: 'category-card',
      title: m.yourEstimatedDueDate(),
      value: 'dueDate',
      format: { kind: 'weekday-date' },
      category: 'summary',
      interpretation: 'countdown',
    },
    { block: 'note', when: 'longCycle', tone: 'warning', text: LONG_CYCLE(m) },
    {
      block: 'stats',
      items: [
        { label: m.howFarAlong(), value: 'currentWeekText' },
        { label: m.trimester(), value: 'trimester', format: { kind: 'integer' } },
        { label: m.estimatedConception(), value: 'conceptionDate', format: { kind: 'date' } },
      ],
    },
    { block: 'progress', title: m.progressThrough40Weeks(), value: 'progress' },
    { block: 'custom', component: 'timeline', title: m.milestones(), props: { from: 'milestones' } },
    { block: 'list', title: m.careRecommendations(), items: 'recommendations' },
    {
      block: 'custom',
      component: 'ics-download',
      title: m.addToYourCalendar(),
      props: {
        filename: m.bloomcalcDueDateIcs(),
        label: m.downloadYourDueDate(),
        calendarName: m.bloomcalcPregnancy(),
        events: [
          { title: m.estimatedDueDate(), start: 'dueDate' },
          { each: 'milestones', title: m.pregnancyWeek(), start: 'date' },
        ],
      },
    },
    { block: 'custom', component: 'links', title: m.useTheseDatesElsewhere(), props: { from: 'links' } },
    {
      block: 'note',
      text: m.bornOnDueDate({ bornOnDueDate: BORN_ON_DUE_DATE_WORDING[languageOf(m).locale] }),
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
}));
