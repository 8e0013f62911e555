import type { Lang } from '../i18n/lang';
import { type SiteWords, siteWords } from './context';

/** An island's language from its props: Spanish pages write `lang: 'es'`, English pages write none. */
export const islandLang = (lang: string | undefined): Lang => (lang === 'es' ? 'es' : 'en');

/**
 * The words of one language for an island: only that language's compiled messages and category names are
 * loaded (each a chunk of its own), so a Spanish page's islands carry no English and the reverse.
 */
export async function loadWords(lang: Lang): Promise<SiteWords> {
  if (lang === 'es') {
    const [m, menu] = await Promise.all([import('./messages.es.gen'), import('@/generated/menu.es.json')]);
    return siteWords('es', m.default, menu.default.categories);
  }
  const [m, menu] = await Promise.all([import('./messages.en.gen'), import('@/generated/menu.json')]);
  return siteWords('en', m.default, menu.default.categories);
}
