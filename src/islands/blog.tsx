import { BlogSearch } from '@/site/components/blog-search';
import { loadPosts } from '@/site/data/lang-data';
import { WordsProvider } from '@/site/words/context';
import { islandLang, loadWords } from '@/site/words/load';
import { hydrateWith } from './mount';
import type { LangProps } from './registry';

/** The blog list's search, category chips and cards, in the page's language. */
export async function element({ lang }: LangProps) {
  const [words, posts] = await Promise.all([loadWords(islandLang(lang)), loadPosts(islandLang(lang))]);
  return (
    <WordsProvider value={words}>
      <BlogSearch posts={posts} />
    </WordsProvider>
  );
}

export const mount = hydrateWith<LangProps>(element);
