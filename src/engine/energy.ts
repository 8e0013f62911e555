/** Energy-expenditure helpers shared by the BMR, TDEE, calorie and macro calculators. */

// Energy in a kilogram of body-weight change (fact KCAL_PER_KG, src/data/facts.json): every kg/week figure the
// calorie pages show uses this one constant.
import { KCAL_PER_KG } from '../generated/data/facts';
import { fieldMessagesOf } from './field-messages';
import type { LanguageSource } from './language';
import type { SelectOption } from './types';
import { fromCanonical, type UnitId } from './units';

/** Activity levels with Mifflin–St Jeor multipliers (spec part 1 §9, part 2 §9). */
export const ACTIVITY_LEVELS = [
  { value: 'sedentary', short: 'Sedentary', multiplier: 1.2 },
  {
    value: 'lightlyActive',
    short: 'Lightly active',
    multiplier: 1.375,
  },
  {
    value: 'moderatelyActive',
    short: 'Moderately active',
    multiplier: 1.55,
  },
  { value: 'veryActive', short: 'Very active', multiplier: 1.725 },
  {
    value: 'extraActive',
    short: 'Extra active',
    multiplier: 1.9,
  },
] as const;

/** One of the five activity levels. */
export type ActivityLevel = (typeof ACTIVITY_LEVELS)[number]['value'];

/** The activity field's options, named in m's language. */
export const activityOptions = (m: LanguageSource): SelectOption[] =>
  ACTIVITY_LEVELS.map(({ value }) => ({
    value,
    label: fieldMessagesOf(m).activityOption({ level: value }),
  }));

/**
 * Ages the Mifflin–St Jeor pages answer for (the equation was fitted on adults aged 19–78, Mifflin 1990). Under
 * {@link ENERGY_MIN_AGE} a child's needs are estimated from growth and activity by her doctor, so the pages refuse;
 * from it up to {@link ENERGY_ADULT_AGE} they give maintenance only (no diet targets for a growing body); over
 * {@link MIFFLIN_MAX_AGE} they say the equation was fitted up to that age. Each definition's audience rule and its
 * formula read these, so the two cannot disagree.
 */
export const ENERGY_MIN_AGE = 13;
/** The age from which the energy pages give weight-loss and gain targets (see {@link ENERGY_MIN_AGE}). */
export const ENERGY_ADULT_AGE = 18;
/** The youngest and oldest ages in the sample the Mifflin–St Jeor equation was fitted on (498 adults aged 19–78). */
export const MIFFLIN_MIN_AGE = 19;
/** See {@link MIFFLIN_MIN_AGE}. */
export const MIFFLIN_MAX_AGE = 78;

/** Mifflin–St Jeor resting energy (kcal/day): 10·kg + 6.25·cm − 5·age − 161 for women, + 5 for men. */
export function mifflinStJeor(
  weightKg: number,
  heightCm: number,
  age: number,
  sex: 'female' | 'male' = 'female',
) {
  return 10 * weightKg + 6.25 * heightCm - 5 * age + (sex === 'female' ? -161 : 5);
}

/** Calories per day at every activity level, rounded to whole kcal. */
export function caloriesByActivity(bmr: number): Record<ActivityLevel, number> {
  return Object.fromEntries(
    ACTIVITY_LEVELS.map((level) => [level.value, Math.round(bmr * level.multiplier)]),
  ) as Record<ActivityLevel, number>;
}

/** The same figures as table rows, by level id (a definition's messages name the levels). */
export function activityTable(bmr: number) {
  return ACTIVITY_LEVELS.map((level) => ({
    level: level.value,
    multiplier: level.multiplier,
    calories: Math.round(bmr * level.multiplier),
  }));
}

/** Weekly weight change in kg (2 decimals) for a steady daily calorie change. */
export function weeklyChangeKg(dailyKcal: number): number {
  return Math.round(((dailyKcal * 7) / KCAL_PER_KG) * 100) / 100 + 0;
}

/** Weekly weight change in pounds (2 decimals) for a steady daily calorie change (3,500 kcal a pound, about). */
export function weeklyChangeLbs(dailyKcal: number): number {
  return Math.round(fromCanonical((dailyKcal * 7) / KCAL_PER_KG, 'lbs') * 100) / 100 + 0;
}

/**
 * A weekly weight change in the visitor's weight unit, as values for a message: its sign (`minus`, `plus`, `zero`),
 * its size (2 decimals) and the unit (`kg`, or `lbs` for pounds). A definition's messages word it
 * ("−0.45 kg/week", "−1 lb/week").
 */
export function weeklyChange(dailyKcal: number, weightUnit: UnitId) {
  const unit = weightUnit === 'lbs' ? 'lbs' : 'kg';
  const value = unit === 'lbs' ? weeklyChangeLbs(dailyKcal) : weeklyChangeKg(dailyKcal);
  return { sign: value > 0 ? 'plus' : value < 0 ? 'minus' : 'zero', amount: Math.abs(value), unit } as const;
}

/**
 * Daily deficit that loses about 0.5 kg a week at {@link KCAL_PER_KG}: 0.5 × 7,700 ÷ 7 = 550 kcal. Every page that
 * pairs a deficit with 0.5 kg a week uses this (500 kcal a day is about 0.45 kg, 1 lb, a week).
 */
export const KCAL_A_DAY_FOR_HALF_KG_A_WEEK = Math.round((KCAL_PER_KG * 0.5) / 7);

/**
 * The planning figures of a steady deficit in the visitor's weight unit, all from {@link KCAL_PER_KG}, as values for a
 * message: in kilograms 550 kcal a day for 0.5 kg a week at 7,700 kcal per kg; in pounds 500 kcal a day for 1 lb a
 * week at about 3,500 kcal per pound. `recheckEvery` is the change after which to recalculate (5 kg, or 10 lbs).
 */
export function deficitValues(weightUnit: UnitId) {
  if (weightUnit === 'lbs') {
    // 7,700 kcal per kg ÷ 2.2046 lbs per kg = 3,493 kcal per pound; 1 lb a week is 499 kcal a day, said as 500.
    const kcalPerPound = KCAL_PER_KG / fromCanonical(1, 'lbs');
    const dailyKcal = Math.round(kcalPerPound / 7 / 10) * 10;
    return {
      unit: 'lbs',
      dailyKcal,
      weekly: Math.abs(weeklyChangeLbs(-dailyKcal)),
      energy: Math.round(kcalPerPound / 100) * 100,
      recheckEvery: 10,
    } as const;
  }
  return {
    unit: 'kg',
    dailyKcal: KCAL_A_DAY_FOR_HALF_KG_A_WEEK,
    weekly: Math.abs(weeklyChangeKg(-KCAL_A_DAY_FOR_HALF_KG_A_WEEK)),
    energy: KCAL_PER_KG,
    recheckEvery: 5,
  } as const;
}

/** The note the TDEE and calorie calculators show above their targets (about.md links the help it names), in m's language. */
export const energyTargetsNote = (m: LanguageSource): string => fieldMessagesOf(m).energyTargetsNote();
