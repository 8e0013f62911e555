import { useSearchParams } from 'react-router-dom';
import { useHydrated } from './use-hydrated';

/**
 * Filter state kept in the URL query (shareable, survives reload). Reads as empty until hydration, so the
 * prerendered page and the first client render agree.
 */
export function useUrlState() {
  const hydrated = useHydrated();
  const [params, setParams] = useSearchParams();
  const get = (key: string) => (hydrated ? (params.get(key) ?? '') : '');
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
