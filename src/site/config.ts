/** Public origin of the site: canonical URLs, Open Graph and the sitemap use it. */
export const SITE_ORIGIN = 'https://bloomcalc.example';

/** Product name used in titles (' | BloomCalc'). */
export const SITE_NAME = 'BloomCalc';
