import { DirectorySearch } from '@/site/components/directory-search';
import { loadDirectoryPage } from '@/site/data/lang-data';
import { SiteMessagesProvider } from '@/site/messages/context';
import { islandLang, loadSiteMessages } from '@/site/messages/load';
import { hydrateWith } from './mount';
import type { LangProps } from './registry';

/** The directory's search, filters and cards, in the page's language. */
export async function element({ lang }: LangProps) {
  const [words, directory] = await Promise.all([
    loadSiteMessages(islandLang(lang)),
    loadDirectoryPage(islandLang(lang)),
  ]);
  return (
    <SiteMessagesProvider value={words}>
      <DirectorySearch directory={directory} />
    </SiteMessagesProvider>
  );
}

export const mount = hydrateWith<LangProps>(element);
