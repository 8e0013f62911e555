import { BODY_FAT_CATEGORIES, type BodyFatInput, type BodyFatValues, ESSENTIAL_FAT } from './formula';
import type { Messages } from './messages.en.gen';

/** The body-fat result the page and `npm run calc` show: the category, advice, tips and ranges table in words. */
export function presentBodyFat(values: BodyFatValues, _input: BodyFatInput, m: Messages) {
  const { belowEssential, ...shown } = values;
  return {
    ...shown,
    category: m.category(values),
    interpretation: m.interpretation(values),
    // A row runs from the bound below it (the essential-fat level for the first) to the last whole percent under its
    // own; the last row is open-ended, so its message reads no `to`.
    ranges: BODY_FAT_CATEGORIES.map(({ id: category, below }, index) => ({
      category: m.category({ category }),
      range: m.range({
        category,
        from: BODY_FAT_CATEGORIES[index - 1]?.below ?? ESSENTIAL_FAT,
        to: Number.isFinite(below) ? below - 1 : 0,
      }),
      meaning: m.meaning({ category }),
    })),
    measurementTips: [m.tipMorning(), m.tipWaist(), m.tipHip(), m.tipNeck(), m.tipTwice()],
    recommendations: [
      ...(belowEssential ? [m.belowEssential({ essential: ESSENTIAL_FAT })] : []),
      m.advice1(values),
      m.advice2(values),
      m.tapeVsLab(),
    ],
  };
}
