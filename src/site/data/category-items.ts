import type { CatalogueItem } from '@/engine';
import { categoryLoaders } from '@/generated/category-loaders';
import { onceByKey, type TrackedPromise } from './lazy';

const once = onceByKey<CatalogueItem[]>();

/**
 * The calculators of one category hub, from that hub's own generated list (not the whole catalogue), loaded once;
 * an empty list for a slug that is no category. The hub page reads it with `use()` (the prerender waits for it).
 */
export function loadCategoryItems(slug: string): TrackedPromise<CatalogueItem[]> {
  return once(slug, () =>
    Object.hasOwn(categoryLoaders, slug)
      ? (categoryLoaders[slug]?.() ?? Promise.resolve([]))
      : Promise.resolve([]),
  );
}
