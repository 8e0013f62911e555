import { defineCalculator, ENERGY_MIN_AGE, heightField, WEIGHT_FIELD } from '@/engine';
import { type BmrInput, type BmrValues, bmrFormula } from './formula';
import messages, { type Messages } from './messages.en.gen';
import { type BmrResult, bmrWords } from './words';

export default defineCalculator<BmrInput, BmrResult, BmrValues, Messages>({
  id: 'bmr',
  name: 'BMR Calculator for Women',
  description:
    'Estimate your basal metabolic rate — the calories your body burns at rest — and your daily needs at five activity levels.',
  category: 'health-fitness',
  keywords: ['basal metabolic rate', 'bmr', 'metabolism', 'calories at rest', 'mifflin st jeor'],
  icon: 'bed',
  color: 'orange',
  featured: true,
  fields: {
    weight: WEIGHT_FIELD,
    height: heightField(),
    age: { type: 'number', label: 'Age', min: 1, max: 120, integer: true, suffix: 'years', required: true },
  },
  // Mifflin–St Jeor was fitted on adults; a child's needs are her doctor's to estimate (teens get the teen line).
  audience: {
    note: 'For adults and teens from 13.',
    outside: [{ field: 'age', below: ENERGY_MIN_AGE, action: 'refuse', message: 'underThirteen' }],
  },
  formula: bmrFormula,
  present: bmrWords,
  messages,
  result: [
    {
      block: 'category-card',
      title: 'Your BMR',
      value: 'bmr',
      format: { kind: 'integer' },
      unit: 'kcal/day',
    },
    {
      block: 'table',
      title: 'Daily calories by activity level (TDEE)',
      rows: 'activityTable',
      columns: [
        { label: 'Activity level', key: 'label' },
        { label: 'Multiplier', key: 'multiplier', format: { kind: 'number', decimals: 3 } },
        { label: 'Calories per day', key: 'calories', format: { kind: 'integer' }, unit: 'kcal' },
      ],
    },
    { block: 'list', title: 'Recommendations', items: 'recommendations' },
  ],
  explain: (input, result, m) => [
    m.explainBmr({ ...input, bmr: result.bmr }),
    m.explainNeed({ low: result.tdeeValues.sedentary, high: result.tdeeValues.extraActive }),
  ],
  examples: [
    {
      title: '60 kg, 165 cm, 30 years',
      input: { weight: 60, weightUnit: 'kg', height: 165, heightUnit: 'cm', age: 30 },
      expect: {
        bmr: 1320,
        tdeeValues: {
          sedentary: 1584,
          lightlyActive: 1815,
          moderatelyActive: 2046,
          veryActive: 2277,
          extraActive: 2508,
        },
      },
    },
    {
      title: '150 lbs, 5 ft 6 in, 45 years',
      input: { weight: 150, weightUnit: 'lbs', height: 5.5, heightUnit: 'ft', age: 45 },
      expect: { bmr: 1342, tdeeValues: { sedentary: 1611, moderatelyActive: 2080 } },
    },
    {
      title: '80 kg, 175 cm, 52 years',
      input: { weight: 80, weightUnit: 'kg', height: 175, heightUnit: 'cm', age: 52 },
      expect: { bmr: 1473, tdeeValues: { sedentary: 1767, extraActive: 2798 } },
    },
  ],
  sources: [
    {
      title:
        'Mifflin MD, St Jeor ST, et al. A new predictive equation for resting energy expenditure in healthy individuals. Am J Clin Nutr 1990;51:241–7',
      url: 'https://pubmed.ncbi.nlm.nih.gov/2305711/',
    },
    {
      title:
        'Frankenfield D, Roth-Yousey L, Compher C. Comparison of predictive equations for resting metabolic rate. J Am Diet Assoc 2005;105:775–89',
      url: 'https://pubmed.ncbi.nlm.nih.gov/15883556/',
    },
  ],
});
