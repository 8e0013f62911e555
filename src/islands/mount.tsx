import { CacheProvider } from '@emotion/react';
import { type ReactNode, StrictMode, startTransition, useEffect } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { createIslandSystem, prepareIslandSystem } from '@/site/theme/island-system';
import { createClientStyleCache, withPrerenderedGlobalCss } from '@/site/theme/prerendered-styles';
import { nextTask } from './next-task';
import type { IslandModule } from './registry';
import { IslandRoot } from './root';

let shared: {
  system: ReturnType<typeof createIslandSystem>;
  cache: ReturnType<typeof createClientStyleCache>;
};

/** One Chakra system and one emotion cache for all the islands of a page, made when the first one wakes. */
function context() {
  shared ??= { system: withPrerenderedGlobalCss(createIslandSystem()), cache: createClientStyleCache() };
  return shared;
}

let preparing: Promise<void> | undefined;

/**
 * Builds the Chakra system the islands share, once: long work that cannot be cut finer, so its two parts run in
 * tasks of their own (next-task.ts). The runner starts it the moment this module is there, while the form's own
 * chunks still load (docs/adr/0003, "The critical path").
 */
export function prepareIslands(): Promise<void> {
  preparing ??= (async () => {
    await nextTask();
    prepareIslandSystem();
    await nextTask();
    context();
    // For traces and tests: the system is ready (docs/adr/0003 reads it against the form's chunks).
    performance.mark('bloomcalc:system-ready');
    await nextTask();
  })();
  return preparing;
}

function Hydrated({ onDone }: { onDone: () => void }) {
  useEffect(() => onDone(), [onDone]);
  return null;
}

/**
 * Hydrates an island's prerendered HTML as a root of its own. The server rendered the same tree with the same
 * id prefix (src/site/render/islands.tsx), so ids and markup match. Resolves once hydration has committed and the
 * island's own start-up effects (adopting what was typed meanwhile) have run.
 */
export async function hydrateIsland(element: HTMLElement, node: ReactNode): Promise<void> {
  await prepareIslands();
  const { system, cache } = context();
  return new Promise((resolve) => {
    // As a transition, hydration yields to the browser every few milliseconds instead of holding the main thread
    // for the whole tree; a tap or a key on the island meanwhile makes React hydrate that part first.
    startTransition(() => {
      hydrateRoot(
        element,
        <StrictMode>
          <CacheProvider value={cache}>
            <IslandRoot system={system} after={<Hydrated onDone={resolve} />}>
              {node}
            </IslandRoot>
          </CacheProvider>
        </StrictMode>,
        { identifierPrefix: element.dataset.prefix ?? '' },
      );
    });
  });
}

/** An island's `mount`: hydrates its host with the tree its `element` builds (the prerender's tree). */
export function hydrateWith<P>(element: IslandModule<P>['element']): IslandModule<P>['mount'] {
  return async (host, props, context) => hydrateIsland(host, await element(props, context));
}

/** Creates a root for code-only UI (toasts) outside the prerendered page. */
export async function renderDetached(node: ReactNode): Promise<void> {
  const { createRoot } = await import('react-dom/client');
  const { system, cache } = context();
  const host = document.createElement('div');
  document.body.append(host);
  createRoot(host).render(
    <CacheProvider value={cache}>
      <IslandRoot system={system}>{node}</IslandRoot>
    </CacheProvider>,
  );
}
