import { defineCalculator } from '@/engine';
import { type BloodPressureInput, type BloodPressureResult, bloodPressureFormula } from './formula';

export default defineCalculator<BloodPressureInput, BloodPressureResult>({
  id: 'blood-pressure',
  name: 'Blood Pressure Calculator',
  description:
    'See which ACC/AHA category your blood pressure reading falls in, what to do next, and the limits that apply in pregnancy.',
  category: 'health-fitness',
  keywords: [
    'blood pressure',
    'hypertension',
    'blood pressure chart',
    'high blood pressure pregnancy',
    'systolic diastolic',
    'bp',
  ],
  icon: 'stethoscope',
  color: 'red',
  fields: {
    systolic: {
      type: 'number',
      label: 'Systolic (top number)',
      min: 70,
      max: 250,
      integer: true,
      suffix: 'mmHg',
      required: true,
      placeholder: 'e.g. 118',
      description: 'The higher number, 70–250 mmHg.',
    },
    diastolic: {
      type: 'number',
      label: 'Diastolic (bottom number)',
      min: 40,
      max: 150,
      integer: true,
      suffix: 'mmHg',
      required: true,
      placeholder: 'e.g. 76',
      description: 'The lower number, 40–150 mmHg.',
    },
    pregnant: {
      type: 'select',
      label: 'Are you pregnant?',
      default: 'no',
      options: [
        { value: 'no', label: 'No' },
        { value: 'yes', label: 'Yes' },
      ],
    },
  },
  checks: (input) =>
    input.diastolic >= input.systolic
      ? [
          {
            field: 'diastolic',
            message:
              'The diastolic (bottom) number must be lower than the systolic (top) number. Check the reading.',
          },
        ]
      : [],
  formula: bloodPressureFormula,
  result: [
    {
      block: 'note',
      when: 'urgent',
      tone: 'warning',
      text: 'This reading needs prompt medical attention: follow the advice below now.',
    },
    {
      block: 'category-card',
      title: 'Your reading (mmHg)',
      value: 'reading',
      category: 'headline',
    },
    { block: 'list', title: 'What to do', items: 'advice' },
    {
      block: 'table',
      title: 'Blood pressure categories for adults (ACC/AHA 2017)',
      rows: 'bands',
      columns: [
        { label: 'Category', key: 'category' },
        { label: 'Systolic', key: 'systolic' },
        { label: 'And/or', key: 'join' },
        { label: 'Diastolic', key: 'diastolic' },
      ],
      highlight: { key: 'category', equals: 'category' },
    },
  ],
  explain: (input, result) => [
    `Systolic ${input.systolic} and diastolic ${input.diastolic} mmHg: the higher category of the two decides, so ${result.category.toLowerCase()} (ACC/AHA 2017).`,
    input.pregnant === 'yes'
      ? `In pregnancy, 140/90 or more counts as hypertension in pregnancy (ACOG): ${result.pregnancyCategory ? 'this reading does' : 'this reading does not'}.`
      : 'If you are pregnant, choose "Yes": 140/90 or more then counts as hypertension in pregnancy (ACOG).',
  ],
  examples: [
    {
      // 115 < 120 and 75 < 80.
      title: 'A reading of 115/75',
      input: { systolic: 115, diastolic: 75 },
      expect: { category: 'Normal', headline: 'Normal', urgent: false, pregnancyCategory: null },
    },
    {
      // 125 in 120–129 and 78 < 80.
      title: 'A reading of 125/78',
      input: { systolic: 125, diastolic: 78 },
      expect: { category: 'Elevated' },
    },
    {
      // 118 < 130 but 85 in 80–89: the higher category decides.
      title: 'A reading of 118/85',
      input: { systolic: 118, diastolic: 85 },
      expect: { category: 'Stage 1 hypertension' },
    },
    {
      // 142 ≥ 140.
      title: 'A reading of 142/88',
      input: { systolic: 142, diastolic: 88 },
      expect: { category: 'Stage 2 hypertension', urgent: false },
    },
    {
      // 185 > 180.
      title: 'A reading of 185/100',
      input: { systolic: 185, diastolic: 100 },
      expect: { category: 'Hypertensive crisis', urgent: true },
    },
    {
      // Pregnant, 140 ≥ 140 → hypertension in pregnancy (ACOG), under 160/110 so not severe; ACC/AHA stage 2.
      title: 'Pregnant, a reading of 140/85',
      input: { systolic: 140, diastolic: 85, pregnant: 'yes' },
      expect: {
        category: 'Stage 2 hypertension',
        pregnancyCategory: 'Hypertension in pregnancy',
        headline: 'Hypertension in pregnancy',
        urgent: false,
      },
    },
    {
      // Pregnant, 132/84: stage 1 by ACC/AHA, under 140/90 so not hypertension in pregnancy.
      title: 'Pregnant, a reading of 132/84',
      input: { systolic: 132, diastolic: 84, pregnant: 'yes' },
      expect: { category: 'Stage 1 hypertension', pregnancyCategory: null },
    },
  ],
  sources: [
    {
      title:
        'Whelton PK, Carey RM, et al. 2017 ACC/AHA guideline for the prevention, detection, evaluation, and management of high blood pressure in adults. Hypertension 2018;71:e13–e115',
      url: 'https://doi.org/10.1161/HYP.0000000000000065',
    },
    {
      title: 'ACOG Practice Bulletin 222: Gestational Hypertension and Preeclampsia (2020)',
      url: 'https://www.acog.org/clinical/clinical-guidance/practice-bulletin/articles/2020/06/gestational-hypertension-and-preeclampsia',
    },
  ],
});
