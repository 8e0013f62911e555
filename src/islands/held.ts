/**
 * Presses made on an island before its code was ready: held (a submit is left to the island, a button press is kept
 * by the control's identity), handed to the island at hydration, then replayed on the same controls.
 */
import type { IslandHandoff } from './handoff';

/** What the visitor did to an island before its code was ready: a submit, and the controls pressed, in order. */
interface Held {
  submit: boolean;
  presses: string[];
  /** Told when a submit is held (the island's module starts what a calculation needs). */
  onSubmit: (() => void)[];
}

const held = new Map<HTMLElement, Held>();

function heldFor(element: HTMLElement): Held {
  const entry = held.get(element) ?? { submit: false, presses: [], onSubmit: [] };
  held.set(element, entry);
  return entry;
}

/**
 * A control's identity, the same before and after hydration: its `data-action`, else its id, else its name, value
 * and label. Its position is none: hydration may add a control before it (the share card's "Share" where the
 * device has a share sheet), and a press replayed by position reached the wrong one.
 */
function identity(control: HTMLElement): string {
  if (control.dataset.action) return `action:${control.dataset.action}`;
  if (control.id) return `id:${control.id}`;
  const label = (control.getAttribute('aria-label') ?? control.textContent ?? '').replace(/\s+/g, ' ').trim();
  return `control:${control.getAttribute('name') ?? ''}=${control.getAttribute('value') ?? ''}:${label}`;
}

/** Until the island has `settled` (hydrated or failed), holds her presses on it and wakes it. */
export function holdPresses(element: HTMLElement, settled: () => boolean, wake: () => void): void {
  const on = (type: string, keep: (event: Event) => boolean) =>
    element.addEventListener(
      type,
      (event) => {
        if (settled() || !keep(event)) return;
        event.preventDefault();
        wake();
      },
      true,
    );
  on('submit', () => {
    const entry = heldFor(element);
    entry.submit = true;
    for (const callback of entry.onSubmit.splice(0)) callback();
    return true;
  });
  on('click', (event) => {
    const button = (event.target as Element | null)?.closest('button');
    if (!button || button.type === 'submit') return false;
    event.stopPropagation();
    heldFor(element).presses.push(identity(button));
    return true;
  });
}

/** The island's side of what is held: the submit it carries out itself, or is told of once it is held. */
export function handoffFor(element: HTMLElement): IslandHandoff {
  const pending = heldFor(element);
  return {
    takeHeldSubmit: () => {
      const was = pending.submit;
      pending.submit = false;
      return was;
    },
    onHeldSubmit: (callback) => {
      if (pending.submit) callback();
      else pending.onSubmit.push(callback);
    },
  };
}

/**
 * Ends the hold: once hydrated (its handlers attached), a submit the island did not take up is made again and the
 * presses go to the same controls, in order; a control that is gone, or no longer told apart from another, is not
 * guessed at. An island that failed replays nothing: true when a submit was held (its plain form sends it).
 */
export function release(element: HTMLElement, hydrated: boolean): boolean {
  const { submit, presses } = heldFor(element);
  held.delete(element);
  if (!hydrated) return submit;
  if (submit) element.querySelector('form')?.requestSubmit();
  for (const pressed of presses) {
    const same = [...element.querySelectorAll('button')].filter((button) => identity(button) === pressed);
    if (same.length === 1) same[0]?.click();
  }
  return submit;
}
