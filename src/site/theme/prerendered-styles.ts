import type { SystemContext } from '@chakra-ui/react';
import type { EmotionCache } from '@emotion/cache';
import { createSiteEmotionCache } from './emotion-cache';

/**
 * The attribute of the prerendered page's style tag listing the emotion style names it holds (written by
 * server-styles.tsx). It is not emotion's own `data-emotion`, which emotion's client cache would take over by
 * moving the tag: moving a style tag makes the browser recalculate every style on the page.
 */
export const PRERENDERED_NAMES = 'data-prerendered-styles';

/** The client's emotion cache: styles the prerendered page already has are marked inserted, never added again. */
export function createClientStyleCache(): EmotionCache {
  const cache = createSiteEmotionCache();
  const names = document.querySelector(`style[${PRERENDERED_NAMES}]`)?.getAttribute(PRERENDERED_NAMES) ?? '';
  for (const name of names.split(' ')) if (name) cache.inserted[name] = true;
  return cache;
}

/**
 * The prerendered page already carries Chakra's global CSS (layer order, reset, tokens, base styles) in <head>,
 * where it stays. Handing ChakraProvider no global styles spares the client from serializing that style object
 * (every token's CSS variable) again during hydration, and emotion from touching the tags.
 */
export function withPrerenderedGlobalCss(system: SystemContext): SystemContext {
  if (!document.querySelector('style[data-emotion^="css-global "]')) return system;
  // Copied by property descriptors, not spread: the build makes `_global` a getter (build/chakra-create-system.ts
  // `lazyChakraGlobalCss`), and spreading would read it, building the very styles this spares.
  return Object.defineProperties({} as SystemContext, {
    ...Object.getOwnPropertyDescriptors(system),
    _global: { value: [], enumerable: true },
    _config: { value: { ...system._config, disableLayers: true }, enumerable: true },
  });
}
