import type { z } from 'zod';
import categories from '../generated/categories.json' with { type: 'json' };
import type { categorySchema } from './schema/category';

/**
 * A calculator category (spec part 1 §1) with the words shown on menus and hubs: the output of the schema it is
 * checked and generated with (type import only: zod stays out of the browser).
 */
export type Category = z.output<typeof categorySchema>;

/**
 * The categories, in menu order: written by `npm run generate` from content/categories/ (one YAML file each, which
 * an editor edits), checked there. Not in the engine barrel: definitions never need it, and it is generated.
 */
export const CATEGORIES: readonly Category[] = categories as Category[];
