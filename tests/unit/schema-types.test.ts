import { describe, expect, expectTypeOf, it } from 'vitest';
import type { z } from 'zod';
import type { guideMetaSchema, postMetaSchema } from '../../scripts/lib/content-schema';
import type { Category } from '../../src/engine/categories';
import type { definitionSchema } from '../../src/engine/schema';
import { categorySchema } from '../../src/engine/schema/category';
import type { CatalogueItem } from '../../src/engine/types';
import catalogue from '../../src/generated/catalogue.json';
import categoriesEs from '../../src/generated/categories.es.json';
import categories from '../../src/generated/categories.json';
import type { GuideMeta, PostMeta } from '../../src/site/data/content';

// The site's metadata types are the output types of the schemas `npm run generate` checks the sources with (issue
// 28): no interface beside a schema to drift from it. `npm run typecheck` checks these type assertions; the
// generated data is checked against the same schemas here.
describe('metadata types come from their schemas', () => {
  it('types an article, a guide and a category as their schemas output them', () => {
    expectTypeOf<PostMeta>().toEqualTypeOf<z.output<typeof postMetaSchema>>();
    expectTypeOf<GuideMeta>().toEqualTypeOf<z.output<typeof guideMetaSchema>>();
    expectTypeOf<Category>().toEqualTypeOf<z.output<typeof categorySchema>>();
  });

  it("types a catalogue entry's definition keys as the definition schema does", () => {
    type Definition = z.output<typeof definitionSchema>;
    for (const key of ['id', 'name', 'description', 'category', 'icon', 'color', 'keywords'] as const)
      expect(
        catalogue.calculators.every((item) => key in item),
        key,
      ).toBe(true);
    expectTypeOf<CatalogueItem['color']>().toEqualTypeOf<Definition['color']>();
    expectTypeOf<CatalogueItem['keywords']>().toEqualTypeOf<Definition['keywords']>();
    expectTypeOf<CatalogueItem['category']>().toEqualTypeOf<Definition['category']>();
  });

  it('generates every category, in both languages, as the category schema describes it', () => {
    for (const category of [...categories, ...categoriesEs]) {
      const { slug: _slug, ...held } = category as typeof category & { slug?: string };
      const parsed = categorySchema.safeParse(held);
      expect(parsed.success ? [] : parsed.error.issues, category.id).toEqual([]);
    }
  });
});
