/**
 * The words of the engine's shared fields (field-messages/messages.ts), chosen by the language of the messages a
 * definition is built with. A generated calculation module attaches its language's under FIELD_MESSAGES; the tools and
 * tests, which build definitions from compiled messages alone, read them by locale (default-language.ts, empty in
 * the browser build, so a page never carries another language's words).
 */
import { DEFAULT_FIELD_MESSAGES } from './default-language';
import type { Messages as FieldMessages } from './field-messages/messages.en.gen';
import type { LanguageSource } from './language';
import { languageOf } from './language-of';

export type { FieldMessages };

/** Where compiled messages carry the shared fields' words (a symbol: no message key can be one). */
export const FIELD_MESSAGES: unique symbol = Symbol.for('bloomcalc.fieldMessages') as never;

/** The shared fields' words in the language of `m`. */
export function fieldMessagesOf(m: LanguageSource): FieldMessages {
  const own = m ? (m as { [FIELD_MESSAGES]?: FieldMessages })[FIELD_MESSAGES] : undefined;
  const words = own ?? DEFAULT_FIELD_MESSAGES?.[languageOf(m).locale];
  if (!words)
    throw new Error('No field words: the calculation module attaches its language’s (field-messages.ts)');
  return words;
}
