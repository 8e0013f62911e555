import {
  ACTIVITY_LEVELS,
  activityOptions,
  ageField,
  defineCalculator,
  ENERGY_ADULT_AGE,
  ENERGY_MIN_AGE,
  energyTargetsNote,
  heightField,
  KCAL_PER_KG,
  typedAsCanonical,
  weeklyChangeKg,
  weightField,
} from '@/engine';
import { AGGRESSIVE_KCAL, MILD_KCAL, MODERATE_KCAL, TARGET_KCAL, tdeeFormula } from './formula';
import messages, { type Messages } from './messages.en.gen';
import { tdeeWords } from './words';

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

export default defineCalculator(messages, (m: Messages) => ({
  id: 'tdee',
  name: m.name(),
  description: m.description(),
  category: 'health-fitness',
  keywords: [
    m.keywordTotalDailyEnergy(),
    m.keywordTdee(),
    m.keywordMaintenanceCalories(),
    m.keywordCalorieNeeds(),
    m.keywordWeightLossCalories(),
  ],
  icon: 'activity',
  color: 'teal',
  fields: {
    weight: weightField(m),
    height: heightField(m),
    age: ageField(m, { required: true }),
    gender: {
      type: 'select',
      label: m.genderLabel(),
      required: true,
      default: 'female',
      description: m.genderHelp(),
      options: [
        { value: 'female', label: m.genderOptionFemale() },
        { value: 'male', label: m.genderOptionMale() },
      ],
    },
    activityLevel: {
      type: 'select',
      label: m.activityLevelLabel(),
      required: true,
      options: activityOptions(m),
    },
  },
  // Mifflin–St Jeor was fitted on adults: a child's needs are her doctor's to estimate, and a growing teen gets what
  // she uses in a day with no targets to eat less or more (the formula leaves them out under ENERGY_ADULT_AGE).
  audience: {
    note: m.audienceNote(),
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
  result: [
    {
      block: 'category-card',
      title: m.yourTdee(),
      value: 'tdee',
      format: { kind: 'integer' },
      unit: m.kcalDay(),
    },
    {
      block: 'stats',
      items: [{ label: m.bmrAtRest(), value: 'bmr', format: { kind: 'integer' }, unit: m.kcalDay() }],
    },
    {
      block: 'table',
      title: m.tdeeByActivityLevel(),
      rows: 'activityTable',
      columns: [
        { label: m.activityLevelLabel(), key: 'label' },
        { label: m.multiplier(), key: 'multiplier', format: { kind: 'number', decimals: 3 } },
        { label: m.caloriesPerDay(), key: 'calories', format: { kind: 'integer' }, unit: m.kcal() },
      ],
      highlight: { key: 'level', equals: 'activityLevel' },
    },
    {
      block: 'table',
      when: 'targets',
      title: m.calorieTargets(),
      rows: 'targets',
      columns: [
        { label: m.goal2(), key: 'goal' },
        { label: m.weeklyChange(), key: 'changeShown' },
        { label: m.caloriesPerDay(), key: 'calories', format: { kind: 'integer' }, unit: m.kcal() },
      ],
    },
    // Under the targets it is about, not between them and the activity table above.
    { block: 'note', when: 'targets', tone: 'warning', text: energyTargetsNote(m) },
    { block: 'list', title: m.recommendations(), items: 'recommendations' },
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
      title: m.example1(),
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
      title: m.example2(),
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
      title: m.example3(),
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
      title: m.example4(),
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
}));
