import { CATEGORIES, type Category } from '@/engine/categories';

/** The six categories (no calculator list: pages that only name a category need not load the catalogue). */
export const categories: readonly Category[] = CATEGORIES;

/** A category by slug. */
export function findCategory(id: string | undefined): Category | undefined {
  return CATEGORIES.find((category) => category.id === id);
}
