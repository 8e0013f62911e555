import type { CatalogueItem } from '@/engine';
import type { Lang } from '../i18n/lang';
import { loadCalculatorList } from './lang-data';
import { type TrackedPromise, track } from './lazy';

/** The whole catalogue and its search, which arrive together. */
export interface SearchableCatalogue {
  items: CatalogueItem[];
  /** Matches of a query within a category (all: ''), best first; an empty query lists them all. */
  search: (query: string, category?: string) => CatalogueItem[];
}

type Settled<T> = TrackedPromise<T> & { status?: string; value?: T };
let pending: Settled<SearchableCatalogue> | undefined;

/**
 * The whole catalogue and the search library (MiniSearch: typos, synonyms from each calculator's keywords), loaded
 * once: when the visitor first reaches for the search or the filters (or opens a link that already carries them).
 * The first page of cards comes with the page, so the directory's first load stays the same size however many
 * calculators there are, and carries no search code.
 */
export function loadCatalogue(lang: Lang = 'en'): TrackedPromise<SearchableCatalogue> {
  pending ??= track(
    Promise.all([loadCalculatorList(lang), import('./search')]).then(([calculators, search]) => {
      // Indexed now, while she moves to the box, not on her first keystroke.
      search.indexOf(calculators);
      return {
        items: calculators,
        search: (query: string, category = '') => search.searchCalculators(calculators, query, category),
      };
    }),
  );
  return pending;
}

/** The catalogue if it has loaded already (so a render can use it without waiting). */
export function loadedCatalogue(): SearchableCatalogue | undefined {
  return pending?.status === 'fulfilled' ? pending.value : undefined;
}
