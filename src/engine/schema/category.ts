import { z } from 'zod';
import { text } from './common';
import { COLORS } from './definition';

/** One category file (content/categories/<id>.yaml), as an editor writes it. */
export const categoryFileSchema = z.strictObject({
  name: text.describe('menu and card name'),
  hubTitle: text.describe('heading of the category hub page'),
  order: z.number().int().min(1).describe('place in the menu and on the home page, from 1'),
  icon: z
    .string()
    .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'an icon name is kebab-case, as on https://lucide.dev/icons'),
  color: z.enum(COLORS),
  blurb: text.max(300).describe('one or two sentences in the menu and on the hub: name its calculators'),
  panels: z
    .array(z.strictObject({ title: text, text }))
    .length(2)
    .describe('two panels on the hub page'),
});

/**
 * A category as the site holds it (src/generated/categories.json): the file's words, its id (the file name), the
 * blurb as `description`, the panels' facts resolved, in menu order (so no `order`). The one definition of
 * `Category` (src/engine/categories.ts).
 */
export const categorySchema = categoryFileSchema
  .omit({ order: true, blurb: true })
  .extend({ id: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/), description: text.max(300) });
