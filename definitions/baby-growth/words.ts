import type { BabyGrowthInput, BabyGrowthValues, Measure, MeasureValues } from './formula';
import type { Messages } from './messages.en.gen';

const MEASURES = ['weight', 'length', 'head'] as const;

/** One measurement's place on its chart, with the measurement as typed and its sentence in words. */
function measureWords(measure: Measure, values: MeasureValues, input: BabyGrowthInput, m: Messages) {
  const { typed, band, curves, ...shown } = values;
  const kind = typed.unit === 'lb-oz' ? 'lbOz' : measure === 'weight' ? 'weight' : 'other';
  return {
    ...shown,
    shown: m.shown({ kind, ...typed }),
    curves,
    sentence: m.sentence({ measure, band, percentile: values.percentile, sex: input.sex }),
  };
}

/**
 * The baby growth result the page and `npm run calc` show: the age and each percentile in words for parents, the
 * measurement as typed, and what to do when one lies outside the 3rd to 97th percentiles.
 */
export function babyGrowthWords(values: BabyGrowthValues, input: BabyGrowthInput, m: Messages) {
  const { age, outside, weight, length, head, ...shown } = values;
  // Completed months, then weeks (and days under a month): "4 months 2 weeks", "1 year 2 months".
  const parts = (['year', 'month', 'week', 'day'] as const)
    .map((unit) => ({ unit, n: age[`${unit}s`] }))
    .filter(({ n }) => n > 0)
    .map((part) => m.agePart(part));
  const measured = { weight, length, head };
  const words = Object.fromEntries(
    MEASURES.flatMap((measure) => {
      const value = measured[measure];
      return value ? [[measure, measureWords(measure, value, input, m)]] : [];
    }),
  ) as Partial<Record<Measure, ReturnType<typeof measureWords>>>;
  const [first = '', second = '', third = ''] = outside.map((item) => m.outsideItem(item));
  return {
    ...shown,
    ageText: parts.length === 0 ? m.ageBirth() : parts.join(' '),
    summary: MEASURES.flatMap((measure) => words[measure]?.sentence ?? []),
    ...words,
    ...(outside.length > 0 ? { outside: [m.outside({ count: outside.length, first, second, third })] } : {}),
  };
}

/** Baby growth result. */
export type BabyGrowthResult = ReturnType<typeof babyGrowthWords>;
