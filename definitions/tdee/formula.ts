import {
  ACTIVITY_LEVELS,
  type ActivityLevel,
  activityTable,
  BELOW_BMR_ADVICE,
  caloriesByActivity,
  deficitFigures,
  formatNumber,
  mifflinStJeor,
  type UnitId,
  weeklyChangeText,
} from '@/engine';

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

/**
 * Total daily energy expenditure with loss (−250/−500/−750) and gain (+250/+500) targets (spec); each target's
 * weekly change is computed from the one energy constant, like the calorie calculator's.
 */
export function tdeeFormula(input: TdeeInput) {
  const exact = mifflinStJeor(input.weight, input.height, input.age, input.gender);
  const allTDEEValues = caloriesByActivity(exact);
  const tdee = allTDEEValues[input.activityLevel];
  const weightLossCalories = { mild: tdee - 250, moderate: tdee - 500, aggressive: tdee - 750 };
  const weightGainCalories = { mild: tdee + 250, moderate: tdee + 500 };
  const level = ACTIVITY_LEVELS.find((entry) => entry.value === input.activityLevel);
  const deficit = deficitFigures(input.weightUnit);
  const recommendations = [
    `At a ${level?.short.toLowerCase()} level you use about ${formatNumber(tdee)} kcal a day; eating this much keeps your weight steady.`,
    `A deficit of ${deficit.dailyKcal} kcal a day loses about ${deficit.weekly} a week at first (${deficit.energy}); slower loss is easier to keep.`,
    `Recheck your numbers after every ${deficit.recheckEvery} of change: your needs change with your weight.`,
  ];
  const floor = input.gender === 'female' ? MIN_CALORIES_WOMEN : 1500;
  const bmr = Math.round(exact);
  if (weightLossCalories.aggressive < bmr) {
    recommendations.push(
      `Targets below your BMR (${formatNumber(bmr)} kcal) are marked: ${BELOW_BMR_ADVICE}.`,
    );
  }
  // Every target under the floor is named, not only the lowest: a moderate target of 1,150 kcal needs the warning too.
  const belowFloor = (
    [
      ['mild', weightLossCalories.mild],
      ['moderate', weightLossCalories.moderate],
      ['aggressive', weightLossCalories.aggressive],
    ] as const
  ).filter(([, calories]) => calories < floor);
  if (belowFloor.length > 0) {
    const named = belowFloor.map(([name, calories]) => `${name} (${formatNumber(calories)} kcal)`);
    const list = named.length === 1 ? named[0] : `${named.slice(0, -1).join(', ')} and ${named.at(-1)}`;
    recommendations.unshift(
      `The ${list} ${belowFloor.length === 1 ? 'target is' : 'targets are'} below ${formatNumber(floor)} kcal a day, the usual minimum without medical supervision.`,
    );
  }
  return {
    bmr,
    tdee,
    activityLevel: input.activityLevel,
    allTDEEValues,
    activityTable: activityTable(exact),
    weightLossCalories,
    weightGainCalories,
    targets: [
      { goal: 'Mild weight loss', calories: weightLossCalories.mild },
      { goal: 'Moderate weight loss', calories: weightLossCalories.moderate },
      { goal: 'Aggressive weight loss', calories: weightLossCalories.aggressive },
      { goal: 'Mild weight gain', calories: weightGainCalories.mild },
      { goal: 'Moderate weight gain', calories: weightGainCalories.moderate },
    ].map((row) => ({
      goal: row.calories < bmr ? `${row.goal} (below your BMR)` : row.goal,
      /** In kg ("−0.45 kg/week"), as the headless contract has always given it. */
      change: weeklyChangeText(row.calories - tdee, 'kg'),
      /** The same change in the visitor's weight unit ("−1 lb/week" to someone who typed pounds): what the page shows. */
      changeShown: weeklyChangeText(row.calories - tdee, input.weightUnit),
      calories: row.calories,
    })),
    recommendations,
  };
}

/** TDEE result. */
export type TdeeResult = ReturnType<typeof tdeeFormula>;
