import { BlogSearch } from '@/site/components/blog-search';
import { hydrateWith } from './mount';
import type { NoProps } from './registry';

/** The blog list's search, category chips and cards. */
export async function element() {
  return <BlogSearch />;
}

export const mount = hydrateWith<NoProps>(element);
