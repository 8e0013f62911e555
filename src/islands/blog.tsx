import { BlogSearch } from '@/site/components/blog-search';
import { hydrateIsland } from './mount';

/** The blog list's search, category chips and cards. */
export function mount(element: HTMLElement) {
  return hydrateIsland(element, <BlogSearch />);
}
