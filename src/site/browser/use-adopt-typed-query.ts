import { useCallback, useRef } from 'react';

/**
 * A ref callback for an island that holds a search box: text typed into the prerendered box before the island's
 * code was ready is taken over as the search, once, when the island hydrates.
 */
export function useAdoptTypedQuery(setQuery: (text: string) => void) {
  const done = useRef(false);
  const latest = useRef(setQuery);
  latest.current = setQuery;
  return useCallback((element: HTMLElement | null) => {
    if (!element || done.current) return;
    done.current = true;
    const box = element.querySelector<HTMLInputElement>('input[type="search"]');
    if (box?.value) latest.current(box.value);
  }, []);
}
