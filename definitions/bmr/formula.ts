import { activityTable, caloriesByActivity, mifflinStJeor, type UnitId } from '@/engine';

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
  return {
    bmr: Math.round(exact),
    tdeeValues: caloriesByActivity(exact),
    activityTable: activityTable(exact),
    // The equation was built from adults: under 18 the page says so first.
    teen: input.age < 18,
  };
}

/** The BMR formula's values. */
export type BmrValues = ReturnType<typeof bmrFormula>;
