/**
 * What the page script held for an island while its code loaded, handed to the island at hydration (a typed
 * channel instead of a flag in the DOM). The prerender renders with `noHandoff`.
 */
export interface IslandHandoff {
  /** Takes the submit held before hydration: true once, for the island that carries it out itself. */
  takeHeldSubmit(): boolean;
  /** Calls back once a submit is held (at once if one is): what it needs can load while the island hydrates. */
  onHeldSubmit(callback: () => void): void;
}

/** Nothing held (the prerender, and an island woken with nothing pressed). */
export const noHandoff: IslandHandoff = { takeHeldSubmit: () => false, onHeldSubmit: () => undefined };
