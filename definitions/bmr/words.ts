import type { BmrInput, BmrValues } from './formula';
import type { Messages } from './messages.en.gen';

/** The BMR result the page and `npm run calc` show: the formula's values, the table's levels and advice in words. */
export function bmrWords(values: BmrValues, _input: BmrInput, m: Messages) {
  const { teen, ...shown } = values;
  return {
    ...shown,
    activityTable: values.activityTable.map((row) => ({ ...row, label: m.activity(row) })),
    recommendations: [...(teen ? [m.teen()] : []), m.atRest(values), m.typicalWeek(), m.strength()],
  };
}

/** BMR result. */
export type BmrResult = ReturnType<typeof bmrWords>;
