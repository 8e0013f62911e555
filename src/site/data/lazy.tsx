import { type ComponentType, use } from 'react';

/** A promise that carries React's `status`/`value` fields so `use()` can read it synchronously once settled. */
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
 * A cache of loads by key: the first call for a key starts `load`, every later call gets the same tracked promise
 * (shared by preloading and rendering).
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

/** A lazily loaded page that can be preloaded before hydration, so hydration never suspends on it. */
export interface LazyPage {
  load: () => TrackedPromise<{ default: ComponentType }>;
  Component: ComponentType;
}

/** Like React.lazy, but preloadable: `await page.load()` before `hydrateRoot` renders it synchronously. */
export function lazyPage(loader: () => Promise<{ default: ComponentType }>): LazyPage {
  let pending: TrackedPromise<{ default: ComponentType }> | undefined;
  const load = () => {
    pending ??= track(loader());
    return pending;
  };
  // biome-ignore lint/correctness/noComponentHookFactories: made once per route at module load, never per render.
  function Component() {
    const { default: Page } = use(load());
    return <Page />;
  }
  return { load, Component };
}
