import {
  addMonthsIso,
  defineCalculator,
  type FieldError,
  measurementDateError,
  type ResultBlock,
} from '@/engine';
import { type BabyGrowthInput, type BabyGrowthValues, babyGrowthFormula, MAX_MONTHS } from './formula';
import messages, { type Messages } from './messages.en.gen';
import { type BabyGrowthResult, babyGrowthWords } from './words';

const WHO_LINE =
  'Source: WHO Child Growth Standards (2006), the growth standard CDC recommends from birth to 2 years.';

/**
 * Which of the engine's measurement-date problems `error` is (the engine's check decides; the sentence is the page
 * language's message).
 */
const dateProblem = (error: FieldError, on: string, today: string) =>
  error.field === 'birthDate' ? 'birthInFuture' : on > today ? 'measuredInFuture' : 'beforeBirth';

/** One measurement's result: its percentile and z, then its WHO chart with the baby's point. */
function measureBlocks(key: 'weight' | 'length' | 'head', title: string, noun: string): ResultBlock {
  return {
    block: 'group',
    when: key,
    blocks: [
      {
        block: 'stats',
        title,
        items: [
          { label: 'Percentile', value: `${key}Percentile`, format: { kind: 'number', decimals: 1 } },
          { label: 'z-score', value: `${key}Z`, format: { kind: 'number', decimals: 2 } },
          { label: 'Measured', value: `${key}.shown`, format: { kind: 'text' } },
        ],
      },
      {
        block: 'custom',
        component: 'chart',
        props: {
          data: `${key}.curves`,
          x: { key: 'month', label: 'Age (months)', format: { kind: 'integer' } },
          y: { label: title, format: { kind: 'number', decimals: 1 }, fromZero: false },
          unitFrom: `${key}.unit`,
          series: [
            { key: 'p97', label: '97th', color: 'var(--chakra-colors-orange-500)' },
            { key: 'p85', label: '85th', color: 'var(--chakra-colors-teal-500)' },
            { key: 'p50', label: '50th', color: 'var(--chakra-colors-purple-500)' },
            { key: 'p15', label: '15th', color: 'var(--chakra-colors-teal-500)' },
            { key: 'p3', label: '3rd', color: 'var(--chakra-colors-orange-500)' },
          ],
          endLabels: true,
          point: { x: 'ageMonths', y: `${key}.value`, label: `your baby's ${noun}` },
          caption: `WHO ${noun}-for-age ({unit}) from birth to 24 months: the 3rd, 15th, 50th, 85th and 97th percentile curves for the sex you chose.`,
        },
      },
    ],
  };
}

export default defineCalculator<BabyGrowthInput, BabyGrowthResult, BabyGrowthValues, Messages>({
  id: 'baby-growth',
  name: 'Baby Growth Percentile Calculator (WHO, 0–2 years)',
  description:
    "See your baby's weight, length and head circumference percentiles on the WHO growth charts, from birth to 2 years, with your baby's own point on each chart.",
  category: 'baby-child',
  keywords: [
    'baby percentile',
    'infant growth chart',
    'weight percentile',
    'length percentile',
    'head circumference',
    'who growth standards',
  ],
  icon: 'chart-spline',
  color: 'orange',
  fields: {
    sex: {
      type: 'select',
      label: 'Your baby is a',
      noun: "Your baby's sex",
      options: [
        { value: 'girl', label: 'Girl' },
        { value: 'boy', label: 'Boy' },
      ],
      required: true,
      description: 'Girls and boys grow differently, so WHO has a chart for each.',
    },
    birthDate: { type: 'date', label: 'Date of birth', required: true },
    measuredOn: {
      type: 'date',
      label: 'Date of the measurement',
      description: 'Leave empty for today. Up to the second birthday.',
    },
    weight: {
      type: 'quantity',
      label: 'Weight',
      dimension: 'mass',
      units: ['kg', 'lb-oz', 'lbs'],
      limits: { kg: { min: 0.5, max: 30 }, 'lb-oz': { min: 1.1, max: 66 }, lbs: { min: 1.1, max: 66 } },
      step: 0.01,
      placeholder: 'e.g. 6.4',
      description: 'Unclothed if you can. 0.5–30 kg, 1 lb 2 oz – 66 lb, or 1.1–66 lbs.',
    },
    length: {
      type: 'quantity',
      label: 'Length',
      dimension: 'length',
      units: ['cm', 'in'],
      limits: { cm: { min: 35, max: 120 }, in: { min: 14, max: 47 } },
      step: 0.1,
      placeholder: 'e.g. 62',
      description: 'Lying down, crown to heel. 35–120 cm or 14–47 in.',
    },
    headCircumference: {
      type: 'quantity',
      label: 'Head circumference',
      dimension: 'length',
      units: ['cm', 'in'],
      unitField: 'headUnit',
      limits: { cm: { min: 25, max: 60 }, in: { min: 10, max: 24 } },
      step: 0.1,
      placeholder: 'e.g. 40',
      description: 'Optional: around the widest part, above the eyebrows and ears. 25–60 cm or 10–24 in.',
    },
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
      errors.push({ field: input.measuredOn ? 'measuredOn' : 'birthDate', message: m.afterSecondBirthday() });
    if (input.weight === undefined && input.length === undefined && input.headCircumference === undefined)
      errors.push({ field: 'weight', message: m.noMeasurement() });
    return errors;
  },
  formula: babyGrowthFormula,
  present: babyGrowthWords,
  messages,
  result: [
    {
      block: 'stats',
      title: 'Age on the day of the measurement',
      items: [
        { label: 'Age', value: 'ageText', format: { kind: 'text' } },
        { label: 'Days since birth', value: 'ageDays', format: { kind: 'integer' } },
      ],
    },
    { block: 'list', when: 'outside', title: 'Talk to your doctor', items: 'outside' },
    { block: 'list', title: 'What the numbers say', items: 'summary' },
    measureBlocks('weight', 'Weight-for-age', 'weight'),
    measureBlocks('length', 'Length-for-age', 'length'),
    measureBlocks('head', 'Head circumference-for-age', 'head circumference'),
    {
      block: 'note',
      text: 'A percentile compares your baby with 100 healthy babies of the same age and sex: the 25th means 25 weigh (or measure) less. Small and large babies are both normal; what matters is a steady curve over several visits. Talk to your doctor if a measurement is below the 3rd or above the 97th percentile, or if it crosses two of the major lines (3rd, 15th, 50th, 85th, 97th) up or down between visits.',
    },
    {
      block: 'note',
      text: `${WHO_LINE} No weight-for-length percentile: the WHO table this page carries has weight-, length- and head-for-age only. Nothing you type about your baby is stored or sent.`,
    },
  ],
  explain: (input, result, m) => {
    const lines = [m.explainAge({ days: result.ageDays, age: result.ageText }), m.explainZ()];
    const typed = { weight: input.weight, length: input.length, head: input.headCircumference };
    for (const measure of ['weight', 'length', 'head'] as const) {
      const value = typed[measure];
      const z = result[`${measure}Z`];
      if (value !== undefined && z !== undefined)
        lines.push(m.explainMeasure({ measure, value, z, percentile: result[`${measure}Percentile`] ?? 0 }));
    }
    return lines;
  },
  examples: [
    {
      title: 'Girl, 4 months 2 weeks old: 6.4 kg and 62 cm',
      input: {
        sex: 'girl',
        birthDate: 'today-138d',
        measuredOn: 'today',
        weight: 6.4,
        weightUnit: 'kg',
        length: 62,
        lengthUnit: 'cm',
        headUnit: 'cm',
      },
      today: '2026-11-25',
      expect: {
        ageDays: 138,
        ageText: '4 months 2 weeks',
        weightPercentile: 36.5,
        weightZ: -0.34,
        lengthPercentile: 30.4,
        lengthZ: -0.51,
      },
    },
    {
      // Measured on the day of birth, exactly WHO's published medians for boys at birth (M column: 3.3464 kg,
      // 49.8842 cm, 34.4618 cm): z = 0, the 50th percentile.
      title: 'Boy weighed on the day he was born: 3.3464 kg, 49.88 cm, head 34.46 cm (the WHO medians)',
      input: {
        sex: 'boy',
        birthDate: 'today-5d',
        measuredOn: 'today-5d',
        weight: 3.3464,
        weightUnit: 'kg',
        length: 49.8842,
        lengthUnit: 'cm',
        headCircumference: 34.4618,
        headUnit: 'cm',
      },
      today: '2026-11-25',
      expect: {
        ageDays: 0,
        weightPercentile: 50,
        weightZ: 0,
        lengthPercentile: 50,
        headPercentile: 50,
        headZ: 0,
      },
    },
    {
      // Week 13 (day 91) is a row of WHO's weekly table: girls' median length 59.7773 cm. 59.7773 × (1 + 0.0352 × 2)
      // = 63.9857 cm is WHO's +2 SD; 63.99 cm reads z = 2.00, Φ(2) = 97.7 %.
      title: 'Girl, 13 weeks: 63.99 cm long, 2 SD above the WHO median (97.7th percentile)',
      input: {
        sex: 'girl',
        birthDate: 'today-91d',
        measuredOn: 'today',
        length: 63.99,
        lengthUnit: 'cm',
        weightUnit: 'kg',
        headUnit: 'cm',
      },
      today: '2026-11-25',
      expect: { ageDays: 91, ageText: '2 months 4 weeks', lengthZ: 2, lengthPercentile: 97.7 },
    },
    {
      // Born on 29 February 2024: her second birthday falls on 28 February 2026 (the last day the WHO charts cover).
      title: 'Girl born on 29 February 2024, weighed on 28 February 2026 (her 2nd birthday): 11.5 kg',
      input: {
        sex: 'girl',
        birthDate: '2024-02-29',
        measuredOn: '2026-02-28',
        weight: 11.5,
        weightUnit: 'kg',
        lengthUnit: 'cm',
        headUnit: 'cm',
      },
      today: '2026-11-25',
      expect: { ageDays: 730, ageText: '2 years', weightPercentile: 50.7 },
    },
    {
      // Pounds and ounces as parents write them (the form's two boxes): 14 lb 2 oz is 14.125 lb = 6.407 kg, at 123 days.
      title: 'Boy, 4 months: 14 lb 2 oz and 25 in',
      input: {
        sex: 'boy',
        birthDate: 'today-147d',
        measuredOn: 'today-24d',
        weight: '14 lb 2 oz',
        weightUnit: 'lb-oz',
        length: 25,
        lengthUnit: 'in',
        headUnit: 'cm',
      },
      today: '2026-11-25',
      expect: { ageDays: 123, ageText: '4 months' },
    },
    {
      // WHO's restricted LMS, boys at 365 days: L 0.06447, M 9.6460, S 0.10925 give SD2 = 11.983 kg and SD3 =
      // 13.341 kg; z = 3 + (14.5 − 13.341) ÷ (13.341 − 11.983) = 3.85 (plain LMS would say 3.78).
      title: 'Boy of 12 months, 14.5 kg: above the 97th percentile (restricted z 3.85)',
      input: {
        sex: 'boy',
        birthDate: 'today-365d',
        weight: 14.5,
        weightUnit: 'kg',
        lengthUnit: 'cm',
        headUnit: 'cm',
      },
      today: '2026-11-25',
      expect: { ageDays: 365, ageText: '1 year', weightZ: 3.85, weightPercentile: 99.9 },
    },
  ],
  sources: [
    {
      title:
        'WHO Multicentre Growth Reference Study Group. WHO Child Growth Standards: length/height-for-age, weight-for-age, weight-for-length, weight-for-height and body mass index-for-age: methods and development. Geneva: World Health Organization, 2006',
      url: 'https://www.who.int/publications/i/item/924154693X',
    },
    {
      title:
        'WHO Multicentre Growth Reference Study Group. WHO Child Growth Standards: head circumference-for-age, arm circumference-for-age, triceps skinfold-for-age and subscapular skinfold-for-age: methods and development. Geneva: World Health Organization, 2007',
      url: 'https://www.who.int/publications/i/item/9789241547185',
    },
    {
      title:
        'Grummer-Strawn LM, Reinold C, Krebs NF. Use of World Health Organization and CDC growth charts for children aged 0–59 months in the United States. MMWR Recomm Rep 2010;59(RR-9):1–15',
      url: 'https://www.cdc.gov/mmwr/preview/mmwrhtml/rr5909a1.htm',
    },
    {
      title: 'Royal College of Paediatrics and Child Health: growth-references (WHO 2006 LMS tables as CSV)',
      url: 'https://github.com/rcpch/growth-references',
    },
  ],
});
