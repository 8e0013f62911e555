import type { CatalogueItem } from '@/engine';
import data from '@/generated/catalogue.json';

/** Every calculator's metadata, from the generated catalogue (no formulas). */
export const calculators = data.calculators as CatalogueItem[];

/** A calculator's metadata by id. */
export function findCalculator(id: string | undefined): CatalogueItem | undefined {
  return calculators.find((item) => item.id === id);
}

/** The seven categories with their hub titles and panels. */
