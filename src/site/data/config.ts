// Site constants, without React: the build scripts (scripts/generate.ts, scripts/prerender.ts) import this module
// (tests/unit/import-boundaries.test.ts checks that the generator loads no React).

/** Public origin of the site: canonical URLs, Open Graph and the sitemap use it. */
export const SITE_ORIGIN = 'https://bloomcalc.example';

/** Product name used in titles (' | BloomCalc'). */
export const SITE_NAME = 'BloomCalc';

/** Default link-preview image (made from public/og-image.svg at build time). */
export const DEFAULT_SOCIAL_IMAGE = '/og-image.png';

/**
 * Where the link-preview PNG of an article or guide is served from (made from its SVG at build time); a Spanish
 * one's under /social/es/ (its slug is a Spanish one, which may be any English slug too).
 */
export function socialImagePath(kind: 'blog' | 'guides', slug: string, lang: 'en' | 'es' = 'en'): string {
  return `/social/${lang === 'en' ? '' : `${lang}/`}${kind}/${slug}.png`;
}

/** How many cards the directory shows before 'Show more' (keeps the page fast with a thousand calculators); the
 * generator writes that first page into the directory's data. */
export const DIRECTORY_PAGE_SIZE = 24;
