import { defineCalculator, type FieldError } from '@/engine';
import { DAYS_PER_MONTH, DAYS_PER_YEAR, hairGrowthFormula, MAX_LENGTH } from './formula';
import type { Messages } from './messages.en.gen';
import { presentHairGrowth } from './present';

const LENGTH_LIMITS = { min: 0, max: MAX_LENGTH.mm } as const;
const LENGTH_LABELS = (m: Messages) =>
  ({
    startLength: m.lengthAtStart(),
    currentLength: m.lengthNow(),
    targetLength: m.targetLength(),
  }) as const;

export default defineCalculator((m: Messages) => ({
  id: 'hair-growth',
  name: m.name(),
  category: 'beauty-body',
  icon: 'scissors',
  color: 'purple',
  mode: 'live',
  audience: { note: m.audienceNote() },
  fields: {
    unit: {
      type: 'select',
      label: m.unitLabel(),
      required: true,
      default: 'cm',
      options: [
        { value: 'cm', label: m.unitOptionCm() },
        { value: 'in', label: m.unitOptionIn() },
        { value: m.mm(), label: m.unitOptionMm() },
      ],
    },
    startDate: { type: 'date', label: m.startDateLabel(), required: true },
    startLength: {
      type: 'number',
      label: LENGTH_LABELS(m).startLength,
      ...LENGTH_LIMITS,
      step: 0.1,
      required: true,
      placeholder: m.startLengthPlaceholder(),
      description: m.startLengthHelp(),
    },
    currentDate: { type: 'date', label: m.currentDateLabel(), required: true },
    currentLength: {
      type: 'number',
      label: LENGTH_LABELS(m).currentLength,
      ...LENGTH_LIMITS,
      step: 0.1,
      required: true,
      placeholder: m.currentLengthPlaceholder(),
      description: m.currentLengthHelp(),
    },
    targetLength: {
      type: 'number',
      label: LENGTH_LABELS(m).targetLength,
      ...LENGTH_LIMITS,
      step: 0.1,
      placeholder: m.targetLengthPlaceholder(),
      description: m.targetLengthHelp(),
    },
  },
  checks: (input, ctx, m) => {
    const errors: FieldError[] = [];
    for (const name of ['startLength', 'currentLength', 'targetLength'] as const) {
      const value = input[name];
      if (value !== undefined && value > MAX_LENGTH[input.unit]) {
        // The limit is written as is ("2500 mm"), as before the words moved into messages.
        const max = String(MAX_LENGTH[input.unit]);
        errors.push({ field: name, message: m.tooLong({ field: name, max, unit: input.unit }) });
      }
    }
    if (input.currentDate <= input.startDate) {
      errors.push({ field: 'currentDate', message: m.latestNotAfterStart() });
    } else if (input.currentDate > ctx.today) {
      errors.push({ field: 'currentDate', message: m.latestInFuture() });
    }
    if (input.currentLength <= input.startLength) {
      errors.push({ field: 'currentLength', message: m.noGrowth() });
    }
    return errors;
  },
  formula: hairGrowthFormula,
  present: presentHairGrowth,
  result: [
    {
      block: 'stats',
      title: m.yourHairGrowth(),
      items: [
        {
          label: m.perDay(),
          value: 'dailyGrowth',
          format: { kind: 'number', decimals: 3 },
          unitFrom: 'unitLabels.day',
        },
        {
          label: m.perWeek(),
          value: 'weeklyGrowth',
          format: { kind: 'number', decimals: 2 },
          unitFrom: 'unitLabels.week',
        },
        {
          label: m.perMonth(),
          value: 'monthlyGrowth',
          format: { kind: 'number', decimals: 2 },
          unitFrom: 'unitLabels.month',
        },
        {
          label: m.perYear(),
          value: 'annualGrowth',
          format: { kind: 'number', decimals: 1 },
          unitFrom: 'unitLabels.year',
        },
      ],
    },
    {
      block: 'stats',
      title: m.timeToYourTarget(),
      when: 'timeToTarget',
      items: [
        { label: m.days(), value: 'timeToTarget.days', format: { kind: 'integer' }, unit: m.days2() },
        {
          label: m.months(),
          value: 'timeToTarget.months',
          format: { kind: 'number', decimals: 1 },
          unit: m.months2(),
        },
        { label: m.expectedAround(), value: 'targetDate', format: { kind: 'date' } },
      ],
    },
    { block: 'list', title: m.whatThisMeans(), items: 'recommendations' },
  ],
  explain: (input, result, m) => {
    const { totalGrowth: total, elapsedDays: days, unit } = result;
    const lines = [
      m.explainGrowth({
        current: input.currentLength,
        start: input.startLength,
        total,
        unit,
        days,
        from: input.startDate,
        to: input.currentDate,
      }),
      m.explainDaily({
        total,
        days,
        daily: result.dailyGrowth,
        unit,
        perMonth: DAYS_PER_MONTH,
        perYear: DAYS_PER_YEAR,
      }),
    ];
    if (result.timeToTarget && input.targetLength !== undefined) {
      lines.push(
        m.explainTarget({
          target: input.targetLength,
          current: input.currentLength,
          ...result.timeToTarget,
          perMonth: DAYS_PER_MONTH,
        }),
      );
    }
    return lines;
  },
}));
