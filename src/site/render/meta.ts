import type { CatalogueItem, Category } from '@/engine';
import { calculators, categoryById } from '../data/catalogue';
import { SITE_NAME, SITE_ORIGIN, socialImagePath } from '../data/config';
import type { GuideMeta, PostMeta } from '../data/content';
import { oembedPath } from '../data/embed';
import { guides } from '../data/guide-index';
import type { InfoPageMeta } from '../data/info-pages';
import { posts } from '../data/post-index';

/** Everything the head of one page needs. */
export interface PageMeta {
  title: string;
  description: string;
  keywords: string[];
  path: string;
  /** Open Graph type. */
  type: 'website' | 'article';
  image?: string;
  imageAlt?: string;
  jsonLd: Record<string, unknown>[];
  notFound?: boolean;
  /** An embed page (issue #31): not indexed, no link preview of its own (the full page has them). */
  embed?: boolean;
  /** The oEmbed answer for this page, linked for discovery (WordPress and others turn a pasted link into it). */
  oembed?: { href: string; title: string };
}

const DEFAULT_KEYWORDS = [
  'women health calculator',
  'pregnancy calculator',
  'period calculator',
  'bmi for women',
];

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
    image: `${SITE_ORIGIN}${image}`,
    datePublished: published,
    dateModified: published,
    author: { '@type': 'Organization', name: author },
    publisher: { '@type': 'Organization', name: SITE_NAME, url: `${SITE_ORIGIN}/` },
    ...extra,
  };
}

/**
 * The head of each kind of page, from the entry it shows. Which paths exist, and which entry a path shows, is said
 * once, by the route table (src/site/render/routes.tsx): it calls these.
 */
export const pageMeta = {
  home: (path: string): PageMeta => ({
    title: `Free Women's Health Calculators | ${SITE_NAME}`,
    description: `${calculators.length} free, private calculators for women's health, pregnancy, periods, nutrition, body measurement and family finance. Every result is computed in your browser.`,
    keywords: DEFAULT_KEYWORDS,
    path,
    type: 'website',
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'WebSite',
        name: SITE_NAME,
        url: `${SITE_ORIGIN}/`,
        potentialAction: {
          '@type': 'SearchAction',
          target: `${SITE_ORIGIN}/calculators?q={search_term_string}`,
          'query-input': 'required name=search_term_string',
        },
      },
    ],
  }),
  directory: (path: string): PageMeta => ({
    title: `All Calculators | ${SITE_NAME}`,
    description: `Search all ${calculators.length} BloomCalc calculators by name or topic: health, pregnancy, cycle, nutrition, body and finance.`,
    keywords: ['calculators', ...DEFAULT_KEYWORDS],
    path,
    type: 'website',
    jsonLd: [
      breadcrumb([
        { name: 'Home', path: '/' },
        { name: 'Calculators', path },
      ]),
    ],
  }),
  category: (category: Category, path: string): PageMeta => ({
    title: `${category.hubTitle} Calculators | ${SITE_NAME}`,
    description: `${category.description} Free ${category.name.toLowerCase()} calculators for women, computed privately in your browser.`,
    keywords: [category.name.toLowerCase(), ...DEFAULT_KEYWORDS],
    path,
    type: 'website',
    jsonLd: [
      breadcrumb([
        { name: 'Home', path: '/' },
        { name: category.hubTitle, path },
      ]),
    ],
  }),
  calculator: (item: CatalogueItem, path: string): PageMeta => {
    const hub = categoryById(item.category);
    return {
      title: `${item.name} | ${SITE_NAME}`,
      description: item.description,
      keywords: item.keywords,
      path,
      type: 'website',
      oembed: { href: `${SITE_ORIGIN}${oembedPath(item.id)}`, title: item.name },
      jsonLd: [
        {
          '@context': 'https://schema.org',
          '@type': 'WebApplication',
          name: item.name,
          description: item.description,
          url: `${SITE_ORIGIN}${path}`,
          applicationCategory: 'HealthApplication',
          operatingSystem: 'Any (runs in the browser)',
          isAccessibleForFree: true,
          offers: { '@type': 'Offer', price: '0', priceCurrency: 'USD' },
        },
        breadcrumb([
          { name: 'Home', path: '/' },
          ...(hub ? [{ name: hub.hubTitle, path: `/categories/${hub.id}` }] : []),
          { name: item.name, path },
        ]),
      ],
    };
  },
  blog: (path: string): PageMeta => ({
    title: `Blog | ${SITE_NAME}`,
    description: `${posts.length} evidence-based articles on women's health, cycles, pregnancy, nutrition and family finance.`,
    keywords: ['women health blog', ...DEFAULT_KEYWORDS],
    path,
    type: 'website',
    jsonLd: [
      breadcrumb([
        { name: 'Home', path: '/' },
        { name: 'Blog', path },
      ]),
    ],
  }),
  post: (post: PostMeta, path: string): PageMeta => ({
    title: `${post.seo.title} | ${SITE_NAME}`,
    description: post.seo.description,
    keywords: post.seo.keywords,
    path,
    type: 'article',
    image: socialImagePath('blog', post.slug),
    imageAlt: post.featuredImage.alt,
    jsonLd: [
      article(post.title, post.seo.description, post.featuredImage.src, post.publishedAt, post.author.name, {
        keywords: post.seo.keywords.join(', '),
        articleSection: categoryById(post.category)?.name ?? post.category,
        wordCount: post.wordCount,
        timeRequired: `PT${post.readTime}M`,
        url: `${SITE_ORIGIN}${path}`,
      }),
      breadcrumb([
        { name: 'Home', path: '/' },
        { name: 'Blog', path: '/blog' },
        { name: post.title, path },
      ]),
    ],
  }),
  guides: (path: string): PageMeta => ({
    title: `Health Guides | ${SITE_NAME}`,
    description: `${guides.length} in-depth, sourced guides on BMI, cycles, pregnancy planning, nutrition, body composition and money.`,
    keywords: ['health guides', ...DEFAULT_KEYWORDS],
    path,
    type: 'website',
    jsonLd: [
      breadcrumb([
        { name: 'Home', path: '/' },
        { name: 'Health Guides', path },
      ]),
    ],
  }),
  guide: (guide: GuideMeta, path: string): PageMeta => ({
    title: `${guide.seo.title} | ${SITE_NAME}`,
    description: guide.seo.description,
    keywords: guide.seo.keywords,
    path,
    type: 'article',
    image: socialImagePath('guides', guide.slug),
    imageAlt: guide.featuredImage.alt,
    jsonLd: [
      article(
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
        { name: 'Home', path: '/' },
        { name: 'Health Guides', path: '/health-guides' },
        { name: guide.title, path },
      ]),
    ],
  }),
  info: (info: InfoPageMeta, path: string): PageMeta => ({
    title: `${info.title} | ${SITE_NAME}`,
    description: info.description,
    keywords: DEFAULT_KEYWORDS,
    path,
    type: 'website',
    jsonLd: [
      breadcrumb([
        { name: 'Home', path: '/' },
        { name: info.title, path },
      ]),
    ],
  }),
  embed: (item: CatalogueItem, path: string): PageMeta => ({
    title: `${item.name} | ${SITE_NAME}`,
    description: item.description,
    keywords: [],
    path,
    type: 'website',
    jsonLd: [],
    embed: true,
  }),
  notFound: (path: string): PageMeta => ({
    title: `Page Not Found | ${SITE_NAME}`,
    description: 'The page you asked for does not exist on BloomCalc.',
    keywords: [],
    path,
    type: 'website',
    jsonLd: [],
    notFound: true,
  }),
};
