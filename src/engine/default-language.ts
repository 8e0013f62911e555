import { ENGLISH } from './english';
import type { Messages as FieldWords } from './field-words/messages.en.gen';
import englishFieldWords from './field-words/messages.en.gen';
import spanishFieldWords from './field-words/messages.es.gen';
import type { Locale } from './intl';
import type { Language, ResultWords } from './language';
import englishResultWords from './result-words/messages.en.gen';

/**
 * The language of a definition whose messages do not say (the tools and tests import definitions with their English
 * messages). In the browser build this module is empty (build/browser-modules.ts): a Spanish page must not carry
 * the English words, and every page's module attaches its own language.
 */
export const DEFAULT_LANGUAGE: Language | undefined = ENGLISH;

/** The result blocks' words where no page provides them (tests of one block); empty in the browser build too. */
export const DEFAULT_RESULT_WORDS: ResultWords | undefined = englishResultWords;

/** The shared fields' words by locale where the messages carry none (field-words.ts); empty in the browser build too. */
export const DEFAULT_FIELD_WORDS: Readonly<Record<Locale, FieldWords>> | undefined = {
  'en-US': englishFieldWords,
  'es-US': spanishFieldWords,
};
