import { createServer, type ViteDevServer } from 'vite';
import { expect, hydrated, test } from './fixtures';

// `npm run dev`, the README's way to work on the site: Vite serves the sources, nothing is prerendered, so the app
// renders from an empty root with the whole Chakra system (the build's prerender-only paths are not taken).
let server: ViteDevServer;
let origin: string;

test.beforeAll(async () => {
  server = await createServer({
    server: { host: '127.0.0.1', port: 5175, strictPort: false },
    logLevel: 'error',
  });
  await server.listen();
  const url = server.resolvedUrls?.local[0];
  if (!url) throw new Error('the dev server reported no local URL');
  origin = url.replace(/\/$/, '');
});

test.afterAll(async () => {
  await server?.close();
});

test('the dev server renders pages from an empty root and a calculator computes', async ({
  page,
  problems,
}) => {
  test.setTimeout(90_000);
  // The first request makes Vite bundle the dependencies it discovers, and may reload the page once.
  await page.goto(`${origin}/about`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('About BloomCalc', { timeout: 60_000 });
  // Served as the bare template: the page above was rendered in the browser, not prerendered.
  const html = await (await page.request.get(`${origin}/calculators/bmi`)).text();
  expect(html).toContain('<div id="root"><!--app--></div>');
  await page.goto(`${origin}/calculators/bmi`);
  await hydrated(page);
  await page.getByRole('spinbutton', { name: /^Height/ }).fill('165');
  await page.getByRole('spinbutton', { name: /^Weight/ }).fill('60');
  await page.getByRole('button', { name: 'Calculate' }).click();
  await expect(page.getByTestId('result-value')).toHaveText('22.0');
  // Client navigation from the header loads the next page's module.
  await page.getByRole('banner').getByRole('link', { name: 'Blog', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('BloomCalc Blog');
  expect(problems.errors).toEqual([]);
  expect(problems.offOrigin).toEqual([]);
});
