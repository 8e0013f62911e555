import { BlogSearch } from '@/site/components/blog-search';

/** The blog list's search, category chips and cards. */
export async function element() {
  return <BlogSearch />;
}
