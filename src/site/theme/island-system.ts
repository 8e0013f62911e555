// The islands' theme as data, made from the site's at build time (build/island-theme.ts, src/site/theme/island-config.ts).
import islandTheme from 'virtual:island-theme';
import { createSystem, defaultBaseConfig } from '@chakra-ui/react';
import { withRecipeCache } from './recipe-cache';

/**
 * The islands' Chakra system (src/islands/mount.tsx): the prerender's recipes and token names, without the theme
 * files, the token values and the global CSS the prerendered page already has. Same class names and CSS as the
 * prerender's system (tests/component/island-system.test.tsx). A recipe handed to a component is built once
 * (withRecipeCache).
 */
export function createIslandSystem() {
  return withRecipeCache(createSystem(defaultBaseConfig, islandTheme));
}

/**
 * Does the first ~¾ of createIslandSystem() ahead (merged config, token dictionary) for the next call to take up, so
 * the two run as tasks of their own (build/chakra-create-system.ts; elsewhere it does nothing).
 */
export function prepareIslandSystem(): void {
  (createSystem as { prepare?: (...configs: unknown[]) => unknown }).prepare?.(
    defaultBaseConfig,
    islandTheme,
  );
}
