/**
 * Keep on this device, pressed: the journal's code, loaded only now (the control in the result names it lazily).
 * Checks the form's values as the calculation does (canonical: kg, cm), adds what the definition's `journal` part
 * says to her journal, and shows the page's calendar the journal as it now is.
 */
import type { AnyBrowserDefinition } from '@/engine';
import { todayIso } from '@/site/browser/today';
import { JournalStoreError, readJournal, updateJournal } from '../store';
import { keepIn, keptFrom } from './keep';
import { chosenBaby, showJournal } from './shown';

export { Unlock } from './unlock';

export type KeepOutcome = { state: 'kept'; added: number } | { state: 'locked' } | { state: 'failed' };

/** A new baby's id: random, never shown. */
function newId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) =>
    byte.toString(16).padStart(2, '0'),
  ).join('');
}

/**
 * Adds the form's values to her journal. Locked without the passphrase given on this page: `locked` (the control
 * asks for it, then presses again). Storage refused (private browsing, a full disk): `failed`, nothing kept.
 */
export async function keep(
  definition: AnyBrowserDefinition,
  values: Record<string, unknown>,
): Promise<KeepOutcome> {
  const part = definition.journal;
  if (!part) return { state: 'failed' };
  const read = await readJournal();
  if (read.state === 'locked' || read.state === 'wrong-passphrase') return { state: 'locked' };
  const { checkInput } = await import('@/form/checks');
  const today = todayIso();
  const checked = checkInput(definition, values, { today });
  if (!checked.ok) return { state: 'failed' };
  const kept = keptFrom(part, checked.input, today, newId);
  let added = 0;
  try {
    const journal = await updateJournal((now) => {
      const next = keepIn(now, kept, chosenBaby());
      added = next.added;
      return next.journal;
    });
    showJournal(journal);
    return { state: 'kept', added };
  } catch (error) {
    if (error instanceof JournalStoreError && error.reason === 'locked') return { state: 'locked' };
    return { state: 'failed' };
  }
}
