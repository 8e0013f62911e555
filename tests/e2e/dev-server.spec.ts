import { startDevServer } from '../../scripts/lib/dev-server';
import { asDevRenders, builtHtml, withoutViteClient } from './dev-is-prod';
import { builtRoutes, chooseMetric, expect, hydrated, spanishPageKinds, test } from './fixtures';

// `npm run dev`, the README's way to work on the site: pages are rendered from the sources on request, as the
// build prerenders them, and the islands hydrate from Vite's modules.
let server: Awaited<ReturnType<typeof startDevServer>>;

// One dev server for both tests (issue 28): in parallel mode each worker would start its own (and Vite would
// bundle the dependencies twice); in order, one worker runs both.
test.describe.configure({ mode: 'default' });

test.beforeAll(async () => {
  server = await startDevServer({ port: 0 });
});

test.afterAll(async () => {
  await server?.close();
});

test('the dev server renders pages, a calculator computes and links lead to the next page', async ({
  page,
  problems,
}) => {
  test.setTimeout(120_000);
  await page.goto(`${server.url}/about`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('About BloomCalc', { timeout: 60_000 });
  // Rendered on the server, with the page script from the sources.
  const html = await (await page.request.get(`${server.url}/calculators/bmi`)).text();
  expect(html).toContain('data-island="runner"');
  expect(html).toContain('/src/islands/boot.ts');
  // The first visit makes Vite bundle the dependencies it discovers, which may reload the page once.
  await page.goto(`${server.url}/calculators/bmi`);
  await hydrated(page);
  await page.waitForLoadState('networkidle');
  await hydrated(page);
  await chooseMetric(page);
  await page.getByRole('spinbutton', { name: /^Height/ }).fill('165');
  await page.getByRole('spinbutton', { name: /^Weight/ }).fill('60');
  await page.getByRole('button', { name: 'Calculate' }).click();
  await expect(page.getByTestId('result-value')).toHaveText('22.0', { timeout: 30_000 });
  await page.getByRole('banner').getByRole('link', { name: 'Blog', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('BloomCalc Blog');
  expect(problems.errors).toEqual([]);
  expect(problems.offOrigin).toEqual([]);
});

// Dev is prod: every route the build prerenders, rendered by the dev server from the sources, is the same HTML
// (but for where the scripts come from), so what `npm run dev` shows is what visitors get.
test('the dev server renders every route as the build prerendered it', async ({ request }) => {
  test.setTimeout(240_000);
  // The build's 404.html is the page of a path no route matches (scripts/prerender.ts).
  // …and one Spanish page of each kind with the Spanish 404 (issue #30).
  const routes = [...builtRoutes(), '/__not-found__', ...spanishPageKinds(), '/es/__not-found__'];
  expect(routes.length).toBeGreaterThan(40);
  const differ: string[] = [];
  for (const route of routes) {
    const dev = withoutViteClient(await (await request.get(`${server.url}${route}`)).text());
    const built = asDevRenders(builtHtml(route)).replace(/\n\s*\n/g, '\n');
    if (dev !== built) differ.push(route);
    if (differ.length === 1 && dev !== built) expect.soft(dev, `${route} in dev`).toBe(built);
  }
  expect(differ).toEqual([]);
});
