// What an island loads for its page's language: each language's file is a chunk of its own, so a
// Spanish page's island never loads the English list, nor the reverse.
import type { CatalogueItem } from '@/engine';
import type { Lang } from '../i18n/lang';
import type { PostMeta } from './content';

/** The directory's first page of cards and the total, in a language. */
export interface DirectoryPage {
  total: number;
  firstPage: CatalogueItem[];
}

export async function loadDirectoryPage(lang: Lang): Promise<DirectoryPage> {
  const data =
    lang === 'es'
      ? await import('@/generated/directory.es.json')
      : await import('@/generated/directory.json');
  return data.default as DirectoryPage;
}

/** Every calculator's card in a language (the directory's search). */
export async function loadCalculatorList(lang: Lang): Promise<CatalogueItem[]> {
  const data =
    lang === 'es'
      ? await import('@/generated/catalogue.es.json')
      : await import('@/generated/catalogue.json');
  return data.default.calculators as CatalogueItem[];
}

/** Every article's metadata in a language, newest first (the blog list). */
export async function loadPosts(lang: Lang): Promise<PostMeta[]> {
  const data =
    lang === 'es'
      ? await import('@/generated/content/posts.es.json')
      : await import('@/generated/content/posts.json');
  return data.default as PostMeta[];
}
