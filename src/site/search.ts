import type { CatalogueItem } from '@/engine';
import { calculators } from './catalogue';

interface Indexed {
  item: CatalogueItem;
  haystack: string;
}

let index: Indexed[] | undefined;

/** Case-insensitive search over name, description and keywords, optionally within one category. */
export function searchCalculators(
  query: string,
  category = '',
  items: CatalogueItem[] = calculators,
): CatalogueItem[] {
  const source =
    items === calculators
      ? (index ??= calculators.map((item) => ({ item, haystack: haystackOf(item) })))
      : items.map((item) => ({ item, haystack: haystackOf(item) }));
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  return source
    .filter(
      ({ item, haystack }) =>
        (!category || item.category === category) && words.every((w) => haystack.includes(w)),
    )
    .map(({ item }) => item);
}

function haystackOf(item: CatalogueItem): string {
  return [item.name, item.description, ...item.keywords].join(' ').toLowerCase();
}
