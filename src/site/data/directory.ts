import type { CatalogueItem } from '@/engine';
import { type TrackedPromise, track } from './lazy';

type Settled<T> = TrackedPromise<T> & { status?: string; value?: T };
let pending: Settled<CatalogueItem[]> | undefined;

/**
 * The whole catalogue, the directory's search index, loaded once: when the visitor first reaches for the search
 * or the filters (or opens a link that already carries them). The first page of cards comes with the page, so
 * the directory's first load stays the same size however many calculators there are.
 */
export function loadCatalogue(): TrackedPromise<CatalogueItem[]> {
  pending ??= track(import('./catalogue').then((module) => module.calculators));
  return pending;
}

/** The catalogue if it has loaded already (so a render can use it without waiting). */
export function loadedCatalogue(): CatalogueItem[] | undefined {
  return pending?.status === 'fulfilled' ? pending.value : undefined;
}
