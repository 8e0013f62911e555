import { deficitValues, MIFFLIN_MAX_AGE, MIFFLIN_MIN_AGE } from '@/engine';
import type { TdeeInput, TdeeValues } from './formula';
import type { Messages } from './messages.en.gen';

/** The TDEE result the page and `npm run calc` show: the tables' levels, targets and weekly changes, advice in words. */
export function tdeeWords(values: TdeeValues, input: TdeeInput, m: Messages) {
  // Each row's calories are the level's figure in allTDEEValues (the headline's source): one value, not two.
  const activityTable = values.activityTable.map((row) => ({
    ...row,
    calories: values.allTDEEValues[row.level],
    label: m.activity(row),
  }));
  const fitted = values.pastFitted ? [m.pastFitted({ min: MIFFLIN_MIN_AGE, max: MIFFLIN_MAX_AGE })] : [];
  if (values.teen) {
    // A growing body: what she uses in a day, no targets to eat less or more.
    const { teen, pastFitted, ...shown } = values;
    return { ...shown, activityTable, recommendations: [m.teen({ tdee: values.tdee }), ...fitted] };
  }
  const { teen, pastFitted, floor, belowFloorFrom, marksBelowBmr, ...shown } = values;
  const deficit = deficitValues(input.weightUnit);
  return {
    ...shown,
    activityTable,
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
      ...fitted,
      m.atLevel({ level: values.activityLevel, tdee: values.tdee }),
      m.deficit(deficit),
      m.recheck(deficit),
      ...(marksBelowBmr ? [m.belowBmr(values)] : []),
    ],
  };
}

/** TDEE result. */
export type TdeeResult = ReturnType<typeof tdeeWords>;
