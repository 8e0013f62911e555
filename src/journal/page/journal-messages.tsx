import { createContext, type ReactNode, useContext } from 'react';
import type { Locale } from '@/engine/intl';
import type { Messages } from '../messages.en.gen';

/** The journal's words in the page's language, and the locale its dates and amounts are written in. */
export interface JournalMessages {
  m: Messages;
  lang: 'en' | 'es';
  locale: Locale;
}

/** Only the page language's compiled messages are loaded (each a chunk of its own). */
export async function loadJournalMessages(lang: 'en' | 'es'): Promise<JournalMessages> {
  if (lang === 'es') return { m: (await import('../messages.es.gen')).default, lang, locale: 'es-US' };
  return { m: (await import('../messages.en.gen')).default, lang, locale: 'en-US' };
}

const WordsContext = createContext<JournalMessages | null>(null);

export function JournalMessagesProvider({
  value,
  children,
}: {
  value: JournalMessages;
  children: ReactNode;
}) {
  return <WordsContext value={value}>{children}</WordsContext>;
}

/** The journal's words; every part of the journal page renders inside a JournalMessagesProvider. */
export function useJournalMessages(): JournalMessages {
  const words = useContext(WordsContext);
  if (!words) throw new Error('useJournalMessages: rendered outside a JournalMessagesProvider');
  return words;
}
