import type { CatalogueItem } from '@/engine';
import { categoryLoaders } from '@/generated/category-loaders';
import { type TrackedPromise, track } from './lazy';

const cache = new Map<string, TrackedPromise<CatalogueItem[]>>();

/**
 * The calculators of one category hub, from that hub's own generated list (not the whole catalogue), loaded once;
 * an empty list for a slug that is no category. `use()` reads it synchronously after `preloadRoute`.
 */
export function loadCategoryItems(slug: string): TrackedPromise<CatalogueItem[]> {
  let pending = cache.get(slug);
  if (!pending) {
    pending = track(categoryLoaders[slug]?.() ?? Promise.resolve([]));
    cache.set(slug, pending);
  }
  return pending;
}
