import { createSystem, defaultBaseConfig, defineConfig } from '@chakra-ui/react';
import { breakpoints } from 'chakra-theme/breakpoints';
import { globalCss } from 'chakra-theme/global-css';
import { layerStyles } from 'chakra-theme/layer-styles';
import { animationStyles } from 'chakra-theme/motion-styles';
// Individual theme files (aliased in build/browser-aliases.ts and tsconfig.json): importing '@chakra-ui/react/theme' would
// pull every recipe of the default theme into the bundle.
import { alertSlotRecipe } from 'chakra-theme/recipes/alert';
import { badgeRecipe } from 'chakra-theme/recipes/badge';
import { buttonRecipe } from 'chakra-theme/recipes/button';
import { cardSlotRecipe } from 'chakra-theme/recipes/card';
import { containerRecipe } from 'chakra-theme/recipes/container';
import { fieldSlotRecipe } from 'chakra-theme/recipes/field';
import { headingRecipe } from 'chakra-theme/recipes/heading';
import { inputRecipe } from 'chakra-theme/recipes/input';
import { linkRecipe } from 'chakra-theme/recipes/link';
import { listSlotRecipe } from 'chakra-theme/recipes/list';
import { nativeSelectSlotRecipe } from 'chakra-theme/recipes/native-select';
import { progressSlotRecipe } from 'chakra-theme/recipes/progress';
import { spinnerRecipe } from 'chakra-theme/recipes/spinner';
import { tableSlotRecipe } from 'chakra-theme/recipes/table';
import { toastSlotRecipe } from 'chakra-theme/recipes/toast';
import { semanticColors } from 'chakra-theme/semantic-tokens/colors';
import { semanticRadii } from 'chakra-theme/semantic-tokens/radii';
import { semanticShadows } from 'chakra-theme/semantic-tokens/shadows';
import { textStyles } from 'chakra-theme/text-styles';
import { animations } from 'chakra-theme/tokens/animations';
import { colors } from 'chakra-theme/tokens/colors';
import { cursor } from 'chakra-theme/tokens/cursor';
import { durations } from 'chakra-theme/tokens/durations';
import { easings } from 'chakra-theme/tokens/easings';
import { fontSizes } from 'chakra-theme/tokens/font-sizes';
import { fontWeights } from 'chakra-theme/tokens/font-weights';
import { fonts } from 'chakra-theme/tokens/fonts';
import { keyframes } from 'chakra-theme/tokens/keyframes';
import { lineHeights } from 'chakra-theme/tokens/line-heights';
import { radii } from 'chakra-theme/tokens/radius';
import { sizes } from 'chakra-theme/tokens/sizes';
import { spacing } from 'chakra-theme/tokens/spacing';
import { zIndices } from 'chakra-theme/tokens/z-indices';
import { FOCUS, withFocus } from './focus';
import { withRecipeCache } from './recipe-cache';
import { textareaRecipe } from './textarea-recipe';

/** Colour palettes the site uses; the others are left out (fewer tokens and CSS variables to build). */
export const PALETTES = ['gray', 'pink', 'purple', 'teal', 'green', 'orange', 'blue', 'red'] as const;

const pick = <T extends Record<string, unknown>>(source: T, names: readonly string[]): T =>
  Object.fromEntries(Object.entries(source).filter(([name]) => names.includes(name))) as T;

const omit = <T extends Record<string, unknown>>(source: T, drop: (name: string) => boolean): T =>
  Object.fromEntries(Object.entries(source).filter(([name]) => !drop(name))) as T;

/**
 * A compact token set: building the system costs time in proportion to the number of tokens, on the main thread
 * of every first visit (docs/performance.md). Left out, because neither our code nor the recipes we use
 * name them: the aspect-ratio, blur, border and letter-spacing tokens, the fractional sizes ('1/2', '5/12'…),
 * the alpha colour scales, and every keyframe but the ones the recipes animate with. Removing a token that
 * something does use changes that style's CSS; tests/unit/system.test.ts guards the list.
 */
export const KEYFRAMES = ['spin', 'fade-in', 'fade-out', 'position', 'bg-position'];

/** The site's theme over Chakra's base config (the prerender's full system; the islands' is made from it: island-config.ts). */
export const siteConfig = defineConfig({
  preflight: true,
  cssVarsPrefix: 'chakra',
  cssVarsRoot: ':where(html, .chakra-theme)',
  globalCss: { ...globalCss, 'html, body': { bg: 'bg', color: 'fg' } },
  theme: {
    breakpoints,
    keyframes: pick(keyframes, KEYFRAMES),
    textStyles,
    layerStyles,
    animationStyles,
    tokens: {
      cursor,
      animations,
      colors: pick(colors, ['transparent', 'current', 'black', 'white', ...PALETTES]),
      durations,
      easings,
      fonts,
      fontSizes,
      fontWeights,
      lineHeights,
      radii,
      sizes: omit(sizes, (name) => name.includes('/')),
      spacing,
      zIndex: zIndices,
    },
    semanticTokens: {
      colors: {
        ...pick(semanticColors, ['bg', 'fg', 'border', ...PALETTES]),
        // Error text must reach 4.5:1 on white (red.500 gives 3.8:1).
        fg: {
          ...semanticColors.fg,
          error: { value: { _light: '{colors.red.700}', _dark: '{colors.red.300}' } },
        },
        // White text on pink buttons must stay above 4.5:1, also in the lighter hover state.
        pink: {
          ...semanticColors.pink,
          solid: { value: { _light: '{colors.pink.700}', _dark: '{colors.pink.700}' } },
        },
      },
      radii: semanticRadii,
      shadows: semanticShadows,
    },
    recipes: {
      badge: badgeRecipe,
      button: buttonRecipe,
      container: containerRecipe,
      heading: headingRecipe,
      input: withFocus(inputRecipe),
      link: linkRecipe,
      spinner: spinnerRecipe,
      textarea: textareaRecipe,
    },
    slotRecipes: {
      alert: alertSlotRecipe,
      card: cardSlotRecipe,
      field: fieldSlotRecipe,
      list: listSlotRecipe,
      nativeSelect: {
        ...nativeSelectSlotRecipe,
        base: {
          ...nativeSelectSlotRecipe.base,
          field: { ...nativeSelectSlotRecipe.base?.field, ...FOCUS, focusRingColor: 'var(--focus-color)' },
        },
      },
      progress: progressSlotRecipe,
      table: tableSlotRecipe,
      toast: toastSlotRecipe,
    },
  },
});

/**
 * Builds the Chakra system: only the recipes and palettes the site uses. The prerender builds it once; in the
 * browser the islands (src/islands/mount.tsx) build it once, when the first island wakes.
 */
export function createSiteSystem() {
  return withRecipeCache(createSystem(defaultBaseConfig, siteConfig));
}

/**
 * Does the first ~¾ of createSiteSystem() ahead (the merged config and the token dictionary), for the next
 * createSiteSystem() call to take up, so the browser can run the two as tasks of their own. Only the browser build
 * has this (build/chakra-create-system.ts, in the build and the dev server); elsewhere it does nothing and
 * createSiteSystem() does it all.
 */
export function prepareSiteSystem(): void {
  (createSystem as { prepare?: (...configs: unknown[]) => unknown }).prepare?.(defaultBaseConfig, siteConfig);
}
