import { BODY_FAT_CATEGORIES, type BodyFatInput, type BodyFatValues } from './formula';
import type { Messages } from './messages.en.gen';

/** The body-fat result the page and `npm run calc` show: the category, advice, tips and ranges table in words. */
export function bodyFatWords(values: BodyFatValues, _input: BodyFatInput, m: Messages) {
  const { belowEssential, ...shown } = values;
  return {
    ...shown,
    category: m.category(values),
    interpretation: m.interpretation(values),
    ranges: BODY_FAT_CATEGORIES.map(({ id: category }) => ({
      category: m.category({ category }),
      range: m.range({ category }),
      meaning: m.meaning({ category }),
    })),
    measurementTips: [m.tipMorning(), m.tipWaist(), m.tipHip(), m.tipNeck(), m.tipTwice()],
    recommendations: [
      ...(belowEssential ? [m.belowEssential()] : []),
      m.advice1(values),
      m.advice2(values),
      m.tapeVsLab(),
    ],
  };
}
