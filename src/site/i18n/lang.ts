// The site's languages and their addresses, without React: the generator, the prerender, the head and
// the page script import it.
import type { Locale } from '@/engine/intl';

/** A language of the site: English at the root, Spanish under /es/. */
export type Lang = 'en' | 'es';

/** Every language, English (the x-default) first. */
export const LANGS: readonly Lang[] = ['en', 'es'];

/** The formatting module's locale of each language (src/engine/intl.ts). */
export const LOCALE: Record<Lang, Locale> = { en: 'en-US', es: 'es-US' };

/** The path prefix of each language's pages. */
export const PREFIX: Record<Lang, string> = { en: '', es: '/es' };

/** The name of each language in itself: what the language switch says. */
export const LANGUAGE_NAME: Record<Lang, string> = { en: 'English', es: 'Español' };

/** The first segment of each section's address, per language (/es/calculadoras/calculadora-imc). */
export const SECTIONS = {
  en: { calculators: 'calculators', categories: 'categories', blog: 'blog', guides: 'health-guides' },
  es: { calculators: 'calculadoras', categories: 'categorias', blog: 'blog', guides: 'guias-de-salud' },
} as const satisfies Record<Lang, Record<string, string>>;

/** The journal's address in each language: a page of its own, not an information page (it has an island). */
const JOURNAL_SLUG = { en: 'my-journal', es: 'mi-diario' } as const satisfies Record<Lang, string>;

/** The language of a page from its path: /es and everything under it is Spanish. */
export function langOfPath(path: string): Lang {
  return path === '/es' || path.startsWith('/es/') ? 'es' : 'en';
}

/** A lower-case slug without accents or ñ, as every address of the site is written. */
export const SLUG_PATTERN = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/** The addresses of one language's pages; slugs are that language's (a Spanish calculator's slug from its messages.es.ts). */
export function sitePaths(lang: Lang) {
  const p = PREFIX[lang];
  const s = SECTIONS[lang];
  return {
    home: p || '/',
    calculators: `${p}/${s.calculators}`,
    calculator: (slug: string) => `${p}/${s.calculators}/${slug}`,
    category: (slug: string) => `${p}/${s.categories}/${slug}`,
    blog: `${p}/${s.blog}`,
    post: (slug: string) => `${p}/${s.blog}/${slug}`,
    guides: `${p}/${s.guides}`,
    guide: (slug: string) => `${p}/${s.guides}/${slug}`,
    page: (slug: string) => `${p}/${slug}`,
    journal: `${p}/${JOURNAL_SLUG[lang]}`,
    embed: (id: string) => `${p}/embed/${id}`,
  };
}

/** One language's addresses (sitePaths). */
export type SitePaths = ReturnType<typeof sitePaths>;
