import { builtRoutes, chunkOf, expect, holdBack, hydrated, test } from './fixtures';

// docs/adr/0003, "The critical path": a calculator page names every file its form needs (the runner's `modules`),
// and the page script asks for them all at once (after the first paint; on a slow link as soon as it runs). A module
// found only once another module has arrived costs a round trip each (boot → runner → React → form → its parts: five
// of them, ~0.5 s of the slow phone's 150 ms RTT; issue #26).
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
    // Before the first paint the HTML asks for the page script and the calculator's chunk only (the form's files
    // named there cost Lighthouse's slow 4G 0.8 s of FCP).
    const hinted = [...html.matchAll(/<link rel="modulepreload" href="([^"]+)"/g)].map((match) => match[1]);
    expect.soft(hinted.length, `${route} preloads from its HTML`).toBe(1);
    const props = (await page.locator('[data-island="runner"]').getAttribute('data-props')) ?? '{}';
    const named = new Set([
      ...[...html.matchAll(/<script type="module" src="([^"]+)"/g)].map((match) => match[1]),
      ...hinted,
      ...((JSON.parse(props) as { modules?: string[] }).modules ?? []),
    ]);
    expect.soft(named.size, `${route} names its form's files`).toBeGreaterThan(5);
    // The runner's own module: the page script imports it the moment the form wakes (one level, not a chain).
    const direct = (script: string) =>
      script === '/theme-init.js' || /^\/assets\/runner-[^/]+\.js$/.test(script);
    for (const script of scripts) if (!named.has(script) && !direct(script)) late.push(`${route}: ${script}`);
  }
  expect(late, 'scripts the page did not name up front (each a round trip later)').toEqual([]);
});

// docs/adr/0003, "The form's files on a slow link": the page script is async; on a slow link (1.6 Mbps, 150 ms round
// trips) it asks for the form's files the moment it runs, while the page is still being parsed: here its theme
// script is held, so nothing past it is parsed or painted. On a fast link the files come after the first paint, also
// when the CPU is slow (a busy host, a slow phone on Wi-Fi): its time is not the link's (src/islands/early-files.ts).
test("on a slow link the form's files are asked for before the page is painted; on a fast one after", async ({
  context,
}) => {
  test.setTimeout(90_000);
  const runtime = /\/assets\/ui-runtime-[^/]+\.js$/;
  for (const { slow, cpu } of [
    { slow: true, cpu: 1 },
    { slow: false, cpu: 1 },
    { slow: false, cpu: 8 },
  ]) {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpu });
    if (slow)
      await cdp.send('Network.emulateNetworkConditions', {
        offline: false,
        latency: 150,
        downloadThroughput: (1.6 * 1024 * 1024) / 8,
        uploadThroughput: (750 * 1024) / 8,
      });
    const asked: string[] = [];
    page.on('request', (request) => asked.push(new URL(request.url()).pathname));
    const theme = await holdBack(page, /\/theme-init\.js$/);
    const booted = page.waitForResponse(/\/assets\/boot-[^/]+\.js$/);
    await page.goto('/calculators/bmi', { waitUntil: 'commit' });
    await booted;
    if (slow) {
      await expect.poll(() => asked.some((url) => runtime.test(url)), { timeout: 10_000 }).toBe(true);
      expect(
        await page.evaluate(() => performance.getEntriesByType('paint').length),
        'nothing painted yet',
      ).toBe(0);
    }
    await theme.release();
    await hydrated(page);
    // The paint as the page's main thread rendered it (`paintTime`): `startTime` is when the compositor showed it,
    // which a busy CPU delays past the page script's next task (where the page asks, boot.ts `afterPaint`).
    const [paint, asking] = await page.evaluate(
      (pattern) => [
        ((entry) => (entry as { paintTime?: number } | undefined)?.paintTime ?? entry?.startTime ?? -1)(
          performance.getEntriesByName('first-contentful-paint')[0],
        ),
        performance.getEntries().find((entry) => new RegExp(pattern).test(entry.name))?.startTime ?? -1,
      ],
      runtime.source,
    );
    expect(paint, 'first contentful paint').toBeGreaterThan(0);
    const link = `${slow ? 'slow' : 'fast'} link, ${cpu}× CPU`;
    if (slow) expect(asking, `${link}: the form's files, asked for before the paint`).toBeLessThan(paint);
    else expect(asking, `${link}: the form's files, asked for after the paint`).toBeGreaterThanOrEqual(paint);
    await page.close();
  }
});

// The Chakra system takes ~0.3 s to build at 4x CPU: it is built while the form's chunks still arrive, not after.
test("the Chakra system is built while the form's chunk is still on its way", async ({ page }) => {
  const runner = await holdBack(page, /\/assets\/calculator-runner-[^/]+\.js$/);
  await page.goto('/calculators/bmi');
  await expect
    .poll(() => page.evaluate(() => performance.getEntriesByName('bloomcalc:system-ready').length), {
      timeout: 15_000,
    })
    .toBe(1);
  expect(await page.locator('html[data-hydrated]').count(), 'the form is not hydrated yet').toBe(0);
  await runner.release();
  await hydrated(page);
});

// docs/adr/0003, "The calculation after the form's files": a slow phone shares its 1.6 Mbps between the files in
// flight, and the calculation's files, asked for beside the form's, delayed React and the Chakra system (the largest
// file). The result needs the hydrated form first: they are asked for once the form's files are in.
test("a share link's calculation is asked for once the form's files are in, not beside them", async ({
  page,
}) => {
  const runtime = await holdBack(page, /\/assets\/ui-runtime-[^/]+\.js$/);
  const calculation = chunkOf('src/generated/calculations/bmi.ts');
  const asked: string[] = [];
  page.on('request', (request) => asked.push(new URL(request.url()).pathname));
  // A share link: its result is wanted at once.
  await page.goto('/calculators/bmi?height=165&heightUnit=cm&weight=60&weightUnit=kg');
  await expect.poll(() => runtime.count()).toBe(1);
  // A request the page makes after the one held: whatever was asked for beside React was asked for before it.
  await page.evaluate(() => fetch('/robots.txt').then((response) => response.text()));
  expect(asked).toContain('/robots.txt');
  expect(
    asked.some((url) => /\/assets\/calculator-runner-[^/]+\.js$/.test(url)),
    "the form's code",
  ).toBe(true);
  expect(asked.filter((url) => calculation.test(url))).toEqual([]);
  await runtime.release();
  await expect.poll(() => asked.some((url) => calculation.test(url))).toBe(true);
  await expect(page.getByTestId('result-value')).toHaveText('22.0');
});

// Chromium's preload scanner asks for nothing after a CSP <meta> while a blocking script loads: the page script
// stands before /theme-init.js, so it is asked for beside it, not a round trip after it (issue #26).
test('the page script is asked for before the theme script has arrived', async ({ page }) => {
  for (const route of ['/calculators/bmi', '/about']) {
    await page.goto(route);
    await hydrated(page);
    const [boot, theme] = await page.evaluate(() =>
      [/\/assets\/boot-[^/]+\.js$/, /\/theme-init\.js$/].map((pattern) => {
        const entry = performance
          .getEntriesByType('resource')
          .find((resource) => pattern.test(resource.name)) as PerformanceResourceTiming | undefined;
        return entry && { start: entry.startTime, end: entry.responseEnd };
      }),
    );
    expect(boot && theme, `${route}: both scripts in the resource timing`).toBeTruthy();
    expect(
      boot?.start,
      `${route}: the page script's request against the theme script's arrival`,
    ).toBeLessThanOrEqual(theme?.end ?? 0);
  }
});

// docs/adr/0003, "The result's first format": the first Intl formatter a page creates loads its locale's data
// (60–170 ms at 4× CPU); a calculator page creates it once a result is on its way (her first touch of the form, a
// share link) while the form's files are still on their way, in its own language, so the first result does not pay
// it. A visit that only reads creates none: a content page, or a calculator page nobody touches.
test("a calculator page loads its locale's Intl data while the form's files download", async ({ page }) => {
  await page.addInitScript(() => {
    const made: string[] = [];
    Object.assign(window, { __numberFormats: made });
    const Original = Intl.NumberFormat;
    Intl.NumberFormat = new Proxy(Original, {
      construct(target, args: ConstructorParameters<typeof Intl.NumberFormat>) {
        made.push(String(args[0]));
        return new target(...args);
      },
    });
  });
  const made = () => page.evaluate(() => (window as { __numberFormats?: string[] }).__numberFormats ?? []);
  for (const [route, locale, touch] of [
    ['/calculators/bmi', 'en-US', true],
    ['/es/calculadoras/calculadora-imc', 'es-US', true],
    // A share link: its result is on its way at once.
    ['/calculators/bmi?height=165&heightUnit=cm&weight=60&weightUnit=kg', 'en-US', false],
  ] as const) {
    // React, the Chakra system and the form's code (ui-runtime holds the one formatting module) held back.
    const runtime = await holdBack(page, /\/assets\/ui-runtime-[^/]+\.js$/);
    await page.goto(route);
    await expect.poll(() => runtime.count()).toBe(1);
    if (touch) {
      // The page script is listening (it asked for the form's files): her first touch of the form.
      await expect.poll(() => page.locator('[data-island="runner"][data-waking]').count()).toBe(1);
      expect(await made(), 'nothing before her touch').toEqual([]);
      await page.locator('form [name="height"]').first().focus();
    }
    await expect.poll(made, { timeout: 15_000 }).toEqual([locale]);
    await runtime.release();
    await hydrated(page);
    await page.unrouteAll();
  }
  // Nobody touches the form: nothing.
  await page.goto('/calculators/bmi');
  await hydrated(page);
  await page.waitForLoadState('networkidle');
  expect(await made()).toEqual([]);
  await page.goto('/about');
  await page.waitForLoadState('networkidle');
  expect(await made()).toEqual([]);
});
