/**
 * The language a page speaks, as the engine and the calculator's chrome need it: the locale every number and date is
 * written in, and the engine's own words (messages.ts compiled for that locale). It travels with a definition's
 * compiled messages (each `messages.<lang>.gen.ts` carries its language under LANGUAGE), so a definition localized by
 * swapping its messages speaks that language everywhere: validation, the form schema, the result chrome. Nothing
 * else chooses a language, and no module reads a global one.
 */
import type { Locale } from './intl';
import type { Messages as EngineMessages } from './messages.en.gen';
import type { Messages as ResultMessages } from './result-messages/messages.en.gen';

/** The engine's messages, one function per key of src/engine/messages.ts. */
/** The result blocks' messages, one function per key of src/engine/result-messages/messages.ts. */
export type { EngineMessages, ResultMessages };

/** A language: its locale and the engine's words in it (its result blocks' words load with a result: form/language.tsx). */
export interface Language {
  locale: Locale;
  messages: EngineMessages;
}

/** Where a compiled messages module keeps its language (not a message: no key of messages.ts can be a symbol). */
export const LANGUAGE: unique symbol = Symbol.for('bloomcalc.language') as never;

/** What a language is read from: a definition, its compiled messages (`m` in present.ts and checks) or a Language. */
export type LanguageSource = object | null | undefined;
