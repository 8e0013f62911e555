import { matchPath } from 'react-router-dom';
import { type LazyPage, lazyPage } from './lazy';
import { loadCalculator } from './load-calculator';

/** A route: its path pattern, its page, and what else must be loaded before it renders. */
export interface SiteRoute {
  path: string;
  page: LazyPage;
  preload?: (params: Record<string, string | undefined>) => Promise<unknown> | undefined;
}

/** Every route of the site; pages are separate chunks. */
export const siteRoutes: SiteRoute[] = [
  { path: '/', page: lazyPage(() => import('./pages/home-page')) },
  {
    path: '/calculators/:id',
    page: lazyPage(() => import('./pages/calculator-page')),
    preload: ({ id }) => (id ? loadCalculator(id) : undefined),
  },
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
