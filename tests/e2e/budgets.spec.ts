import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { firstLoadFiles, gzipKb } from '../../scripts/lib/first-load';
import { builtRoutes, catalogue, expect, hydrated, test } from './fixtures';

const root = path.resolve(import.meta.dirname, '../..');
/**
 * First-load JS budgets, gzip KB (DESIGN.md "Quality bars", docs/adr/0003): a calculator page loads its form and
 * its own calculator; every other page only the page script (its islands wake on interaction).
 */
const BUDGET_KB = { calculator: 180, other: 30 };
const isCalculatorRoute = (route: string) => /^\/calculators\/[^/]+$/.test(route);

const budget = (route: string) => (isCalculatorRoute(route) ? BUDGET_KB.calculator : BUDGET_KB.other);

async function measure(page: Page, routes: string[]) {
  const rows: { route: string; kb: number; files: string[] }[] = [];
  for (const route of routes) {
    const files = await firstLoadFiles(page, route, hydrated);
    rows.push({ route, files, kb: gzipKb(path.join(root, 'dist'), files) });
  }
  console.log(
    `\nFirst-load JS per route (gzip):\n${rows
      .map(
        ({ route, kb, files }) =>
          `${route.padEnd(50)} ${kb.toFixed(1).padStart(6)} KB / ${budget(route)} KB  ${files.length} files`,
      )
      .join('\n')}`,
  );
  return rows;
}

test('calculator routes stay within 180 KB of first-load JS and load no other calculator, every other route within 30 KB; no first load carries the whole catalogue or content index', async ({
  page,
}) => {
  test.setTimeout(240_000);
  const chunkModules = JSON.parse(
    readFileSync(path.join(root, '.build', 'chunk-modules.json'), 'utf8'),
  ) as Record<string, string[]>;
  const ids = catalogue().calculators.map((item) => item.id);
  const rows = await measure(page, builtRoutes());
  for (const { route, kb, files } of rows) {
    // The catalogue grows with every calculator: hubs, guides and the directory's first load use lists of their own.
    const whole = files.filter((file) => chunkModules[file]?.includes('src/generated/catalogue.json'));
    expect.soft(whole, `${route} loads the whole catalogue`).toEqual([]);
    // Likewise the indexes of all articles and guides: only the blog and guide lists need them.
    if (route !== '/blog' && route !== '/health-guides') {
      const indexes = files.filter((file) =>
        chunkModules[file]?.some((module) => /^src\/generated\/content\/(posts|guides)\.json$/.test(module)),
      );
      expect.soft(indexes, `${route} loads the index of all articles or guides`).toEqual([]);
    }
    expect.soft(kb, `first-load JS of ${route} (gzip KB)`).toBeLessThanOrEqual(budget(route));
    const own = /^\/calculators\/([^/]+)$/.exec(route)?.[1];
    if (!own) continue;
    const modules = files.flatMap((file) => chunkModules[file] ?? []);
    const foreign = ids.filter(
      (id) => id !== own && modules.some((module) => module.startsWith(`definitions/${id}/`)),
    );
    expect.soft(foreign, `${route} loads other calculators' definitions`).toEqual([]);
  }
});

// Newsletters, social posts and ads add a query to every link (utm_*, fbclid…). It is no island's state, so it
// wakes nothing: every kind of page holds the same budget with it (issue #26: an article loaded 363 KB raw).
test('a tracking query wakes no island: every page kind holds its budget with ?utm_source=x&fbclid=y', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const kinds = new Map<string, string>();
  for (const route of builtRoutes()) {
    const parts = route.split('/').filter(Boolean);
    const kind = `${parts[0] ?? ''}/${parts.length}`;
    if (!kinds.has(kind)) kinds.set(kind, route);
  }
  const routes = [...kinds.values()].map((route) => `${route}?utm_source=x&fbclid=y`);
  expect(routes.length).toBeGreaterThanOrEqual(8);
  const rows = await measure(page, routes);
  for (const { route, kb } of rows) {
    expect
      .soft(kb, `first-load JS of ${route} (gzip KB)`)
      .toBeLessThanOrEqual(budget(route.split('?')[0] ?? route));
  }
});

// The directory's first load is the same size however many calculators there are: it brings its first page of
// cards, and the whole catalogue (the search index) only once the visitor reaches for the search.
test('the directory loads the whole catalogue only when the visitor reaches for the search', async ({
  page,
}) => {
  const chunkModules = JSON.parse(
    readFileSync(path.join(root, '.build', 'chunk-modules.json'), 'utf8'),
  ) as Record<string, string[]>;
  const catalogueChunk = Object.entries(chunkModules).find(([, modules]) =>
    modules.includes('src/generated/catalogue.json'),
  )?.[0];
  expect(catalogueChunk, 'the catalogue is a chunk of its own').toBeTruthy();
  const requested: string[] = [];
  page.on('request', (request) => requested.push(new URL(request.url()).pathname));
  await page.goto('/calculators');
  await hydrated(page);
  await page.waitForLoadState('networkidle');
  expect(requested).not.toContain(`/${catalogueChunk}`);
  await page.getByLabel('Search calculators').focus();
  await expect.poll(() => requested).toContain(`/${catalogueChunk}`);
  await page.getByLabel('Search calculators').fill('ovulation');
  await expect(page.getByTestId('directory-count')).toHaveText(/^Showing [1-9]\d* of \d+ calculators$/);
});
