import type { CatalogueItem, CategoryId } from '@/engine';
import data from '@/generated/catalogue.json';

/** Every calculator's metadata, from the generated catalogue (no formulas). */
export const calculators = data.calculators as CatalogueItem[];

/** Calculators of one category. */
export function calculatorsIn(category: CategoryId): CatalogueItem[] {
  return calculators.filter((item) => item.category === category);
}

/** A calculator's metadata by id. */
export function findCalculator(id: string | undefined): CatalogueItem | undefined {
  return calculators.find((item) => item.id === id);
}

/** The seven categories with their hub titles and panels. */
export { CATEGORIES as categories, categoryById } from '@/engine/categories';
