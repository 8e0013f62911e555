import {
  type ActivityLevel,
  activityTable,
  caloriesByActivity,
  ENERGY_ADULT_AGE,
  MIFFLIN_MAX_AGE,
  mifflinStJeor,
  type UnitId,
  weeklyChange,
} from '@/engine';

/** Canonical TDEE input. */
export interface TdeeInput {
  weight: number;
  weightUnit: UnitId;
  height: number;
  heightUnit: UnitId;
  age: number;
  gender: 'female' | 'male';
  activityLevel: ActivityLevel;
}

/** Lowest daily intake generally advised without medical supervision, kcal: women, men. */
export const MIN_CALORIES_WOMEN = 1200;
export const MIN_CALORIES_MEN = 1500;
/** Daily change of the mild, moderate and aggressive targets (spec), kcal: a deficit to lose, a surplus to gain. */
export const MILD_KCAL = 250;
export const MODERATE_KCAL = 500;
export const AGGRESSIVE_KCAL = 750;
/** The same as messages' parameters. */
export const TARGET_KCAL = {
  mildKcal: MILD_KCAL,
  moderateKcal: MODERATE_KCAL,
  aggressiveKcal: AGGRESSIVE_KCAL,
};

/**
 * Total daily energy expenditure with loss (−250/−500/−750) and gain (+250/+500) targets (spec); each target's
 * weekly change is computed from the one energy constant, like the calorie calculator's. Values only: present.ts
 * words them.
 */
export function tdeeFormula(input: TdeeInput) {
  const exact = mifflinStJeor(input.weight, input.height, input.age, input.gender);
  const allTDEEValues = caloriesByActivity(exact);
  const tdee = allTDEEValues[input.activityLevel];
  const weightLossCalories = {
    mild: tdee - MILD_KCAL,
    moderate: tdee - MODERATE_KCAL,
    aggressive: tdee - AGGRESSIVE_KCAL,
  };
  const weightGainCalories = { mild: tdee + MILD_KCAL, moderate: tdee + MODERATE_KCAL };
  const floor = input.gender === 'female' ? MIN_CALORIES_WOMEN : MIN_CALORIES_MEN;
  const bmr = Math.round(exact);
  // Every target under the floor is named, not only the lowest: a moderate target of 1,150 kcal needs the warning
  // too. The loss targets fall in this order, so the mildest one under the floor says which are.
  const belowFloorFrom = (['mild', 'moderate', 'aggressive'] as const).find(
    (name) => weightLossCalories[name] < floor,
  );
  const targets = [
    { goal: 'mildLoss', calories: weightLossCalories.mild },
    { goal: 'moderateLoss', calories: weightLossCalories.moderate },
    { goal: 'aggressiveLoss', calories: weightLossCalories.aggressive },
    { goal: 'mildGain', calories: weightGainCalories.mild },
    { goal: 'moderateGain', calories: weightGainCalories.moderate },
  ] as const;
  const common = {
    bmr,
    tdee,
    activityLevel: input.activityLevel,
    allTDEEValues,
    activityTable: activityTable(exact),
    // Past the oldest age the equation was fitted on, the page says so.
    pastFitted: input.age > MIFFLIN_MAX_AGE,
  };
  // Under 18 a growing body gets maintenance only: no loss or gain targets (the audience rule's `omits`).
  const teen = input.age < ENERGY_ADULT_AGE;
  return {
    ...common,
    teen,
    ...(teen
      ? {}
      : {
          weightLossCalories,
          weightGainCalories,
          targets: targets.map((row) => ({
            goal: row.goal,
            belowBmr: row.calories < bmr,
            /** In kg ("−0.45 kg/week"), as the headless contract has always given it. */
            change: weeklyChange(row.calories - tdee, 'kg'),
            /** The same change in the visitor's weight unit ("−1 lb/week" to someone who typed pounds): what the page shows. */
            changeShown: weeklyChange(row.calories - tdee, input.weightUnit),
            calories: row.calories,
          })),
          floor,
          belowFloorFrom: belowFloorFrom ?? null,
          /** Targets under the BMR are marked, and the recommendations say why. */
          marksBelowBmr: weightLossCalories.aggressive < bmr,
        }),
  };
}

/** The TDEE formula's values. */
export type TdeeValues = ReturnType<typeof tdeeFormula>;
