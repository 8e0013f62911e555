import { ENGLISH } from './english';
import type { Messages as FieldMessages } from './field-messages/messages.en.gen';
import englishFieldMessages from './field-messages/messages.en.gen';
import spanishFieldMessages from './field-messages/messages.es.gen';
import type { Locale } from './intl';
import type { Language, ResultMessages } from './language';
import englishResultMessages from './result-messages/messages.en.gen';

/**
 * The language of a definition whose messages do not say (the tools and tests import definitions with their English
 * messages). In the browser build this module is empty (build/browser-modules.ts): a Spanish page must not carry
 * the English words, and every page's module attaches its own language.
 */
export const DEFAULT_LANGUAGE: Language | undefined = ENGLISH;

/** The result blocks' words where no page provides them (tests of one block); empty in the browser build too. */
export const DEFAULT_RESULT_MESSAGES: ResultMessages | undefined = englishResultMessages;

/** The shared fields' words by locale where the messages carry none (field-messages.ts); empty in the browser build too. */
export const DEFAULT_FIELD_MESSAGES: Readonly<Record<Locale, FieldMessages>> | undefined = {
  'en-US': englishFieldMessages,
  'es-US': spanishFieldMessages,
};
