import type { LANGUAGE, Language } from './language';
import type { CALCULATION_KEYS, CalculatorDefinition, SERVER_ONLY_KEYS } from './types';

// Its own module, not types.ts: types.ts is read by intl.ts, and language.ts (which this needs) reads intl.ts, so
// the type in types.ts made an import cycle (Biome `noImportCycles`, types included in src/engine).
/**
 * What the form needs of a definition to paint, hydrate and check each field: its fields, mode and readiness, in
 * the page's language (carried under LANGUAGE, as compiled messages carry it). Written at `npm run generate` into
 * the calculator page's module; the rest comes with the calculation.
 */
export type FormDefinition = Omit<
  CalculatorDefinition,
  (typeof CALCULATION_KEYS)[number] | (typeof SERVER_ONLY_KEYS)[number]
> & { readonly [LANGUAGE]?: Language };
