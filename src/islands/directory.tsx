import { DirectorySearch } from '@/site/components/directory-search';
import { hydrateWith } from './mount';
import type { NoProps } from './registry';

/** The directory's search, filters and cards. */
export async function element() {
  return <DirectorySearch />;
}

export const mount = hydrateWith<NoProps>(element);
