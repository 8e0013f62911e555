import {
  ACTIVITY_LEVELS,
  type ActivityLevel,
  activityTable,
  caloriesByActivity,
  mifflinStJeor,
  type UnitId,
} from '../../src/engine';

/** Canonical TDEE input. */
export interface TdeeInput {
  weight: number;
  weightUnit: UnitId;
  height: number;
  heightUnit: UnitId;
  age: number;
  gender: 'female' | 'male';
  activityLevel: ActivityLevel;
}

/** Lowest daily intake generally advised for women without medical supervision. */
export const MIN_CALORIES_WOMEN = 1200;

/** Total daily energy expenditure with loss (−250/−500/−750) and gain (+250/+500) targets. */
export function tdeeFormula(input: TdeeInput) {
  const exact = mifflinStJeor(input.weight, input.height, input.age, input.gender);
  const allTDEEValues = caloriesByActivity(exact);
  const tdee = allTDEEValues[input.activityLevel];
  const weightLossCalories = { mild: tdee - 250, moderate: tdee - 500, aggressive: tdee - 750 };
  const weightGainCalories = { mild: tdee + 250, moderate: tdee + 500 };
  const level = ACTIVITY_LEVELS.find((entry) => entry.value === input.activityLevel);
  const recommendations = [
    `At a ${level?.short.toLowerCase()} level you use about ${tdee.toLocaleString('en-US')} kcal a day; eating this much keeps your weight steady.`,
    'A deficit of 500 kcal a day loses about 0.5 kg (1 lb) a week; slower loss is easier to keep.',
    'Recheck your numbers after every 5 kg of change: your needs change with your weight.',
  ];
  const floor = input.gender === 'female' ? MIN_CALORIES_WOMEN : 1500;
  if (weightLossCalories.aggressive < floor) {
    recommendations.unshift(
      `The aggressive target (${weightLossCalories.aggressive.toLocaleString('en-US')} kcal) is below ${floor.toLocaleString('en-US')} kcal a day, the usual minimum without medical supervision.`,
    );
  }
  return {
    bmr: Math.round(exact),
    tdee,
    activityLevel: input.activityLevel,
    allTDEEValues,
    activityTable: activityTable(exact),
    weightLossCalories,
    weightGainCalories,
    targets: [
      { goal: 'Mild weight loss', change: '−0.25 kg/week', calories: weightLossCalories.mild },
      { goal: 'Moderate weight loss', change: '−0.5 kg/week', calories: weightLossCalories.moderate },
      { goal: 'Aggressive weight loss', change: '−0.75 kg/week', calories: weightLossCalories.aggressive },
      { goal: 'Mild weight gain', change: '+0.25 kg/week', calories: weightGainCalories.mild },
      { goal: 'Moderate weight gain', change: '+0.5 kg/week', calories: weightGainCalories.moderate },
    ],
    recommendations,
  };
}

/** TDEE result. */
export type TdeeResult = ReturnType<typeof tdeeFormula>;
