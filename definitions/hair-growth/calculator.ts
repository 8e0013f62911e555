import { defineCalculator, type FieldError } from '@/engine';
import { DAYS_PER_MONTH, DAYS_PER_YEAR, hairGrowthFormula, MAX_LENGTH } from './formula';
import messages, { type Messages } from './messages.en.gen';
import { hairGrowthWords } from './words';

const LENGTH_LIMITS = { min: 0, max: MAX_LENGTH.mm } as const;
const LENGTH_LABELS = (m: Messages) =>
  ({
    startLength: m.lengthAtStart(),
    currentLength: m.lengthNow(),
    targetLength: m.targetLength(),
  }) as const;

export default defineCalculator(messages, (m: Messages) => ({
  id: 'hair-growth',
  name: m.name(),
  description: m.description(),
  category: 'beauty-body',
  keywords: [
    m.keywordHairGrowthRate(),
    m.keywordHairLength(),
    m.keywordHowFastDoes(),
    m.keywordHairGrowthTracker(),
  ],
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
  present: hairGrowthWords,
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
  examples: [
    {
      // 100 days, 3.5 cm: 0.035/day; × 7 = 0.245 → 0.25; × 30.44 = 1.0654 → 1.07; × 365.25 = 12.78 → 12.8.
      // Target: 6.5 / 0.035 = 185.7 → 186 days = 6.11 → 6.1 months; Apr 11 + 186 days = Oct 14, 2026.
      title: m.example1(),
      input: {
        unit: 'cm',
        startDate: 'today-100d',
        startLength: 10,
        currentDate: 'today',
        currentLength: 13.5,
        targetLength: 20,
      },
      today: '2026-04-11',
      expect: {
        dailyGrowth: 0.035,
        weeklyGrowth: 0.25,
        monthlyGrowth: 1.07,
        annualGrowth: 12.8,
        timeToTarget: { days: 186, months: 6.1 },
        targetDate: '2026-10-14',
      },
    },
    {
      // Dec 31, 2023 → Mar 1, 2024 is 61 days (29-day February): 1 in / 61 = 0.01639/day → 0.016;
      // × 7 = 0.1148 → 0.11; × 30.44 = 0.4990 → 0.50; × 365.25 = 5.988 → 6.0. No target → null.
      title: m.example2(),
      input: {
        unit: 'in',
        startDate: 'today-61d',
        startLength: 8,
        currentDate: 'today',
        currentLength: 9,
      },
      today: '2024-03-01',
      expect: {
        dailyGrowth: 0.016,
        weeklyGrowth: 0.11,
        monthlyGrowth: 0.5,
        annualGrowth: 6,
        timeToTarget: null,
        elapsedDays: 61,
      },
    },
    {
      // 30 days, 10.5 mm: 0.35/day; × 7 = 2.45; × 30.44 = 10.654 → 10.65; × 365.25 = 127.84 → 127.8.
      // Target 105 mm is below the current 110.5 mm, so no time to target.
      title: m.example3(),
      input: {
        unit: 'mm',
        startDate: 'today-30d',
        startLength: 100,
        currentDate: 'today',
        currentLength: 110.5,
        targetLength: 105,
      },
      today: '2026-07-01',
      expect: {
        dailyGrowth: 0.35,
        weeklyGrowth: 2.45,
        monthlyGrowth: 10.65,
        annualGrowth: 127.8,
        timeToTarget: null,
        targetDate: null,
      },
    },
  ],
  sources: [
    {
      title:
        'Loussouarn G, El Rawadi C, Genain G. Diversity of hair growth profiles. Int J Dermatol 2005;44 Suppl 1:6–9',
    },
  ],
}));
