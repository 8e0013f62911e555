import { type ComponentType, lazy } from 'react';
import { matchPath, type Params } from 'react-router-dom';
import menu from '@/generated/menu.json';
import { calculators, categories, categoryById, findCalculator } from '../data/catalogue';
import { embedPath } from '../data/embed';
import { guides } from '../data/guide-index';
import { infoPages } from '../data/info-pages';
import { posts } from '../data/post-index';
import { type PageMeta, pageMeta } from './meta';

/**
 * A route: its path pattern, its page, every address it has and the head of each. The table below is the one place that says which pages exist: the app renders it, the
 * prerender writes each address (and the sitemap lists them), and the head of a page comes from its route.
 */
export interface SiteRoute {
  path: string;
  /** The page, a chunk of its own; React's prerender waits for it and for the data it loads. */
  page: ComponentType;
  /** The addresses of this route, each prerendered and listed in the sitemap (a pattern has one per entry). */
  paths: () => string[];
  /** The head of the page at `path`; undefined when the parameters name no entry (then it is the not-found page). */
  meta: (params: Params, path: string) => PageMeta | undefined;
  /**
   * A page made to be framed by other sites (issue #31): no header or footer, no service worker, its own head and
   * headers (scripts/lib/security-headers.ts); prerendered but not in the sitemap (the full page is the one to find).
   */
  embed?: true;
}

/** Information pages with a page of their own; every other content/pages/*.md is a prose page. */
const OWN_PAGES: Record<string, ComponentType> = {
  faq: lazy(() => import('../pages/faq-page')),
  support: lazy(() => import('../pages/support-page')),
  contact: lazy(() => import('../pages/contact-page')),
};
const infoPage = lazy(() => import('../pages/info-page'));

/** Every route of the site; each page is a separate chunk. */
export const siteRoutes: SiteRoute[] = [
  {
    path: '/',
    page: lazy(() => import('../pages/home-page')),
    paths: () => ['/'],
    meta: (_, path) => pageMeta.home(path),
  },
  {
    path: '/calculators',
    page: lazy(() => import('../pages/directory-page')),
    paths: () => ['/calculators'],
    meta: (_, path) => pageMeta.directory(path),
  },
  {
    path: '/categories/:slug',
    page: lazy(() => import('../pages/category-page')),
    paths: () => categories.map((category) => `/categories/${category.id}`),
    meta: ({ slug }, path) => {
      const category = categoryById(slug);
      return category && pageMeta.category(category, path);
    },
  },
  {
    path: '/calculators/:id',
    page: lazy(() => import('../pages/calculator-page')),
    paths: () => calculators.map((item) => item.href),
    meta: ({ id }, path) => {
      const item = findCalculator(id);
      return item && pageMeta.calculator(item, path);
    },
  },
  {
    path: '/embed/:id',
    page: lazy(() => import('../pages/embed-page')),
    paths: () => calculators.map((item) => embedPath(item.id)),
    meta: ({ id }, path) => {
      const item = findCalculator(id);
      return item && pageMeta.embed(item, path);
    },
    embed: true,
  },
  {
    path: '/blog',
    page: lazy(() => import('../pages/blog-page')),
    paths: () => ['/blog'],
    meta: (_, path) => pageMeta.blog(path),
  },
  {
    path: '/blog/:slug',
    page: lazy(() => import('../pages/post-page')),
    paths: () => posts.map((post) => `/blog/${post.slug}`),
    meta: ({ slug }, path) => {
      const post = posts.find((entry) => entry.slug === slug);
      return post && pageMeta.post(post, path);
    },
  },
  {
    path: '/health-guides',
    page: lazy(() => import('../pages/guides-page')),
    paths: () => ['/health-guides'],
    meta: (_, path) => pageMeta.guides(path),
  },
  {
    path: '/health-guides/:slug',
    page: lazy(() => import('../pages/guide-page')),
    paths: () => guides.map((guide) => `/health-guides/${guide.slug}`),
    meta: ({ slug }, path) => {
      const guide = guides.find((entry) => entry.slug === slug);
      return guide && pageMeta.guide(guide, path);
    },
  },
  ...menu.infoPages.map(
    (slug): SiteRoute => ({
      path: `/${slug}`,
      page: (Object.hasOwn(OWN_PAGES, slug) ? OWN_PAGES[slug] : undefined) ?? infoPage,
      paths: () => [`/${slug}`],
      meta: (_, path) => {
        const info = Object.hasOwn(infoPages, slug) ? infoPages[slug] : undefined;
        return info && pageMeta.info(info, path);
      },
    }),
  ),
  {
    path: '*',
    page: lazy(() => import('../pages/not-found-page')),
    paths: () => [],
    meta: (_, path) => pageMeta.notFound(path),
  },
];

/** Every address of the sitemap, in the table's order: a new definition or article is listed with no other change. */
export function allRoutes(): string[] {
  return siteRoutes.flatMap((route) => (route.embed ? [] : route.paths()));
}

/** Every prerendered address: the sitemap's and the embed pages. */
export function prerenderedRoutes(): string[] {
  return siteRoutes.flatMap((route) => route.paths());
}

/** The route a path is rendered by (the not-found route when no other matches) and its parameters. */
function routeOf(path: string): { route: SiteRoute; params: Params } | undefined {
  for (const route of siteRoutes) {
    const match = matchPath(route.path, path);
    if (match) return { route, params: match.params };
  }
  return undefined;
}

/** The head of the page at a path, from its route; a path that names no entry gets the not-found page's. */
export function metaFor(pathname: string): PageMeta {
  const path = pathname.replace(/\/+$/, '') || '/';
  const found = routeOf(path);
  return found?.route.meta(found.params, path) ?? pageMeta.notFound(path);
}
