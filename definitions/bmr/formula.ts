import {
  activityTable,
  BELOW_BMR_ADVICE,
  caloriesByActivity,
  formatNumber,
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

/** BMR for women (Mifflin–St Jeor) and the daily energy need at each activity level. */
export function bmrFormula(input: BmrInput) {
  const exact = mifflinStJeor(input.weight, input.height, input.age, 'female');
  const bmr = Math.round(exact);
  const tdeeValues = caloriesByActivity(exact);
  const recommendations = [
    `Your body uses about ${formatNumber(bmr)} kcal a day at complete rest (your BMR); ${BELOW_BMR_ADVICE}.`,
    'Pick the activity level that matches a typical week, not your most active one.',
    'Strength training helps keep muscle, which keeps your BMR up as you age.',
  ];
  if (input.age < 18) {
    recommendations.unshift(
      'The Mifflin–St Jeor equation was built from adults; for teenagers treat it as a rough guide.',
    );
  }
  return { bmr, tdeeValues, activityTable: activityTable(exact), recommendations };
}

/** BMR result. */
export type BmrResult = ReturnType<typeof bmrFormula>;
