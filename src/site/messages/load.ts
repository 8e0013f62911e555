import type { Lang } from '../i18n/lang';
import { type SiteMessages, siteMessages } from './context';

/** An island's language from its props: Spanish pages write `lang: 'es'`, English pages write none. */
export const islandLang = (lang: string | undefined): Lang => (lang === 'es' ? 'es' : 'en');

/**
 * The words of one language for an island: only that language's compiled messages and category names are
 * loaded (each a chunk of its own), so a Spanish page's islands carry no English and the reverse.
 */
export async function loadSiteMessages(lang: Lang): Promise<SiteMessages> {
  if (lang === 'es') {
    const [m, menu] = await Promise.all([import('./messages.es.gen'), import('@/generated/menu.es.json')]);
    return siteMessages('es', m.default, menu.default.categories);
  }
  const [m, menu] = await Promise.all([import('./messages.en.gen'), import('@/generated/menu.json')]);
  return siteMessages('en', m.default, menu.default.categories);
}
