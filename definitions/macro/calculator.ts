import { ageField, defineCalculator, ENERGY_MIN_AGE } from '@/engine';
import {
  AMDR_PROTEIN_MAX,
  applyPreference,
  BALANCED_CARBS,
  BALANCED_FAT,
  BALANCED_PROTEIN,
  CARB_RDA_GRAMS,
  GOALS,
  HIGH_PROTEIN_POINTS,
  KCAL_PER_GRAM,
  LOW_CARB_CARBS,
  macroFormula,
  PREFERENCES,
  teenProblems,
} from './formula';
import type { Messages } from './messages.en.gen';
import { presentMacro } from './present';

/** The goal field's options, by the goals' `key` (declarative texts: the Spanish page reads them from es.ts). */
const GOAL_LABELS = (m: Messages): Record<(typeof GOALS)[number]['key'], string> => ({
  weightLoss: m.weightLoss(),
  maintenance: m.maintenance(),
  muscleGain: m.muscleGain(),
});

/** The dietary preference field's options, by the preferences' `key`. */
const PREFERENCE_LABELS = (m: Messages): Record<(typeof PREFERENCES)[number]['key'], string> => ({
  standard: m.standardYourGoalS(),
  highProtein: m.highProtein5Points({ points: HIGH_PROTEIN_POINTS, max: AMDR_PROTEIN_MAX }),
  lowCarb: m.lowCarb25Carbs({ carbs: LOW_CARB_CARBS }),
  balanced: m.balanced20Protein50({ protein: BALANCED_PROTEIN, carbs: BALANCED_CARBS, fat: BALANCED_FAT }),
});

export default defineCalculator((m: Messages) => ({
  id: 'macro',
  name: m.name(),
  category: 'nutrition-diet',
  icon: 'utensils',
  color: 'green',
  featured: true,
  fields: {
    calories: {
      type: 'number',
      label: m.caloriesLabel(),
      min: 800,
      max: 5000,
      integer: true,
      step: 1,
      suffix: m.caloriesSuffix(),
      required: true,
      placeholder: m.caloriesPlaceholder(),
      description: m.caloriesHelp(),
    },
    goal: {
      type: 'select',
      label: m.goalLabel(),
      required: true,
      options: GOALS.map(({ value, key }) => ({ value, label: GOAL_LABELS(m)[key] })),
    },
    dietaryPreference: {
      type: 'select',
      label: m.dietaryPreferenceLabel(),
      description: m.dietaryPreferenceHelp(),
      options: PREFERENCES.map(({ value, key }) => ({ value, label: PREFERENCE_LABELS(m)[key] })),
    },
    age: ageField(m, {
      description: m.ageHelp(),
    }),
  },
  // The splits and ranges are adults'; a child's needs are her doctor's to estimate, and a growing teen gets the
  // maintenance split only (the check below says so at the goal or the preference).
  audience: {
    note: m.audienceNote(),
    outside: [{ field: 'age', below: ENERGY_MIN_AGE, action: 'refuse', message: 'underThirteen' }],
  },
  checks: (input, _ctx, m) =>
    teenProblems(input).map((field) => ({
      field,
      message: field === 'goal' ? m.teenGoal() : m.teenLowCarb({ rda: CARB_RDA_GRAMS }),
    })),
  formula: macroFormula,
  present: presentMacro,
  result: [
    {
      block: 'stats',
      title: m.yourDailyMacros(),
      items: [
        {
          label: m.protein(),
          value: 'protein.grams',
          format: { kind: 'integer' },
          unit: m.g(),
          details: [
            { value: 'protein.calories', format: { kind: 'integer' }, unit: m.caloriesSuffix() },
            { value: 'protein.percentage', format: { kind: 'percent' }, unit: m.ofCalories() },
          ],
        },
        {
          label: m.carbohydrates(),
          value: 'carbs.grams',
          format: { kind: 'integer' },
          unit: m.g(),
          details: [
            { value: 'carbs.calories', format: { kind: 'integer' }, unit: m.caloriesSuffix() },
            { value: 'carbs.percentage', format: { kind: 'percent' }, unit: m.ofCalories() },
          ],
        },
        {
          label: m.fat(),
          value: 'fat.grams',
          format: { kind: 'integer' },
          unit: m.g(),
          details: [
            { value: 'fat.calories', format: { kind: 'integer' }, unit: m.caloriesSuffix() },
            { value: 'fat.percentage', format: { kind: 'percent' }, unit: m.ofCalories() },
          ],
        },
      ],
    },
    {
      block: 'custom',
      component: 'distribution-bar',
      title: m.shareOfYourCalories(),
      props: {
        data: 'split',
        nameKey: 'name',
        value: 'percentage',
        minLabel: 15,
        caption: m.percentageOfYourDaily(),
      },
    },
    { block: 'list', title: m.recommendations(), items: 'recommendations' },
    {
      block: 'table',
      title: m.goodFoodSources(),
      rows: 'foodSources',
      columns: [
        { label: m.macronutrient(), key: 'macro' },
        { label: m.foods2(), key: 'foods' },
      ],
    },
    { block: 'list', title: m.trackingTips(), items: 'trackingTips' },
  ],
  explain: (input, result, m) => {
    const split = applyPreference(input.goal, input.dietaryPreference);
    const goal = (GOALS.find((entry) => entry.value === input.goal) ?? GOALS[1]).key;
    const preference = (
      PREFERENCES.find((entry) => entry.value === input.dietaryPreference) ?? PREFERENCES[0]
    ).key;
    return [
      m.explainSplit({ goal, preference, ...split }),
      ...(['protein', 'carbs', 'fat'] as const).map((macro) =>
        m.explainMacro({
          macro,
          calories: input.calories,
          percentage: split[macro],
          energy: result[macro].calories,
          kcalPerGram: KCAL_PER_GRAM[macro],
          grams: result[macro].grams,
        }),
      ),
    ];
  },
}));
