import { JournalApp } from '@/journal/page/journal-app';
import { JournalWordsProvider, loadJournalWords } from '@/journal/page/words';
import { islandLang } from '@/site/words/load';
import { hydrateWith } from './mount';
import type { LangProps } from './registry';

/** The journal page's island, in the page's language: what is kept on this device, read after hydration. */
export async function element({ lang }: LangProps) {
  return (
    <JournalWordsProvider value={await loadJournalWords(islandLang(lang))}>
      <JournalApp />
    </JournalWordsProvider>
  );
}

export const mount = hydrateWith(element);
