import { expect, hydrated, test } from './fixtures';

test('after a first visit the site works offline: pages, share links and calculations', async ({
  page,
  context,
}) => {
  await page.goto('/');
  await hydrated(page);
  // The worker is active once its precache is complete.
  await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    if (!registration.active) throw new Error('no active service worker');
  });
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
});
