import type { CatalogueItem, Category, CategoryId } from '@/engine';
import data from '@/generated/catalogue.json';

/** Every calculator's metadata, from the generated catalogue (no formulas). */
export const calculators = data.calculators as CatalogueItem[];

/** The six categories. */
export const categories = data.categories as Category[];

/** Calculators of one category. */
export function calculatorsIn(category: CategoryId): CatalogueItem[] {
  return calculators.filter((item) => item.category === category);
}

/** A calculator's metadata by id. */
export function findCalculator(id: string | undefined): CatalogueItem | undefined {
  return calculators.find((item) => item.id === id);
}

/** A category by slug. */
export function findCategory(id: string | undefined): Category | undefined {
  return categories.find((category) => category.id === id);
}
