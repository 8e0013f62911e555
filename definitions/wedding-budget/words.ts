import type { WeddingInput, WeddingValues } from './formula';
import type { Messages } from './messages.en.gen';

/** The wedding budget result the page and `npm run calc` show: the formula's amounts, and the tips in words. */
export function weddingWords(values: WeddingValues, _input: WeddingInput, m: Messages) {
  const { overPlan, ...shown } = values;
  return {
    ...shown,
    tips: [
      ...(values.remaining < 0 ? [m.overBudget()] : []),
      // The categories' contract names, as the table shows them.
      ...(overPlan.length > 0 ? [m.overPlan({ categories: overPlan.join(', ') })] : []),
      m.keepAside(),
      m.guestList(),
    ],
  };
}

/** Wedding budget result. */
export type WeddingResult = ReturnType<typeof weddingWords>;
