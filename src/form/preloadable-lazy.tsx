import { type ComponentType, lazy, type ReactNode, Suspense, useState } from 'react';
import { createLoader, type Loader } from '@/engine/loader';

/**
 * A component in a chunk of its own, and the chunk's loader (src/engine/loader.ts): `get` loads it ahead of the
 * component's first render, `peek` says whether it has come (the component then renders at once, with no fallback).
 */
export interface PreloadableLazy<P> extends Loader<ComponentType<P>> {
  Component: ComponentType<P>;
}

/**
 * A component in a chunk of its own that can be loaded ahead of its first render. Loaded by then, it renders at
 * once and hydrates with what surrounds it (React's `lazy` alone suspends once even then: its first render starts
 * the import again); otherwise it shows `fallback` until the chunk comes. The component is chosen once per element:
 * one that changed type between renders would remount and lose its state. For custom fields, the feet and inches
 * boxes and the result blocks.
 */
export function preloadableLazy<P extends object>(
  loader: () => Promise<ComponentType<P>>,
  fallback: ReactNode,
): PreloadableLazy<P> {
  const chunk = createLoader(loader);
  const Lazy = lazy(() => chunk.get().then((component) => ({ default: component })));
  // biome-ignore lint/correctness/noComponentHookFactories: made once per component at module load, never per render.
  function Preloadable(props: P) {
    const [Chosen] = useState(() => chunk.peek() ?? Lazy);
    return (
      <Suspense fallback={fallback}>
        <Chosen {...props} />
      </Suspense>
    );
  }
  return { ...chunk, Component: Preloadable };
}
