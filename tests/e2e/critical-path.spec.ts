import { builtRoutes, expect, hydrated, test } from './fixtures';

// docs/adr/0003, "The critical path": a calculator page names every file its form needs in its HTML
// (`modulepreload`), so the browser asks for them all at once while it parses the page. A module found only once
// another module has arrived costs a round trip each (boot → runner → React → form → its parts: five of them, ~0.5 s
// of the slow phone's 150 ms RTT; issue #26).
test('every calculator page asks for its whole form at once: no script is found only through another', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const routes = builtRoutes().filter((route) => /^\/calculators\/[^/]+$/.test(route));
  expect(routes.length).toBeGreaterThanOrEqual(20);
  const late: string[] = [];
  for (const route of routes) {
    const scripts: string[] = [];
    const listen = (request: { url(): string; resourceType(): string }) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    };
    page.on('request', listen);
    const response = await page.goto(route);
    const html = (await response?.text()) ?? '';
    await hydrated(page);
    page.off('request', listen);
    const named = new Set(
      [...html.matchAll(/<(?:script type="module" src|link rel="modulepreload" href)="([^"]+)"/g)].map(
        (match) => match[1],
      ),
    );
    expect.soft(named.size, `${route} names its form's files`).toBeGreaterThan(5);
    for (const script of scripts)
      if (!named.has(script) && script !== '/theme-init.js') late.push(`${route}: ${script}`);
  }
  expect(late, 'scripts the page did not name up front (each a round trip later)').toEqual([]);
});

// The Chakra system takes ~0.3 s to build at 4x CPU: it is built while the form's chunks still arrive, not after.
test("the Chakra system is built while the form's chunk is still on its way", async ({ page }) => {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/calculator-runner-[^/]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/calculators/bmi');
  await expect
    .poll(() => page.evaluate(() => performance.getEntriesByName('bloomcalc:system-ready').length), {
      timeout: 15_000,
    })
    .toBe(1);
  expect(await page.locator('html[data-hydrated]').count(), 'the form is not hydrated yet').toBe(0);
  release();
  await hydrated(page);
});
