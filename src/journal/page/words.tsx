import { createContext, type ReactNode, useContext } from 'react';
import type { Locale } from '@/engine/intl';
import type { Messages } from '../messages.en.gen';

/** The journal's words in the page's language, and the locale its dates and amounts are written in. */
export interface JournalWords {
  m: Messages;
  lang: 'en' | 'es';
  locale: Locale;
}

/** Only the page language's compiled messages are loaded (each a chunk of its own). */
export async function loadJournalWords(lang: 'en' | 'es'): Promise<JournalWords> {
  if (lang === 'es') return { m: (await import('../messages.es.gen')).default, lang, locale: 'es-US' };
  return { m: (await import('../messages.en.gen')).default, lang, locale: 'en-US' };
}

const WordsContext = createContext<JournalWords | null>(null);

export function JournalWordsProvider({ value, children }: { value: JournalWords; children: ReactNode }) {
  return <WordsContext value={value}>{children}</WordsContext>;
}

/** The journal's words; every part of the journal page renders inside a JournalWordsProvider. */
export function useJournalWords(): JournalWords {
  const words = useContext(WordsContext);
  if (!words) throw new Error('useJournalWords: rendered outside a JournalWordsProvider');
  return words;
}
