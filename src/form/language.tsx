import { createContext, type ReactNode, useContext } from 'react';
import { type Language, type Locale, languageOf, type ResultWords } from '@/engine';
import { DEFAULT_RESULT_WORDS } from '@/engine/default-language';
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
const RESULT_WORDS: Record<Locale, Loader<{ default: ResultWords }>> = {
  'en-US': createLoader(() => import('@/engine/result-words/messages.en.gen')),
  'es-US': createLoader(() => import('@/engine/result-words/messages.es.gen')),
};

/** Loads the result blocks' words of a language (a failed load is forgotten, so the next result tries again). */
export const loadResultWords = (language: Language): Promise<ResultWords> =>
  RESULT_WORDS[language.locale].get().then((module) => module.default);

/** The result blocks' words of a language if they have loaded (a result is then drawn at once, words and all). */
export const resultWordsIfLoaded = (language: Language): ResultWords | undefined =>
  RESULT_WORDS[language.locale].peek()?.default;

const ResultWordsContext = createContext<ResultWords | undefined>(undefined);

/** The result blocks' words for the blocks below: the runner provides them, loaded with the first result. */
export function ResultWordsProvider({ words, children }: { words: ResultWords; children: ReactNode }) {
  return <ResultWordsContext.Provider value={words}>{children}</ResultWordsContext.Provider>;
}

/** The result blocks' words in the page's language (English where no runner provides them: tests of one block). */
export function useResultWords(): ResultWords {
  const words = useContext(ResultWordsContext) ?? DEFAULT_RESULT_WORDS;
  if (!words) throw new Error('No result words: the calculator runner provides them with the first result');
  return words;
}
