import type { ChildBmiInput, ChildBmiValues } from './formula';
import type { Messages } from './messages.en.gen';

/** The child BMI result the page and `npm run calc` show: the category, its meaning and the obesity class in words. */
export function childBmiWords(values: ChildBmiValues, _input: ChildBmiInput, m: Messages) {
  const { obesityClass, percentOf95th, ...shown } = values;
  return {
    bmi: shown.bmi,
    percentile: shown.percentile,
    z: shown.z,
    category: m.category({ category: values.category }),
    severity: shown.severity,
    interpretation: m.interpretation({ category: values.category }),
    bmiAt95th: shown.bmiAt95th,
    ageMonths: shown.ageMonths,
    ageYears: shown.ageYears,
    measuredOn: shown.measuredOn,
    curves: shown.curves,
    ...(percentOf95th === undefined ? {} : { percentOf95th }),
    ...(obesityClass === undefined ? {} : { severeObesity: m.obesityClass({ id: obesityClass }) }),
  };
}

/** Child BMI result. */
export type ChildBmiResult = ReturnType<typeof childBmiWords>;
