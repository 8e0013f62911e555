import { JournalApp } from '@/journal/page/journal-app';
import { JournalWordsProvider, loadJournalWords } from '@/journal/page/words';
import { islandLang } from '@/site/words/load';
import { hydrateWith } from './mount';
import type { JournalProps } from './registry';

/** The journal page's island, in the page's language: what is kept on this device, read after hydration. */
export async function element({ lang, startNames, startHrefs }: JournalProps) {
  const starts = startNames.map((name, index) => ({ name, href: startHrefs[index] ?? '' }));
  return (
    <JournalWordsProvider value={await loadJournalWords(islandLang(lang))}>
      <JournalApp starts={starts} />
    </JournalWordsProvider>
  );
}

export const mount = hydrateWith(element);
