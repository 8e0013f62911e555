import { createContext, type ReactNode, useContext } from 'react';
import { type Language, languageOf } from '@/engine';

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
