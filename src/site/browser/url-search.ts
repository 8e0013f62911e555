import { useCallback, useMemo, useSyncExternalStore } from 'react';

const listeners = new Set<() => void>();

function subscribe(listener: () => void) {
  listeners.add(listener);
  window.addEventListener('popstate', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('popstate', listener);
  };
}

/** Replaces the address's query (no new history entry, no navigation) and tells every reader. */
export function replaceSearch(next: URLSearchParams | string) {
  const query = next.toString();
  window.history.replaceState(
    window.history.state,
    '',
    `${window.location.pathname}${query ? `?${query}` : ''}`,
  );
  for (const listener of listeners) listener();
}

/**
 * The address's query, read and written in place (islands have no router: pages navigate with ordinary links).
 * Empty on the server and during hydration, so the prerendered page and the first browser render agree.
 */
export function useSearchParams(): [URLSearchParams, (next: URLSearchParams) => void] {
  const search = useSyncExternalStore(
    subscribe,
    () => window.location.search,
    () => '',
  );
  const params = useMemo(() => new URLSearchParams(search), [search]);
  const set = useCallback((next: URLSearchParams) => replaceSearch(next), []);
  return [params, set];
}
