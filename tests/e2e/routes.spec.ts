import { axeViolations, builtRoutes, expect, hydrated, test } from './fixtures';

// Every prerendered route (read from the built sitemap): real content, metadata, no errors, nothing off-origin,
// and no axe WCAG 2.1 A/AA violation in either theme.
for (const route of builtRoutes()) {
  test(`route ${route}`, async ({ page, problems }) => {
    const response = await page.goto(route);
    expect(response?.status()).toBe(200);
    const html = await response?.text();
    expect(html, 'prerendered h1').toMatch(/<h1[^>]*>/);
    await hydrated(page);
    await expect(page.locator('h1')).toHaveCount(1);
    await expect(page).toHaveTitle(/ \| BloomCalc$/);
    expect(await page.locator('meta[name="description"]').getAttribute('content')).toBeTruthy();
    expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toMatch(
      new RegExp(`${route === '/' ? '/' : route}$`),
    );
    expect(await page.locator('meta[property="og:title"]').getAttribute('content')).toBeTruthy();
    const ogImage = new URL((await page.locator('meta[property="og:image"]').getAttribute('content')) ?? '');
    expect((await page.request.get(ogImage.pathname)).status(), `og:image ${ogImage.pathname}`).toBe(200);
    expect(await axeViolations(page), 'axe, light theme').toEqual([]);

    await page.evaluate(() => localStorage.setItem('bloomcalc-theme', 'dark'));
    await page.reload();
    await hydrated(page);
    await expect(page.locator('html')).toHaveClass(/dark/);
    expect(await axeViolations(page), 'axe, dark theme').toEqual([]);

    expect(problems.errors).toEqual([]);
    expect(problems.offOrigin).toEqual([]);
  });
}

test('an unknown path gets the not-found page with status 404', async ({ page }) => {
  const response = await page.goto('/no/such/page');
  expect(response?.status()).toBe(404);
  await hydrated(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page Not Found');
  await expect(page).toHaveTitle('Page Not Found | BloomCalc');
  expect(await axeViolations(page)).toEqual([]);
});

test('an unknown calculator, article or guide is not found', async ({ page }) => {
  for (const path of ['/calculators/nope', '/blog/nope', '/health-guides/nope', '/categories/nope']) {
    await page.goto(path);
    await hydrated(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page Not Found');
  }
});
