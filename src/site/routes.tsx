import { matchPath } from 'react-router-dom';
import menu from '@/generated/menu.json';
import { loadCategoryItems } from './category-items';
import type { ContentKind } from './content-loader';
import { loadCatalogue } from './directory';
import { type LazyPage, lazyPage } from './lazy';
import { loadCalculator } from './load-calculator';

/** A route: its path pattern, its page, and what else must be loaded before it renders. */
export interface SiteRoute {
  path: string;
  page: LazyPage;
  preload?: (params: Record<string, string | undefined>) => Promise<unknown> | undefined;
}

/** Loads a content body through the content loader, itself loaded only on content routes. */
const contentBody = (kind: ContentKind, slug: string | undefined) =>
  slug ? import('./content-loader').then((loader) => loader.loadContentBody(kind, slug)) : undefined;

/** Information pages with a page of their own; every other content/pages/*.md is a prose page. */
const OWN_PAGES: Record<string, LazyPage> = {
  faq: lazyPage(() => import('./pages/faq-page')),
  support: lazyPage(() => import('./pages/support-page')),
  contact: lazyPage(() => import('./pages/contact-page')),
};
const infoPage = lazyPage(() => import('./pages/info-page'));

/** Every route of the site; each page is a separate chunk. */
export const siteRoutes: SiteRoute[] = [
  { path: '/', page: lazyPage(() => import('./pages/home-page')) },
  {
    path: '/calculators',
    page: lazyPage(() => import('./pages/directory-page')),
    // A link that already carries a search or filter needs the whole catalogue right after hydration.
    preload: () => (typeof window !== 'undefined' && window.location.search ? loadCatalogue() : undefined),
  },
  {
    path: '/calculators/:id',
    page: lazyPage(() => import('./pages/calculator-page')),
    preload: ({ id }) => (id ? loadCalculator(id) : undefined),
  },
  {
    path: '/categories/:slug',
    page: lazyPage(() => import('./pages/category-page')),
    preload: ({ slug }) => loadCategoryItems(slug ?? ''),
  },
  { path: '/blog', page: lazyPage(() => import('./pages/blog-page')) },
  {
    path: '/blog/:slug',
    page: lazyPage(() => import('./pages/post-page')),
    preload: ({ slug }) => contentBody('blog', slug),
  },
  { path: '/health-guides', page: lazyPage(() => import('./pages/guides-page')) },
  {
    path: '/health-guides/:slug',
    page: lazyPage(() => import('./pages/guide-page')),
    preload: ({ slug }) => contentBody('guides', slug),
  },
  ...menu.infoPages.map((slug) => ({
    path: `/${slug}`,
    page: (Object.hasOwn(OWN_PAGES, slug) ? OWN_PAGES[slug] : undefined) ?? infoPage,
    preload: () => contentBody('pages', slug),
  })),
  { path: '*', page: lazyPage(() => import('./pages/not-found-page')) },
];

/** Loads the page and data chunks of a path, so hydration renders it without suspending. */
export async function preloadRoute(pathname: string): Promise<void> {
  for (const route of siteRoutes) {
    const match = matchPath(route.path, pathname);
    if (!match) continue;
    await Promise.all([route.page.load(), route.preload?.(match.params)]);
    return;
  }
}
