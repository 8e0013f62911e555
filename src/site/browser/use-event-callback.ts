import { useCallback, useLayoutEffect, useRef } from 'react';

/**
 * A handler with one identity for the life of the component that always calls the latest `callback`: lets a
 * memoized child (filter chips, a result grid) skip re-rendering when only its parent's closures are new.
 */
export function useEventCallback<A extends unknown[], R>(callback: (...args: A) => R): (...args: A) => R {
  const latest = useRef(callback);
  useLayoutEffect(() => {
    latest.current = callback;
  });
  return useCallback((...args: A) => latest.current(...args), []);
}
