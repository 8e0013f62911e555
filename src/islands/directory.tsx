import { DirectorySearch } from '@/site/components/directory-search';
import { hydrateIsland } from './mount';

/** The directory's search, filters and cards. */
export function mount(element: HTMLElement) {
  return hydrateIsland(element, <DirectorySearch />);
}
