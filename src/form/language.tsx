import { createContext, type ReactNode, useContext } from 'react';
import { type Language, type Locale, languageOf, type ResultMessages } from '@/engine';
import { DEFAULT_RESULT_MESSAGES } from '@/engine/default-language';
import { createLoader, type Loader } from '@/engine/loader';

const LanguageContext = createContext<Language | undefined>(undefined);

/**
 * The page language for the form and result chrome (Calculate, table headers, the date list…): the calculator runner
 * provides its definition's language (src/engine/language.ts), so the chrome speaks what the calculator speaks.
 */
export function LanguageProvider({ language, children }: { language: Language; children: ReactNode }) {
  return <LanguageContext.Provider value={language}>{children}</LanguageContext.Provider>;
}

/** The language the chrome is drawn in: the runner's, or English where no runner says (tests of one block). */
export function useLanguage(): Language {
  return useContext(LanguageContext) ?? languageOf();
}

/** The result blocks' words of each locale, a chunk each: a page loads only its own language's (src/engine/loader.ts). */
const RESULT_MESSAGES: Record<Locale, Loader<{ default: ResultMessages }>> = {
  'en-US': createLoader(() => import('@/engine/result-messages/messages.en.gen')),
  'es-US': createLoader(() => import('@/engine/result-messages/messages.es.gen')),
};

/** Loads the result blocks' words of a language (a failed load is forgotten, so the next result tries again). */
export const loadResultMessages = (language: Language): Promise<ResultMessages> =>
  RESULT_MESSAGES[language.locale].get().then((module) => module.default);

/** The result blocks' words of a language if they have loaded (a result is then drawn at once, words and all). */
export const resultMessagesIfLoaded = (language: Language): ResultMessages | undefined =>
  RESULT_MESSAGES[language.locale].peek()?.default;

const ResultMessagesContext = createContext<ResultMessages | undefined>(undefined);

/** The result blocks' words for the blocks below: the runner provides them, loaded with the first result. */
export function ResultMessagesProvider({ words, children }: { words: ResultMessages; children: ReactNode }) {
  return <ResultMessagesContext.Provider value={words}>{children}</ResultMessagesContext.Provider>;
}

/** The result blocks' words in the page's language (English where no runner provides them: tests of one block). */
export function useResultMessages(): ResultMessages {
  const words = useContext(ResultMessagesContext) ?? DEFAULT_RESULT_MESSAGES;
  if (!words) throw new Error('No result words: the calculator runner provides them with the first result');
  return words;
}
