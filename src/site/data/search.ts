import type { CatalogueItem } from '@/engine';

interface Indexed {
  item: CatalogueItem;
  haystack: string;
}

const haystackOf = (item: CatalogueItem) =>
  [item.name, item.description, ...item.keywords].join(' ').toLowerCase();

// One lowercased index per list of items, built on its first search.
const indexes = new WeakMap<CatalogueItem[], Indexed[]>();

function indexed(items: CatalogueItem[]): Indexed[] {
  let index = indexes.get(items);
  if (!index) {
    index = items.map((item) => ({ item, haystack: haystackOf(item) }));
    indexes.set(items, index);
  }
  return index;
}

/** Case-insensitive search over name, description and keywords (every word must match), within one category. */
export function searchCalculators(items: CatalogueItem[], query: string, category = ''): CatalogueItem[] {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  return indexed(items)
    .filter(
      ({ item, haystack }) =>
        (!category || item.category === category) && words.every((w) => haystack.includes(w)),
    )
    .map(({ item }) => item);
}
