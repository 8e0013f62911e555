import { ENGLISH } from './english';
import type { Language } from './language';

/**
 * The language of a definition whose messages do not say (the tools and tests import definitions with their English
 * messages). In the browser build this module is empty (build/browser-definitions.ts): a Spanish page must not carry
 * the English words, and every page's module attaches its own language.
 */
export const DEFAULT_LANGUAGE: Language | undefined = ENGLISH;
