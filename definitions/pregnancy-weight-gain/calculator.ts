import { defineCalculator, type FieldError, fromCanonical, heightField, WEIGHT_LIMITS } from '@/engine';
import {
  FIRST_TRIMESTER_EXPECTED,
  FIRST_TRIMESTER_WEEKS,
  pregnancyWeightGainFormula,
  TERM_WEEK,
  UNDERWEIGHT_BELOW,
} from './formula';
import type { Messages } from './messages.en.gen';
import { presentPregnancyWeightGain } from './present';

/** Pre-pregnancy BMI this calculator can assess; outside it, height or weight is almost certainly mistyped. */
const BMI_LIMITS = { min: 12, max: 70 } as const;
/** Largest plausible change since before pregnancy (kg). */
const CHANGE_LIMITS = { loss: 20, gain: 40 } as const;

export default defineCalculator((m: Messages) => ({
  id: 'pregnancy-weight-gain',
  name: m.name(),
  category: 'pregnancy-fertility',
  icon: 'weight',
  color: 'teal',
  audience: { note: m.audienceNote() },
  fields: {
    prePregnancyWeight: {
      type: 'quantity',
      label: m.prePregnancyWeightLabel(),
      dimension: 'mass',
      units: ['kg', 'lbs'],
      unitField: 'weightUnit',
      limits: WEIGHT_LIMITS,
      step: 0.1,
      required: true,
      placeholder: m.prePregnancyWeightPlaceholder(),
    },
    currentWeight: {
      type: 'quantity',
      label: m.currentWeightLabel(),
      dimension: 'mass',
      units: ['kg', 'lbs'],
      unitField: 'weightUnit',
      limits: WEIGHT_LIMITS,
      step: 0.1,
      required: true,
      placeholder: m.currentWeightPlaceholder(),
    },
    height: heightField(m),
    week: {
      type: 'number',
      label: m.weekLabel(),
      min: 1,
      max: 42,
      integer: true,
      required: true,
      placeholder: m.weekPlaceholder(),
      description: m.weekHelp(),
    },
    pregnancyType: {
      type: 'select',
      label: m.pregnancyTypeLabel(),
      required: true,
      default: 'singleton',
      options: [
        { value: 'singleton', label: m.pregnancyTypeOptionSingleton() },
        { value: 'twins', label: m.pregnancyTypeOptionTwins() },
        { value: 'triplets', label: m.pregnancyTypeOptionTriplets() },
      ],
    },
  },
  checks: (input, _ctx, m) => {
    const errors: FieldError[] = [];
    const bmi = input.prePregnancyWeight / (input.height / 100) ** 2;
    if (bmi < BMI_LIMITS.min || bmi > BMI_LIMITS.max) {
      errors.push({ field: 'height', message: m.bmiOutOfRange({ bmi, ...BMI_LIMITS }) });
    }
    const change = input.currentWeight - input.prePregnancyWeight;
    // The limit in pounds is the kg limit converted and rounded (40 kg → 88 lbs), so no figure is typed twice.
    const tooLarge = (kind: 'gain' | 'loss') => {
      const kg = CHANGE_LIMITS[kind];
      return m.changeTooLarge({ change: kind, kg, lbs: Math.round(fromCanonical(kg, 'lbs')) });
    };
    if (change > CHANGE_LIMITS.gain) errors.push({ field: 'currentWeight', message: tooLarge('gain') });
    else if (change < -CHANGE_LIMITS.loss) errors.push({ field: 'currentWeight', message: tooLarge('loss') });
    return errors;
  },
  formula: pregnancyWeightGainFormula,
  present: presentPregnancyWeightGain,
  result: [
    {
      block: 'category-card',
      title: m.weightGainedSoFar(),
      value: 'display.gainText',
      category: 'statusCategory',
      severity: 'severity',
      interpretation: 'statusMessage',
    },
    {
      block: 'note',
      when: 'isAbove',
      tone: 'warning',
      text: m.gainingMoreThanRecommended(),
    },
    {
      block: 'note',
      when: 'noGuideline',
      text: m.noPublishedGuidelineExists({ underweightBelow: UNDERWEIGHT_BELOW }),
    },
    {
      block: 'stats',
      items: [
        { label: m.prePregnancyBmi(), value: 'prePregnancyBMI', format: { kind: 'number', decimals: 1 } },
        { label: m.bmiCategory2(), value: 'bmiCategory' },
        { label: m.currentWeek(), value: 'gestationalWeeks', format: { kind: 'integer' } },
        { label: m.weeksRemaining(), value: 'remainingWeeks', format: { kind: 'integer' } },
      ],
    },
    {
      block: 'range',
      when: 'recommendedGain',
      title: m.recommendedTotalGainIom(),
      min: 'display.recommendedMin',
      max: 'display.recommendedMax',
      format: { kind: 'number', decimals: 1 },
      unitFrom: 'display.unit',
    },
    {
      block: 'stats',
      when: 'weekByWeek',
      items: [
        {
          label: m.expectedGainByNow(),
          value: 'display.expectedGain',
          format: { kind: 'number', decimals: 1 },
          unitFrom: 'display.unit',
        },
        { label: m.recommendedRangeForYour(), value: 'display.weekRangeText' },
        {
          label: m.weeklyTargetFromWeek({ week: FIRST_TRIMESTER_WEEKS }),
          value: 'display.weeklyGain',
          format: { kind: 'number', decimals: 2 },
          unitFrom: 'display.unit',
        },
        { label: m.weeklyRangeFromWeek({ week: FIRST_TRIMESTER_WEEKS }), value: 'display.weeklyRangeText' },
      ],
    },
    {
      block: 'progress',
      when: 'recommendedGain',
      title: m.gainSoFarAgainst(),
      value: 'progress',
    },
    {
      block: 'custom',
      when: 'weekByWeek',
      component: 'chart',
      title: m.yourGainAndThe(),
      props: {
        data: 'display.chartRows',
        x: { key: 'week', label: m.weekLabel(), format: { kind: 'integer' } },
        y: { label: m.weightGained(), format: { kind: 'number', decimals: 1 } },
        unitFrom: 'display.unit',
        series: [{ key: 'expected', label: m.expectedGain(), kind: 'line' }],
        band: { low: 'low', high: 'high', label: m.recommendedRangeForEach() },
        point: { x: 'gestationalWeeks', y: 'display.currentGain', label: m.yourGainSoFar() },
        caption: m.weightGainedByWeek({ term: TERM_WEEK }),
      },
    },
    { block: 'list', title: m.guidelines(), items: 'recommendations' },
  ],
  explain: (input, result, m) => {
    const { recommendedGain: range, rangeForWeek: week, expectedGain: expected } = result;
    let verdict = m.explainNoRange();
    if (range && result.totalOnly) verdict = m.explainTotalOnly(range);
    else if (
      range &&
      week &&
      expected !== null &&
      result.status !== 'no-guideline' &&
      result.status !== 'total-only'
    ) {
      verdict = m.explainRange({
        ...range,
        week: input.week,
        early: input.week <= FIRST_TRIMESTER_WEEKS ? 'yes' : 'no',
        weekTo40: Math.min(input.week, TERM_WEEK),
        firstExpected: FIRST_TRIMESTER_EXPECTED,
        firstWeeks: FIRST_TRIMESTER_WEEKS,
        weekly: result.recommendedWeeklyGain ?? 0,
        expected,
        weekMin: week.min,
        weekMax: week.max,
        status: result.status,
      });
    }
    return [
      m.explainBmi({
        weight: input.prePregnancyWeight,
        meters: input.height / 100,
        bmi: result.prePregnancyBMI,
        category: result.bmiCategory,
      }),
      m.explainGain({
        current: input.currentWeight,
        before: input.prePregnancyWeight,
        gain: result.currentGain,
      }),
      verdict,
    ];
  },
}));
