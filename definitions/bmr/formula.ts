import { ACTIVITY_LEVELS, caloriesByActivity, mifflinStJeor, type UnitId } from '@/engine';

/** Canonical BMR input: kg, cm, years. */
export interface BmrInput {
  weight: number;
  weightUnit: UnitId;
  height: number;
  heightUnit: UnitId;
  age: number;
}

/** BMR for women (Mifflin–St Jeor) and the daily energy need at each activity level. Values only: words.ts words them. */
export function bmrFormula(input: BmrInput) {
  const exact = mifflinStJeor(input.weight, input.height, input.age, 'female');
  const tdeeValues = caloriesByActivity(exact);
  return {
    bmr: Math.round(exact),
    tdeeValues,
    activityTable: ACTIVITY_LEVELS.map(({ value: level, multiplier }) => ({
      level,
      multiplier,
      calories: tdeeValues[level],
    })),
    // The equation was built from adults: under 18 the page says so first.
    teen: input.age < 18,
  };
}

/** The BMR formula's values. */
export type BmrValues = ReturnType<typeof bmrFormula>;
