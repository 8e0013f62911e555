import MiniSearch from 'minisearch';
import type { CatalogueItem } from '@/engine';

/**
 * Fuzziness for one typed word: none under five letters ("bmi" must not find "bmr", "bp" only "bp"), then about
 * one edit in five letters, so "ovulaton", "pregnacy" and "calender" find what they meant and "pregnant" finds
 * "pregnancy" (two edits in eight letters; never more than two).
 */
function fuzziness(term: string): number | false {
  return term.length >= 5 ? 0.25 : false;
}

// One index per list of items, built on its first search (29 short documents: well under a millisecond a query).
const indexes = new WeakMap<CatalogueItem[], MiniSearch<CatalogueItem>>();

/**
 * The search index of `items`, built on first use. The directory builds it as the catalogue arrives (when the
 * visitor reaches for the search), so her first keystroke does not pay for it.
 */
export function indexOf(items: CatalogueItem[]): MiniSearch<CatalogueItem> {
  let index = indexes.get(items);
  if (!index) {
    index = new MiniSearch<CatalogueItem>({
      fields: ['name', 'keywords', 'description'],
      // Accents folded: "ovulacion" finds "ovulación" on the Spanish directory; English is unchanged.
      processTerm: (term) => term.toLowerCase().normalize('NFD').replace(/\p{M}/gu, ''),
      // Keywords are a list: one string to tokenize, so each of its words is searchable.
      extractField: (item, field) => {
        const value = item[field as keyof CatalogueItem];
        return Array.isArray(value) ? value.join(' ') : String(value ?? '');
      },
      searchOptions: {
        // Every word must match somewhere, as before; the last one may be half typed.
        combineWith: 'AND',
        prefix: true,
        fuzzy: fuzziness,
        // Two edits at most: "contraception" must not find "conception".
        maxFuzzy: 2,
        boost: { name: 3, keywords: 2 },
      },
    });
    index.addAll(items);
    indexes.set(items, index);
  }
  return index;
}

/**
 * Search over name, keywords (each calculator's own synonyms: "bp", "birth control", "baby") and description,
 * tolerant of a typo and of a half-typed word, within one category; best matches first. An empty query lists
 * the category in catalogue order.
 */
export function searchCalculators(items: CatalogueItem[], query: string, category = ''): CatalogueItem[] {
  const inCategory = (item: CatalogueItem) => !category || item.category === category;
  if (query.trim() === '') return items.filter(inCategory);
  const byId = new Map(items.map((item) => [item.id, item]));
  return indexOf(items)
    .search(query)
    .flatMap((hit) => {
      const item = byId.get(hit.id);
      return item && inCategory(item) ? [item] : [];
    });
}
