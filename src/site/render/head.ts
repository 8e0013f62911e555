import { DEFAULT_SOCIAL_IMAGE, SITE_NAME, SITE_ORIGIN } from '../data/config';
import { alternatesOf, edition } from '../data/edition';
import { LANGS, LOCALE } from '../i18n/lang';
import type { PageMeta } from './meta';

/**
 * The page's twins: one `<link rel="alternate" hreflang>` per language and x-default (the English
 * page), the same on both pages of a pair, as the sitemap lists them; none for a page with no twin (404).
 */
export function alternateLinks(path: string): { hreflang: string; href: string }[] {
  const pair = alternatesOf(path);
  if (!pair) return [];
  return [
    ...LANGS.map((lang) => ({ hreflang: lang, href: `${SITE_ORIGIN}${pair[lang]}` })),
    { hreflang: 'x-default', href: `${SITE_ORIGIN}${pair.en}` },
  ];
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The <head> tags of a page as HTML (prerendering writes them into each file). */
export function headHtml(meta: PageMeta): string {
  if (meta.embed) return embedHeadHtml(meta);
  const url = `${SITE_ORIGIN}${meta.path === '/' ? '/' : meta.path}`;
  const image = `${SITE_ORIGIN}${meta.image ?? DEFAULT_SOCIAL_IMAGE}`;
  const imageAlt = escapeHtml(meta.imageAlt ?? edition(meta.lang).words.m.metaImageAlt());
  const locale = LOCALE[meta.lang].replace('-', '_');
  const tags = [
    `<title>${escapeHtml(meta.title)}</title>`,
    `<meta name="description" content="${escapeHtml(meta.description)}" />`,
    meta.keywords.length > 0
      ? `<meta name="keywords" content="${escapeHtml(meta.keywords.join(', '))}" />`
      : '',
    meta.notFound ? '<meta name="robots" content="noindex" />' : `<link rel="canonical" href="${url}" />`,
    ...alternateLinks(meta.path).map(
      ({ hreflang, href }) => `<link rel="alternate" hreflang="${hreflang}" href="${href}" />`,
    ),
    meta.oembed
      ? `<link rel="alternate" type="application/json+oembed" href="${meta.oembed.href}" title="${escapeHtml(meta.oembed.title)}" />`
      : '',
    `<meta property="og:site_name" content="${SITE_NAME}" />`,
    `<meta property="og:type" content="${meta.type}" />`,
    `<meta property="og:locale" content="${locale}" />`,
    ...LANGS.filter((lang) => lang !== meta.lang && alternatesOf(meta.path)).map(
      (lang) => `<meta property="og:locale:alternate" content="${LOCALE[lang].replace('-', '_')}" />`,
    ),
    `<meta property="og:title" content="${escapeHtml(meta.title)}" />`,
    `<meta property="og:description" content="${escapeHtml(meta.description)}" />`,
    `<meta property="og:url" content="${url}" />`,
    `<meta property="og:image" content="${image}" />`,
    '<meta property="og:image:width" content="1200" />',
    '<meta property="og:image:height" content="630" />',
    `<meta property="og:image:alt" content="${imageAlt}" />`,
    '<meta name="twitter:card" content="summary_large_image" />',
    `<meta name="twitter:title" content="${escapeHtml(meta.title)}" />`,
    `<meta name="twitter:description" content="${escapeHtml(meta.description)}" />`,
    `<meta name="twitter:image" content="${image}" />`,
    ...meta.jsonLd.map(
      (data) =>
        `<script type="application/ld+json">${JSON.stringify(data).replace(/</g, '\\u003c')}</script>`,
    ),
  ];
  return tags.filter(Boolean).join('\n    ');
}

/**
 * An embed page's head: its title and no more. It is not indexed (the full page is the one to find) and has no link
 * preview; every link in it opens a new tab (`<base target>`), so the host's frame only ever shows the calculator.
 */
function embedHeadHtml(meta: PageMeta): string {
  return [
    `<title>${escapeHtml(meta.title)}</title>`,
    `<meta name="description" content="${escapeHtml(meta.description)}" />`,
    '<meta name="robots" content="noindex" />',
    '<base target="_blank" />',
  ].join('\n    ');
}
