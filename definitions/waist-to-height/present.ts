import { type WaistHeightInput, type WaistHeightValues, WHTR_BANDS } from './formula';
import type { Messages } from './messages.en.gen';

/** The waist-to-height result the page and `npm run calc` show: the band and advice in words, the bands table. */
export function presentWaistHeight(values: WaistHeightValues, _input: WaistHeightInput, m: Messages) {
  const { advice, ...shown } = values;
  return {
    ...shown,
    category: m.category({ category: values.category }),
    meaning: m.meaning({ category: values.category }),
    bands: WHTR_BANDS.map(({ below, id }, index) => {
      const from = index === 0 ? below : (WHTR_BANDS[index - 1]?.below ?? 0);
      const kind = index === 0 ? 'first' : index === WHTR_BANDS.length - 1 ? 'last' : 'middle';
      return { range: m.range({ kind, from, to: below - 0.01 }), category: m.category({ category: id }) };
    }),
    recommendations: advice.map((id) => m.advice({ id })),
  };
}
