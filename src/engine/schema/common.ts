import { z } from 'zod';

/** Category slugs of the catalogue (spec part 1 §1). */
export const CATEGORY_IDS = [
  'health-fitness',
  'pregnancy-fertility',
  'period-cycle',
  'nutrition-diet',
  'beauty-body',
  'finance',
  'baby-child',
] as const;

/** A non-empty, trimmed string. */
export const text = z.string().trim().min(1, 'must not be empty');

/** A function given in a definition (its signature is in `src/engine/types.ts`). */
export const fn = z.custom<(...args: never[]) => unknown>(
  (value) => typeof value === 'function',
  'must be a function',
);

/** A path into the result object, read with `getPath` (e.g. `healthyWeightRange.min`). */
export const resultPath = text.describe('result path');

/** An ISO `YYYY-MM-DD` date. */
export const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'must be YYYY-MM-DD');

/** The value names of a list of literal options, quoted, for messages that say what is allowed. */
export const oneOf = (values: readonly string[]) => values.map((value) => `'${value}'`).join(', ');
