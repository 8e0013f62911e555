import type { CalculatorDefinition, MessageFunctions } from './types';

/**
 * Where a definition keeps the function that built it from its messages, so another language's messages build it
 * again; a symbol, so JSON and the form's data never see it, and a copy (`{ ...definition }`) keeps it.
 */
const BUILD: unique symbol = Symbol.for('bloomcalc.build') as never;

/**
 * Declares a calculator: its words are keys of its messages (`m.yourBmi()`), so `build` run with another language's
 * compiled messages is that language's definition (`definitionIn`). Returns the English definition, built from the
 * `messages` passed (messages.en.gen); in the browser those are left out (build/browser-definitions.ts) and only the
 * builder is kept, so a page never loads another language's words. The generator and the contract suite validate
 * every definition against the zod schema in `schema/` (the types are derived from it).
 */
export function defineCalculator<I, R, V = R, M extends MessageFunctions = MessageFunctions>(
  messages: M | undefined,
  // M comes from the messages alone: a shared part typed for any messages (lastPeriodChecks) must not widen it.
  build: (m: M) => CalculatorDefinition<I, R, V, NoInfer<M>>,
): CalculatorDefinition<I, R, V, M> {
  // As small as it is: every calculator page's first load carries this module (build/client-entries.ts).
  return { ...(messages && { ...build(messages), messages }), [BUILD]: build } as CalculatorDefinition<
    I,
    R,
    V,
    M
  >;
}

/**
 * A definition in the language of `messages` (a language's messages.<lang>.gen): built again from its keys. One not
 * declared with defineCalculator has no builder, and building it throws.
 */
export const definitionIn = <I, R, V, M extends MessageFunctions>(
  definition: CalculatorDefinition<I, R, V, M>,
  messages: M,
): CalculatorDefinition<I, R, V, M> =>
  defineCalculator(
    messages,
    (definition as { [BUILD]?: (m: M) => CalculatorDefinition<I, R, V, M> })[BUILD] as never,
  );

/** Declares a definition's messages (messages.ts): ICU MessageFormat by key, compiled by `npm run generate`. */
export function defineMessages<T extends Record<string, string>>(messages: T): T {
  return messages;
}
