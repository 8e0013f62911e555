import { deficitValues } from '@/engine';
import type { TdeeInput, TdeeValues } from './formula';
import type { Messages } from './messages.en.gen';

/** The TDEE result the page and `npm run calc` show: the tables' levels, targets and weekly changes, advice in words. */
export function tdeeWords(values: TdeeValues, input: TdeeInput, m: Messages) {
  const { floor, belowFloorFrom, marksBelowBmr, ...shown } = values;
  const deficit = deficitValues(input.weightUnit);
  return {
    ...shown,
    // Each row's calories are the level's figure in allTDEEValues (the headline's source): one value, not two.
    activityTable: values.activityTable.map((row) => ({
      ...row,
      calories: values.allTDEEValues[row.level],
      label: m.activity(row),
    })),
    targets: values.targets.map((row) => ({
      goal: m.goal({ goal: row.goal, below: row.belowBmr ? 'yes' : 'no' }),
      change: m.weekly(row.change),
      changeShown: m.weekly(row.changeShown),
      calories: row.calories,
    })),
    recommendations: [
      ...(belowFloorFrom
        ? [m.belowFloor({ from: belowFloorFrom, floor, ...values.weightLossCalories })]
        : []),
      m.atLevel({ level: values.activityLevel, tdee: values.tdee }),
      m.deficit(deficit),
      m.recheck(deficit),
      ...(marksBelowBmr ? [m.belowBmr(values)] : []),
    ],
  };
}

/** TDEE result. */
export type TdeeResult = ReturnType<typeof tdeeWords>;
