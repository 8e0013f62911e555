import { JournalApp } from '@/journal/page/journal-app';
import { JournalMessagesProvider, loadJournalMessages } from '@/journal/page/journal-messages';
import { islandLang } from '@/site/messages/load';
import { hydrateWith } from './mount';
import type { LangProps } from './registry';

/** The journal page's island, in the page's language: what is kept on this device, read after hydration. */
export async function element({ lang }: LangProps) {
  return (
    <JournalMessagesProvider value={await loadJournalMessages(islandLang(lang))}>
      <JournalApp />
    </JournalMessagesProvider>
  );
}

export const mount = hydrateWith(element);
