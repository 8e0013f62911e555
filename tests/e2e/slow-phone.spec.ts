import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

// docs/quality-bars.md: on a mid-range phone (4x CPU slowdown, 1.6 Mbps, 150 ms round trip, cold cache,
// 390x844) a control pressed the moment it is painted works. The times are printed for docs/performance.md.
// A first visit as a phone makes it: the offline worker registers and precaches the site as it would for her
// (fixtures.ts refuses it elsewhere).
test.use({ viewport: { width: 390, height: 844 }, serviceWorker: 'allow' });

test.beforeEach(async ({ page }) => {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
});

/**
 * Records, on the page's own clock (ms after navigation), when an element matching `selector` first holds text
 * and when the frame that shows it has been painted. Playwright sees it only at its next poll (every 0.1 s, then
 * 0.25, 0.5, then every second) and polls on the throttled main thread: read that way, a result on screen at 2.4 s
 * was reported at up to 3.4 s (issue #26).
 */
async function clockFor(page: Page, selector: string) {
  await page.addInitScript((watched) => {
    const marks: { text?: number; painted?: number } = {};
    Object.assign(window, { __bloomcalcShown: marks });
    const observer = new MutationObserver(() => {
      if (marks.text !== undefined || !document.querySelector(watched)?.textContent) return;
      marks.text = performance.now();
      observer.disconnect();
      // A task queued from the frame's callback runs once that frame has been painted.
      requestAnimationFrame(() =>
        setTimeout(() => {
          marks.painted = performance.now();
        }),
      );
    });
    observer.observe(document, { subtree: true, childList: true, characterData: true });
  }, selector);
  return async () => {
    await expect
      .poll(() =>
        page.evaluate(
          () => (window as { __bloomcalcShown?: { painted?: number } }).__bloomcalcShown?.painted,
        ),
      )
      .toBeGreaterThan(0);
    return page.evaluate(() => {
      const { text, painted } = (window as { __bloomcalcShown?: { text: number; painted: number } })
        .__bloomcalcShown ?? { text: 0, painted: 0 };
      const paint = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0;
      return { text: Math.round(text), painted: Math.round(painted), firstPaint: Math.round(paint) };
    });
  };
}

/**
 * The form's field `name` and its Calculate button, found by CSS until the result is in: a role query computes
 * every element's accessible name, and each of Playwright's polls ran on the phone's 4× throttled main thread
 * (~0.3 s of it in a profiled run, beside the page's own work). The fields' names are held by role after the result.
 */
const field = (page: Page, name: string) => page.locator(`form [name="${name}"]`);
const calculate = (page: Page) => page.locator('form button[type="submit"]');

test('slow phone: Calculate pressed as soon as the BMI form shows gives the result and keeps the values', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const shown = await clockFor(page, '[data-testid="result-value"]');
  const started = Date.now();
  await page.goto('/calculators/bmi', { waitUntil: 'commit' });
  // The form starts in US units: the height is two boxes (feet, inches) of one name.
  const [feet, inches] = [field(page, 'height').first(), field(page, 'height').nth(1)];
  await feet.waitFor({ state: 'visible' });
  const painted = Date.now() - started;
  await feet.fill('5');
  await inches.fill('5');
  await field(page, 'weight').fill('132');
  await calculate(page).click();
  await expect(page.getByTestId('result-value')).toHaveText('22.0', { timeout: 60_000 });
  const result = Date.now() - started;
  await expect(page.getByRole('button', { name: 'Calculate' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Height, feet' })).toHaveValue('5');
  await expect(page.getByRole('textbox', { name: 'Height, inches' })).toHaveValue('5');
  await expect(page.getByRole('spinbutton', { name: /^Weight/ })).toHaveValue('132');
  const clock = await shown();
  console.log(
    `slow phone /calculators/bmi: first paint ${clock.firstPaint} ms, form seen ${painted} ms; result on screen ${clock.painted} ms after navigation (in the page at ${clock.text} ms; Playwright saw it at ${result} ms)`,
  );
});

test('slow phone: Calculate pressed as soon as the maternity form shows gives the result', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const shown = await clockFor(page, '[data-testid="result"] h2');
  const started = Date.now();
  await page.goto('/calculators/maternity-leave-pay', { waitUntil: 'commit' });
  await field(page, 'annualSalary').waitFor({ state: 'visible' });
  const painted = Date.now() - started;
  await field(page, 'annualSalary').fill('52000');
  await field(page, 'leaveWeeks').fill('12');
  await field(page, 'employmentState').selectOption('california');
  await field(page, 'hasEmployerBenefits').selectOption('no');
  await calculate(page).click();
  await expect(page.locator('[data-testid="result"] h2')).toHaveText('Your results', { timeout: 60_000 });
  const result = Date.now() - started;
  await expect(page.getByRole('heading', { name: 'Your results' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: /^Annual salary/ })).toHaveValue('52000');
  await expect(page.getByLabel('State where you work')).toHaveValue('california');
  await expect(page.getByLabel('Does your employer pay during maternity leave?')).toHaveValue('no');
  const clock = await shown();
  console.log(
    `slow phone /calculators/maternity-leave-pay: first paint ${clock.firstPaint} ms, form seen ${painted} ms; result on screen ${clock.painted} ms after navigation (in the page at ${clock.text} ms; Playwright saw it at ${result} ms)`,
  );
});

test('slow phone: the menu button pressed as soon as it shows opens the menu', async ({ page }) => {
  test.setTimeout(60_000);
  // The menu is a popover: the page's clock notes when it opens and when that frame has been painted.
  await page.addInitScript(() => {
    document.addEventListener(
      'toggle',
      (event) => {
        if ((event as ToggleEvent).newState !== 'open' || 'opened' in window) return;
        Object.assign(window, { opened: performance.now() });
        requestAnimationFrame(() => setTimeout(() => Object.assign(window, { shown: performance.now() })));
      },
      true,
    );
  });
  const started = Date.now();
  await page.goto('/about', { waitUntil: 'commit' });
  const button = page.getByRole('button', { name: 'Menu' });
  await button.waitFor({ state: 'visible' });
  await button.click();
  await expect(
    page.getByRole('navigation', { name: 'Mobile' }).getByRole('link', { name: 'Blog' }),
  ).toBeVisible();
  const seen = Date.now() - started;
  await expect.poll(() => page.evaluate(() => 'shown' in window)).toBe(true);
  const shown = await page.evaluate(() => Math.round((window as { shown?: number }).shown ?? 0));
  console.log(
    `slow phone /about: menu open on screen ${shown} ms after navigation (Playwright saw it at ${seen} ms)`,
  );
});
