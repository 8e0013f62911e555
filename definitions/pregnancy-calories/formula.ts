import { type ActivityLevel, caloriesByActivity, mifflinStJeor, round, type UnitId } from '@/engine';

/**
 * Stages with the extra energy of the National Academies' DRI for energy (IOM 2002/2005), kcal/day. The 2023 DRI no
 * longer gives fixed increments for pregnancy (its own TEE equation with weeks pregnant, plus tissue deposition by
 * pre-pregnancy BMI), so these stay; README "Departures" and about.md say why. messages.ts names each stage by
 * its id (ICU select keys cannot hold the option values' hyphens).
 */
export const EXTRA_SECOND_TRIMESTER = 340;
export const EXTRA_THIRD_TRIMESTER = 452;
export const EXTRA_FEEDING_0_TO_6 = 330;
export const EXTRA_FEEDING_7_TO_12 = 400;
export const STAGES = [
  { value: 'first-trimester', id: 'first', extra: 0 },
  { value: 'second-trimester', id: 'second', extra: EXTRA_SECOND_TRIMESTER },
  { value: 'third-trimester', id: 'third', extra: EXTRA_THIRD_TRIMESTER },
  { value: 'breastfeeding-0-6', id: 'feeding0to6', extra: EXTRA_FEEDING_0_TO_6 },
  { value: 'breastfeeding-7-12', id: 'feeding7to12', extra: EXTRA_FEEDING_7_TO_12 },
] as const;

/** One of the five stages. */
export type Stage = (typeof STAGES)[number]['value'];

/** Canonical input: pre-pregnancy weight in kg, height in cm. */
export interface PregnancyCaloriesInput {
  age: number;
  height: number;
  heightUnit: UnitId;
  weight: number;
  weightUnit: UnitId;
  activityLevel: ActivityLevel;
  stage: Stage;
}

/** A pre-pregnancy BMI from which the extra energy of pregnancy is lower (WHO obesity, as DRI 2023 Table 5-13). */
export const OBESITY_BMI = 30;

/**
 * Energy laid down in new tissue in the 2nd and 3rd trimesters, kcal/day, by pre-pregnancy BMI category (National
 * Academies, Dietary Reference Intakes for Energy 2023, Table 5-13 and Table S-4): with obesity the body draws on
 * its own stores. The result quotes it; it is not added to this page's extras (about.md says why).
 */
export const DEPOSITION_UNDERWEIGHT = 300;
export const DEPOSITION_NORMAL = 200;
export const DEPOSITION_OVERWEIGHT = 150;
/** With obesity the deposition is negative: this many kcal a day drawn from the body's stores. */
export const DEPOSITION_OBESE_DRAWN = 50;
export const ENERGY_DEPOSITION_2023 = {
  underweight: DEPOSITION_UNDERWEIGHT,
  normal: DEPOSITION_NORMAL,
  overweight: DEPOSITION_OVERWEIGHT,
  obese: -DEPOSITION_OBESE_DRAWN,
} as const;

/** Mifflin–St Jeor was developed on adults of 19–78 years (Mifflin et al. 1990): below this age the page says so. */
export const ADULT_EQUATION_MIN_AGE = 19;

/** The stage entry for a stage value. */
function stageOf(stage: Stage) {
  return STAGES.find((entry) => entry.value === stage) ?? STAGES[0];
}

/**
 * Base = Mifflin–St Jeor BMR (women) × activity multiplier, the same code and rounding as the TDEE and calorie
 * calculators; total = base + the stage's extra calories. Values only: present.ts words them.
 */
export function pregnancyCaloriesFormula(input: PregnancyCaloriesInput) {
  const bmr = mifflinStJeor(input.weight, input.height, input.age);
  const baseCalories = caloriesByActivity(bmr)[input.activityLevel];
  const stage = stageOf(input.stage);
  const extraCalories = stage.extra;
  const totalCalories = baseCalories + extraCalories;
  const teen = input.age < ADULT_EQUATION_MIN_AGE;
  const prePregnancyBMI = round(input.weight / (input.height / 100) ** 2, 1);
  const pregnant = input.stage.endsWith('trimester');
  return {
    bmr: Math.round(bmr),
    baseCalories,
    extraCalories,
    totalCalories,
    stage: input.stage,
    teen,
    /** Pre-pregnancy BMI, rounded as shown (the 2023 report's extra depends on it). */
    prePregnancyBMI,
    /** Pregnant with a pre-pregnancy BMI of 30 or more: the result says the extra is lower (DRI 2023). */
    lowerExtraWithObesity: pregnant && prePregnancyBMI >= OBESITY_BMI,
    /** The stage's id for messages.ts. */
    stageId: stage.id,
    stages: STAGES.map((entry) => ({
      stage: entry.value,
      id: entry.id,
      extra: entry.extra,
      total: baseCalories + entry.extra,
    })),
    /** Pregnant (a trimester) rather than breastfeeding. */
    pregnant,
  };
}

/** The pregnancy calories formula's values. */
export type PregnancyCaloriesValues = ReturnType<typeof pregnancyCaloriesFormula>;
