import { addDaysIso, daysBetween, defineCalculator, PREGNANCY_DAYS } from '@/engine';
import { DAYS_BEFORE_FERTILIZATION, EMBRYO_AGES, FERTILIZATION_TO_DUE_DAYS, ivfFormula } from './formula';
import type { Messages } from './messages.en.gen';
import { presentIvf } from './present';

/** A transfer whose LMP-equivalent is over 42 weeks ago belongs to a pregnancy that has ended. */
const MAX_DAYS_SINCE_LMP_EQUIVALENT = PREGNANCY_DAYS + 14;
/** A planned transfer may be up to a year ahead. */
const MAX_DAYS_AHEAD = 365;

export default defineCalculator((m: Messages) => ({
  id: 'ivf-due-date',
  name: m.name(),
  category: 'pregnancy-fertility',
  icon: 'microscope',
  color: 'purple',
  audience: { note: m.audienceNote() },
  fields: {
    transferDate: { type: 'date', label: m.transferDateLabel(), required: true },
    embryoAge: {
      type: 'number',
      label: m.embryoAgeLabel(),
      min: 3,
      max: 6,
      integer: true,
      suffix: m.embryoAgeSuffix(),
      required: true,
      placeholder: m.embryoAgePlaceholder(),
      description: m.embryoAgeHelp(),
    },
    transferType: {
      type: 'select',
      label: m.transferTypeLabel(),
      description: m.transferTypeHelp(),
      options: [
        { value: 'fresh', label: m.transferTypeOptionFresh() },
        { value: 'frozen', label: m.transferTypeOptionFrozen() },
      ],
    },
  },
  checks: (input, ctx, m) => {
    if (!(EMBRYO_AGES as readonly number[]).includes(input.embryoAge)) {
      return [{ field: 'embryoAge', message: m.embryoAgeNotTransferred() }];
    }
    const lmpEquivalent = addDaysIso(input.transferDate, -(input.embryoAge + 14));
    if (daysBetween(lmpEquivalent, ctx.today) > MAX_DAYS_SINCE_LMP_EQUIVALENT) {
      return [
        {
          field: 'transferDate',
          message: m.transferTooLongAgo({ weeks: MAX_DAYS_SINCE_LMP_EQUIVALENT / 7 }),
        },
      ];
    }
    if (daysBetween(ctx.today, input.transferDate) > MAX_DAYS_AHEAD) {
      return [{ field: 'transferDate', message: m.transferTooFarAhead() }];
    }
    return [];
  },
  formula: ivfFormula,
  present: presentIvf,
  result: [
    {
      block: 'category-card',
      title: m.yourEstimatedDueDate(),
      value: 'dueDate',
      format: { kind: 'weekday-date' },
      category: 'summary',
      interpretation: 'countdown',
    },
    {
      block: 'stats',
      when: 'freshTransfer',
      items: [
        { label: m.lmpEquivalentDate(), value: 'lmpEquivalent', format: { kind: 'date' } },
        {
          // The words of the result's dayZeroLabel; tests/unit/es-checks-pregnancy.test.ts holds the two together.
          label: m.fertilizationEggCollectionDate(),
          value: 'fertilizationDate',
          format: { kind: 'date' },
        },
      ],
    },
    {
      block: 'stats',
      when: 'notFreshTransfer',
      items: [
        { label: m.lmpEquivalentDate(), value: 'lmpEquivalent', format: { kind: 'date' } },
        {
          label: m.conceptionEquivalentDateEmbryo(),
          value: 'fertilizationDate',
          format: { kind: 'date' },
        },
      ],
    },
    { block: 'list', title: m.goodToKnow(), items: 'recommendations' },
    {
      block: 'custom',
      component: 'ics-download',
      title: m.addToYourCalendar(),
      props: {
        filename: m.bloomcalcIvfDueDate(),
        label: m.downloadYourEstimatedDue(),
        calendarName: m.bloomcalcPregnancy(),
        events: [{ title: m.estimatedDueDate(), start: 'dueDate' }],
      },
    },
    { block: 'custom', component: 'links', title: m.useTheseDatesElsewhere(), props: { from: 'links' } },
  ],
  explain: (input, result, m) => {
    const fresh = result.freshTransfer ? 'yes' : 'no';
    return [
      m.explainDayZero({
        label: result.dayZeroLabel,
        transfer: input.transferDate,
        embryoAge: input.embryoAge,
        dayZero: result.fertilizationDate,
      }),
      m.explainDueDate({
        embryoAge: input.embryoAge,
        dueDate: result.dueDate,
        fresh,
        toDue: FERTILIZATION_TO_DUE_DAYS,
      }),
      m.explainLmp({ fresh, lmp: result.lmpEquivalent, beforeFertilization: DAYS_BEFORE_FERTILIZATION }),
    ];
  },
}));
