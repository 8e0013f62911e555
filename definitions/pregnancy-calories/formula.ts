import {
  ACTIVITY_LEVELS,
  type ActivityLevel,
  caloriesByActivity,
  mifflinStJeor,
  type UnitId,
} from '@/engine';

/**
 * Stages with the extra energy of the National Academies' DRI for energy (IOM 2002/2005), kcal/day. The 2023 DRI no
 * longer gives fixed increments for pregnancy (its own TEE equation with weeks pregnant, plus tissue deposition by
 * pre-pregnancy BMI), so these stay; README "Departures" and about.md say why.
 */
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

/** Mifflin–St Jeor was developed on adults of 19–78 years (Mifflin et al. 1990): below this age the page says so. */
export const ADULT_EQUATION_MIN_AGE = 19;

/** The note for a pregnant or breastfeeding teenager (under 19). */
export const TEEN_NOTE =
  'You are under 19, so this figure is only a rough guide. The Mifflin–St Jeor equation was developed on adults (19 to 78 years), and a teenager who is still growing needs energy for her own growth as well as for the baby, which it does not count. Ask your midwife, doctor or a dietitian for a figure made for you.';

/** Supplement advice that fits the stage: folic acid belongs to the first 12 weeks (NHS; USPSTF 2023). */
export function supplementAdvice(stage: Stage): string {
  if (stage === 'first-trimester') {
    return 'Take 400 micrograms of folic acid a day until week 12, and ask about vitamin D, iron and iodine.';
  }
  if (stage.endsWith('trimester')) {
    return 'Ask your midwife or doctor about vitamin D, iron and iodine, and keep taking the supplements they advised.';
  }
  return 'Drink to thirst, and keep taking vitamin D while you breastfeed.';
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
    supplementAdvice(input.stage),
  ];
  const teen = input.age < ADULT_EQUATION_MIN_AGE;

  return {
    bmr: Math.round(bmr),
    baseCalories,
    extraCalories,
    totalCalories,
    stage: input.stage,
    teen,
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
