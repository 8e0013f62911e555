import type { Page } from '@playwright/test';
import { chooseMetric, chunkOf, expect, holdBack, hydrated, test } from './fixtures';

// docs/adr/0003 "The calculation on demand": a calculator page loads its form; the calculation (formula, words,
// messages, rates, the result's spec) is its own chunk, asked for at once when a result is wanted at load, else on
// her first touch of the form, never on a timer.

/** The URLs the page asks for, as it asks. */
function requests(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => urls.push(request.url()));
  return urls;
}

test('the calculation is not loaded with the form, and is asked for on her first touch of the form', async ({
  page,
}) => {
  const calculation = chunkOf('src/generated/calculations/maternity-leave-pay.ts');
  const formula = chunkOf('definitions/maternity-leave-pay/formula.ts');
  const urls = requests(page);
  // The page's timers and idle callbacks on a clock the test moves (time flows as usual until then).
  await page.clock.install();
  await page.goto('/calculators/maternity-leave-pay');
  await hydrated(page);
  await page.waitForLoadState('networkidle');
  // A minute with nothing touched, every timer and idle callback of it run (no fixed wait, issue 28)...
  await page.clock.runFor(60_000);
  // ...and a request the page makes after them, so any load they started was asked for before it: still none.
  await page.evaluate(() => fetch('/robots.txt').then((response) => response.text()));
  expect(urls.filter((url) => calculation.test(url) || formula.test(url))).toEqual([]);
  expect(urls.some((url) => url.endsWith('/robots.txt'))).toBe(true);
  await page.getByRole('textbox', { name: /^Annual salary/ }).focus();
  await expect.poll(() => urls.some((url) => calculation.test(url))).toBe(true);
  await page.getByRole('textbox', { name: /^Annual salary/ }).fill('60000');
  await page.getByRole('spinbutton', { name: /^Length of leave/ }).fill('12');
  await page.getByLabel('State where you work').selectOption('california');
  await page.getByLabel('Does your employer pay during maternity leave?').selectOption('no');
  await page.getByRole('button', { name: 'Calculate' }).click();
  await expect(page.getByTestId('result').getByRole('heading', { name: 'Your results' })).toBeVisible();
});

// Once the form's files are in (critical-path.spec.ts), not once the form has hydrated: here its island's own module
// is held back.
test('a share link asks for the calculation at once, while the form code still loads', async ({ page }) => {
  const calculation = chunkOf('src/generated/calculations/bmi.ts');
  const urls = requests(page);
  const runner = await holdBack(page, chunkOf('src/islands/runner.tsx'));
  await page.goto('/calculators/bmi?height=165&heightUnit=cm&weight=60&weightUnit=kg');
  await expect.poll(() => urls.some((url) => calculation.test(url))).toBe(true);
  await expect(page.locator('[data-island="runner"][data-hydrated]')).toHaveCount(0);
  await runner.release();
  await expect(page.getByTestId('result-value')).toHaveText('22.0');
});

test('Calculate pressed while the calculation is held back waits for it, then gives the result', async ({
  page,
}) => {
  const held = await holdBack(page, chunkOf('src/generated/calculations/bmi.ts'));
  await page.goto('/calculators/bmi');
  await hydrated(page);
  await chooseMetric(page);
  await page.getByRole('spinbutton', { name: /^Height/ }).fill('165');
  await page.getByRole('spinbutton', { name: /^Weight/ }).fill('60');
  await page.getByRole('button', { name: 'Calculate' }).click();
  await expect.poll(() => held.count()).toBe(1);
  await expect(page.getByTestId('result-value')).toHaveCount(0);
  await held.release();
  await expect(page.getByTestId('result-value')).toHaveText('22.0');
  await expect(page).toHaveURL(/height=165/);
});

test('a calculation that fails to load twice: the form says so, and the next Calculate tries again', async ({
  page,
}) => {
  const calculation = chunkOf('src/generated/calculations/bmi.ts');
  let offline = true;
  let aborted = 0;
  await page.route(calculation, (route) => {
    if (!offline) return route.continue();
    aborted += 1;
    return route.abort();
  });
  await page.goto('/calculators/bmi');
  await hydrated(page);
  await chooseMetric(page);
  await page.getByRole('spinbutton', { name: /^Height/ }).fill('165');
  await page.getByRole('spinbutton', { name: /^Weight/ }).fill('60');
  await page.getByRole('button', { name: 'Calculate' }).click();
  await expect(page.getByText('The calculation could not be loaded')).toBeVisible();
  // Each load is tried twice (on her first touch, and again for Calculate unless that one was still trying).
  expect(aborted).toBeGreaterThanOrEqual(2);
  await expect(page.getByTestId('result-value')).toHaveCount(0);
  offline = false;
  await page.getByRole('button', { name: 'Calculate' }).click();
  await expect(page.getByTestId('result-value')).toHaveText('22.0');
});
