import type { BmiInput, BmiValues } from './formula';
import type { Messages } from './messages.en.gen';

/** The BMI result the page and `npm run calc` show: the formula's values, the category and advice in words. */
export function bmiWords(values: BmiValues, _input: BmiInput, m: Messages) {
  const { ageGroup, ...shown } = values;
  return {
    ...shown,
    category: m.category({ category: values.category }),
    interpretation: m.interpretation({ category: values.category }),
    recommendations: [
      ...(ageGroup === 'under-20' ? [m.underTwenty()] : []),
      m.advice1({ category: values.category }),
      m.advice2({ category: values.category }),
      m.advice3({ category: values.category }),
      ...(ageGroup === 'over-65' ? [m.overSixtyFive()] : []),
    ],
  };
}

/** BMI result. */
export type BmiResult = ReturnType<typeof bmiWords>;
