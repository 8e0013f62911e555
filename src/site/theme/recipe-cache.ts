import type { SystemContext } from '@chakra-ui/react';

type RecipeFactory = (config: never) => unknown;

/** `make`, building its function once per config object (any other argument goes through as it is). */
function oncePerConfig<F extends RecipeFactory>(make: F): F {
  const made = new WeakMap<object, unknown>();
  return ((config: object) => {
    if (typeof config !== 'object' || config === null) return make(config as never);
    if (!made.has(config)) made.set(config, make(config as never));
    return made.get(config);
  }) as unknown as F;
}

/**
 * The system with `cva` and `sva` that build a recipe's function once per recipe object, as Chakra already does for
 * a recipe it finds in the system by key (`getRecipeFn`). A component handed its recipe (`<Badge recipe={…}>`, the
 * islands' ON_DEMAND_RECIPES, src/site/theme/island-config.ts) would otherwise build it again on every mount
 * (Chakra's `useRecipe` memoizes per component instance), each directory card's badge among them. Copied by property descriptors: `_global` is a getter in the browser build
 * (build/chakra-create-system.ts) and must not be read.
 */
export function withRecipeCache(system: SystemContext): SystemContext {
  return Object.defineProperties({} as SystemContext, {
    ...Object.getOwnPropertyDescriptors(system),
    cva: { value: oncePerConfig(system.cva), enumerable: true },
    sva: { value: oncePerConfig(system.sva), enumerable: true },
  });
}
