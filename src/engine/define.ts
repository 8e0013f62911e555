import type { CalculatorDefinition, MessageFunctions } from './types';

/**
 * Declares a calculator. Identity at run time (no validation code reaches the browser); the generator and the
 * contract suite validate every definition against the zod schema in `schema/` (the types are derived from it).
 */
export function defineCalculator<I, R, V = R, M extends MessageFunctions = MessageFunctions>(
  definition: CalculatorDefinition<I, R, V, M>,
): CalculatorDefinition<I, R, V, M> {
  return definition;
}

/** Declares a definition's messages (messages.ts): ICU MessageFormat by key, compiled by `npm run generate`. */
export function defineMessages<T extends Record<string, string>>(messages: T): T {
  return messages;
}
