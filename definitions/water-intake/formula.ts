import { round, type UnitId } from '@/engine';

/** The activity multipliers (spec part 2 §9), each named for the about texts. */
export const ACTIVITY_LIGHT = 1.2;
export const ACTIVITY_MODERATE = 1.4;
export const ACTIVITY_INTENSE = 1.6;

/** Activity levels with their multipliers; messages.ts names every option of the form. */
export const WATER_ACTIVITY = [
  { value: 'sedentary', multiplier: 1 },
  { value: 'light', multiplier: ACTIVITY_LIGHT },
  { value: 'moderate', multiplier: ACTIVITY_MODERATE },
  { value: 'intense', multiplier: ACTIVITY_INTENSE },
] as const;

/** The climate multipliers (spec part 2 §9). */
export const CLIMATE_MODERATE = 1.1;
export const CLIMATE_HOT = 1.3;

/** Climates with their multipliers. */
export const CLIMATES = [
  { value: 'cool', multiplier: 1 },
  { value: 'moderate', multiplier: CLIMATE_MODERATE },
  { value: 'hot', multiplier: CLIMATE_HOT },
] as const;

/** Extra millilitres a day in pregnancy, while breastfeeding and both at once (spec part 2 §9; EFSA's increments). */
export const PREGNANT_EXTRA_ML = 300;
export const BREASTFEEDING_EXTRA_ML = 700;
export const BOTH_EXTRA_ML = 500;

/** The extra for each value of the pregnancy field. */
export const PREGNANCY_EXTRA = [
  { value: 'none', extra: 0 },
  { value: 'pregnant', extra: PREGNANT_EXTRA_ML },
  { value: 'breastfeeding', extra: BREASTFEEDING_EXTRA_ML },
  { value: 'both', extra: BOTH_EXTRA_ML },
] as const;

/**
 * Adequate intakes of total water (drinks and food) for women, litres a day, by the pregnancy field's value: the US
 * National Academies' (IOM, Dietary Reference Intakes for Water, 2005: 2.7; pregnancy 3.0; lactation 3.8; of which
 * from drinks about 2.2, 2.3 and 3.1) and EFSA's (2010: 2.0; + 0.3 in pregnancy; + 0.7 while breastfeeding).
 * Pregnant and breastfeeding at once takes the lactation figures, the higher of the two.
 */
export const IOM_WOMEN_L = 2.7;
export const IOM_WOMEN_DRINKS_L = 2.2;
export const EFSA_WOMEN_L = 2.0;
export const IOM_PREGNANCY_L = 3.0;
export const IOM_PREGNANCY_DRINKS_L = 2.3;
export const EFSA_PREGNANCY_L = 2.3;
export const IOM_LACTATION_L = 3.8;
export const IOM_LACTATION_DRINKS_L = 3.1;
export const EFSA_LACTATION_L = 2.7;
const ADEQUATE_INTAKE = {
  none: { iom: IOM_WOMEN_L, iomDrinks: IOM_WOMEN_DRINKS_L, efsa: EFSA_WOMEN_L },
  pregnant: { iom: IOM_PREGNANCY_L, iomDrinks: IOM_PREGNANCY_DRINKS_L, efsa: EFSA_PREGNANCY_L },
  breastfeeding: { iom: IOM_LACTATION_L, iomDrinks: IOM_LACTATION_DRINKS_L, efsa: EFSA_LACTATION_L },
  both: { iom: IOM_LACTATION_L, iomDrinks: IOM_LACTATION_DRINKS_L, efsa: EFSA_LACTATION_L },
} as const;
/** EFSA's increments over its 2.0 L, in pregnancy and while breastfeeding (litres). */
export const EFSA_PREGNANCY_EXTRA_L = round(EFSA_PREGNANCY_L - EFSA_WOMEN_L, 1);
export const EFSA_LACTATION_EXTRA_L = round(EFSA_LACTATION_L - EFSA_WOMEN_L, 1);

/**
 * The most the page headlines, as a multiple of the US adequate intake (then down to whole 100 mL: 4.0 L, 4.5 L in
 * pregnancy, 5.7 L while breastfeeding). EFSA's 95th percentile of women's intake, 3.1 L, is about 1.5 times its
 * 2.0 L adequate intake: a rule-of-thumb figure above this is more than nearly any healthy woman takes in, and
 * drinking far more than the body needs can dilute the blood's sodium (hyponatremia).
 */
export const CEILING_FACTOR = 1.5;

/** The headline ceiling in mL for a pregnancy value: {@link CEILING_FACTOR} × the US adequate intake, to 100 mL. */
function ceilingMl(pregnancy: WaterInput['pregnancy']): number {
  return Math.floor((ADEQUATE_INTAKE[pregnancy].iom * 1000 * CEILING_FACTOR) / 100 + 1e-9) * 100;
}

/** The headline ceilings in litres, for the about texts: not pregnant, pregnant, breastfeeding. */
export const CEILING_L = ceilingMl('none') / 1000;
export const CEILING_PREGNANCY_L = ceilingMl('pregnant') / 1000;
export const CEILING_LACTATION_L = ceilingMl('breastfeeding') / 1000;

/** Above this total (mL a day) the result says it is a large volume. */
export const LARGE_VOLUME_ML = 4000;
export const LARGE_VOLUME_L = LARGE_VOLUME_ML / 1000;

/** Millilitres per kilogram of body weight (spec). */
export const ML_PER_KG = 35;
/** Millilitres in one cup (spec). */
export const CUP_ML = 240;
/** Waking hours the day's water is spread over (spec). */
export const WAKING_HOURS = 16;

/** Suggested spread of the day's water by slot id (messages.ts names the slots and their times), in percent. */
export const SHARE_WAKING = 10;
export const SHARE_MORNING = 25;
export const SHARE_LUNCH = 15;
export const SHARE_AFTERNOON = 25;
export const SHARE_DINNER = 15;
export const SHARE_EVENING = 10;
const DISTRIBUTION = [
  { slot: 'waking', share: SHARE_WAKING },
  { slot: 'morning', share: SHARE_MORNING },
  { slot: 'lunch', share: SHARE_LUNCH },
  { slot: 'afternoon', share: SHARE_AFTERNOON },
  { slot: 'dinner', share: SHARE_DINNER },
  { slot: 'evening', share: SHARE_EVENING },
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

/**
 * Daily water (values only; present.ts words them): 35 mL/kg × activity × climate + pregnancy/breastfeeding extra, no
 * more than the ceiling (1.5 × the adequate intake), with the adequate intakes beside it, an hourly target and a
 * spread of what is shown.
 */
export function waterFormula(input: WaterInput) {
  const activity = WATER_ACTIVITY.find((level) => level.value === input.activityLevel) ?? WATER_ACTIVITY[0];
  const climate = CLIMATES.find((entry) => entry.value === input.climate) ?? CLIMATES[0];
  const additionalIntake =
    PREGNANCY_EXTRA.find((entry) => entry.value === input.pregnancy)?.extra ?? PREGNANCY_EXTRA[0].extra;
  const adequate = ADEQUATE_INTAKE[input.pregnancy];
  const baseIntake = ML_PER_KG * input.weight;
  /** What the rule of thumb gives; above the ceiling it is never the headline. */
  const formulaIntakeML = Math.round(
    baseIntake * activity.multiplier * climate.multiplier + additionalIntake,
  );
  const ceiling = ceilingMl(input.pregnancy);
  const capped = formulaIntakeML > ceiling;
  const totalIntakeML = capped ? ceiling : formulaIntakeML;
  const hourlyIntake = Math.round(totalIntakeML / WAKING_HOURS);

  // "Notes for you" by id, in the order shown: the pregnancy extra, then heat, then training.
  const notes = [
    ...(input.pregnancy === 'none' ? [] : [input.pregnancy]),
    ...(input.climate === 'hot' ? (['hot'] as const) : []),
    ...(input.activityLevel === 'intense' ? (['intense'] as const) : []),
  ];
  // A very large figure leads the recommendations with a caution: capped first, else a large total (over 4 L).
  const caution: 'capped' | 'heavy' | 'extras' | null = capped
    ? 'capped'
    : totalIntakeML > LARGE_VOLUME_ML
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
    formulaIntakeML,
    formulaIntakeLiters: round(formulaIntakeML / 1000, 1),
    capped,
    /** The card's colour: a caution when the rule of thumb was capped, neutral otherwise. */
    severity: capped ? ('caution' as const) : ('info' as const),
    /** The US adequate intake of total water for her (litres a day), of it from drinks, and EFSA's. */
    adequateIntakeLiters: adequate.iom,
    adequateFromDrinksLiters: adequate.iomDrinks,
    efsaIntakeLiters: adequate.efsa,
    // About 20% of the day's water usually comes from food (IOM 2005): litres from drinks.
    fromDrinksLiters: round((totalIntakeML * 0.8) / 1000, 1),
    notes,
    caution,
    distribution: distributeWater(totalIntakeML),
  };
}

/** The water-intake formula's values. */
export type WaterValues = ReturnType<typeof waterFormula>;
