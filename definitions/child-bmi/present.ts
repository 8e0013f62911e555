import { CHILD_BMI_FIGURES, type ChildBmiInput, type ChildBmiValues } from './formula';
import type { Messages } from './messages.en.gen';

/**
 * The child BMI result the page and `npm run calc` show: the percentile as people read it, the category, its
 * meaning and the obesity class in words.
 */
export function presentChildBmi(values: ChildBmiValues, input: ChildBmiInput, m: Messages) {
  const { obesityClass, ...shown } = values;
  return {
    ...shown,
    percentileShown: m.percentileShown({
      ...CHILD_BMI_FIGURES,
      band: values.belowLowestShown ? 'below' : 'shown',
      percentile: values.percentile,
    }),
    category: m.category({ category: values.category }),
    interpretation: m.interpretation({ ...CHILD_BMI_FIGURES, category: values.category, sex: input.sex }),
    ...(obesityClass === undefined
      ? {}
      : { severeObesity: m.obesityClass({ ...CHILD_BMI_FIGURES, id: obesityClass }) }),
  };
}
