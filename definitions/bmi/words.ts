import type { PlainMessageKey } from '@/engine';
import type { BmiCategory, BmiInput, BmiValues } from './formula';
import type { Messages } from './messages.en.gen';

/** Three lines of advice per category, in the order shown. */
const ADVICE: Record<BmiCategory, PlainMessageKey<Messages>[]> = {
  underweight: ['adviceUnderweight1', 'adviceUnderweight2', 'adviceUnderweight3'],
  normal: ['adviceNormal1', 'adviceNormal2', 'adviceNormal3'],
  overweight: ['adviceOverweight1', 'adviceOverweight2', 'adviceOverweight3'],
  obese: ['adviceObese1', 'adviceObese2', 'adviceObese3'],
};

/** The BMI result the page and `npm run calc` show: the formula's values, the category and advice in words. */
export function bmiWords(values: BmiValues, _input: BmiInput, m: Messages) {
  const { ageGroup, ...shown } = values;
  const advice = ADVICE[values.category].map((key) => m[key]());
  return {
    ...shown,
    category: m.category({ category: values.category }),
    interpretation: m.interpretation({ category: values.category }),
    recommendations: [
      ...(ageGroup === 'under-20' ? [m.underTwenty()] : []),
      ...advice,
      ...(ageGroup === 'over-65' ? [m.overSixtyFive()] : []),
    ],
  };
}

/** BMI result. */
export type BmiResult = ReturnType<typeof bmiWords>;
