/** A promise that carries `status`/`value` fields (React's own shape for `use()`), readable once settled. */
export type TrackedPromise<T> = Promise<T>;

/** Marks a promise with its settled state as React's `use()` expects. */
export function track<T>(promise: Promise<T>): TrackedPromise<T> {
  const tracked = promise as Promise<T> & { status?: string; value?: T };
  tracked.status = 'pending';
  tracked.then(
    (value) => {
      tracked.status = 'fulfilled';
      tracked.value = value;
    },
    () => {
      tracked.status = 'rejected';
    },
  );
  return tracked;
}

/**
 * A cache of loads by key: the first call for a key starts `load`, every later call gets the same promise (a page
 * that suspends on it with `use()` is rendered again with the same one).
 */
export function onceByKey<T>(): (key: string, load: () => Promise<T>) => TrackedPromise<T> {
  const cache = new Map<string, TrackedPromise<T>>();
  return (key, load) => {
    let pending = cache.get(key);
    if (!pending) {
      pending = track(load());
      cache.set(key, pending);
    }
    return pending;
  };
}
