import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { builtRoutes, catalogue, expect, hydrated, test } from './fixtures';

const root = path.resolve(import.meta.dirname, '../..');
/** First-load JS budgets, gzip KB (DESIGN.md "Quality bars"). */
const BUDGET_KB = { calculator: 220, other: 130 };

const gzipKb = (file: string) => gzipSync(readFileSync(path.join(root, 'dist', file)), { level: 9 }).length / 1024;

test('first-load JS of every route is within budget, and no route loads another calculator', async ({ page }) => {
  test.setTimeout(300_000);
  const chunkModules = JSON.parse(readFileSync(path.join(root, '.build', 'chunk-modules.json'), 'utf8')) as Record<
    string,
    string[]
  >;
  const ids = catalogue().calculators.map((item) => item.id);
  const rows: string[] = [];
  for (const route of builtRoutes()) {
    const files = new Set<string>();
    const onResponse = (response: { url: () => string }) => {
      const url = new URL(response.url());
      if (url.pathname.startsWith('/assets/') && url.pathname.endsWith('.js')) files.add(url.pathname.slice(1));
    };
    page.on('response', onResponse);
    await page.goto(route);
    await hydrated(page);
    await page.waitForLoadState('networkidle');
    page.off('response', onResponse);
    const total = [...files].reduce((sum, file) => sum + gzipKb(file), 0);
    const calculatorId = /^\/calculators\/([^/]+)$/.exec(route)?.[1];
    const budget = calculatorId ? BUDGET_KB.calculator : BUDGET_KB.other;
    rows.push(`${route.padEnd(50)} ${total.toFixed(1).padStart(6)} KB / ${budget} KB  ${files.size} files`);
    expect.soft(total, `first-load JS of ${route} (gzip KB)`).toBeLessThanOrEqual(budget);
    const modules = [...files].flatMap((file) => chunkModules[file] ?? []);
    const foreign = ids
      .filter((id) => id !== calculatorId)
      .filter((id) => modules.some((module) => module.startsWith(`definitions/${id}/`)));
    expect.soft(foreign, `${route} loads other calculators' definitions`).toEqual([]);
  }
  console.log(`\nFirst-load JS per route (gzip):\n${rows.join('\n')}`);
});
