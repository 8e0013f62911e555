import { describe, expect, it } from 'vitest';
import esMessages from '../../definitions/baby-growth/messages.es.gen';
import babyGrowth from '../../definitions/baby-growth/page';
import { definitionIn, runCalculator } from '../../src/engine';
import { resolveExampleInput } from '../../src/engine/relative-date';

// A measurement far out of the curves has a card of its own under the measurement's sentence, which states how many
// healthy babies measure less ("Fewer than 1 in 1,000"). A second frequency on the card ("fewer than 2 in 1,000",
// the 3 SD tail) disagreed with it on the page: the card says what it is without a figure of its own.
const FREQUENCY = /\d[\d,]* (in|de cada) [\d,]+/;

describe('baby growth: one figure for how rare a measurement is', () => {
  for (const [lang, definition] of [
    ['en', babyGrowth],
    ['es', definitionIn(babyGrowth, esMessages)],
  ] as const) {
    it(`${lang}: no concern card in a worked example states a frequency of its own`, () => {
      let cards = 0;
      for (const example of babyGrowth.examples) {
        const today = example.today ?? '2026-11-25';
        const outcome = runCalculator(definition, resolveExampleInput(example.input, today), { today });
        if (!outcome.ok) throw new Error(`${example.title}: ${JSON.stringify(outcome.errors)}`);
        const concern =
          (outcome.result as { concern?: Record<string, { interpretation: string }> }).concern ?? {};
        for (const card of Object.values(concern)) {
          cards += 1;
          expect(card.interpretation, example.title).not.toMatch(FREQUENCY);
        }
      }
      expect(cards).toBeGreaterThan(0);
    });
  }
});
