import {
  ACTIVITY_LEVELS,
  type ActivityLevel,
  caloriesByActivity,
  mifflinStJeor,
  type UnitId,
} from '@/engine';

/** Stages with the extra energy of the National Academies' DRI for energy (IOM 2002/2005), kcal/day. */
export const STAGES = [
  { value: 'first-trimester', label: 'Pregnant: first trimester (to 13 weeks 6 days)', extra: 0 },
  { value: 'second-trimester', label: 'Pregnant: second trimester (weeks 14–27)', extra: 340 },
  { value: 'third-trimester', label: 'Pregnant: third trimester (week 28 on)', extra: 452 },
  { value: 'breastfeeding-0-6', label: 'Breastfeeding: baby 0–6 months', extra: 330 },
  { value: 'breastfeeding-7-12', label: 'Breastfeeding: baby 7–12 months', extra: 400 },
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

/** The stage entry for a stage value. */
export function stageOf(stage: Stage) {
  return STAGES.find((entry) => entry.value === stage) ?? STAGES[0];
}

/**
 * Base = Mifflin–St Jeor BMR (women) × activity multiplier, the same code and rounding as the TDEE and calorie
 * calculators; total = base + the stage's extra calories.
 */
export function pregnancyCaloriesFormula(input: PregnancyCaloriesInput) {
  const bmr = mifflinStJeor(input.weight, input.height, input.age);
  const baseCalories = caloriesByActivity(bmr)[input.activityLevel];
  const stage = stageOf(input.stage);
  const extraCalories = stage.extra;
  const totalCalories = baseCalories + extraCalories;
  const level = ACTIVITY_LEVELS.find((entry) => entry.value === input.activityLevel);
  const pregnant = input.stage.endsWith('trimester');

  const recommendations = [
    pregnant
      ? 'Eating for two is a myth: the extra is about a snack, and none in the first trimester.'
      : 'Breastfeeding uses energy; some of it comes from the fat stored in pregnancy, which is why the extra is modest.',
    'Let your weight gain and your hunger guide you: your midwife or doctor can tell you whether you are on track.',
    pregnant
      ? 'Take 400 micrograms of folic acid a day in the first 12 weeks, and ask about vitamin D, iron and iodine.'
      : 'Drink to thirst, and keep taking vitamin D while you breastfeed.',
  ];

  return {
    bmr: Math.round(bmr),
    baseCalories,
    extraCalories,
    totalCalories,
    stage: input.stage,
    stageLabel: stage.label,
    activityLabel: level?.short ?? '',
    stages: STAGES.map((entry) => ({
      stage: entry.value,
      label: entry.label,
      extra: entry.extra,
      total: baseCalories + entry.extra,
    })),
    recommendations,
  };
}

/** Pregnancy calories result. */
export type PregnancyCaloriesResult = ReturnType<typeof pregnancyCaloriesFormula>;
