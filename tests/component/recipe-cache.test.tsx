// @vitest-environment jsdom
import { Badge, ChakraProvider, createSystem, defaultBaseConfig, Table } from '@chakra-ui/react';
import { cleanup, render, screen } from '@testing-library/react';
import { badgeRecipe } from 'chakra-theme/recipes/badge';
import { tableSlotRecipe } from 'chakra-theme/recipes/table';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { islandConfig } from '../../src/site/theme/island-config';
import { createIslandSystem } from '../../src/site/theme/island-system';
import { withRecipeCache } from '../../src/site/theme/recipe-cache';
import { system as siteSystem } from '../../src/site/theme/system';
import { siteConfig } from '../../src/site/theme/system-config';

// The recipes the islands' system leaves out are handed to their components (`recipe={…}`, island-config.ts
// ON_DEMAND_RECIPES); Chakra's useRecipe builds a handed recipe per component instance, so both systems build each
// recipe object's function once (src/site/theme/recipe-cache.ts), as Chakra does for the recipes it finds by key.
afterEach(cleanup);

describe('performance guard: a recipe handed to a component is built once per system', () => {
  it("the islands' and the prerender's systems give the same function for the same recipe object", () => {
    for (const system of [createIslandSystem(), siteSystem]) {
      expect(system.cva(badgeRecipe)).toBe(system.cva(badgeRecipe));
      expect(system.sva(tableSlotRecipe)).toBe(system.sva(tableSlotRecipe));
      // Another object is another recipe.
      expect(system.cva({ ...badgeRecipe })).not.toBe(system.cva(badgeRecipe));
    }
  });

  it('twenty badges and three tables drawn with their recipes build each once, with the same class names', () => {
    const inner = createSystem(defaultBaseConfig, JSON.parse(JSON.stringify(islandConfig(siteConfig))));
    const cva = vi.spyOn(inner, 'cva');
    const sva = vi.spyOn(inner, 'sva');
    const system = withRecipeCache(inner);
    render(
      <ChakraProvider value={{ ...system, _global: [] }}>
        {Array.from({ length: 20 }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list
          <Badge key={index} recipe={badgeRecipe} variant="subtle" data-testid="badge">
            {index}
          </Badge>
        ))}
        {[1, 2, 3].map((n) => (
          <Table.Root key={n} recipe={tableSlotRecipe} size="sm" data-testid="table">
            <Table.Body>
              <Table.Row>
                <Table.Cell>{n}</Table.Cell>
              </Table.Row>
            </Table.Body>
          </Table.Root>
        ))}
      </ChakraProvider>,
    );
    expect(cva.mock.calls.filter(([config]) => config === badgeRecipe)).toHaveLength(1);
    expect(sva.mock.calls.filter(([config]) => config === tableSlotRecipe)).toHaveLength(1);
    const classes = (id: string) => new Set(screen.getAllByTestId(id).map((element) => element.className));
    expect(classes('badge').size).toBe(1);
    expect(classes('table').size).toBe(1);
    expect([...classes('badge')][0]).toMatch(/chakra-badge css-/);
  });
});
