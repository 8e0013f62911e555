import { addMonthsIso, defineCalculator, type FieldError, measurementDateError } from '@/engine';
import { type ChildBmiInput, type ChildBmiValues, childBmiFormula } from './formula';
import messages, { type Messages } from './messages.en.gen';
import { type ChildBmiResult, childBmiWords } from './words';

/**
 * Which of the engine's measurement-date problems `error` is (the engine's check decides; the sentence is the page
 * language's message).
 */
const dateProblem = (error: FieldError, on: string, today: string) =>
  error.field === 'birthDate' ? 'birthInFuture' : on > today ? 'measuredInFuture' : 'beforeBirth';

export default defineCalculator<ChildBmiInput, ChildBmiResult, ChildBmiValues, Messages>({
  id: 'child-bmi',
  name: 'Child & Teen BMI Percentile Calculator (CDC, 2–19 years)',
  description:
    "Work out your child's BMI-for-age percentile on the CDC growth charts, from 2 to 19 years, with the weight category and your child's point on the chart.",
  category: 'baby-child',
  keywords: [
    'child bmi',
    'teen bmi',
    'bmi percentile',
    'bmi for age',
    'cdc growth chart',
    'childhood obesity',
  ],
  icon: 'person-standing',
  color: 'orange',
  fields: {
    sex: {
      type: 'select',
      label: 'Your child is a',
      options: [
        { value: 'girl', label: 'Girl' },
        { value: 'boy', label: 'Boy' },
      ],
      required: true,
      description: 'Girls and boys grow differently, so CDC has a chart for each.',
    },
    birthDate: { type: 'date', label: 'Date of birth', required: true },
    measuredOn: {
      type: 'date',
      label: 'Date of the measurement',
      description: 'Leave empty for today. From the 2nd birthday to the day before the 20th.',
    },
    height: {
      type: 'quantity',
      label: 'Height',
      dimension: 'length',
      units: ['cm', 'ft'],
      // 2 ft 4 in to 7 ft 2 in, the same heights as 70–220 cm.
      limits: { cm: { min: 70, max: 220 }, ft: { min: 28 / 12, max: 86 / 12 } },
      step: 0.1,
      required: true,
      placeholder: 'e.g. 130',
      description: 'Standing, without shoes. 70–220 cm or 2 ft 4 in – 7 ft 2 in.',
    },
    weight: {
      type: 'quantity',
      label: 'Weight',
      dimension: 'mass',
      units: ['kg', 'lbs'],
      limits: { kg: { min: 8, max: 250 }, lbs: { min: 18, max: 550 } },
      step: 0.1,
      required: true,
      placeholder: 'e.g. 28',
    },
  },
  checks: (input, ctx, m) => {
    const errors: FieldError[] = [];
    const on = input.measuredOn ?? ctx.today;
    const field = input.measuredOn ? 'measuredOn' : 'birthDate';
    const dateError = measurementDateError(input, ctx.today);
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
  present: childBmiWords,
  messages,
  result: [
    {
      block: 'category-card',
      title: 'BMI-for-age percentile',
      value: 'percentile',
      format: { kind: 'number', decimals: 1 },
      category: 'category',
      severity: 'severity',
      interpretation: 'interpretation',
    },
    {
      block: 'stats',
      items: [
        { label: 'BMI', value: 'bmi', format: { kind: 'number', decimals: 1 }, unit: 'kg/m²' },
        { label: 'z-score', value: 'z', format: { kind: 'number', decimals: 2 } },
        { label: 'Age', value: 'ageYears', format: { kind: 'number', decimals: 1 }, unit: 'years' },
        {
          label: 'BMI at the 95th percentile',
          value: 'bmiAt95th',
          format: { kind: 'number', decimals: 1 },
          unit: 'kg/m²',
        },
      ],
    },
    {
      block: 'stats',
      when: 'percentOf95th',
      title: 'Above the 95th percentile',
      items: [
        {
          label: 'Percent of the 95th percentile',
          value: 'percentOf95th',
          format: { kind: 'percent', decimals: 1 },
        },
        { label: 'Obesity class', value: 'severeObesity', format: { kind: 'text' } },
      ],
    },
    {
      block: 'custom',
      component: 'chart',
      title: 'BMI-for-age chart',
      props: {
        data: 'curves',
        x: { key: 'age', label: 'Age (years)', format: { kind: 'integer' } },
        y: { label: 'BMI (kg/m²)', format: { kind: 'number', decimals: 1 }, fromZero: false },
        series: [
          { key: 'p95', label: '95th', color: 'var(--chakra-colors-red-500)' },
          { key: 'p85', label: '85th', color: 'var(--chakra-colors-orange-500)' },
          { key: 'p5', label: '5th', color: 'var(--chakra-colors-teal-500)' },
        ],
        endLabels: true,
        point: { x: 'ageYears', y: 'bmi', label: "your child's BMI" },
        caption:
          'CDC 2000 BMI-for-age (kg/m²) from 2 to 20 years: the 5th, 85th and 95th percentile curves for the sex you chose.',
      },
    },
    {
      block: 'note',
      text: 'Children’s BMI changes with age and differs between girls and boys, so it is read as a percentile, not against the adult categories. One BMI is a screening figure: a doctor looks at growth over time, family history and the whole child before calling it a problem.',
    },
    {
      block: 'note',
      text: 'Source: CDC 2000 growth charts (BMI-for-age, 2–20 years), with CDC’s percent of the 95th percentile above it. Nothing you type about your child is stored or sent.',
    },
  ],
  explain: (input, result, m) => [
    m.explainBmi({ weight: input.weight, meters: input.height / 100, bmi: result.bmi }),
    m.explainAge({ months: result.ageMonths }),
    m.explainZ({ z: result.z, percentile: result.percentile, category: result.category }),
    ...(result.percentOf95th === undefined
      ? []
      : [
          m.explainPercentOf95th({
            bmi: result.bmi,
            bmiAt95th: result.bmiAt95th,
            percent: result.percentOf95th,
          }),
        ]),
  ],
  examples: [
    {
      title: 'Girl of 8½, 130 cm and 26 kg: healthy weight (36th percentile)',
      input: {
        sex: 'girl',
        birthDate: 'today-3099d',
        measuredOn: 'today',
        height: 130,
        heightUnit: 'cm',
        weight: 26,
        weightUnit: 'kg',
      },
      today: '2026-11-25',
      expect: { bmi: 15.4, percentile: 36.2, z: -0.35, category: 'Healthy weight' },
    },
    {
      // Exactly on the 85th: at 974 days (Agemos 32.0, midway between CDC's rows 31.5 and 32.5) the girls' published
      // P85 column reads 17.44434994 and 17.38235043, average 17.41335. A BMI of 17.4134 (100 cm, 17.4134 kg) gives
      // the 85.0th percentile: Overweight (85th to under 95th).
      title: 'Girl of 2 years 8 months, 100 cm and 17.4134 kg: exactly the 85th percentile (CDC table)',
      input: {
        sex: 'girl',
        birthDate: 'today-1059d',
        measuredOn: 'today-85d',
        height: 100,
        heightUnit: 'cm',
        weight: 17.4134,
        weightUnit: 'kg',
      },
      today: '2026-11-25',
      expect: { bmi: 17.4, percentile: 85, category: 'Overweight' },
    },
    {
      // Exactly on the 95th: at 3,896 days (Agemos 128.0, between rows 127.5 and 128.5) the boys' published P95
      // column averages 22.81957. 140 cm and 44.727 kg give BMI 22.8199: the 95.0th percentile, 100 % of the 95th.
      title: 'Boy of 10 years 8 months, 140 cm and 44.727 kg: exactly the 95th percentile (CDC table)',
      input: {
        sex: 'boy',
        birthDate: 'today-3981d',
        measuredOn: 'today-85d',
        height: 140,
        heightUnit: 'cm',
        weight: 44.727,
        weightUnit: 'kg',
      },
      today: '2026-11-25',
      expect: { bmi: 22.8, percentile: 95, category: 'Obesity', percentOf95th: 100 },
    },
    {
      // Born on 29 February 2016. 4 ft 7 in = 139.7 cm, 132 lbs = 59.874 kg: BMI 30.68, which is 134 % of the 95th
      // percentile for his age (22.9): class 2 severe obesity (120 % to under 140 %).
      title:
        'Boy born on 29 February 2016, measured 25 November 2026, 4 ft 7 in and 132 lbs: class 2 severe obesity',
      input: {
        sex: 'boy',
        birthDate: '2016-02-29',
        measuredOn: '2026-11-25',
        height: 55 / 12,
        heightUnit: 'ft',
        weight: 132,
        weightUnit: 'lbs',
      },
      today: '2026-11-25',
      expect: { bmi: 30.7, category: 'Obesity', percentOf95th: 134 },
    },
    {
      // No measurement date: the formula measures on "today".
      title: 'Girl of 12, measured today: 152 cm and 40 kg, healthy weight',
      input: {
        sex: 'girl',
        birthDate: 'today-4459d',
        height: 152,
        heightUnit: 'cm',
        weight: 40,
        weightUnit: 'kg',
      },
      today: '2026-11-25',
      expect: { measuredOn: '2026-11-25', ageYears: 12.21, category: 'Healthy weight' },
    },
    {
      title: 'Girl of 8½, 130 cm and 22 kg: underweight (below the 5th percentile)',
      input: {
        sex: 'girl',
        birthDate: 'today-3099d',
        measuredOn: 'today',
        height: 130,
        heightUnit: 'cm',
        weight: 22,
        weightUnit: 'kg',
      },
      today: '2026-11-25',
      expect: { bmi: 13, percentile: 1.3, z: -2.23, category: 'Underweight' },
    },
    {
      title: 'Boy of 15, 165 cm and 110 kg: class 3 severe obesity (140 % of the 95th or more)',
      input: {
        sex: 'boy',
        birthDate: 'today-5668d',
        measuredOn: 'today',
        height: 165,
        heightUnit: 'cm',
        weight: 110,
        weightUnit: 'kg',
      },
      today: '2026-11-25',
      expect: {
        bmi: 40.4,
        category: 'Obesity',
        percentOf95th: 148.6,
        severeObesity: 'Class 3 severe obesity (140 % of the 95th percentile or more)',
      },
    },
  ],
  sources: [
    {
      title:
        'Kuczmarski RJ, Ogden CL, Guo SS, et al. 2000 CDC Growth Charts for the United States: methods and development. Vital Health Stat 11(246). National Center for Health Statistics, 2002',
      url: 'https://www.cdc.gov/nchs/data/series/sr_11/sr11_246.pdf',
    },
    {
      title:
        'CDC/NCHS: growth chart data files (BMI-for-age, bmiagerev) and SAS program for the 2000 CDC growth charts',
      url: 'https://www.cdc.gov/growthcharts/cdc-data-files.htm',
    },
    {
      title:
        'Grummer-Strawn LM, Reinold C, Krebs NF. Use of World Health Organization and CDC growth charts for children aged 0–59 months in the United States. MMWR Recomm Rep 2010;59(RR-9):1–15',
      url: 'https://www.cdc.gov/mmwr/preview/mmwrhtml/rr5909a1.htm',
    },
    {
      title: 'CDC: Extended BMI-for-age growth charts (December 2022) and Child and Teen BMI Categories',
      url: 'https://www.cdc.gov/growthcharts/extended-bmi.htm',
    },
  ],
});
