import {
  activityTable,
  caloriesByActivity,
  ENERGY_ADULT_AGE,
  MIFFLIN_MAX_AGE,
  mifflinStJeor,
  type UnitId,
} from '@/engine';

/** Canonical BMR input: kg, cm, years. */
export interface BmrInput {
  weight: number;
  weightUnit: UnitId;
  height: number;
  heightUnit: UnitId;
  age: number;
}

/** BMR for women (Mifflin–St Jeor) and the daily energy need at each activity level. Values only: present.ts words them. */
export function bmrFormula(input: BmrInput) {
  const exact = mifflinStJeor(input.weight, input.height, input.age, 'female');
  return {
    bmr: Math.round(exact),
    tdeeValues: caloriesByActivity(exact),
    activityTable: activityTable(exact),
    // The equation was built from adults: under 18 the page says so first (a child under 13 is refused at the field).
    teen: input.age < ENERGY_ADULT_AGE,
    // Past the oldest age it was fitted on, the page says so.
    pastFitted: input.age > MIFFLIN_MAX_AGE,
  };
}

/** The BMR formula's values. */
export type BmrValues = ReturnType<typeof bmrFormula>;
