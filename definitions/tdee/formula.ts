import {
  ACTIVITY_LEVELS,
  type ActivityLevel,
  activityTable,
  caloriesByActivity,
  KCAL_PER_KG,
  mifflinStJeor,
  type UnitId,
  weeklyChangeKg,
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

/** A kg/week figure as the targets table writes it, from the one energy constant (7,700 kcal/kg). */
const perWeek = (dailyKcal: number) => {
  const kg = weeklyChangeKg(dailyKcal);
  return `${kg > 0 ? '+' : '−'}${Math.abs(kg)} kg/week`;
};

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
    `A deficit of 500 kcal a day loses about ${Math.abs(weeklyChangeKg(-500))} kg a week at first (about ${KCAL_PER_KG.toLocaleString('en-US')} kcal per kilogram); slower loss is easier to keep.`,
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
      { goal: 'Mild weight loss', change: perWeek(-250), calories: weightLossCalories.mild },
      { goal: 'Moderate weight loss', change: perWeek(-500), calories: weightLossCalories.moderate },
      { goal: 'Aggressive weight loss', change: perWeek(-750), calories: weightLossCalories.aggressive },
      { goal: 'Mild weight gain', change: perWeek(250), calories: weightGainCalories.mild },
      { goal: 'Moderate weight gain', change: perWeek(500), calories: weightGainCalories.moderate },
    ],
    recommendations,
  };
}

/** TDEE result. */
export type TdeeResult = ReturnType<typeof tdeeFormula>;
