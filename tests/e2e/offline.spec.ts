import { expect, holdBack, hydrated, test } from './fixtures';

// The other specs run with the worker refused (fixtures.ts, `serviceWorker`): what it does is checked here.
test.use({ serviceWorker: 'allow' });

test('after a first visit the site works offline: pages, share links and calculations', async ({
  page,
  context,
  problems,
}) => {
  // The worker's own requests are the context's, not the page's.
  const offOrigin: string[] = [];
  context.on('request', (request) => {
    if (new URL(request.url()).hostname !== '127.0.0.1') offOrigin.push(request.url());
  });
  await page.goto('/');
  await hydrated(page);
  // The worker is active once its precache is complete.
  await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    if (!registration.active) throw new Error('no active service worker');
  });
  // Its precache is the one thing it keeps: no database, nothing stored for the page, no cookie (the page tour
  // checks every page with the worker refused).
  expect(
    await page.evaluate(async () => ({
      local: Object.keys(localStorage),
      session: Object.keys(sessionStorage),
      databases: (await indexedDB.databases()).map((db) => db.name),
      cookie: document.cookie,
    })),
  ).toEqual({ local: [], session: [], databases: [], cookie: '' });
  expect(await context.cookies()).toEqual([]);
  await context.setOffline(true);
  await page.goto('/calculators/bmi?height=165&heightUnit=cm&weight=60&weightUnit=kg');
  await hydrated(page);
  await expect(page.getByTestId('result-value')).toHaveText('22.0');
  await page.goto('/calculators/due-date');
  await hydrated(page);
  await page.getByLabel(/^First day of your last period/).fill('2026-06-01');
  await page.getByRole('button', { name: 'Calculate' }).click();
  await expect(page.getByRole('heading', { name: 'Your results' })).toBeVisible();
  await page.goto('/blog/understanding-menstrual-cycle');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Menstrual Cycle');
  // An address that is no page gets the site's own 404 page, offline too (not the browser's "No internet").
  await page.goto('/calculators/constructor');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page Not Found');
  await context.setOffline(false);
  expect(offOrigin).toEqual([]);
  expect(problems.errors.filter((error) => !/status of 404/.test(error))).toEqual([]);
});

// Issue 32: the worker answered /calculators/bmi/, its index.html and /blog/ with the 404 page (status 200), and
// every unknown page with status 200.
test('with the worker in control, every address the server serves shows its page, and an unknown page answers 404', async ({
  page,
  context,
}) => {
  await page.goto('/');
  await hydrated(page);
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  // Reloaded, the page is controlled by the worker (it does not claim the page that installed it).
  await page.reload();
  expect(await page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
  const query = 'height=165&heightUnit=cm&weight=60&weightUnit=kg';
  for (const offline of [false, true]) {
    await context.setOffline(offline);
    for (const address of [
      '/calculators/bmi/',
      `/calculators/bmi/?${query}`,
      `/calculators/bmi/index.html?${query}`,
      `/calculators/bmi?${query}`,
    ]) {
      const response = await page.goto(address);
      expect(response?.status(), `${address} (offline: ${offline})`).toBe(200);
      await expect(page.getByRole('heading', { level: 1 }), address).toHaveText('BMI Calculator for Women');
      if (address.includes('?')) {
        await hydrated(page);
        await expect(page.getByTestId('result-value'), address).toHaveText('22.0');
      }
    }
    for (const address of ['/blog/', '/blog/index.html']) {
      const response = await page.goto(address);
      expect(response?.status(), `${address} (offline: ${offline})`).toBe(200);
      await expect(page.getByRole('heading', { level: 1 }), address).not.toHaveText('Page Not Found');
    }
    const missing = await page.goto('/calculators/constructor');
    expect(missing?.status(), `unknown page (offline: ${offline})`).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page Not Found');
    // Under /es/ (issue #30): a Spanish page works offline too, and an unknown address gets the Spanish 404.
    const spanish = await page.goto('/es/calculadoras');
    expect(spanish?.status(), `/es/calculadoras (offline: ${offline})`).toBe(200);
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    const missingEs = await page.goto('/es/calculadoras/constructor');
    expect(missingEs?.status(), `unknown Spanish page (offline: ${offline})`).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('No encontramos la página');
  }
  await context.setOffline(false);
});

// Issue #26: the worker's install downloads the whole site; registered at `load`, it shared a slow phone's bandwidth
// with the form's own files. It registers once the form is awake.
test('the worker is registered only once the islands that wake on arrival are awake', async ({ page }) => {
  await page.addInitScript(() => {
    const register = ServiceWorkerContainer.prototype.register;
    ServiceWorkerContainer.prototype.register = function (...args) {
      (window as { __registeredWhen?: string }).__registeredWhen =
        document.documentElement.dataset.hydrated ?? 'before the islands woke';
      return register.apply(this, args);
    };
  });
  // The form's code held back: the page loads, the form cannot wake.
  const runner = await holdBack(page, /\/assets\/calculator-runner-[^/]+\.js$/);
  await page.goto('/calculators/bmi', { waitUntil: 'load' });
  // The page script has run (it marks the form waking) and `load` has fired.
  await expect(page.locator('[data-island="runner"][data-waking]')).toHaveCount(1);
  expect(
    await page.evaluate(() => (window as { __registeredWhen?: string }).__registeredWhen),
  ).toBeUndefined();
  await runner.release();
  await hydrated(page);
  await expect
    .poll(() => page.evaluate(() => (window as { __registeredWhen?: string }).__registeredWhen))
    .toBe('true');
});
