import type { CalculatorDefinition } from './types';

/**
 * Declares a calculator. Identity at run time (no validation code reaches the browser); the generator and the
 * contract suite validate every definition against the zod schema in `schema/` (the types are derived from it).
 */
export function defineCalculator<I, R>(definition: CalculatorDefinition<I, R>): CalculatorDefinition<I, R> {
  return definition;
}
