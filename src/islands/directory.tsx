import { DirectorySearch } from '@/site/components/directory-search';

/** The directory's search, filters and cards. */
export async function element() {
  return <DirectorySearch />;
}
