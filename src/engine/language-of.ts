/** Which language a definition, its messages or a language object speaks (src/engine/language.ts). */
import { DEFAULT_LANGUAGE } from './default-language';
import { LANGUAGE, type Language, type LanguageSource } from './language';

function isLanguage(source: LanguageSource): source is Language {
  return (
    !!source &&
    typeof (source as Language).locale === 'string' &&
    typeof (source as Language).messages === 'object'
  );
}

/**
 * The language of a definition (`{ messages }`) or of compiled messages themselves; English where neither says (the
 * tools and tests, which import a definition with its English messages). The browser build has no such default
 * (build/browser-modules.ts): a page's module attaches its language's messages, and one that did not fails here.
 */
export function languageOf(source?: LanguageSource): Language {
  // The symbol first: guarded messages (npm run generate) refuse any name that is not a message.
  const own = source ? (source as { [LANGUAGE]?: Language })[LANGUAGE] : undefined;
  if (own) return own;
  if (isLanguage(source)) return source;
  const fromMessages = source
    ? (source as { messages?: { [LANGUAGE]?: Language } }).messages?.[LANGUAGE]
    : undefined;
  const language = fromMessages ?? DEFAULT_LANGUAGE;
  if (!language) throw new Error('No language: the page module attaches its messages (messages.<lang>.gen)');
  return language;
}
