/**
 * The words of the engine's shared fields (field-words/messages.ts), chosen by the language of the messages a
 * definition is built with. A generated calculation module attaches its language's under FIELD_WORDS; the tools and
 * tests, which build definitions from compiled messages alone, read them by locale (default-language.ts, empty in
 * the browser build, so a page never carries another language's words).
 */
import { DEFAULT_FIELD_WORDS } from './default-language';
import type { Messages as FieldWords } from './field-words/messages.en.gen';
import type { LanguageSource } from './language';
import { languageOf } from './language-of';

export type { FieldWords };

/** Where compiled messages carry the shared fields' words (a symbol: no message key can be one). */
export const FIELD_WORDS: unique symbol = Symbol.for('bloomcalc.fieldWords') as never;

/** The shared fields' words in the language of `m`. */
export function fieldWordsOf(m: LanguageSource): FieldWords {
  const own = m ? (m as { [FIELD_WORDS]?: FieldWords })[FIELD_WORDS] : undefined;
  const words = own ?? DEFAULT_FIELD_WORDS?.[languageOf(m).locale];
  if (!words)
    throw new Error('No field words: the calculation module attaches its language’s (field-words.ts)');
  return words;
}
