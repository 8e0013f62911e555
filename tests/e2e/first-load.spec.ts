import { firstLoadFiles, QUIET_MS, startFirstLoad } from '../../scripts/lib/first-load';
import { expect, hydrated, test } from './fixtures';

// The first-load budgets (page-tour.spec.ts, budgets.spec.ts, embed.spec.ts) count every script a page asks for
// until its network has been quiet for QUIET_MS, `networkidle`'s rule, watched from the page's own request events
// so that the page tour reads the page meanwhile (issue 28). A page here (served by the test) hydrates at once,
// then its island asks for a chunk after a timeout, and that chunk for another after a second one: each gap is
// shorter than the quiet window, so both count, even when the page is read meanwhile. Each gap leaves nothing in
// flight (a wait that stops then misses both chunks) and is a fifth of the window, so a busy machine's slow timers
// and routed requests stay inside it (with 150 ms to spare it failed once at load 10).
const GAP_MS = QUIET_MS / 5;
const FILES: Record<string, string> = {
  '/late/index.html': `<!doctype html><html lang="en"><head><title>Late</title>
<script type="module" src="/late/island.js"></script></head><body><h1>Late</h1></body></html>`,
  '/late/island.js': `document.documentElement.dataset.hydrated = 'true';
setTimeout(() => import('/late/chunk.js'), ${GAP_MS});`,
  '/late/chunk.js': `setTimeout(() => import('/late/later-chunk.js'), ${GAP_MS});`,
  '/late/later-chunk.js': 'export {};',
};

test.beforeEach(async ({ page }) => {
  await page.route(/\/late\//, (route) => {
    const { pathname } = new URL(route.request().url());
    const body = FILES[pathname === '/late/' ? '/late/index.html' : pathname];
    return body === undefined
      ? route.fulfill({ status: 404 })
      : route.fulfill({
          body,
          contentType: pathname.endsWith('.js') ? 'text/javascript' : 'text/html',
        });
  });
});

test('a chunk an island asks for shortly after hydration counts in the first load', async ({ page }) => {
  expect(await firstLoadFiles(page, '/late/', hydrated)).toEqual([
    'late/island.js',
    'late/chunk.js',
    'late/later-chunk.js',
  ]);
});

test('…also while the page is read before the first load settles', async ({ page }) => {
  const load = await startFirstLoad(page, '/late/', hydrated);
  // A check that only reads the page, as the page tour's layout and axe run in the window.
  await expect(page.locator('h1')).toHaveText('Late');
  expect(await load.settled()).toEqual(['late/island.js', 'late/chunk.js', 'late/later-chunk.js']);
});
