/**
 * The one way the browser fetches something on demand (a calculator's calculation, the form's checks, the result
 * blocks and their words, an island's code): asked once, peeked synchronously once it has come, a failed load tried
 * once more, and a second failure forgotten so the next ask starts again.
 */
export interface Loader<T> {
  /** The value: the same promise for every ask until it fails twice. */
  get(): Promise<T>;
  /** The value if it has come (what is there is drawn at once), else undefined. */
  peek(): T | undefined;
}

/** The files the page script asked for ahead of their import that have not arrived or failed yet. */
const pending = new Set<Promise<unknown>>();

/** Notes a file asked for ahead of its import, until it has arrived or failed (its promise settles either way). */
export function inFlight(arrival: Promise<unknown>): void {
  pending.add(arrival);
  const done = () => pending.delete(arrival);
  arrival.then(done, done);
}

/**
 * A loader of `load`. The second attempt starts once every file asked for ahead has arrived or failed: a dropped
 * connection fails each file in flight on it, each failure reaching the page in a task of its own, and a retry
 * started at once shared a fetch the same drop had doomed (one fetch of a URL in flight serves every import of it).
 */
export function createLoader<T>(load: () => Promise<T>): Loader<T> {
  // Undefined until it has come: what is loaded here is never undefined (a module, words, a component).
  let value: T | undefined;
  let asked: Promise<T> | undefined;
  return {
    get: () =>
      (asked ??= load()
        .catch(() => Promise.all(pending).then(load))
        .then((loaded) => (value = loaded))
        .catch((error: unknown) => {
          asked = undefined;
          throw error;
        })),
    peek: () => value,
  };
}
