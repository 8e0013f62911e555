import type { Category } from '@/engine/categories';
import menu from '@/generated/menu.json';

/**
 * What a page needs to name, describe and colour a category. It comes from the menu, which every page loads
 * already; a hub's own title and panels stay with the engine's CATEGORIES (hub page, page metadata).
 */
export type CategorySummary = Pick<Category, 'id' | 'name' | 'description' | 'icon' | 'color'>;

/** The seven categories, in menu order. */
export const categories = menu.categories as readonly CategorySummary[];

/** A category by slug. */
export function findCategory(id: string | undefined): CategorySummary | undefined {
  return categories.find((category) => category.id === id);
}
