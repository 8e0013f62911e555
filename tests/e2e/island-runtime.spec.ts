import type { Page, Route } from '@playwright/test';
import { builtRoutes, chunkOf, expect, holdBack, hydrated, test, typeUsBmi } from './fixtures';

// docs/adr/0003 "The runtime": a press held before an island is ready goes to the same control; a dropped import
// is tried once more, then the island says it could not load.

/** A phone's share sheet (`navigator.share`) and popups, recorded instead of opened. */
async function recordShares(page: Page) {
  await page.addInitScript(() => {
    const calls: string[] = [];
    Object.assign(window, { shareCalls: calls });
    Object.defineProperty(navigator, 'share', {
      configurable: true,
      value: async () => {
        calls.push('share sheet');
      },
    });
    window.open = ((url?: string | URL) => {
      calls.push(`open ${String(url)}`);
      return null;
    }) as typeof window.open;
  });
  return () => page.evaluate(() => (window as unknown as { shareCalls: string[] }).shareCalls);
}

const RUNNER_CHUNK = /\/assets\/runner-[^/]+\.js$/;

test('Facebook pressed before the share code arrives opens Facebook, not the share sheet hydration adds', async ({
  page,
  problems,
}) => {
  const calls = await recordShares(page);
  const chunk = await holdBack(page, /\/assets\/share-[^/]+\.js$/);
  const article = builtRoutes().find((route) => /^\/blog\/[^/]+$/.test(route));
  expect(article).toBeTruthy();
  await page.goto(article ?? '/blog');
  const card = page.getByRole('region', { name: 'Share this' });
  await card.getByRole('button', { name: 'Facebook' }).click();
  await expect.poll(chunk.count).toBeGreaterThan(0);
  expect(await calls()).toEqual([]);
  await chunk.release();
  // Hydrated: the device's share sheet has its own button now, before Facebook.
  await expect(card.getByRole('button', { name: 'Share', exact: true })).toBeVisible();
  await expect.poll(calls).toEqual([expect.stringMatching(/^open https:\/\/www\.facebook\.com\/sharer\//)]);
  // Nothing else is replayed later: once the page has nothing left to load.
  await page.waitForLoadState('networkidle');
  expect(await calls()).toHaveLength(1);
  expect(problems.errors).toEqual([]);
});

test('a dropped import of the form code is tried again: the form starts and computes', async ({ page }) => {
  let aborted = 0;
  await page.route(RUNNER_CHUNK, (route) => (aborted++ === 0 ? route.abort() : route.continue()));
  await page.goto('/calculators/bmi');
  await hydrated(page);
  const island = page.locator('[data-island="runner"]');
  await expect(island).toHaveAttribute('data-hydrated', 'true');
  expect(aborted).toBe(2);
  await expect(page.getByTestId('island-error')).toHaveCount(0);
  await typeUsBmi(page);
  await page.getByRole('button', { name: 'Calculate' }).click();
  await expect(page.getByTestId('result-value')).toHaveText('22.0');
});

// One dropped connection fails every file in flight on it, each failure reaching the page at its own moment (further
// apart on a busy CPU): here the form's module first, React's file, asked for ahead, a moment later. The retry waits
// for the files asked for ahead (src/engine/loader.ts); sent at once, it shared React's doomed fetch and failed too.
test('a dropped connection that fails the form code and then a file in flight: the retry still starts the form', async ({
  page,
}) => {
  const runner: string[] = [];
  await page.route(RUNNER_CHUNK, (route) => {
    runner.push(route.request().url());
    return runner.length === 1 ? route.abort() : route.continue();
  });
  let react: Route | undefined;
  await page.route(/\/assets\/ui-runtime-[^/]+\.js$/, (route) => {
    if (react) return route.continue();
    react = route;
  });
  const firstFailed = page.waitForEvent('requestfailed', (request) => RUNNER_CHUNK.test(request.url()));
  await page.goto('/calculators/bmi');
  await firstFailed;
  // A request the page makes after the failure: a retry sent at once was asked for before it.
  await page.evaluate(() => fetch('/robots.txt').then((response) => response.text()));
  expect(react, "React's file, asked for ahead, still in flight").toBeDefined();
  expect(
    runner,
    'the form code is not asked for again while a file asked for ahead is in flight',
  ).toHaveLength(1);
  await react?.abort();
  await hydrated(page);
  await expect(page.locator('[data-island="runner"]')).toHaveAttribute('data-hydrated', 'true');
  await expect(page.getByTestId('island-error')).toHaveCount(0);
  expect(runner).toHaveLength(2);
  await typeUsBmi(page);
  await page.getByRole('button', { name: 'Calculate' }).click();
  await expect(page.getByTestId('result-value')).toHaveText('22.0');
});

test('form code that fails to load twice: the island says so and offers a reload; the page stays', async ({
  page,
}) => {
  let aborted = 0;
  await page.route(RUNNER_CHUNK, (route) => {
    aborted += 1;
    return route.abort();
  });
  await page.goto('/calculators/bmi');
  const message = page.getByTestId('island-error');
  await expect(message).toBeVisible();
  await expect(message).toContainText('could not be loaded');
  await expect(message.getByRole('link', { name: 'reload the page' })).toBeVisible();
  expect(aborted).toBe(2);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Height, feet' })).toBeVisible();
});

// Issue #26 (slow phone): a result wanted before the form is ready does not wait for hydration to fetch its blocks.
for (const { name, act } of [
  {
    name: 'a share link',
    act: (page: Page) => page.goto('/calculators/bmi?height=165&heightUnit=cm&weight=60&weightUnit=kg'),
  },
  {
    name: 'a Calculate pressed before the form code is ready',
    act: async (page: Page) => {
      await page.goto('/calculators/bmi');
      await typeUsBmi(page);
      await page.getByRole('button', { name: 'Calculate' }).click();
    },
  },
]) {
  test(`${name}: the result blocks load while the form hydrates, not after`, async ({ page }) => {
    const results = chunkOf('src/results/registry.tsx');
    const requested: string[] = [];
    page.on('request', (request) => requested.push(request.url()));
    // The form island's own module held back: the form cannot hydrate until it comes. (Its other files are not: the
    // result's files are asked for once they are in, docs/adr/0003 "The calculation after the form's files".)
    const island = await holdBack(page, chunkOf('src/islands/runner.tsx'));
    await act(page);
    await expect.poll(() => requested.some((url) => results.test(url))).toBe(true);
    await expect(page.locator('[data-island="runner"][data-hydrated]')).toHaveCount(0);
    await island.release();
    await expect(page.getByTestId('result-value')).toHaveText('22.0');
  });
}
