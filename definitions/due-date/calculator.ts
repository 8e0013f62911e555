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
import {
  dueDateFormula,
  FIRST_TRIMESTER_WEEK,
  PREGNANCY_WEEKS,
  STANDARD_CYCLE,
  THIRD_TRIMESTER_WEEK,
} from './formula';
import type { Messages } from './messages.en.gen';
import { presentDueDate } from './present';

/** 42 weeks: the latest a last period can be for a pregnancy still under way. */
const MAX_DAYS_SINCE_LAST_PERIOD = PREGNANCY_DAYS + 14;

/** Above FIGO's 38 days ovulation, and so the due date by the last period, is less certain (`longCycle`). */
const LONG_CYCLE = (m: Messages) => m.longCycle({ max: FIGO_NORMAL_CYCLE.max });

export default defineCalculator((m: Messages) => ({
  id: 'due-date',
  name: m.name(),
  category: 'pregnancy-fertility',
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
      default: STANDARD_CYCLE,
      suffix: m.cycleLengthSuffix(),
      description: m.cycleLengthHelp({ standard: STANDARD_CYCLE }),
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
  present: presentDueDate,
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
    { block: 'progress', title: m.progressThrough40Weeks({ weeks: PREGNANCY_WEEKS }), value: 'progress' },
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
      shift: input.cycleLength - STANDARD_CYCLE,
      standard: STANDARD_CYCLE,
      pregnancyDays: PREGNANCY_DAYS,
      dueDate: result.dueDate,
    }),
    m.explainWeeks({
      daysLeft: result.daysUntilDue,
      daysPast: result.daysPastDue,
      weeksAndDays: result.currentWeekText,
      trimester: result.trimester,
      pregnancyDays: PREGNANCY_DAYS,
      firstLast: FIRST_TRIMESTER_WEEK,
      thirdFirst: THIRD_TRIMESTER_WEEK,
    }),
    m.explainProgress({ weeks: result.currentWeek, progress: result.progress, total: PREGNANCY_WEEKS }),
  ],
}));
