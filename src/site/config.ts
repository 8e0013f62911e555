/** Public origin of the site: canonical URLs, Open Graph and the sitemap use it. */
export const SITE_ORIGIN = 'https://bloomcalc.example';

/** Product name used in titles (' | BloomCalc'). */
export const SITE_NAME = 'BloomCalc';

/** Default link-preview image (made from public/og-image.svg at build time). */
export const DEFAULT_SOCIAL_IMAGE = '/og-image.png';

/** Where the link-preview PNG of an article or guide is served from (made from its SVG at build time). */
export function socialImagePath(kind: 'blog' | 'guides', slug: string): string {
  return `/social/${kind}/${slug}.png`;
}
