import { DirectorySearch } from '@/site/components/directory-search';
import { loadDirectoryPage } from '@/site/data/lang-data';
import { WordsProvider } from '@/site/words/context';
import { islandLang, loadWords } from '@/site/words/load';
import { hydrateWith } from './mount';
import type { LangProps } from './registry';

/** The directory's search, filters and cards, in the page's language. */
export async function element({ lang }: LangProps) {
  const [words, directory] = await Promise.all([
    loadWords(islandLang(lang)),
    loadDirectoryPage(islandLang(lang)),
  ]);
  return (
    <WordsProvider value={words}>
      <DirectorySearch directory={directory} />
    </WordsProvider>
  );
}

export const mount = hydrateWith<LangProps>(element);
