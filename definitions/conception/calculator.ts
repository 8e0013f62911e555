import { daysBetween, defineCalculator } from '@/engine';
import { conceptionFormula } from './formula';
import messages, { type Messages } from './messages.en.gen';
import { conceptionWords } from './words';

/** 44 weeks: a due date further ahead belongs to a pregnancy that has not begun. */
const MAX_DAYS_AHEAD = 44 * 7;
/** Two years back (730 days) is as far as a past due date is accepted. */
const MAX_DAYS_AGO = 730;

export default defineCalculator(messages, (m: Messages) => ({
  id: 'conception',
  name: m.name(),
  description: m.description(),
  category: 'pregnancy-fertility',
  keywords: [
    m.keywordConceptionDate(),
    m.keywordWhenDidI(),
    m.keywordFertileWindow(),
    m.keywordGestationalAge(),
    m.keywordFetalAge(),
    m.keywordWhenWasMy(),
  ],
  icon: 'heart',
  color: 'red',
  audience: {
    note: m.audienceNote(),
  },
  fields: {
    dueDate: {
      type: 'date',
      label: m.dueDateLabel(),
      required: true,
    },
    cycleLength: {
      type: 'number',
      label: m.cycleLengthLabel(),
      min: 21,
      max: 35,
      integer: true,
      default: 28,
      suffix: m.cycleLengthSuffix(),
      description: m.cycleLengthHelp(),
    },
  },
  checks: (input, ctx, m) => {
    const daysAhead = daysBetween(ctx.today, input.dueDate);
    if (daysAhead > MAX_DAYS_AHEAD) return [{ field: 'dueDate', message: m.dueTooFarAhead() }];
    if (daysAhead < -MAX_DAYS_AGO) return [{ field: 'dueDate', message: m.dueTooLongAgo() }];
    return [];
  },
  formula: conceptionFormula,
  present: conceptionWords,
  result: [
    {
      block: 'category-card',
      title: m.estimatedConceptionDate(),
      value: 'conceptionDate',
      format: { kind: 'weekday-date' },
    },
    {
      block: 'range',
      title: m.fertileWindowThatLed(),
      min: 'fertileWindow.start',
      max: 'fertileWindow.end',
      format: { kind: 'date' },
    },
    {
      block: 'stats',
      items: [{ label: m.firstDayOfLast(), value: 'lmpDate', format: { kind: 'date' } }],
    },
    {
      block: 'stats',
      when: 'pregnancyOngoing',
      items: [
        {
          label: m.gestationalAge(),
          value: 'gestationalAge',
          format: { kind: 'integer' },
          unit: m.weeks(),
        },
        { label: m.fetalAge(), value: 'fetalAge', format: { kind: 'integer' }, unit: m.weeks() },
      ],
    },
    { block: 'list', title: m.notes(), items: 'recommendations' },
    { block: 'custom', component: 'links', title: m.useTheseDatesElsewhere(), props: { from: 'links' } },
  ],
  explain: (input, result, m) => [
    m.explainConception({ dueDate: input.dueDate, conception: result.conceptionDate }),
    m.explainLmp({ cycleLength: input.cycleLength, lmp: result.lmpDate }),
    m.explainWindow(result.fertileWindow),
    result.pregnancyOngoing
      ? m.explainAges({
          dueDate: input.dueDate,
          gestational: result.gestationalAge ?? 0,
          fetal: result.fetalAge ?? 0,
        })
      : m.explainNoAges(),
  ],
  examples: [
    {
      title: m.example1(),
      input: { dueDate: 'today+31w4d' },
      today: '2026-03-31',
      expect: {
        conceptionDate: '2026-02-14',
        lmpDate: '2026-01-31',
        fertileWindow: { start: '2026-02-09', end: '2026-02-15' },
        gestationalAge: 8,
        fetalAge: 6,
      },
    },
    {
      title: m.example2(),
      input: { dueDate: 'today+24w5d', cycleLength: 35 },
      today: '2028-06-01',
      expect: {
        conceptionDate: '2028-02-29',
        lmpDate: '2028-02-08',
        fertileWindow: { start: '2028-02-24', end: '2028-03-01' },
        gestationalAge: 15,
        fetalAge: 13,
      },
    },
    {
      title: m.example3(),
      input: { dueDate: 'today+40w4d', cycleLength: 21 },
      today: '2026-12-20',
      expect: {
        conceptionDate: '2027-01-07',
        lmpDate: '2026-12-31',
        fertileWindow: { start: '2027-01-02', end: '2027-01-08' },
        gestationalAge: 0,
        fetalAge: 0,
      },
    },
    {
      title: m.example4(),
      input: { dueDate: 'today-543d' },
      today: '2026-11-26',
      expect: {
        conceptionDate: '2024-09-08',
        gestationalAge: null,
        fetalAge: null,
        pregnancyOngoing: false,
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
        'Wilcox AJ, Weinberg CR, Baird DD. Timing of sexual intercourse in relation to ovulation. N Engl J Med 1995;333:1517–21',
      url: 'https://pubmed.ncbi.nlm.nih.gov/7477165/',
    },
  ],
}));
