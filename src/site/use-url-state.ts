import { useSyncExternalStore } from 'react';
import { useSearchParams } from 'react-router-dom';

const subscribe = () => () => {};

/**
 * Whether the URL query may be read. The prerendered page shows empty filters, so hydration must render them
 * empty too: with a query in the URL, the filters apply right after hydration (a second render). Without one,
 * the URL already agrees with the prerendered page and there is no second render of the whole page.
 */
function useQueryReadable(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => typeof window !== 'undefined' && window.location.search === '',
  );
}

/**
 * Filter state kept in the URL query (shareable, survives reload). Reads as empty until hydration, so the
 * prerendered page and the first client render agree.
 */
export function useUrlState() {
  const readable = useQueryReadable();
  const [params, setParams] = useSearchParams();
  const get = (key: string) => (readable ? (params.get(key) ?? '') : '');
  const update = (changes: Record<string, string>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) {
      if (value) next.set(key, value);
      else next.delete(key);
    }
    setParams(next, { replace: true, preventScrollReset: true });
  };
  const clear = () => setParams(new URLSearchParams(), { replace: true, preventScrollReset: true });
  return { get, update, clear };
}
