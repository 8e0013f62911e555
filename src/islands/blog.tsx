import { BlogSearch } from '@/site/components/blog-search';
import { loadPosts } from '@/site/data/lang-data';
import { SiteMessagesProvider } from '@/site/messages/context';
import { islandLang, loadSiteMessages } from '@/site/messages/load';
import { hydrateWith } from './mount';
import type { LangProps } from './registry';

/** The blog list's search, category chips and cards, in the page's language. */
export async function element({ lang }: LangProps) {
  const [words, posts] = await Promise.all([loadSiteMessages(islandLang(lang)), loadPosts(islandLang(lang))]);
  return (
    <SiteMessagesProvider value={words}>
      <BlogSearch posts={posts} />
    </SiteMessagesProvider>
  );
}

export const mount = hydrateWith<LangProps>(element);
