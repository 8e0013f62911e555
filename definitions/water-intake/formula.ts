import { round, type UnitId } from '@/engine';

/** Activity levels with their multipliers (spec part 2 §9); messages.ts names every option of the form. */
export const WATER_ACTIVITY = [
  { value: 'sedentary', multiplier: 1 },
  { value: 'light', multiplier: 1.2 },
  { value: 'moderate', multiplier: 1.4 },
  { value: 'intense', multiplier: 1.6 },
] as const;

/** Climates with their multipliers (spec part 2 §9). */
export const CLIMATES = [
  { value: 'cool', multiplier: 1 },
  { value: 'moderate', multiplier: 1.1 },
  { value: 'hot', multiplier: 1.3 },
] as const;

/** Extra millilitres a day in pregnancy and while breastfeeding (spec part 2 §9). */
export const PREGNANCY_EXTRA = [
  { value: 'none', extra: 0 },
  { value: 'pregnant', extra: 300 },
  { value: 'breastfeeding', extra: 700 },
  { value: 'both', extra: 500 },
] as const;

/** Millilitres per kilogram of body weight (spec). */
export const ML_PER_KG = 35;
/** Millilitres in one cup (spec). */
export const CUP_ML = 240;
/** Waking hours the day's water is spread over (spec). */
export const WAKING_HOURS = 16;

/** Suggested spread of the day's water by slot id (messages.ts names the slots and their times), in percent. */
export const DISTRIBUTION = [
  { slot: 'waking', share: 10 },
  { slot: 'morning', share: 25 },
  { slot: 'lunch', share: 15 },
  { slot: 'afternoon', share: 25 },
  { slot: 'dinner', share: 15 },
  { slot: 'evening', share: 10 },
] as const;
/** The slot that absorbs the rounding remainder. */
const REMAINDER_SLOT = 'afternoon';

/** Canonical water input: weight in kg. */
export interface WaterInput {
  weight: number;
  weightUnit: UnitId;
  activityLevel: (typeof WATER_ACTIVITY)[number]['value'];
  climate: (typeof CLIMATES)[number]['value'];
  pregnancy: (typeof PREGNANCY_EXTRA)[number]['value'];
}

/** Splits a whole-millilitre total into the distribution slots so the slots add up exactly to the total. */
export function distributeWater(totalMl: number) {
  const rows = DISTRIBUTION.map((slot) => ({
    ...slot,
    ml: Math.round((totalMl * slot.share) / 100),
  }));
  const remainder = totalMl - rows.reduce((sum, row) => sum + row.ml, 0);
  return rows.map((row) => {
    const ml = row.slot === REMAINDER_SLOT ? row.ml + remainder : row.ml;
    return { ...row, ml, cups: round(ml / CUP_ML, 1) };
  });
}

/** Daily water (values only; words.ts words them): 35 mL/kg × activity × climate + pregnancy/breastfeeding extra, with an hourly target and spread. */
export function waterFormula(input: WaterInput) {
  const activity = WATER_ACTIVITY.find((level) => level.value === input.activityLevel) ?? WATER_ACTIVITY[0];
  const climate = CLIMATES.find((entry) => entry.value === input.climate) ?? CLIMATES[0];
  const additionalIntake =
    PREGNANCY_EXTRA.find((entry) => entry.value === input.pregnancy)?.extra ?? PREGNANCY_EXTRA[0].extra;
  const baseIntake = ML_PER_KG * input.weight;
  const totalIntakeML = Math.round(baseIntake * activity.multiplier * climate.multiplier + additionalIntake);
  const hourlyIntake = Math.round(totalIntakeML / WAKING_HOURS);

  // "Notes for you" by id, in the order shown: the pregnancy extra, then heat, then training.
  const notes = [
    ...(input.pregnancy === 'none' ? [] : [input.pregnancy]),
    ...(input.climate === 'hot' ? (['hot'] as const) : []),
    ...(input.activityLevel === 'intense' ? (['intense'] as const) : []),
  ];
  // A very large target leads the recommendations with a caution.
  const caution: 'kidneys' | 'heavy' | 'extras' | null =
    hourlyIntake > 1000
      ? 'kidneys'
      : totalIntakeML > 4000
        ? input.weight >= 100
          ? 'heavy'
          : 'extras'
        : null;

  return {
    totalIntakeML,
    totalIntakeLiters: round(totalIntakeML / 1000, 1),
    totalIntakeCups: round(totalIntakeML / CUP_ML, 1),
    additionalIntake,
    hourlyIntake,
    baseIntake: Math.round(baseIntake),
    // About 20% of the day's water usually comes from food (IOM 2005): litres from drinks.
    fromDrinksLiters: round((totalIntakeML * 0.8) / 1000, 1),
    notes,
    caution,
    distribution: distributeWater(totalIntakeML),
  };
}

/** The water-intake formula's values. */
export type WaterValues = ReturnType<typeof waterFormula>;
