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
  weightField,
} from '@/engine';
import {
  CALORIE_GOALS,
  calorieFormula,
  goalOf,
  LARGEST_BREAKDOWN_DEFICIT,
  MIN_DAILY_CALORIES,
  tdeeOf,
  UNDERWEIGHT_BMI,
} from './formula';
import type { Messages } from './messages.en.gen';
import { presentCalorie } from './present';

/**
 * The goal field's options, by the goals' `key`: declarative texts, so the Spanish page reads them from es.ts
 * (tests/unit/visitor-units.test.ts checks their kg and lb against the formula's daily change).
 */
const GOAL_LABELS = (m: Messages): Record<(typeof CALORIE_GOALS)[number]['key'], string> => ({
  lose2: m.lose1Kg2(),
  lose1: m.lose05Kg(),
  loseHalf: m.lose025Kg(),
  maintain: m.maintainMyWeight(),
  gainHalf: m.gain025Kg(),
  gain1: m.gain05Kg(),
});

export default defineCalculator((m: Messages) => ({
  id: 'calorie',
  name: m.name(),
  category: 'nutrition-diet',
  icon: 'flame',
  color: 'orange',
  featured: true,
  fields: {
    weight: weightField(m),
    height: heightField(m),
    age: ageField(m, { required: true }),
    activityLevel: {
      type: 'select',
      label: m.activityLevelLabel(),
      required: true,
      options: activityOptions(m),
    },
    goal: {
      type: 'select',
      label: m.goalLabel(),
      required: true,
      options: CALORIE_GOALS.map(({ value, key }) => ({ value, label: GOAL_LABELS(m)[key] })),
    },
  },
  // Mifflin–St Jeor was fitted on adults: a child's needs are her doctor's to estimate, and a growing teen gets
  // maintenance only (the check below says so at the goal; the formula leaves the other options out).
  audience: {
    note: m.audienceNote(),
    outside: [
      { field: 'age', below: ENERGY_MIN_AGE, action: 'refuse', message: 'underThirteen' },
      {
        field: 'age',
        below: ENERGY_ADULT_AGE,
        action: 'trim',
        omits: [
          'options',
          'calorieBreakdown.mildDeficit',
          'calorieBreakdown.moderateDeficit',
          'calorieBreakdown.aggressiveDeficit',
          'calorieBreakdown.mildSurplus',
          'calorieBreakdown.moderateSurplus',
        ],
      },
    ],
  },
  checks: (input, _ctx, m) => {
    // A teen asking to lose or gain: maintenance is all this page offers a growing body.
    if (input.age < ENERGY_ADULT_AGE && goalOf(input.goal).adjustment !== 0)
      return [{ field: 'goal', message: m.teenGoal() }];
    const tdee = tdeeOf(input);
    // At the weight: with height and age it sets the energy use, and it is the value most often mistyped.
    return tdee < LARGEST_BREAKDOWN_DEFICIT ? [{ field: 'weight', message: m.energyTooLow({ tdee }) }] : [];
  },
  formula: calorieFormula,
  present: presentCalorie,
  result: [
    {
      block: 'note',
      when: 'belowMinimum',
      tone: 'warning',
      text: m.theRateYouChose({ floor: MIN_DAILY_CALORIES }),
    },
    {
      block: 'category-card',
      title: m.yourDailyCalorieTarget(),
      value: 'targetCalories',
      format: { kind: 'integer' },
      unit: m.kcalDay(),
      severity: 'severity',
      interpretation: 'targetNote',
    },
    {
      block: 'stats',
      items: [
        {
          label: m.expectedWeeklyChange(),
          value: 'weeklyWeightChangeShown',
          format: { kind: 'text' },
        },
        { label: m.bmrAtRest(), value: 'bmr', format: { kind: 'integer' }, unit: m.kcalDay() },
        { label: m.tdeeWithActivity(), value: 'tdee', format: { kind: 'integer' }, unit: m.kcalDay() },
      ],
    },
    { block: 'note', tone: 'warning', text: energyTargetsNote(m) },
    {
      block: 'table',
      when: 'options',
      title: m.otherCalorieOptions(),
      rows: 'options',
      columns: [
        { label: m.option2(), key: 'option' },
        { label: m.weeklyChange(), key: 'changeShown' },
        { label: m.caloriesPerDay(), key: 'calories', format: { kind: 'integer' }, unit: m.kcal() },
        { label: m.note(), key: 'note' },
      ],
    },
    { block: 'list', title: m.recommendations(), items: 'recommendations' },
    { block: 'list', title: m.goodToKnow(), items: 'education' },
  ],
  explain: (input, result, m) => {
    const level = ACTIVITY_LEVELS.find((entry) => entry.value === input.activityLevel) ?? ACTIVITY_LEVELS[0];
    const goal = goalOf(input.goal);
    const withheld = result.bmi < UNDERWEIGHT_BMI && goal.adjustment < 0 && input.age >= ENERGY_ADULT_AGE;
    return [
      m.explainBmr({ ...input, bmr: result.bmr }),
      m.explainTdee({ multiplier: level.multiplier, level: level.value, tdee: result.tdee }),
      withheld
        ? m.explainWithheld({
            floor: UNDERWEIGHT_BMI,
            tdee: result.tdee,
            floored: result.belowMinimum ? 'yes' : 'no',
            target: result.targetCalories,
          })
        : m.explainTarget({
            tdee: result.tdee,
            sign: goal.adjustment < 0 ? 'minus' : 'plus',
            adjustment: Math.abs(goal.adjustment),
            goal: goal.key,
            floored: result.belowMinimum ? 'yes' : 'no',
            requested: result.requestedCalories,
            target: result.targetCalories,
            floor: MIN_DAILY_CALORIES,
            kcalPerKg: KCAL_PER_KG,
            weekly: result.weeklyWeightChange,
          }),
    ];
  },
}));
