import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False while rendering on the server and during hydration, true afterwards (query-dependent UI waits for it).
 * `alreadyDuringHydration` may say true sooner, when the browser's state agrees with the prerendered page anyway
 * (then hydration is followed by no second render).
 */
export function useHydrated(alreadyDuringHydration: () => boolean = () => false): boolean {
  return useSyncExternalStore(subscribe, () => true, alreadyDuringHydration);
}
