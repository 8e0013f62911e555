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
const PALETTES = ['gray', 'pink', 'purple', 'teal', 'green', 'orange', 'blue', 'red'] as const;

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
const KEYFRAMES = ['spin', 'fade-in', 'fade-out', 'position', 'bg-position'];

/**
 * What a page looks like on paper. A result prints on one or two pages: the site's header, the footer, the examples
 * and the embed box never print (`data-print="hide"`); once a result is on the page, neither do the form and the
 * article (`hide-with-result`), because the result prints what she entered and the page its sources; what only
 * paper needs (`only`: when it was computed, her values, the link; `only-with-result`: the sources) shows only there. Paper is
 * white: the colours are the light theme's (public/theme-init.js switches to it while printing).
 */
const PRINT_CSS = {
  '[data-print="only"], [data-print="only-with-result"]': { display: 'none' },
  '@media print': {
    '[data-print="hide"], html:has([data-print-result]) [data-print="hide-with-result"]': {
      display: 'none !important',
    },
    '[data-print="only"], html:has([data-print-result]) [data-print="only-with-result"]': {
      display: 'block !important',
    },
    // A smaller type than the screen's 16 px (every size and space is in rem): 12 px reads as 9 pt on paper.
    html: { colorScheme: 'light', fontSize: '12px' },
    // The breakpoints are screen media queries: paper gets the phone's one column, so the stats go three abreast.
    '[data-print-result] dl': { gridTemplateColumns: 'repeat(3, minmax(0, 1fr)) !important' },
    // The result's colours are its meaning (the severity card, the progress bar's fill): printed as shown.
    '[data-print-result] *': { printColorAdjust: 'exact' },
    // A chart is drawn for her screen: on paper it shrinks to fit the width and a third of the page's height, keeping
    // its shape (its viewBox), and no page splits it.
    '[data-print-result] figure svg': { width: 'auto', height: 'auto', maxWidth: '100%', maxHeight: '18rem' },
    '[data-print-result] figure': { breakInside: 'avoid' },
    // Closer together than on a screen, and what she entered in two columns.
    '[data-print-result], [data-print-result] .chakra-stack': { gap: '0.75rem !important' },
    '[data-print-columns]': { display: 'block !important', columns: 2, '& > li': { breakInside: 'avoid' } },
    // A closed "Show the numbers" would print as a lone summary line; one she opened prints whole.
    'details:not([open])': { display: 'none !important' },
    '@page': { margin: '10mm' },
  },
};

/** The site's theme over Chakra's base config (the prerender's full system; the islands' is made from it: island-config.ts). */
export const siteConfig = defineConfig({
  preflight: true,
  cssVarsPrefix: 'chakra',
  cssVarsRoot: ':where(html, .chakra-theme)',
  globalCss: {
    ...globalCss,
    'html, body': { bg: 'bg', color: 'fg' },
    // The page script's note when an island could not start (src/islands/boot.ts): styled here, not in its bytes.
    '.island-failure': { borderWidth: '1px', borderRadius: 'md', px: '4', py: '3', mb: '4' },
    '.island-failure a': { textDecoration: 'underline' },
    ...PRINT_CSS,
  },
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
