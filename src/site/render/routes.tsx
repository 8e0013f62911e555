import { type ComponentType, lazy } from 'react';
import { matchPath, type Params } from 'react-router-dom';
import { edition } from '../data/edition';
import { embedPath } from '../data/embed';
import { type Lang, langOfPath, PREFIX, SECTIONS } from '../i18n/lang';
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
   * A page made to be framed by other sites: no header or footer, no service worker, its own head and
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
const homePage = lazy(() => import('../pages/home-page'));
const directoryPage = lazy(() => import('../pages/directory-page'));
const categoryPage = lazy(() => import('../pages/category-page'));
const calculatorPage = lazy(() => import('../pages/calculator-page'));
const embedPage = lazy(() => import('../pages/embed-page'));
const blogPage = lazy(() => import('../pages/blog-page'));
const postPage = lazy(() => import('../pages/post-page'));
const guidesPage = lazy(() => import('../pages/guides-page'));
const guidePage = lazy(() => import('../pages/guide-page'));
const journalPage = lazy(() => import('../pages/journal-page'));
const notFoundPage = lazy(() => import('../pages/not-found-page'));

/** Every route of one language (English at the root, Spanish under /es/ with Spanish slugs). */
function routesOf(lang: Lang): SiteRoute[] {
  const e = edition(lang);
  const p = PREFIX[lang];
  const s = SECTIONS[lang];
  const paths = e.words.paths;
  return [
    {
      path: paths.home,
      page: homePage,
      paths: () => [paths.home],
      meta: (_, path) => pageMeta.home(path, lang),
    },
    {
      path: paths.calculators,
      page: directoryPage,
      paths: () => [paths.calculators],
      meta: (_, path) => pageMeta.directory(path, lang),
    },
    {
      path: `${p}/${s.categories}/:slug`,
      page: categoryPage,
      paths: () => e.categories.map((category) => paths.category(category.slug)),
      meta: ({ slug }, path) => {
        const category = e.categories.find((entry) => entry.slug === slug);
        return category && pageMeta.category(category, path, lang);
      },
    },
    {
      path: `${p}/${s.calculators}/:slug`,
      page: calculatorPage,
      paths: () => e.calculators.map((item) => item.href),
      meta: (_, path) => {
        const item = e.calculators.find((entry) => entry.href === path);
        return item && pageMeta.calculator(item, path, lang);
      },
    },
    {
      path: `${p}/embed/:id`,
      page: embedPage,
      paths: () => e.calculators.map((item) => embedPath(item.id, p)),
      meta: ({ id }, path) => {
        const item = e.calculators.find((entry) => entry.id === id);
        return item && pageMeta.embed(item, path, lang);
      },
      embed: true,
    },
    {
      path: paths.blog,
      page: blogPage,
      paths: () => [paths.blog],
      meta: (_, path) => pageMeta.blog(path, lang),
    },
    {
      path: `${p}/${s.blog}/:slug`,
      page: postPage,
      paths: () => e.posts.map((post) => paths.post(post.slug)),
      meta: ({ slug }, path) => {
        const post = e.posts.find((entry) => entry.slug === slug);
        return post && pageMeta.post(post, path, lang);
      },
    },
    {
      path: paths.guides,
      page: guidesPage,
      paths: () => [paths.guides],
      meta: (_, path) => pageMeta.guides(path, lang),
    },
    {
      path: `${p}/${s.guides}/:slug`,
      page: guidePage,
      paths: () => e.guides.map((guide) => paths.guide(guide.slug)),
      meta: ({ slug }, path) => {
        const guide = e.guides.find((entry) => entry.slug === slug);
        return guide && pageMeta.guide(guide, path, lang);
      },
    },
    {
      path: paths.journal,
      page: journalPage,
      paths: () => [paths.journal],
      meta: (_, path) => pageMeta.journal(path, lang),
    },
    ...e.menu.infoPages.map(
      ({ id, slug }): SiteRoute => ({
        path: paths.page(slug),
        page: (Object.hasOwn(OWN_PAGES, id) ? OWN_PAGES[id] : undefined) ?? infoPage,
        paths: () => [paths.page(slug)],
        meta: (_, path) => {
          const info = Object.hasOwn(e.infoPages, id) ? e.infoPages[id] : undefined;
          return info && pageMeta.info(info, path, lang);
        },
      }),
    ),
  ];
}

/** Every route of the site, English then Spanish (its paths are all under /es/), then the not-found pages. */
export const siteRoutes: SiteRoute[] = [
  ...routesOf('en'),
  ...routesOf('es'),
  {
    path: '/es/*',
    page: notFoundPage,
    paths: () => [],
    meta: (_, path) => pageMeta.notFound(path, 'es'),
  },
  {
    path: '*',
    page: notFoundPage,
    paths: () => [],
    meta: (_, path) => pageMeta.notFound(path, 'en'),
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
  return found?.route.meta(found.params, path) ?? pageMeta.notFound(path, langOfPath(path));
}
