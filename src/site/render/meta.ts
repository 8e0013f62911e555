import type { CatalogueItem } from '@/engine';
import journalEn from '@/journal/messages.en.gen';
import journalEs from '@/journal/messages.es.gen';
import { SITE_NAME, SITE_ORIGIN, socialImagePath } from '../data/config';
import type { GuideMeta, PostMeta } from '../data/content';
import { type Edition, type EditionCategory, edition } from '../data/edition';
import { oembedPath } from '../data/embed';
import type { InfoPageMeta } from '../data/info-pages';
import { type Lang, LOCALE } from '../i18n/lang';

/** Everything the head of one page needs. */
export interface PageMeta {
  title: string;
  description: string;
  keywords: string[];
  path: string;
  /** The page's language: `<html lang>`, `og:locale`, JSON-LD `inLanguage`. */
  lang: Lang;
  /** Open Graph type. */
  type: 'website' | 'article';
  image?: string;
  imageAlt?: string;
  jsonLd: Record<string, unknown>[];
  notFound?: boolean;
  /** An embed page: not indexed, no link preview of its own (the full page has them). */
  embed?: boolean;
  /** The oEmbed answer for this page, linked for discovery (WordPress and others turn a pasted link into it). */
  oembed?: { href: string; title: string };
}

const keywordsOf = (e: Edition) => e.words.m.metaKeywords().split('|');

function breadcrumb(items: { name: string; path: string }[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: item.name,
      item: `${SITE_ORIGIN}${item.path}`,
    })),
  };
}

function article(
  lang: Lang,
  headline: string,
  description: string,
  image: string,
  published: string,
  author: string,
  extra: Record<string, unknown>,
) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline,
    description,
    inLanguage: LOCALE[lang],
    image: `${SITE_ORIGIN}${image}`,
    datePublished: published,
    dateModified: published,
    author: { '@type': 'Organization', name: author },
    publisher: { '@type': 'Organization', name: SITE_NAME, url: `${SITE_ORIGIN}/` },
    ...extra,
  };
}

const home = (e: Edition) => ({ name: e.words.m.crumbHome(), path: e.words.paths.home });

/**
 * The head of each kind of page, in the page's language, from the entry it shows. Which paths exist, and which
 * entry a path shows, is said once, by the route table (src/site/render/routes.tsx): it calls these.
 */
export const pageMeta = {
  home: (path: string, lang: Lang = 'en'): PageMeta => {
    const e = edition(lang);
    return {
      title: `${e.words.m.metaHomeTitle()} | ${SITE_NAME}`,
      description: e.words.m.metaHomeDescription({ count: e.calculators.length }),
      keywords: keywordsOf(e),
      path,
      lang,
      type: 'website',
      jsonLd: [
        {
          '@context': 'https://schema.org',
          '@type': 'WebSite',
          name: SITE_NAME,
          url: `${SITE_ORIGIN}${e.words.paths.home}`,
          inLanguage: LOCALE[lang],
          potentialAction: {
            '@type': 'SearchAction',
            target: `${SITE_ORIGIN}${e.words.paths.calculators}?q={search_term_string}`,
            'query-input': 'required name=search_term_string',
          },
        },
      ],
    };
  },
  directory: (path: string, lang: Lang = 'en'): PageMeta => {
    const e = edition(lang);
    const { m } = e.words;
    return {
      title: `${m.directoryTitle()} | ${SITE_NAME}`,
      description: m.metaDirectoryDescription({ count: e.calculators.length }),
      keywords: [m.metaDirectoryKeyword(), ...keywordsOf(e)],
      path,
      lang,
      type: 'website',
      jsonLd: [breadcrumb([home(e), { name: m.crumbCalculators(), path }])],
    };
  },
  category: (category: EditionCategory, path: string, lang: Lang = 'en'): PageMeta => {
    const e = edition(lang);
    const { m } = e.words;
    return {
      title: `${m.metaCategoryTitle({ hubTitle: category.hubTitle })} | ${SITE_NAME}`,
      // The blurb alone: it names the hub's calculators within what a search result shows (160 characters).
      description: category.description,
      keywords: [category.name.toLowerCase(), ...keywordsOf(e)],
      path,
      lang,
      type: 'website',
      jsonLd: [breadcrumb([home(e), { name: category.hubTitle, path }])],
    };
  },
  calculator: (item: CatalogueItem, path: string, lang: Lang = 'en'): PageMeta => {
    const e = edition(lang);
    const hub = e.categories.find((category) => category.id === item.category);
    return {
      title: `${item.name} | ${SITE_NAME}`,
      description: item.description,
      keywords: item.keywords,
      path,
      lang,
      type: 'website',
      // The oEmbed answer is the English embed's (one per calculator; its iframe is the page's form).
      oembed: lang === 'en' ? { href: `${SITE_ORIGIN}${oembedPath(item.id)}`, title: item.name } : undefined,
      jsonLd: [
        {
          '@context': 'https://schema.org',
          '@type': 'WebApplication',
          name: item.name,
          description: item.description,
          url: `${SITE_ORIGIN}${path}`,
          inLanguage: LOCALE[lang],
          applicationCategory: 'HealthApplication',
          operatingSystem: e.words.m.metaOperatingSystem(),
          isAccessibleForFree: true,
          offers: { '@type': 'Offer', price: '0', priceCurrency: 'USD' },
        },
        breadcrumb([
          home(e),
          ...(hub ? [{ name: hub.hubTitle, path: e.words.paths.category(hub.slug) }] : []),
          { name: item.name, path },
        ]),
      ],
    };
  },
  blog: (path: string, lang: Lang = 'en'): PageMeta => {
    const e = edition(lang);
    const { m } = e.words;
    return {
      title: `${m.metaBlogTitle()} | ${SITE_NAME}`,
      description: m.metaBlogDescription({ count: e.posts.length }),
      keywords: [m.metaBlogKeyword(), ...keywordsOf(e)],
      path,
      lang,
      type: 'website',
      jsonLd: [breadcrumb([home(e), { name: m.navBlog(), path }])],
    };
  },
  post: (post: PostMeta, path: string, lang: Lang = 'en'): PageMeta => {
    const e = edition(lang);
    return {
      title: `${post.seo.title} | ${SITE_NAME}`,
      description: post.seo.description,
      keywords: post.seo.keywords,
      path,
      lang,
      type: 'article',
      image: socialImagePath('blog', post.slug, lang),
      imageAlt: post.featuredImage.alt,
      jsonLd: [
        article(
          lang,
          post.title,
          post.seo.description,
          post.featuredImage.src,
          post.publishedAt,
          post.author.name,
          {
            keywords: post.seo.keywords.join(', '),
            articleSection: e.categories.find((c) => c.id === post.category)?.name ?? post.category,
            wordCount: post.wordCount,
            timeRequired: `PT${post.readTime}M`,
            url: `${SITE_ORIGIN}${path}`,
          },
        ),
        breadcrumb([
          home(e),
          { name: e.words.m.navBlog(), path: e.words.paths.blog },
          { name: post.title, path },
        ]),
      ],
    };
  },
  guides: (path: string, lang: Lang = 'en'): PageMeta => {
    const e = edition(lang);
    const { m } = e.words;
    return {
      title: `${m.guidesTitle()} | ${SITE_NAME}`,
      description: m.metaGuidesDescription({ count: e.guides.length }),
      keywords: [m.metaGuidesKeyword(), ...keywordsOf(e)],
      path,
      lang,
      type: 'website',
      jsonLd: [breadcrumb([home(e), { name: m.guidesTitle(), path }])],
    };
  },
  guide: (guide: GuideMeta, path: string, lang: Lang = 'en'): PageMeta => {
    const e = edition(lang);
    return {
      title: `${guide.seo.title} | ${SITE_NAME}`,
      description: guide.seo.description,
      keywords: guide.seo.keywords,
      path,
      lang,
      type: 'article',
      image: socialImagePath('guides', guide.slug, lang),
      imageAlt: guide.featuredImage.alt,
      jsonLd: [
        article(
          lang,
          guide.title,
          guide.seo.description,
          guide.featuredImage.src,
          guide.publishedAt,
          guide.author.name,
          {
            keywords: guide.seo.keywords.join(', '),
            wordCount: guide.wordCount,
            timeRequired: `PT${guide.readTime}M`,
            url: `${SITE_ORIGIN}${path}`,
          },
        ),
        breadcrumb([
          home(e),
          { name: e.words.m.guidesTitle(), path: e.words.paths.guides },
          { name: guide.title, path },
        ]),
      ],
    };
  },
  info: (info: InfoPageMeta, path: string, lang: Lang = 'en'): PageMeta => {
    const e = edition(lang);
    return {
      title: `${info.title} | ${SITE_NAME}`,
      description: info.description,
      keywords: keywordsOf(e),
      path,
      lang,
      type: 'website',
      jsonLd: [breadcrumb([home(e), { name: info.title, path }])],
    };
  },
  journal: (path: string, lang: Lang = 'en'): PageMeta => {
    const e = edition(lang);
    const j = lang === 'es' ? journalEs : journalEn;
    return {
      title: `${j.pageMetaTitle()} | ${SITE_NAME}`,
      description: j.pageDescription(),
      keywords: keywordsOf(e),
      path,
      lang,
      type: 'website',
      jsonLd: [breadcrumb([home(e), { name: j.pageTitle(), path }])],
    };
  },
  embed: (item: CatalogueItem, path: string, lang: Lang = 'en'): PageMeta => ({
    title: `${item.name} | ${SITE_NAME}`,
    description: item.description,
    keywords: [],
    path,
    lang,
    type: 'website',
    jsonLd: [],
    embed: true,
  }),
  notFound: (path: string, lang: Lang = 'en'): PageMeta => {
    const { m } = edition(lang).words;
    return {
      title: `${m.notFoundTitle()} | ${SITE_NAME}`,
      description: m.metaNotFoundDescription(),
      keywords: [],
      path,
      lang,
      type: 'website',
      jsonLd: [],
      notFound: true,
    };
  },
};
