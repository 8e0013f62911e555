/**
 * A category's blurb (its home card, menu entry and hub) promises only what its calculators do: every item it lists
 * ("BMI", "body fat percentage", "hair growth") shares a word with the name or description of a calculator of the
 * category. The Beauty & Body card promised "body shape", which no calculator works out.
 */
import { describe, expect, it } from 'vitest';
import spanish from '../../src/generated/catalogue.es.json';
import english from '../../src/generated/catalogue.json';

interface Catalogue {
  categories: { id: string; description: string }[];
  calculators: { category: string; name: string; description: string }[];
}

/** Words that carry no promise of their own. */
const STOP = new Set(
  'your with from that this each what when take tus para como cuándo hacerte tu los las del una unos'.split(
    ' ',
  ),
);

/** A word's first five letters, so "calorie" and "calories", "cycle" and "cycles" meet. */
const stems = (text: string) =>
  text
    .toLowerCase()
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .split(/[^\p{L}\d]+/u)
    .filter((word) => (word.length >= 4 || /^[a-z]{3}$/.test(word)) && !STOP.has(word))
    .map((word) => word.slice(0, 5));

/** The items a blurb lists: split at commas, semicolons and "and"/"y". */
const itemsOf = (blurb: string) =>
  blurb
    .replace(/\.$/, '')
    .split(/[,;]\s*|\s+(?:and|y)\s+/)
    .map((item) => item.trim())
    .filter(Boolean);

describe('category blurbs promise what their calculators do', () => {
  for (const [lang, catalogue] of [
    ['en', english],
    ['es', spanish],
  ] as const) {
    it(`${lang}: every item of every blurb names something a calculator of the category works out`, () => {
      const { categories, calculators } = catalogue as Catalogue;
      const unmatched = categories.flatMap((category) => {
        const known = new Set(
          calculators
            .filter((calculator) => calculator.category === category.id)
            .flatMap((calculator) => stems(`${calculator.name} ${calculator.description}`)),
        );
        return itemsOf(category.description)
          .filter((item) => !stems(item).some((stem) => known.has(stem)))
          .map((item) => `${category.id}: "${item}"`);
      });
      expect(unmatched).toEqual([]);
    });
  }
});
