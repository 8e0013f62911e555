import {
  addMonthsIso,
  defineCalculator,
  type FieldError,
  measurementDateError,
  type ResultBlock,
} from '@/engine';
import {
  babyGrowthFormula,
  CURVE_P15,
  CURVE_P50,
  CURVE_P85,
  MAX_MONTHS,
  type Measure,
  OUTER_HIGH_PERCENTILE,
  OUTER_LOW_PERCENTILE,
  PRETERM_BEFORE_WEEKS,
  TERM_WEEKS,
  WEEKS_AT_BIRTH,
} from './formula';
import type { Messages } from './messages.en.gen';
import { type BabyGrowthResult, presentBabyGrowth } from './present';

/**
 * Which of the engine's measurement-date problems `error` is (the engine's check decides; the sentence is the page
 * language's message).
 */
const dateProblem = (error: FieldError, on: string, today: string) =>
  error.field === 'birthDate' ? 'birthInFuture' : on > today ? 'measuredInFuture' : 'beforeBirth';

/**
 * A measurement in a tail of its own (below the 3rd or above the 97th percentile for the head, beyond ±3 SD for any):
 * a card led by what to do, coloured by the severity the formula gives it, above everything else.
 */
function concernCard(key: Measure, title: string): ResultBlock<BabyGrowthResult> {
  return {
    block: 'category-card',
    when: `concern.${key}`,
    title,
    value: `${key}.shown`,
    format: { kind: 'text' },
    category: `concern.${key}.category`,
    severity: `concern.${key}.severity`,
    action: `concern.${key}.action`,
    interpretation: `concern.${key}.interpretation`,
  };
}

/** One measurement's result: its percentile and z, then its WHO chart with the baby's point. */
function measureBlocks(
  m: Messages,
  key: 'weight' | 'length' | 'head',
  title: string,
): ResultBlock<BabyGrowthResult> {
  return {
    block: 'group',
    when: key,
    blocks: [
      {
        block: 'stats',
        title,
        items: [
          { label: m.percentile(), value: `${key}Percentile`, format: { kind: 'number', decimals: 1 } },
          { label: m.zScore(), value: `${key}Z`, format: { kind: 'number', decimals: 2 } },
          { label: m.measured(), value: `${key}.shown`, format: { kind: 'text' } },
        ],
      },
      {
        block: 'custom',
        component: 'chart',
        props: {
          data: `${key}.curves`,
          x: { key: 'month', label: m.ageMonthsCorrectedIf(), format: { kind: 'integer' } },
          y: { label: title, format: { kind: 'number', decimals: 1 }, fromZero: false },
          unitFrom: `${key}.unit`,
          series: [
            {
              key: 'p97',
              label: m.t97th({ p: OUTER_HIGH_PERCENTILE }),
              color: 'var(--chakra-colors-orange-500)',
            },
            { key: 'p85', label: m.t85th({ p: CURVE_P85 }), color: 'var(--chakra-colors-teal-500)' },
            { key: 'p50', label: m.t50th({ p: CURVE_P50 }), color: 'var(--chakra-colors-purple-500)' },
            { key: 'p15', label: m.t15th({ p: CURVE_P15 }), color: 'var(--chakra-colors-teal-500)' },
            {
              key: 'p3',
              label: m.t3rd({ p: OUTER_LOW_PERCENTILE }),
              color: 'var(--chakra-colors-orange-500)',
            },
          ],
          endLabels: true,
          point: { x: 'ageMonths', y: `${key}.value`, label: m.chartPoint({ measure: key }) },
          caption: m.chartCaption({
            measure: key,
            low: OUTER_LOW_PERCENTILE,
            p15: CURVE_P15,
            p50: CURVE_P50,
            p85: CURVE_P85,
            high: OUTER_HIGH_PERCENTILE,
          }),
        },
      },
    ],
  };
}

export default defineCalculator((m: Messages) => ({
  id: 'baby-growth',
  name: m.name(),
  category: 'baby-child',
  icon: 'chart-spline',
  color: 'orange',
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
    weeksAtBirth: {
      type: 'number',
      label: m.weeksAtBirthLabel(),
      min: WEEKS_AT_BIRTH.min,
      max: WEEKS_AT_BIRTH.max,
      integer: true,
      suffix: m.weeksAtBirthSuffix(),
      placeholder: m.weeksAtBirthPlaceholder(),
      description: m.weeksAtBirthHelp({
        min: WEEKS_AT_BIRTH.min,
        max: WEEKS_AT_BIRTH.max,
        preterm: PRETERM_BEFORE_WEEKS,
      }),
    },
    measuredOn: {
      type: 'date',
      label: m.measuredOnLabel(),
      description: m.measuredOnHelp(),
    },
    weight: {
      type: 'quantity',
      label: m.weightLabel(),
      dimension: 'mass',
      units: ['kg', 'lb-oz', 'lbs'],
      limits: { kg: { min: 0.5, max: 30 }, 'lb-oz': { min: 1.1, max: 66 }, lbs: { min: 1.1, max: 66 } },
      step: 0.01,
      placeholder: m.weightPlaceholder(),
      description: m.weightHelp(),
    },
    length: {
      type: 'quantity',
      label: m.lengthLabel(),
      dimension: 'length',
      units: ['cm', 'in'],
      limits: { cm: { min: 35, max: 120 }, in: { min: 14, max: 47 } },
      step: 0.1,
      placeholder: m.lengthPlaceholder(),
      description: m.lengthHelp(),
    },
    headCircumference: {
      type: 'quantity',
      label: m.headCircumferenceLabel(),
      dimension: 'length',
      units: ['cm', 'in'],
      unitField: 'headUnit',
      limits: { cm: { min: 25, max: 60 }, in: { min: 10, max: 24 } },
      step: 0.1,
      placeholder: m.headCircumferencePlaceholder(),
      description: m.headCircumferenceHelp(),
    },
  },
  // Keep on this device adds this measurement to her baby's line; her journal fills in the baby's sex, birth date
  // and weeks at birth.
  journal: {
    baby: {
      sex: { field: 'sex', female: 'girl', male: 'boy' },
      birthDate: 'birthDate',
      weeksAtBirth: 'weeksAtBirth',
      measuredOn: 'measuredOn',
      weight: 'weight',
      length: 'length',
      head: 'headCircumference',
    },
  },
  audience: {
    note: m.audienceNote(),
    outside: [
      {
        field: 'weeksAtBirth',
        below: PRETERM_BEFORE_WEEKS,
        action: 'adjust',
        shows: ['ageUsed', 'correctedAgeDays'],
      },
    ],
  },
  checks: (input, ctx, m) => {
    const errors: FieldError[] = [];
    const on = input.measuredOn ?? ctx.today;
    const dateError = measurementDateError(input, ctx.today, m);
    if (dateError)
      errors.push({
        field: dateError.field,
        message: m.dateError({ problem: dateProblem(dateError, on, ctx.today) }),
      });
    else if (on > addMonthsIso(input.birthDate, MAX_MONTHS))
      errors.push({
        field: input.measuredOn ? 'measuredOn' : 'birthDate',
        message: m.afterSecondBirthday(),
      });
    if (input.weight === undefined && input.length === undefined && input.headCircumference === undefined)
      errors.push({ field: 'weight', message: m.noMeasurement() });
    return errors;
  },
  formula: babyGrowthFormula,
  present: presentBabyGrowth,
  result: [
    concernCard('head', m.headCircumferenceLabel()),
    concernCard('weight', m.weightLabel()),
    concernCard('length', m.lengthLabel()),
    {
      block: 'category-card',
      when: 'beforeTerm',
      title: m.weeksOfPregnancyOn(),
      value: 'beforeTerm.value',
      format: { kind: 'text' },
      category: 'beforeTerm.category',
      severity: 'beforeTerm.severity',
      interpretation: 'beforeTerm.interpretation',
    },
    {
      block: 'stats',
      title: m.ageOnTheDay(),
      items: [
        { label: m.age(), value: 'ageText', format: { kind: 'text' } },
        { label: m.daysSinceBirth(), value: 'ageDays', format: { kind: 'integer' } },
      ],
    },
    {
      block: 'stats',
      when: 'correctedAgeText',
      title: m.bornEarlyCorrectedAge(),
      items: [
        { label: m.correctedAge(), value: 'correctedAgeText', format: { kind: 'text' } },
        { label: m.bornAt2(), value: 'bornAtText', format: { kind: 'text' } },
      ],
    },
    { block: 'list', when: 'outside', title: m.talkToYourDoctor(), items: 'outside' },
    { block: 'list', when: 'summary', title: m.whatTheNumbersSay(), items: 'summary' },
    measureBlocks(m, 'weight', m.weightForAge()),
    measureBlocks(m, 'length', m.lengthForAge()),
    measureBlocks(m, 'head', m.headCircumferenceForAge()),
    {
      block: 'note',
      text: m.aPercentileComparesYour({
        low: OUTER_LOW_PERCENTILE,
        p15: CURVE_P15,
        p50: CURVE_P50,
        p85: CURVE_P85,
        high: OUTER_HIGH_PERCENTILE,
      }),
    },
    {
      block: 'note',
      text: m.sourceWhoChildGrowth(),
    },
  ],
  explain: (input, result, m) => {
    // Under a week the age in words is its days again ("3 days"), so the line says them once.
    const inWords = result.ageDays >= 7 ? 'yes' : 'no';
    const lines = [m.explainAge({ days: result.ageDays, age: result.ageText, inWords })];
    if (result.correctedAgeDays !== undefined)
      lines.push(
        m.explainCorrected({
          weeks: input.weeksAtBirth ?? TERM_WEEKS,
          term: TERM_WEEKS,
          days: result.ageDays,
          corrected: result.correctedAgeDays,
          before: result.correctedAgeDays < 0 ? 'yes' : 'no',
        }),
      );
    // Before the due date no table is read (formula.ts), so the lines on reading one would describe nothing.
    if (result.beforeTerm) return lines;
    lines.push(m.explainRead({ day: result.correctedAgeDays ?? result.ageDays }), m.explainZ());
    const typed = { weight: input.weight, length: input.length, head: input.headCircumference };
    for (const measure of ['weight', 'length', 'head'] as const) {
      const value = typed[measure];
      const z = result[`${measure}Z`];
      if (value !== undefined && z !== undefined)
        lines.push(m.explainMeasure({ measure, value, z, percentile: result[`${measure}Percentile`] ?? 0 }));
    }
    return lines;
  },
}));
