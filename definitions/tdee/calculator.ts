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
import type { Messages } from './messages.en.gen';
import { presentTdee } from './present';

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

export default defineCalculator((m: Messages) => ({
  id: 'tdee',
  name: m.name(),
  category: 'health-fitness',
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
  present: presentTdee,
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
}));
