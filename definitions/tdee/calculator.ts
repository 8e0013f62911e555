import {
  ACTIVITY_LEVELS,
  ageField,
  defineCalculator,
  ENERGY_ADULT_AGE,
  ENERGY_MIN_AGE,
  ENERGY_TARGETS_NOTE,
  heightField,
  KCAL_PER_KG,
  typedAsCanonical,
  WEIGHT_FIELD,
  weeklyChangeKg,
} from '@/engine';
import {
  AGGRESSIVE_KCAL,
  MILD_KCAL,
  MODERATE_KCAL,
  TARGET_KCAL,
  type TdeeInput,
  type TdeeValues,
  tdeeFormula,
} from './formula';
import messages, { type Messages } from './messages.en.gen';
import { type TdeeResult, tdeeWords } from './words';

/** Kilograms a week for a steady daily change, without its sign (the explain line says lose or gain). */
const kgAWeek = (dailyKcal: number) => Math.abs(weeklyChangeKg(dailyKcal));

/** The explain line of the loss and gain targets (adults only). */
const targetsLine = (m: Messages) =>
  m.explainTargets({
    mild: kgAWeek(-MILD_KCAL),
    moderate: kgAWeek(-MODERATE_KCAL),
    aggressive: kgAWeek(-AGGRESSIVE_KCAL),
    mildGain: kgAWeek(MILD_KCAL),
    moderateGain: kgAWeek(MODERATE_KCAL),
    kcalPerKg: KCAL_PER_KG,
    ...TARGET_KCAL,
  });

export default defineCalculator<TdeeInput, TdeeResult, TdeeValues, Messages>({
  id: 'tdee',
  name: 'TDEE Calculator',
  description:
    'Find your total daily energy expenditure from your BMR and activity level, with calorie targets to lose or gain weight.',
  category: 'health-fitness',
  keywords: [
    'total daily energy expenditure',
    'tdee',
    'maintenance calories',
    'calorie needs',
    'weight loss calories',
  ],
  icon: 'activity',
  color: 'teal',
  fields: {
    weight: WEIGHT_FIELD,
    height: heightField(),
    age: ageField({ required: true }),
    gender: {
      type: 'select',
      label: 'Sex',
      required: true,
      default: 'female',
      description: 'The equation differs by 166 kcal between female and male bodies.',
      options: [
        { value: 'female', label: 'Female' },
        { value: 'male', label: 'Male' },
      ],
    },
    activityLevel: {
      type: 'select',
      label: 'Activity level',
      required: true,
      options: ACTIVITY_LEVELS.map(({ value, label }) => ({ value, label })),
    },
  },
  // Mifflin–St Jeor was fitted on adults: a child's needs are her doctor's to estimate, and a growing teen gets what
  // she uses in a day with no targets to eat less or more (the formula leaves them out under ENERGY_ADULT_AGE).
  audience: {
    note: 'For adults and teens from 13.',
    outside: [
      { field: 'age', below: ENERGY_MIN_AGE, action: 'refuse', message: 'underThirteen' },
      {
        field: 'age',
        below: ENERGY_ADULT_AGE,
        action: 'trim',
        omits: ['weightLossCalories', 'weightGainCalories', 'targets'],
      },
    ],
  },
  formula: tdeeFormula,
  present: tdeeWords,
  messages,
  result: [
    {
      block: 'category-card',
      title: 'Your TDEE',
      value: 'tdee',
      format: { kind: 'integer' },
      unit: 'kcal/day',
    },
    {
      block: 'stats',
      items: [{ label: 'BMR (at rest)', value: 'bmr', format: { kind: 'integer' }, unit: 'kcal/day' }],
    },
    {
      block: 'table',
      title: 'TDEE by activity level',
      rows: 'activityTable',
      columns: [
        { label: 'Activity level', key: 'label' },
        { label: 'Multiplier', key: 'multiplier', format: { kind: 'number', decimals: 3 } },
        { label: 'Calories per day', key: 'calories', format: { kind: 'integer' }, unit: 'kcal' },
      ],
      highlight: { key: 'level', equals: 'activityLevel' },
    },
    {
      block: 'table',
      when: 'targets',
      title: 'Calorie targets',
      rows: 'targets',
      columns: [
        { label: 'Goal', key: 'goal' },
        { label: 'Weekly change', key: 'changeShown' },
        { label: 'Calories per day', key: 'calories', format: { kind: 'integer' }, unit: 'kcal' },
      ],
    },
    // Under the targets it is about, not between them and the activity table above.
    { block: 'note', when: 'targets', tone: 'warning', text: ENERGY_TARGETS_NOTE },
    { block: 'list', title: 'Recommendations', items: 'recommendations' },
  ],
  explain: (input, result, m) => {
    // Her numbers first, in the units she typed ("130 lbs = 58.97 kg"), then the metric the equation uses.
    const metric = [
      typedAsCanonical(input.weight, input.weightUnit, m),
      typedAsCanonical(input.height, input.heightUnit, m),
    ].filter(Boolean);
    const level = ACTIVITY_LEVELS.find((entry) => entry.value === input.activityLevel) ?? ACTIVITY_LEVELS[0];
    return [
      ...(metric.length > 0 ? [m.explainMetric({ metric: metric.join('; ') })] : []),
      m.explainBmr({ ...input, bmr: result.bmr }),
      m.explainTdee({ multiplier: level.multiplier, tdee: result.tdee }),
      // Under 18 there are no targets to explain.
      ...(result.targets ? [targetsLine(m)] : []),
    ];
  },
  examples: [
    {
      title: 'Woman, 60 kg, 165 cm, 30 years, moderately active',
      input: {
        weight: 60,
        weightUnit: 'kg',
        height: 165,
        heightUnit: 'cm',
        age: 30,
        gender: 'female',
        activityLevel: 'moderatelyActive',
      },
      expect: {
        bmr: 1320,
        tdee: 2046,
        weightLossCalories: { mild: 1796, moderate: 1546, aggressive: 1296 },
        weightGainCalories: { mild: 2296, moderate: 2546 },
      },
    },
    {
      title: 'Man, 80 kg, 180 cm, 35 years, very active',
      input: {
        weight: 80,
        weightUnit: 'kg',
        height: 180,
        heightUnit: 'cm',
        age: 35,
        gender: 'male',
        activityLevel: 'veryActive',
      },
      expect: {
        bmr: 1755,
        tdee: 3027,
        weightLossCalories: { aggressive: 2277 },
        weightGainCalories: { moderate: 3527 },
      },
    },
    {
      title: 'Woman, 130 lbs, 5 ft 3 in, 28 years, lightly active',
      input: {
        weight: 130,
        weightUnit: 'lbs',
        height: 5.25,
        heightUnit: 'ft',
        age: 28,
        gender: 'female',
        activityLevel: 'lightlyActive',
      },
      expect: { bmr: 1289, tdee: 1772, weightLossCalories: { mild: 1522, moderate: 1272, aggressive: 1022 } },
    },
    {
      // Under 18: what she uses in a day, no loss or gain targets. BMR = 500 + 1,000 − 75 − 161 = 1,264;
      // × 1.375 = 1,738.
      title: 'Girl of 15, 50 kg, 160 cm, lightly active: no diet targets',
      input: {
        weight: 50,
        weightUnit: 'kg',
        height: 160,
        heightUnit: 'cm',
        age: 15,
        gender: 'female',
        activityLevel: 'lightlyActive',
      },
      expect: { bmr: 1264, tdee: 1738 },
    },
  ],
  sources: [
    {
      title:
        'Mifflin MD, St Jeor ST, et al. A new predictive equation for resting energy expenditure in healthy individuals. Am J Clin Nutr 1990;51:241–7',
      url: 'https://pubmed.ncbi.nlm.nih.gov/2305711/',
    },
    {
      title: 'NIDDK Body Weight Planner (energy balance and the limits of the 3,500-kcal rule)',
      url: 'https://www.niddk.nih.gov/bwp',
    },
    {
      title: 'Dietary Guidelines for Americans 2020–2025, Appendix 2: Estimated Calorie Needs',
      url: 'https://www.dietaryguidelines.gov/',
    },
  ],
});
