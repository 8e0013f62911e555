/** The files the page script asked for ahead of their import (boot.ts's hints) that have not arrived or failed yet. */
const pending = new Set<Promise<unknown>>();

/** Notes a file asked for ahead of its import, until it has arrived or failed (its promise settles either way). */
export function inFlight(arrival: Promise<unknown>): void {
  pending.add(arrival);
  const done = () => pending.delete(arrival);
  arrival.then(done, done);
}

/**
 * Loads a module, and once more if the first attempt fails (a dropped connection on a phone is the usual cause;
 * the browser fetches a failed module again). A second failure is the caller's to show. The second attempt starts
 * once every file asked for ahead has arrived or failed: a dropped connection fails each file in flight on it, each
 * failure reaching the page in a task of its own (further apart on a busy CPU), and a retry started at once shared
 * a fetch the same drop had doomed (one fetch of a URL in flight serves every import of it) and failed with it.
 */
export function retried<T>(load: () => Promise<T>): Promise<T> {
  return load().catch(() => Promise.all(pending).then(load));
}
