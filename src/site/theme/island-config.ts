import type { SystemConfig } from '@chakra-ui/react';

/**
 * Recipes only the prerendered page uses (the page layout's Container): no island renders them, so the islands'
 * system leaves them out. tests/component/island-system.test.tsx fails when an island imports a component whose recipe
 * is left out.
 */
export const PRERENDER_ONLY_RECIPES: readonly string[] = ['container'];

/**
 * Recipes the islands' components pass where they draw them (`<Table.Root recipe={tableSlotRecipe}>`, Chakra's
 * `recipe` prop) instead of finding them in the system: each then loads with the result, toast or form that draws
 * it, not with every calculator page (docs/adr/0009). tests/component/island-system.test.tsx
 * fails when a component of one of these is drawn anywhere without its recipe.
 */
export const ON_DEMAND_RECIPES: Readonly<Record<string, string>> = {
  badge: 'Badge',
  progress: 'Progress.Root',
  table: 'Table.Root',
  textarea: 'Textarea',
  toast: 'Toast.Root',
};

/** What a token's value becomes in the islands' system (see islandConfig). */
const STUB = '_';

type Tree = { [key: string]: unknown };

const isTree = (value: unknown): value is Tree =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * A token's value as the islands' system keeps it. Chakra's token pipeline reads values for two things besides the
 * CSS variables of the global CSS: an empty value drops the token, and a spacing of exactly `0rem` gets no negative
 * twin. The site's theme has neither today; short values (`''`, `0rem`, `1px`) are kept anyway, so that one added
 * later comes out the same. Every other value is a stub: the islands' styles name tokens only through `var(--…)`.
 */
const stubValue = (value: unknown): unknown =>
  typeof value === 'string' && value.length <= 4 ? value : STUB;

/** The names a style object uses of one composition kind (`layerStyle: "disabled"` → disabled), at any depth. */
export function compositionNames(style: unknown, property: string, found = new Set<string>()): Set<string> {
  if (Array.isArray(style)) for (const item of style) compositionNames(item, property, found);
  else if (isTree(style))
    for (const [key, value] of Object.entries(style)) {
      if (key === property && typeof value === 'string') found.add(value);
      else compositionNames(value, property, found);
    }
  return found;
}

/**
 * The layer and animation styles the kept recipes name. The islands' own code names none
 * (tests/component/island-system.test.tsx checks every source the islands reach); Chakra's defaults (fill.*,
 * outline.*, indicator.*, slide-fade-in…) are the prerender's alone.
 */
function usedCompositions(styles: Tree | undefined, property: string, recipes: unknown): Tree {
  const names = compositionNames(recipes, property);
  return Object.fromEntries(Object.entries(styles ?? {}).filter(([name]) => names.has(name)));
}

/** Every token of a token tree (`{ pink: { 500: { value } } }`) with its value stubbed; names and nesting kept. */
function stubTokens(tree: Tree): Tree {
  return Object.fromEntries(
    Object.entries(tree).map(([name, node]) => {
      if (!isTree(node)) return [name, node];
      if ('value' in node) return [name, { value: stubValue(node.value) }];
      return [name, stubTokens(node)];
    }),
  );
}

const mapValues = (tree: Tree | undefined, fn: (value: Tree) => Tree): Tree =>
  Object.fromEntries(Object.entries(tree ?? {}).map(([key, value]) => [key, fn(value as Tree)]));

const withoutKeys = (tree: Tree | undefined, drop: readonly string[]): Tree =>
  Object.fromEntries(Object.entries(tree ?? {}).filter(([key]) => !drop.includes(key)));

/**
 * The islands' theme, made from the site's at build time (build/island-theme.ts) so the browser loads neither the
 * theme files nor their values: the islands hydrate inside a prerendered page whose `<head>` already holds the
 * global CSS (reset, keyframes, a CSS variable per token; src/site/theme/prerendered-styles.ts), so the browser's
 * system only has to give every style the same class name and CSS as the prerender's. Kept: recipes the islands
 * use, breakpoints, text styles and the layer/animation styles the recipes name (they expand into styles), token and
 * keyframe names. Dropped: token values (stubbed), keyframe bodies, the global CSS, the recipes passed where they
 * are drawn (ON_DEMAND_RECIPES). tests/component/island-system.test.tsx compares the two systems.
 */
export function islandConfig(config: SystemConfig): SystemConfig {
  const theme = config.theme ?? {};
  const dropped = [...PRERENDER_ONLY_RECIPES, ...Object.keys(ON_DEMAND_RECIPES)];
  const recipes = withoutKeys(theme.recipes, dropped);
  const slotRecipes = withoutKeys(theme.slotRecipes, dropped);
  return {
    ...config,
    globalCss: {},
    theme: {
      ...theme,
      keyframes: Object.fromEntries(Object.keys(theme.keyframes ?? {}).map((name) => [name, {}])),
      layerStyles: usedCompositions(theme.layerStyles as Tree, 'layerStyle', [recipes, slotRecipes]),
      animationStyles: usedCompositions(theme.animationStyles as Tree, 'animationStyle', [
        recipes,
        slotRecipes,
      ]),
      recipes,
      slotRecipes,
      tokens: mapValues(theme.tokens, stubTokens),
      semanticTokens: mapValues(theme.semanticTokens, stubTokens),
    } as SystemConfig['theme'],
  };
}
