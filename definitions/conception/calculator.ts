import { daysBetween, defineCalculator } from '@/engine';
import { conceptionFormula } from './formula';
import type { Messages } from './messages.en.gen';
import { presentConception } from './present';

/** 44 weeks: a due date further ahead belongs to a pregnancy that has not begun. */
const MAX_DAYS_AHEAD = 44 * 7;
/** Two years back (730 days) is as far as a past due date is accepted. */
const MAX_DAYS_AGO = 730;

export default defineCalculator((m: Messages) => ({
  id: 'conception',
  name: m.name(),
  category: 'pregnancy-fertility',
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
  present: presentConception,
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
}));
