import type { CatalogueItem } from '@/engine';
import { calculators } from './catalogue';

interface Indexed {
  item: CatalogueItem;
  haystack: string;
}

const haystackOf = (item: CatalogueItem) =>
  [item.name, item.description, ...item.keywords].join(' ').toLowerCase();
const index = (items: CatalogueItem[]): Indexed[] =>
  items.map((item) => ({ item, haystack: haystackOf(item) }));

let catalogueIndex: Indexed[] | undefined;

function indexed(items: CatalogueItem[]): Indexed[] {
  if (items !== calculators) return index(items);
  catalogueIndex ??= index(calculators);
  return catalogueIndex;
}

/** Case-insensitive search over name, description and keywords (every word must match), within one category. */
export function searchCalculators(
  query: string,
  category = '',
  items: CatalogueItem[] = calculators,
): CatalogueItem[] {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  return indexed(items)
    .filter(
      ({ item, haystack }) =>
        (!category || item.category === category) && words.every((w) => haystack.includes(w)),
    )
    .map(({ item }) => item);
}
