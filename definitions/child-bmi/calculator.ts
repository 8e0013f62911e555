import { addMonthsIso, defineCalculator, type FieldError, measurementDateError } from '@/engine';
import {
  BOY_SIGMA_AGE,
  BOY_SIGMA_AGE2,
  BOY_SIGMA_INTERCEPT,
  CHILD_BMI_FIGURES,
  childBmiFormula,
  EXTENDED_BASE,
  EXTENDED_SPAN,
  GIRL_SIGMA_AGE,
  GIRL_SIGMA_AGE2,
  GIRL_SIGMA_INTERCEPT,
  OBESITY_FROM,
  OVERWEIGHT_FROM,
  UNDERWEIGHT_BELOW,
} from './formula';
import type { Messages } from './messages.en.gen';
import { presentChildBmi } from './present';

/**
 * Which of the engine's measurement-date problems `error` is (the engine's check decides; the sentence is the page
 * language's message).
 */
const dateProblem = (error: FieldError, on: string, today: string) =>
  error.field === 'birthDate' ? 'birthInFuture' : on > today ? 'measuredInFuture' : 'beforeBirth';

export default defineCalculator((m: Messages) => ({
  id: 'child-bmi',
  name: m.name(CHILD_BMI_FIGURES),
  category: 'baby-child',
  icon: 'person-standing',
  color: 'orange',
  audience: { note: m.audienceNote(CHILD_BMI_FIGURES) },
  fields: {
    sex: {
      type: 'select',
      label: m.sexLabel(),
      noun: m.sexNoun(),
      options: [
        { value: 'girl', label: m.sexOptionGirl() },
        { value: 'boy', label: m.sexOptionBoy() },
      ],
      required: true,
      description: m.sexHelp(),
    },
    birthDate: { type: 'date', label: m.birthDateLabel(), required: true },
    measuredOn: {
      type: 'date',
      label: m.measuredOnLabel(),
      description: m.measuredOnHelp(),
    },
    height: {
      type: 'quantity',
      label: m.heightLabel(),
      dimension: 'length',
      units: ['cm', 'ft'],
      // 2 ft 4 in to 7 ft 2 in, the same heights as 70–220 cm.
      limits: { cm: { min: 70, max: 220 }, ft: { min: 28 / 12, max: 86 / 12 } },
      step: 0.1,
      required: true,
      placeholder: m.heightPlaceholder(),
      description: m.heightHelp(),
    },
    weight: {
      type: 'quantity',
      label: m.weightLabel(),
      dimension: 'mass',
      units: ['kg', 'lbs'],
      limits: { kg: { min: 8, max: 250 }, lbs: { min: 18, max: 550 } },
      step: 0.1,
      required: true,
      placeholder: m.weightPlaceholder(),
    },
  },
  checks: (input, ctx, m) => {
    const errors: FieldError[] = [];
    const on = input.measuredOn ?? ctx.today;
    const field = input.measuredOn ? 'measuredOn' : 'birthDate';
    const dateError = measurementDateError(input, ctx.today, m);
    if (dateError)
      errors.push({
        field: dateError.field,
        message: m.dateError({ problem: dateProblem(dateError, on, ctx.today) }),
      });
    else if (on < addMonthsIso(input.birthDate, 24)) errors.push({ field, message: m.underTwo() });
    else if (on >= addMonthsIso(input.birthDate, 240)) errors.push({ field, message: m.fromTwenty() });
    return errors;
  },
  formula: childBmiFormula,
  present: presentChildBmi,
  result: [
    {
      block: 'category-card',
      title: m.bmiForAgePercentile(),
      // "64th", "2.2nd", "99.95th": the precision the formula chose, written as an ordinal by messages.ts.
      value: 'percentileShown',
      format: { kind: 'text' },
      category: 'category',
      severity: 'severity',
      interpretation: 'interpretation',
    },
    {
      block: 'stats',
      items: [
        { label: m.bmi(), value: 'bmi', format: { kind: 'number', decimals: 1 }, unit: m.kgM() },
        { label: m.zScore(), value: 'z', format: { kind: 'number', decimals: 2 } },
        { label: m.age(), value: 'ageYears', format: { kind: 'number', decimals: 1 }, unit: m.years() },
        {
          label: m.bmiAtThe95th(CHILD_BMI_FIGURES),
          value: 'bmiAt95th',
          format: { kind: 'number', decimals: 1 },
          unit: m.kgM(),
        },
      ],
    },
    {
      block: 'stats',
      when: 'percentOf95th',
      title: m.aboveThe95thPercentile(CHILD_BMI_FIGURES),
      items: [
        {
          label: m.percentOfThe95th(CHILD_BMI_FIGURES),
          value: 'percentOf95th',
          format: { kind: 'percent', decimals: 1 },
        },
        { label: m.obesityClass2(), value: 'severeObesity', format: { kind: 'text' } },
      ],
    },
    {
      block: 'custom',
      component: 'chart',
      title: m.bmiForAgeChart(),
      props: {
        data: 'curves',
        x: { key: 'age', label: m.ageYears(), format: { kind: 'integer' } },
        y: { label: m.bmiKgM(), format: { kind: 'number', decimals: 1 }, fromZero: false },
        series: [
          { key: 'p95', label: m.t95th({ p: OBESITY_FROM }), color: 'var(--chakra-colors-red-500)' },
          { key: 'p85', label: m.t85th({ p: OVERWEIGHT_FROM }), color: 'var(--chakra-colors-orange-500)' },
          { key: 'p5', label: m.t5th({ p: UNDERWEIGHT_BELOW }), color: 'var(--chakra-colors-teal-500)' },
        ],
        endLabels: true,
        point: { x: 'ageYears', y: 'bmi', label: m.yourChildSBmi() },
        caption: m.cdc2000BmiFor(CHILD_BMI_FIGURES),
      },
    },
    {
      block: 'note',
      text: m.childrenSBmiChanges(),
    },
    {
      block: 'note',
      text: m.sourceCdc2000Growth(CHILD_BMI_FIGURES),
    },
  ],
  explain: (input, result, m) => [
    m.explainBmi({ weight: input.weight, meters: input.height / 100, bmi: result.bmi }),
    m.explainAge({ months: result.ageMonths }),
    result.sigma === undefined
      ? m.explainZ({
          ...CHILD_BMI_FIGURES,
          z: result.z,
          band: result.belowLowestShown ? 'below' : 'shown',
          percentile: result.percentile,
          category: result.category,
        })
      : m.explainExtended({
          ...CHILD_BMI_FIGURES,
          girlIntercept: GIRL_SIGMA_INTERCEPT,
          girlAge: GIRL_SIGMA_AGE,
          girlAge2: GIRL_SIGMA_AGE2,
          boyIntercept: BOY_SIGMA_INTERCEPT,
          boyAge: BOY_SIGMA_AGE,
          boyAge2: BOY_SIGMA_AGE2,
          base: EXTENDED_BASE,
          span: EXTENDED_SPAN,
          sex: input.sex,
          sigma: result.sigma,
          years: result.ageYears,
          bmi: result.bmi,
          bmiAt95th: result.bmiAt95th,
          percentile: result.percentile,
          z: result.z,
          category: result.category,
        }),
    ...(result.percentOf95th === undefined || result.severeObesity === undefined
      ? []
      : [
          m.explainPercentOf95th({
            ...CHILD_BMI_FIGURES,
            bmi: result.bmi,
            bmiAt95th: result.bmiAt95th,
            percent: result.percentOf95th,
          }),
          m.explainClass({
            ...CHILD_BMI_FIGURES,
            percent: result.percentOf95th,
            bmi: result.bmi,
            severeObesity: result.severeObesity,
          }),
        ]),
  ],
}));
