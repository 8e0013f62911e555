import type { CatalogueItem } from '@/engine';
import { categoryLoaders } from '@/generated/category-loaders';
import type { Lang } from '../i18n/lang';
import { onceByKey, type TrackedPromise } from './lazy';

const once = onceByKey<CatalogueItem[]>();

/**
 * The calculators of one category hub in one language, from that hub's own generated list (not the whole
 * catalogue), loaded once; an empty list for a slug that is no category. The hub page reads it with `use()` (the
 * prerender waits for it).
 */
export function loadCategoryItems(id: string, lang: Lang = 'en'): TrackedPromise<CatalogueItem[]> {
  const loaders = categoryLoaders[lang];
  return once(`${lang}/${id}`, () =>
    Object.hasOwn(loaders, id) ? (loaders[id]?.() ?? Promise.resolve([])) : Promise.resolve([]),
  );
}
