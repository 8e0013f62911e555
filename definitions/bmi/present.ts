import { type CalculatorLink, calculatorHref } from '@/engine';
import { ADULT_AGE, type BmiInput, type BmiValues, OLDER_AGE, OVERWEIGHT_FROM } from './formula';
import type { Messages } from './messages.en.gen';

/**
 * The BMI result the page and `npm run calc` show: the formula's values, the category and advice in words. From 2
 * to 19 there is no adult category or advice: the card says BMI-for-age applies and `links` carries her height and
 * weight to the calculator that reads it.
 */
export function presentBmi(values: BmiValues, _input: BmiInput, m: Messages) {
  const { olderAdult, childBmi, category, ...shown } = values;
  if (category === null) {
    const links: CalculatorLink[] = childBmi
      ? [{ label: m.childBmiLink(), href: calculatorHref('child-bmi', { ...childBmi }) }]
      : [];
    return {
      ...shown,
      category: m.forAge({ adultAge: ADULT_AGE }),
      interpretation: m.forAgeMeaning({ adultAge: ADULT_AGE }),
      recommendations: [m.forAgeAdvice()],
      links,
    };
  }
  return {
    ...shown,
    category: m.category({ category }),
    interpretation: m.interpretation({ category }),
    recommendations: [
      m.advice1({ category }),
      m.advice2({ category }),
      m.advice3({ category }),
      ...(olderAdult ? [m.overSixtyFive({ olderAge: OLDER_AGE, overweightFrom: OVERWEIGHT_FROM })] : []),
    ],
    links: undefined,
  };
}

/** BMI result. */
export type BmiResult = ReturnType<typeof presentBmi>;
