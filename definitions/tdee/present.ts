import { deficitValues, MIFFLIN_MAX_AGE, MIFFLIN_MIN_AGE } from '@/engine';
import type { TdeeInput, TdeeValues } from './formula';
import type { Messages } from './messages.en.gen';

/** A target row as the page shows it: the goal and weekly change in words. */
interface TargetRow {
  goal: string;
  change: string;
  changeShown: string;
  calories: number;
}

/**
 * The TDEE result: the formula's values but its flags, the activity table with its levels named, the targets in
 * words (adults only: under 18 the result has none) and the recommendations.
 */
export type TdeeResult = Omit<
  TdeeValues,
  'teen' | 'pastFitted' | 'floor' | 'belowFloorFrom' | 'marksBelowBmr' | 'targets' | 'activityTable'
> & {
  activityTable: (TdeeValues['activityTable'][number] & { label: string })[];
  targets?: TargetRow[];
  recommendations: string[];
};

/** The TDEE result the page and `npm run calc` show: the tables' levels, targets and weekly changes, advice in words. */
export function presentTdee(values: TdeeValues, input: TdeeInput, m: Messages): TdeeResult {
  // Each row's calories are the level's figure in allTDEEValues (the headline's source): one value, not two.
  const activityTable = values.activityTable.map((row) => ({
    ...row,
    calories: values.allTDEEValues[row.level],
    label: m.activity({ ...row, gender: input.gender }),
  }));
  const fitted = values.pastFitted ? [m.pastFitted({ min: MIFFLIN_MIN_AGE, max: MIFFLIN_MAX_AGE })] : [];
  const { teen, pastFitted, floor, belowFloorFrom, marksBelowBmr, targets, ...shown } = values;
  // A growing body (no targets): what she uses in a day, and why there is nothing to eat less or more.
  if (!targets)
    return { ...shown, activityTable, recommendations: [m.teen({ tdee: values.tdee }), ...fitted] };
  const deficit = deficitValues(input.weightUnit);
  return {
    ...shown,
    activityTable,
    targets: targets.map((row) => ({
      goal: m.goal({ goal: row.goal, below: row.belowBmr ? 'yes' : 'no' }),
      change: m.weekly(row.change),
      changeShown: m.weekly(row.changeShown),
      calories: row.calories,
    })),
    recommendations: [
      ...(belowFloorFrom && floor && values.weightLossCalories
        ? [m.belowFloor({ from: belowFloorFrom, floor, ...values.weightLossCalories })]
        : []),
      ...fitted,
      m.atLevel({ level: values.activityLevel, tdee: values.tdee, gender: input.gender }),
      m.deficit(deficit),
      m.recheck(deficit),
      ...(marksBelowBmr ? [m.belowBmr(values)] : []),
    ],
  };
}
