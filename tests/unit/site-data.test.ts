import { describe, expect, it } from 'vitest';
import { CATEGORIES } from '../../src/engine/categories';
import { categories, findCategory } from '../../src/site/data/categories';

// Pages name and colour categories from the menu's copy (loaded on every page) instead of the engine's list with
// its hub panels: the copy must say the same.
describe('category summaries', () => {
  it('match the engine categories, in order', () => {
    expect(categories).toEqual(
      CATEGORIES.map(({ id, name, description, icon, color }) =>
        expect.objectContaining({ id, name, description, icon, color }),
      ),
    );
  });

  it('are found by slug, and an unknown slug finds none', () => {
    expect(findCategory('finance')?.name).toBe('Finance');
    expect(findCategory('nope')).toBeUndefined();
    expect(findCategory(undefined)).toBeUndefined();
  });
});
