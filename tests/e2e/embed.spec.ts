import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import path from 'node:path';
import type { Frame, FrameLocator, Locator, Page } from '@playwright/test';
import { E2E_PORT } from '../../scripts/lib/e2e-port';
import { builtPagePath, firstLoadFiles, gzipKb, staticFirstLoad } from '../../scripts/lib/first-load';
import { workedExamples } from '../../scripts/lib/result-checks';
import { SITE_ORIGIN } from '../../src/site/data/config';
import { EMBED_DEFAULT_HEIGHT } from '../../src/site/data/embed';
import { EMBED_PAGE_KB } from '../first-load-budget';
import { axeViolations, expect, hydrated, loadAllDefinitions, test } from './fixtures';

// Issue #31: a blog on another origin embeds calculators with the snippet each calculator page shows.
const root = path.resolve(import.meta.dirname, '../..');
const SITE = `http://127.0.0.1:${E2E_PORT}`;
// The other origin: the port above this checkout's own (a fixed one was shared by every checkout on the machine).
const HOST_PORT = Number(process.env.EMBED_HOST_PORT ?? E2E_PORT + 1);
/**
 * Another origin than the build's, as a blog's would be. The same site (127.0.0.1): on another site, Chromium
 * denies an embed all storage anyway, and "stores nothing" would prove nothing.
 */
const HOST = `http://127.0.0.1:${HOST_PORT}`;
const IDS = ['bmi', 'waist-to-height', 'ideal-weight'];

const definitions = (await loadAllDefinitions()).filter((def) => IDS.includes(def.id));

/** The snippet of a calculator as its oEmbed answer (and its page) gives it, pointed at the local build. */
function snippet(id: string): string {
  const answer = JSON.parse(readFileSync(path.join(root, 'dist', 'oembed', `${id}.json`), 'utf8')) as {
    html: string;
  };
  return answer.html.replaceAll(SITE_ORIGIN, SITE);
}

/** The blog's pages: every message it receives is kept, to see what an embed tells its host. */
function hostPage(body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>A blog</title>
<script>window.received = []; addEventListener('message', (e) => received.push({ origin: e.origin, data: e.data }));</script>
</head><body style="margin:0;padding:16px;font-family:sans-serif"><h1>My post about health</h1>
<p>Some words before the calculators.</p>${body}<p>Some words after.</p></body></html>`;
}

let server: Server;
test.beforeAll(async () => {
  server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', HOST);
    const pages: Record<string, string> = {
      '/': hostPage(IDS.map((id) => `<section><h2>${id}</h2>${snippet(id)}</section>`).join('\n')),
      '/without-script': hostPage(snippet('bmi').split('\n')[0] ?? ''),
      '/due-date': hostPage(snippet('due-date')),
      '/framed': hostPage(
        `<iframe title="framed" src="${SITE}${url.searchParams.get('src') ?? '/'}" width="600" height="400"></iframe>`,
      ),
    };
    const body = pages[url.pathname];
    res.writeHead(body ? 200 : 404, { 'Content-Type': 'text/html; charset=utf-8' });
    res.end(body ?? 'not found');
  });
  await new Promise<void>((resolve) => server.listen(HOST_PORT, '127.0.0.1', resolve));
});
test.afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

// One host server on one port: this file's tests run one after the other.
test.describe.configure({ mode: 'default' });
// Whether an embed registers the offline worker, and what it keeps: the browser must let a page register one here.
test.use({ serviceWorker: 'allow' });

/** The embed of a calculator on the host page: its iframe element, its frame for typing, its frame for reading. */
async function embedOf(page: Page, id: string): Promise<{ iframe: Locator; ui: FrameLocator; frame: Frame }> {
  const iframe = page.locator(`iframe[src="${SITE}/embed/${id}"]`);
  // The snippet's iframe loads lazily: bring it on screen.
  await iframe.scrollIntoViewIfNeeded();
  const frame = await (await iframe.elementHandle())?.contentFrame();
  if (!frame) throw new Error(`no frame for ${id}`);
  await frame.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
  return { iframe, ui: page.frameLocator(`iframe[src="${SITE}/embed/${id}"]`), frame };
}

/** Fills a form by its contract names with a calculator's first worked example; units first (a unit converts). */
async function fillExample(ui: FrameLocator, id: string): Promise<Record<string, unknown>> {
  const def = definitions.find((entry) => entry.id === id);
  const input = def && workedExamples(def)[0]?.input;
  if (!input) throw new Error(`no example for ${id}`);
  const entries = Object.entries(input);
  // A quantity in feet and inches is two boxes of one name until its unit (chosen first) makes it one.
  const isSelect = async (name: string) =>
    (await ui
      .locator(`form [name="${name}"]`)
      .first()
      .evaluate((element) => element.tagName)) === 'SELECT';
  for (const [name, value] of entries)
    if (await isSelect(name)) await ui.locator(`form [name="${name}"]`).selectOption(String(value));
  for (const [name, value] of entries)
    if (!(await isSelect(name))) await ui.locator(`form [name="${name}"]`).fill(String(value));
  await ui.getByRole('button', { name: 'Calculate' }).click();
  return input;
}

const heightOf = (iframe: Locator) => iframe.evaluate((element) => element.getBoundingClientRect().height);

test('a blog on another origin embeds three calculators: each computes, fits its frame, opens the full page with its inputs, stores nothing, asks nothing of another origin, and the blog cannot read it', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  const requests: { url: string; fromEmbed: boolean }[] = [];
  page.on('request', (request) =>
    requests.push({ url: request.url(), fromEmbed: request.frame() !== page.mainFrame() }),
  );
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.setViewportSize({ width: 1000, height: 800 });
  await page.goto(`${HOST}/`);

  for (const id of IDS) {
    const { iframe, ui, frame } = await embedOf(page, id);
    // No header, footer or menu: the calculator, its title and the attribution.
    await expect(ui.locator('header, footer, nav')).toHaveCount(0);
    // What the embed shows (its body is at least as tall as the frame, so it cannot tell).
    const contentHeight = () =>
      frame.evaluate(() => Math.ceil(document.getElementById('root')?.getBoundingClientRect().height ?? 0));
    // /embed.js fitted the frame to the form from the snippet's default height.
    await expect
      .poll(async () => Math.abs((await heightOf(iframe)) - (await contentHeight())))
      .toBeLessThanOrEqual(1);
    const before = await heightOf(iframe);
    await fillExample(ui, id);
    await expect(ui.getByRole('heading', { name: 'Your results' })).toBeVisible();
    // The result made the page longer, and the frame followed: no scrolling inside it.
    await expect.poll(() => heightOf(iframe)).toBeGreaterThan(before + 100);
    await expect
      .poll(async () => Math.abs((await heightOf(iframe)) - (await contentHeight())))
      .toBeLessThanOrEqual(1);
    expect(
      await frame.evaluate(() => document.documentElement.scrollHeight - window.innerHeight),
    ).toBeLessThanOrEqual(1);
  }

  // Nothing stored in any embed: no storage, cookie, database, cache or service worker.
  for (const id of IDS) {
    const { frame } = await embedOf(page, id);
    const stored = await frame.evaluate(async () => ({
      local: localStorage.length,
      session: sessionStorage.length,
      databases: (await indexedDB.databases()).length,
      cookie: document.cookie,
      caches: 'caches' in window ? (await caches.keys()).length : 0,
      workers: navigator.serviceWorker ? (await navigator.serviceWorker.getRegistrations()).length : 0,
    }));
    expect(stored, id).toEqual({ local: 0, session: 0, databases: 0, cookie: '', caches: 0, workers: 0 });
  }
  expect(await context.cookies()).toEqual([]);

  // The blog cannot read an embed's inputs: no document, and what it is told is a height and nothing else.
  const reading = await page.evaluate(() =>
    [...document.querySelectorAll('iframe')].map((iframe) => {
      try {
        return {
          document: iframe.contentDocument === null,
          read: iframe.contentWindow?.document.body.innerHTML,
        };
      } catch (error) {
        return { document: iframe.contentDocument === null, read: (error as Error).name };
      }
    }),
  );
  expect(reading).toEqual(IDS.map(() => ({ document: true, read: 'SecurityError' })));
  const received = (await page.evaluate(() => (window as unknown as { received: unknown[] }).received)) as {
    origin: string;
    data: Record<string, unknown>;
  }[];
  expect(received.length).toBeGreaterThan(IDS.length);
  for (const message of received) {
    expect(message.origin).toBe(SITE);
    expect(Object.keys(message.data).sort()).toEqual(['height', 'type']);
    expect(message.data.type).toBe('bloomcalc:height');
  }

  // Every request went to the blog (its page) or to our origin; an embed's only ever to ours.
  const origins = new Set(requests.map((request) => new URL(request.url).origin));
  expect([...origins].sort()).toEqual([HOST, SITE].sort());
  expect(requests.filter((request) => request.fromEmbed && !request.url.startsWith(`${SITE}/`))).toEqual([]);

  // The attribution opens the full page, in a new tab, with the embed's inputs, computed; no opener.
  for (const id of IDS) {
    const { ui } = await embedOf(page, id);
    const [tab] = await Promise.all([
      context.waitForEvent('page'),
      ui.getByRole('link', { name: /BloomCalc/ }).click(),
    ]);
    await tab.waitForLoadState();
    expect(tab.url()).toMatch(new RegExp(`^${SITE}/calculators/${id}\\?.+`));
    expect(tab.url()).not.toContain('theme=');
    await hydrated(tab);
    await expect(tab.getByRole('heading', { name: 'Your results' })).toBeVisible();
    expect(await tab.evaluate(() => window.opener)).toBeNull();
    await tab.close();
  }
  expect(page.url()).toBe(`${HOST}/`);
  expect(errors).toEqual([]);
});

// On another site (localhost, not 127.0.0.1) Chromium denies a frame all storage: touching any of it would throw.
test('on a blog of another site, where the browser denies the embed storage, it computes and fits its frame', async ({
  page,
}) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(`http://localhost:${HOST_PORT}/`);
  const { iframe, ui, frame } = await embedOf(page, 'bmi');
  expect(
    await frame.evaluate(() => {
      try {
        return localStorage.length;
      } catch (error) {
        return (error as Error).name;
      }
    }),
  ).toBe('SecurityError');
  const before = await heightOf(iframe);
  await fillExample(ui, 'bmi');
  await expect(ui.getByTestId('result-value')).toHaveText('22.0');
  await expect.poll(() => heightOf(iframe)).toBeGreaterThan(before);
  expect(errors).toEqual([]);
});

test('the frame fits the form as it loads: no blank band under it before a result', async ({ page }) => {
  await page.setViewportSize({ width: 1000, height: 900 });
  await page.goto(`${HOST}/`);
  const { iframe, frame } = await embedOf(page, 'bmi');
  // The snippet says 640 px; the form with its title and attribution is shorter at this width, so a fitted frame is
  // shorter than the snippet's height (the form's own height is its content's, which the help text sets).
  const gap = () =>
    frame.evaluate(() => {
      const link = document.querySelector('[data-embed-attribution]');
      return window.innerHeight - (link?.getBoundingClientRect().bottom ?? 0);
    });
  await expect.poll(() => heightOf(iframe)).toBeLessThan(EMBED_DEFAULT_HEIGHT);
  // Under the attribution: the page's own padding, no more.
  await expect.poll(gap).toBeLessThanOrEqual(24);
  expect(
    await frame.evaluate(() => document.documentElement.scrollHeight - window.innerHeight),
  ).toBeLessThanOrEqual(1);
});

test('/embed.js that loads after the frame told its height still fits it: it asks again', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1000, height: 900 });
  await page.goto(`${HOST}/without-script`);
  const { iframe, frame } = await embedOf(page, 'bmi');
  // The frame has posted its height to a page with no listener.
  await frame.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 300))));
  expect(await heightOf(iframe)).toBe(EMBED_DEFAULT_HEIGHT);
  await page.addScriptTag({ url: `${SITE}/embed.js` });
  const content = () =>
    frame.evaluate(() => Math.ceil(document.getElementById('root')?.getBoundingClientRect().height ?? 0));
  await expect.poll(() => heightOf(iframe)).toBeLessThan(EMBED_DEFAULT_HEIGHT);
  expect(Math.abs((await heightOf(iframe)) - (await content()))).toBeLessThanOrEqual(1);
});

test('the calendar file (.ics) of a result downloads from inside the embed', async ({ page }) => {
  await page.goto(`${HOST}/due-date`);
  const iframe = page.locator(`iframe[src="${SITE}/embed/due-date"]`);
  await iframe.scrollIntoViewIfNeeded();
  const frame = await (await iframe.elementHandle())?.contentFrame();
  await frame?.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
  const ui = page.frameLocator(`iframe[src="${SITE}/embed/due-date"]`);
  const day = new Date();
  day.setDate(day.getDate() - 59);
  const iso = `${day.getFullYear()}-${String(day.getMonth() + 1).padStart(2, '0')}-${String(day.getDate()).padStart(2, '0')}`;
  await ui.locator('form [name="lastPeriodDate"]').fill(iso);
  await ui.getByRole('button', { name: 'Calculate' }).click();
  const link = ui.getByRole('link', { name: /\.ics\)/ });
  await expect(link).toHaveAttribute('href', /^blob:/);
  const [download] = await Promise.all([page.waitForEvent('download', { timeout: 10_000 }), link.click()]);
  expect(download.suggestedFilename()).toBe('bloomcalc-due-date.ics');
  const body = await download.createReadStream().then(
    (stream) =>
      new Promise<string>((resolve) => {
        let text = '';
        stream.on('data', (chunk) => {
          text += String(chunk);
        });
        stream.on('end', () => resolve(text));
      }),
  );
  expect(body).toContain('BEGIN:VCALENDAR');
});

test('without /embed.js the frame keeps the snippet height and scrolls', async ({ page }) => {
  await page.goto(`${HOST}/without-script`);
  const { iframe, ui, frame } = await embedOf(page, 'bmi');
  const before = await heightOf(iframe);
  await fillExample(ui, 'bmi');
  await expect(ui.getByRole('heading', { name: 'Your results' })).toBeVisible();
  expect(await heightOf(iframe)).toBe(before);
  expect(
    await frame.evaluate(() => document.documentElement.scrollHeight - window.innerHeight),
  ).toBeGreaterThan(50);
});

test('any other page refuses to be framed; an embed page is framed by any origin', async ({ page }) => {
  for (const src of ['/calculators/bmi', '/', '/blog']) {
    const response = page.waitForResponse((answer) => answer.url() === `${SITE}${src}`);
    await page.goto(`${HOST}/framed?src=${encodeURIComponent(src)}`);
    expect((await response).headers()['x-frame-options']).toBe('DENY');
    const frame = page.frames().find((candidate) => candidate !== page.mainFrame());
    await expect.poll(() => frame?.url(), src).toMatch(/^chrome-error:/);
  }
  await page.goto(`${HOST}/framed?src=${encodeURIComponent('/embed/bmi')}`);
  await expect(page.frameLocator('iframe').getByRole('heading', { level: 1 })).toHaveText(/BMI/);
});

test('an embed page works before its code: its form submits to itself, in its own frame', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(`${SITE}/embed/bmi`);
  // In US units, as the form starts: feet and inches in two boxes of one name.
  await page.getByRole('textbox', { name: 'Height, feet' }).fill('5');
  await page.getByRole('textbox', { name: 'Height, inches' }).fill('5');
  await page.getByRole('spinbutton', { name: /^Weight/ }).fill('132');
  await page.getByRole('button', { name: 'Calculate' }).click();
  await expect(page).toHaveURL(/\/embed\/bmi\?height=5&height=5&heightUnit=ft&weight=132&weightUnit=lbs/);
  expect(context.pages()).toHaveLength(1);
  await context.close();
});

test('a plain submit keeps the ?theme it was given (the page script never arrived)', async ({ page }) => {
  await page.route(/\/assets\/boot-[^/]*\.js$/, (route) => route.abort());
  await page.goto(`${SITE}/embed/bmi?theme=dark`);
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  await page.getByRole('combobox', { name: /^Height unit/ }).selectOption('cm');
  await page.getByRole('textbox', { name: 'Height, feet' }).fill('165');
  await page.getByRole('spinbutton', { name: /^Weight/ }).fill('132');
  await page.getByRole('button', { name: 'Calculate' }).click();
  await expect(page).toHaveURL(/\/embed\/bmi\?height=165&.*&theme=dark$/);
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);
});

test('the theme is light, or what ?theme= asks (auto: the device setting), stored nowhere, and both themes pass axe with a result', async ({
  page,
}) => {
  const query = 'height=165&heightUnit=cm&weight=60&weightUnit=kg';
  for (const [scheme, theme, expected] of [
    // A dark phone on a light blog: the embed stays light unless the host asks.
    ['dark', '', 'light'],
    ['light', '', 'light'],
    ['light', 'dark', 'dark'],
    ['dark', 'light', 'light'],
    ['dark', 'auto', 'dark'],
    ['light', 'auto', 'light'],
  ] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    await page.goto(`${SITE}/embed/bmi?${query}${theme ? `&theme=${theme}` : ''}`);
    await hydrated(page);
    await expect(page.getByTestId('result-value')).toHaveText('22.0');
    await expect(page.locator('html')).toHaveClass(new RegExp(`\\b${expected}\\b`));
    expect(await axeViolations(page), `${scheme} ${theme}`).toEqual([]);
    expect(await page.evaluate(() => localStorage.length + sessionStorage.length)).toBe(0);
  }
});

// Every embed page's first load and its mark (budget, no theme script, `data-embed`) is checked from its HTML
// without a browser (tests/unit/first-load-static.test.ts); here one embed page shows that the files its HTML names
// are the files the browser loads, and that a page so marked registers no worker.
test('an embed page loads the JS its HTML names, within a calculator page budget, and registers no service worker', async ({
  page,
}) => {
  const route = `/embed/${IDS[0]}`;
  const workerScript: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/sw.js') workerScript.push(request.url());
  });
  const files = await firstLoadFiles(page, route, hydrated);
  const html = readFileSync(builtPagePath(path.join(root, 'dist'), route), 'utf8');
  expect([...files].sort(), `${route}: the JS the browser loads is the JS its HTML names`).toEqual(
    staticFirstLoad(path.join(root, 'dist'), html),
  );
  expect(files, `${route} loads the full site's theme script`).not.toContain('theme-init.js');
  expect(gzipKb(path.join(root, 'dist'), files), `${route} (gzip KB)`).toBeLessThanOrEqual(EMBED_PAGE_KB);
  // The page script registers its worker in an idle callback once the page is loaded and awake: one queued now
  // runs after it.
  await page.evaluate(
    () => new Promise((resolve) => requestIdleCallback(() => resolve(null), { timeout: 5_000 })),
  );
  expect(
    await page.evaluate(() => navigator.serviceWorker.getRegistrations().then((all) => all.length)),
  ).toBe(0);
  expect(workerScript, `${route} fetched the worker`).toEqual([]);
});

test('each calculator page shows the snippet, copies it, and links its oEmbed answer, which any site may read', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: SITE });
  await page.goto('/calculators/waist-to-height');
  await hydrated(page);
  const box = page.getByLabel(/^Embed code for/);
  const code = await box.inputValue();
  expect(code).toContain(`<iframe src="${SITE_ORIGIN}/embed/waist-to-height"`);
  await page.getByRole('button', { name: 'Copy code' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Copied.' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(code);
  const discovery = await page
    .locator('link[rel="alternate"][type="application/json+oembed"]')
    .getAttribute('href');
  expect(discovery).toBe(`${SITE_ORIGIN}/oembed/waist-to-height.json`);
  // A consumer on another origin (a blog's editor in the browser) reads the answer.
  await page.goto(`${HOST}/`);
  const answer = await page.evaluate(
    (url) => fetch(url).then((response) => response.json()),
    `${SITE}/oembed/waist-to-height.json`,
  );
  expect(answer).toMatchObject({ version: '1.0', type: 'rich', html: code });
});
