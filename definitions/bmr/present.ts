import { MIFFLIN_MAX_AGE, MIFFLIN_MIN_AGE } from '@/engine';
import type { BmrInput, BmrValues } from './formula';
import type { Messages } from './messages.en.gen';

/** The BMR result the page and `npm run calc` show: the formula's values, the table's levels and advice in words. */
export function presentBmr(values: BmrValues, _input: BmrInput, m: Messages) {
  const { teen, pastFitted, ...shown } = values;
  return {
    ...shown,
    // Each row's calories are the level's figure in tdeeValues, so the table and those figures are one value.
    activityTable: values.activityTable.map((row) => ({
      ...row,
      calories: values.tdeeValues[row.level],
      label: m.activity(row),
    })),
    recommendations: [
      ...(teen ? [m.teen()] : []),
      ...(pastFitted ? [m.pastFitted({ min: MIFFLIN_MIN_AGE, max: MIFFLIN_MAX_AGE })] : []),
      m.atRest(values),
      m.typicalWeek(),
      m.strength(),
    ],
  };
}
