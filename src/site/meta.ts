import { matchPath } from 'react-router-dom';
import { calculators, categories, findCalculator, findCategory } from './catalogue';
import { SITE_NAME, SITE_ORIGIN } from './config';

/** Everything the head of one page needs. */
export interface PageMeta {
  title: string;
  description: string;
  keywords: string[];
  path: string;
  /** Open Graph type. */
  type: 'website' | 'article';
  image?: string;
  jsonLd: Record<string, unknown>[];
  notFound?: boolean;
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

/** Page metadata for a path; unknown paths get the not-found page's. */
export function metaFor(pathname: string): PageMeta {
  const path = pathname.replace(/\/+$/, '') || '/';
  if (path === '/') {
    return {
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
    };
  }
  if (path === '/calculators') {
    return {
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
    };
  }
  const categoryMatch = matchPath('/categories/:slug', path);
  const category = findCategory(categoryMatch?.params.slug);
  if (category) {
    return {
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
    };
  }
  const calculatorMatch = matchPath('/calculators/:id', path);
  const item = findCalculator(calculatorMatch?.params.id);
  if (item) {
    const hub = categories.find((entry) => entry.id === item.category);
    return {
      title: `${item.name} | ${SITE_NAME}`,
      description: item.description,
      keywords: item.keywords,
      path,
      type: 'website',
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
  }
  return {
    title: `Page Not Found | ${SITE_NAME}`,
    description: 'The page you asked for does not exist on BloomCalc.',
    keywords: [],
    path,
    type: 'website',
    jsonLd: [],
    notFound: true,
  };
}

/** Every prerendered route, from the catalogue (and content): a new definition is prerendered with no other change. */
export function allRoutes(): string[] {
  return [
    '/',
    '/calculators',
    ...categories.map((category) => `/categories/${category.id}`),
    ...calculators.map((item) => item.href),
  ];
}
