import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from './url-search';
import { useEventCallback } from './use-event-callback';
import { useHydrated } from './use-hydrated';

/**
 * Filter state kept in the URL query (shareable, survives reload). Reads as empty until hydration, so the
 * prerendered page and the first client render agree.
 */
function useUrlState() {
  // The prerendered page shows empty filters, so hydration renders them empty too. With no query in the URL,
  // the URL already agrees with the prerendered page and may be read at once (no second render of the page).
  const readable = useHydrated(() => typeof window !== 'undefined' && window.location.search === '');
  const [params, setParams] = useSearchParams();
  const get = (key: string) => (readable ? (params.get(key) ?? '') : '');
  // Changes build on the address bar, not on `params`: the address is written at once but the island renders the
  // change later, so a second change before that render lands (a chip clicked while typed text is being written)
  // would otherwise start from the old query and undo the first.
  const update = (changes: Record<string, string>) => {
    const next = new URLSearchParams(window.location.search);
    for (const [key, value] of Object.entries(changes)) {
      if (value) next.set(key, value);
      else next.delete(key);
    }
    setParams(next);
  };
  const clear = () => setParams(new URLSearchParams());
  return { get, update, clear };
}

/**
 * Text a visitor types into a filter: shown and applied at once, written to the URL after a pause in typing.
 * Every URL change re-renders all that reads the address (the whole search island), too much work for each
 * keystroke. A URL change that is not ours (back/forward, "Clear Filters", hydration) replaces the text.
 */
function useTypedParam(value: string, write: (text: string) => void, delayMs = 300) {
  const [text, setText] = useState(value);
  const written = useRef(value);
  const writeLatest = useEventCallback(write);
  useEffect(() => {
    if (value === written.current) return;
    written.current = value;
    setText(value);
  }, [value]);
  useEffect(() => {
    if (text === written.current) return;
    const timer = setTimeout(() => {
      written.current = text;
      writeLatest(text);
    }, delayMs);
    return () => clearTimeout(timer);
  }, [text, delayMs, writeLatest]);
  /** Sets the text the caller is also writing to the URL itself, so no timer writes it again after a pause. */
  const resetText = (next: string) => {
    written.current = next;
    setText(next);
  };
  return [text, setText, resetText] as const;
}

/**
 * A search box and category filter kept in the URL (`q`, `category`), as on the directory and the blog. `resets`
 * are params cleared whenever the search or category changes (the directory's "show more" count).
 */
export function useSearchState(resets: Record<string, string> = {}) {
  const { get, update, clear } = useUrlState();
  const [query, setQuery, resetQuery] = useTypedParam(get('q'), (q) => update({ q, ...resets }));
  return {
    get,
    update,
    query,
    setQuery,
    category: get('category'),
    setCategory: (category: string) => update({ category, ...resets }),
    /** Clears every filter, text typed but not yet written to the URL included. */
    clearAll: () => {
      resetQuery('');
      clear();
    },
  };
}

export type SearchState = ReturnType<typeof useSearchState>;
