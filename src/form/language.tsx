import { createContext, type ReactNode, useContext } from 'react';
import { type Language, type Locale, languageOf, type ResultWords } from '@/engine';
import { DEFAULT_RESULT_WORDS } from '@/engine/default-language';

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

/** The result blocks' words of each locale, a chunk each: a page loads only its own language's. */
const RESULT_WORDS: Record<Locale, () => Promise<{ default: ResultWords }>> = {
  'en-US': () => import('@/engine/result-words/messages.en.gen'),
  'es-US': () => import('@/engine/result-words/messages.es.gen'),
};
const resultWords = new Map<Locale, Promise<ResultWords>>();
const loadedResultWords = new Map<Locale, ResultWords>();

/** Loads the result blocks' words of a language (once; a failed load is forgotten, so the next result tries again). */
export function loadResultWords(language: Language): Promise<ResultWords> {
  let words = resultWords.get(language.locale);
  if (!words) {
    words = RESULT_WORDS[language.locale]().then((module) => {
      loadedResultWords.set(language.locale, module.default);
      return module.default;
    });
    words.catch(() => resultWords.delete(language.locale));
    resultWords.set(language.locale, words);
  }
  return words;
}

/** The result blocks' words of a language if they have loaded (a result is then drawn at once, words and all). */
export function resultWordsIfLoaded(language: Language): ResultWords | undefined {
  return loadedResultWords.get(language.locale);
}

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
