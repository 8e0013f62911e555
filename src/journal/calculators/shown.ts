/**
 * The journal this page has read (at the form) or just written (Keep on this device), for the result's calendar to
 * draw her logged periods beside the predicted ones, and the baby the form was filled in from (Keep adds to that one).
 * Held in this page's memory only, never stored. A global under a well-known name and an event, not a shared module:
 * the calendar's chunk loads with every result, and importing a module of the journal's would bring it along
 * (src/results/custom/calendar.tsx reads it under the same two names; tests/component/journal-keep.test.tsx).
 */
import type { Journal } from '../types';

/** Where the journal read on this page is held. */
const SHOWN_KEY = Symbol.for('bloomcalc.journal.shown');
/** Sent on `window` each time it changes. */
const SHOWN_EVENT = 'bloomcalc-journal-shown';

type Held = { [SHOWN_KEY]?: Journal };

/** Shows `journal` to the page's result (its calendar). */
export function showJournal(journal: Journal): void {
  (globalThis as Held)[SHOWN_KEY] = journal;
  globalThis.dispatchEvent?.(new Event(SHOWN_EVENT));
}

let chosen: string | undefined;

/** The baby the form was last filled in from (its id), or undefined. */
export const chosenBaby = (): string | undefined => chosen;
export function chooseBaby(id: string | undefined): void {
  chosen = id;
}
