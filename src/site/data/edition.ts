// Each language's data for the prerender. Only the prerender and the dev server import this module:
// the browser's islands load their own language's data (src/site/messages/load.ts, src/site/data/lang-data.ts).
import type { CatalogueItem } from '@/engine';
import type { Category } from '@/engine/categories';
import alternatesJson from '@/generated/alternates.json';
import catalogueEs from '@/generated/catalogue.es.json';
import catalogueEn from '@/generated/catalogue.json';
import guidesEs from '@/generated/content/guides.es.json';
import guidesEn from '@/generated/content/guides.json';
import pagesEs from '@/generated/content/pages.es.json';
import pagesEn from '@/generated/content/pages.json';
import postsEs from '@/generated/content/posts.es.json';
import postsEn from '@/generated/content/posts.json';
import featuredEs from '@/generated/featured.es.json';
import featuredEn from '@/generated/featured.json';
import latestEs from '@/generated/latest-posts.es.json';
import latestEn from '@/generated/latest-posts.json';
import menuEs from '@/generated/menu.es.json';
import menuEn from '@/generated/menu.json';
import { type Lang, langOfPath } from '../i18n/lang';
import { hrefMapper, linkKeys, localizeLinks, markEnglishBlocks } from '../i18n/links';
import { type SiteMessages, siteMessages } from '../messages/context';
import en from '../messages/messages.en.gen';
import es from '../messages/messages.es.gen';
import type { GuideMeta, PostMeta } from './content';
import type { InfoPageMeta } from './info-pages';

/** The menu every page's header shows, in one language. */
type Menu = typeof menuEn;

/** A category with its hub's words and its slug in the language (the English slug is its id). */
export type EditionCategory = Category & { slug: string };

/** Everything the pages of one language are rendered from. */
export interface Edition {
  lang: Lang;
  words: SiteMessages;
  menu: Menu;
  calculators: CatalogueItem[];
  categories: EditionCategory[];
  featured: Omit<CatalogueItem, 'keywords'>[];
  latestPosts: PostMeta[];
  posts: PostMeta[];
  guides: GuideMeta[];
  /** Information pages by id (the English file name), with their slug in the language. */
  infoPages: Record<string, InfoPageMeta & { slug: string }>;
}

const withSlugs = (pages: Record<string, InfoPageMeta & { slug?: string }>) =>
  Object.fromEntries(Object.entries(pages).map(([id, page]) => [id, { ...page, slug: page.slug ?? id }]));

const EDITIONS: Record<Lang, Edition> = {
  en: {
    lang: 'en',
    words: siteMessages('en', en, menuEn.categories),
    menu: menuEn,
    calculators: catalogueEn.calculators as CatalogueItem[],
    categories: (catalogueEn.categories as Category[]).map((c) => ({ ...c, slug: c.id })),
    featured: featuredEn as Edition['featured'],
    latestPosts: latestEn as PostMeta[],
    posts: postsEn as PostMeta[],
    guides: guidesEn as GuideMeta[],
    infoPages: withSlugs(pagesEn as Record<string, InfoPageMeta>),
  },
  es: {
    lang: 'es',
    words: siteMessages('es', es, menuEs.categories),
    menu: menuEs,
    calculators: catalogueEs.calculators as CatalogueItem[],
    categories: catalogueEs.categories as EditionCategory[],
    featured: featuredEs as Edition['featured'],
    latestPosts: latestEs as PostMeta[],
    posts: postsEs as PostMeta[],
    guides: guidesEs as GuideMeta[],
    infoPages: withSlugs(pagesEs as Record<string, InfoPageMeta & { slug: string }>),
  },
};

/** One language's data. */
export const edition = (lang: Lang): Edition => EDITIONS[lang];

/** The data of the language a path is in. */
export const editionOfPath = (path: string): Edition => EDITIONS[langOfPath(path)];

/** Every page's two addresses (written by `npm run generate`). */
const alternates = alternatesJson as { en: string; es: string }[];

const byPath = new Map(alternates.flatMap((pair) => [[pair.en, pair] as const, [pair.es, pair] as const]));

/**
 * A translated body's HTML as the page shows it: its English-form internal links mapped to `lang`'s pages, its
 * links kept as the English body has them (a source's title) marked lang="en". English is shown as it is.
 */
export function localizedBody(html: string, lang: Lang, englishHtml: string): string {
  if (lang === 'en') return html;
  // A wide table's frame name and hint in the page's language, whatever language the body was rendered with.
  const { m } = edition(lang).words;
  const english = EDITIONS.en.words.m;
  const tables = html
    .replaceAll(`aria-label="${english.tableLabel()}: `, `aria-label="${m.tableLabel()}: `)
    .replaceAll(`class="table-hint">${english.tableHint()}<`, `class="table-hint">${m.tableHint()}<`);
  const linked = localizeLinks(tables, hrefMapper(alternates, lang), linkKeys(englishHtml));
  return markEnglishBlocks(linked, englishHtml, edition(lang).words.m.sourcesHeading());
}

/** The addresses of a page in every language, or undefined for a page with no twin (the 404 page). */
export function alternatesOf(path: string): { en: string; es: string } | undefined {
  return byPath.get(path);
}
