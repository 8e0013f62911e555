import type { BrowserDefinition, CalculatorDefinition, MessageFunctions, PageParts } from './types';

/**
 * Where a definition keeps the function that built it from its messages, so another language's messages build it
 * again; a symbol, so JSON and the form's data never see it, and a copy (`{ ...definition }`) keeps it.
 */
const BUILD: unique symbol = Symbol.for('bloomcalc.build') as never;

/**
 * A calculator.ts: builds what the browser needs of a definition from a language's compiled messages. It holds no
 * words of any language (it imports only the messages' type), so a page carries only its own language's words.
 */
export type Calculator<I, R, V, M extends MessageFunctions> = (m: M) => BrowserDefinition<I, R, V, M>;

/**
 * Declares a calculator (calculator.ts): its words are keys of its messages (`m.yourBmi()`). Returns the builder;
 * the page's module builds it with the page language's messages (`definitionIn`), and page.ts (`definePage`) adds
 * what only the server reads. Its generic arguments come from the formula and the words; M from the builder's
 * parameter alone (a shared part typed for any messages, lastPeriodChecks, must not widen it).
 */
export function defineCalculator<I, R, V = R, M extends MessageFunctions = MessageFunctions>(
  build: (m: M) => BrowserDefinition<I, R, V, NoInfer<M>>,
): Calculator<I, R, V, M> {
  return build as Calculator<I, R, V, M>;
}

/**
 * Declares a calculator's page (page.ts, read by the prerender, the CLI and the tests, never the browser): its
 * description, keywords, worked examples and sources. Returns the whole English definition, built from `messages`
 * (messages.en.gen), keeping both builders so `definitionIn` builds it in another language. The generator and the
 * contract suite validate it against the zod schema in `schema/` (the types are derived from it).
 */
export function definePage<I, R, V, M extends MessageFunctions>(
  calculator: Calculator<I, R, V, M>,
  messages: NoInfer<M>,
  page: (m: NoInfer<M>) => PageParts,
): CalculatorDefinition<I, R, V, M> {
  const build = (m: M) => ({ ...calculator(m), ...page(m) }) as CalculatorDefinition<I, R, V, M>;
  return definitionIn(build as never, messages) as CalculatorDefinition<I, R, V, M>;
}

/**
 * A definition in the language of `messages` (a language's messages.<lang>.gen): a page's definition (page.ts)
 * built again from its keys, whole; or a calculator.ts built, the browser's part. Building a definition not
 * declared with definePage throws (it has no builder). As small as it is: every calculation loads this module
 * (build/client-entries.ts).
 */
export function definitionIn<I, R, V, M extends MessageFunctions>(
  definition: CalculatorDefinition<I, R, V, M>,
  messages: M,
): CalculatorDefinition<I, R, V, M>;
export function definitionIn<I, R, V, M extends MessageFunctions>(
  calculator: Calculator<I, R, V, M>,
  messages: M,
): BrowserDefinition<I, R, V, M>;
export function definitionIn(source: object, messages: MessageFunctions): unknown {
  const build = (source as { [BUILD]?: (m: MessageFunctions) => object })[BUILD] ?? source;
  return { ...(build as (m: MessageFunctions) => object)(messages), messages, [BUILD]: build };
}

/** Declares a definition's messages (messages.ts): ICU MessageFormat by key, compiled by `npm run generate`. */
export function defineMessages<T extends Record<string, string>>(messages: T): T {
  return messages;
}
