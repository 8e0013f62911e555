import { readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import AxeBuilder from '@axe-core/playwright';
import {
  type BrowserContext,
  test as base,
  type ConsoleMessage,
  expect,
  type Page,
  type Request,
  type Route,
} from '@playwright/test';
import axeCore, { type AxeResults, type Result } from 'axe-core';
import { DEFINITIONS_DIR, listDefinitionIds } from '../../scripts/lib/definitions';
import type { CalculatorDefinition } from '../../src/engine';
import { englishTwin, isSpanish } from '../first-load-budget';

export {
  BEFORE_MESSAGES_KB,
  budgetKb,
  CALCULATOR_PAGE_KB,
  catalogue,
  ENGINE_WORDS_KB,
  englishTwin,
  SPANISH_WORDS_KB,
} from '../first-load-budget';

const root = path.resolve(import.meta.dirname, '../..');

/** Every prerendered route of the sitemap, both languages. */
function sitemapRoutes(): string[] {
  const sitemap = readFileSync(path.join(root, 'dist', 'sitemap.xml'), 'utf8');
  return [...sitemap.matchAll(/<loc>https?:\/\/[^/]+(\/[^<]*)<\/loc>/g)].map((match) => match[1] ?? '/');
}

/** Every English prerendered route, read from the built sitemap (so new calculators and content are covered). */
export function builtRoutes(): string[] {
  return sitemapRoutes().filter((route) => !isSpanish(route));
}

/**
 * One Spanish page of each kind (issue #30), for the browser checks that run per page kind (the head and the words
 * of every Spanish page are checked without a browser: tests/unit/spanish-pages.test.ts): home, directory, a hub, a
 * calculator, the blog and an article, the guides and a guide, a prose page and the contact form.
 */
export function spanishPageKinds(): string[] {
  const kinds = new Map<string, string>();
  for (const route of sitemapRoutes().filter(isSpanish)) {
    const english = englishTwin(route) ?? '';
    const parts = english.split('/').filter(Boolean);
    // Of the information pages, a prose page and the contact form; a section's entries are one kind.
    if (
      parts.length === 1 &&
      !['calculators', 'blog', 'health-guides', 'about', 'contact'].includes(parts[0] ?? '')
    )
      continue;
    const kind = parts.length > 1 ? `${parts[0]}/*` : english;
    if (!kinds.has(kind)) kinds.set(kind, route);
  }
  return [...kinds.values()];
}

/** The axe rules every page must pass: WCAG 2.1 A and AA. */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** What a violation is reported as: its rule and (up to five of) the elements it concerns. */
const summary = (violations: Result[]) =>
  violations.map((violation) => ({
    id: violation.id,
    nodes: violation.nodes.map((node) => node.target.join(' ')).slice(0, 5),
  }));

/**
 * Runs axe for WCAG 2.1 A/AA in the page itself and returns its results. axe is put into the page once per document
 * (AxeBuilder's legacy mode evaluates its 550 KB source twice per call), so a second run on the same page, the other
 * theme, costs only the run (issue 28). `violationsOnly` gathers every element of a violation and one of any other
 * outcome (axe's `resultTypes`: it spends most of a run naming elements otherwise).
 */
export async function axeInPage(page: Page, { violationsOnly = false } = {}): Promise<AxeResults> {
  if (!(await page.evaluate(() => 'axe' in window))) {
    await page.evaluate(axeCore.source);
    // AxeBuilder's configuration in legacy mode (frames of this origin only).
    await page.evaluate(() =>
      (window as unknown as { axe: typeof axeCore }).axe.configure({
        allowedOrigins: ['<same_origin>'],
        branding: { application: 'playwright' },
      }),
    );
  }
  return page.evaluate(
    ({ tags, violationsOnly }) =>
      (window as unknown as { axe: typeof axeCore }).axe.run(document, {
        runOnly: { type: 'tag', values: tags },
        ...(violationsOnly ? { resultTypes: ['violations'] as const } : {}),
      }),
    { tags: AXE_TAGS, violationsOnly },
  );
}

/**
 * Runs axe for WCAG 2.1 A/AA and returns the violations. A page without frames is checked by `axe.run` in the page
 * itself (`axeInPage`): the same results as AxeBuilder's default, which also opens a blank page and loads axe twice
 * per call, in less than half the time (issue 28; `axe-mode.spec.ts` compares the two). A page with frames keeps
 * the default, which reaches cross-origin frames too.
 */
export async function axeViolations(page: Page) {
  if (page.frames().length === 1)
    return summary((await axeInPage(page, { violationsOnly: true })).violations);
  return summary((await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze()).violations);
}

/**
 * axe in the page's theme, then in the other one: the theme button pressed (its name is the page language's), and
 * every colour transition it starts run to its end at once, the colours axe then measures (issue 28: waiting for
 * them took ~0.4 s a page).
 */
export async function axeInBothThemes(page: Page) {
  await axeInThisTheme(page);
  await axeInOtherTheme(page);
}

const themeOf = async (page: Page) =>
  (await page.locator('html').getAttribute('class'))?.includes('dark') ? 'dark' : 'light';

/** axe in the page's theme as it is (it only reads the page: the page tour runs it while a first load settles). */
export async function axeInThisTheme(page: Page) {
  expect(await axeViolations(page), `axe, ${await themeOf(page)} theme`).toEqual([]);
}

/** The theme button pressed, its colour transitions run to their end, then axe in the new theme. */
export async function axeInOtherTheme(page: Page) {
  const after = (await themeOf(page)) === 'dark' ? 'light' : 'dark';
  await page.locator('button[data-theme-toggle]').click();
  await expect(page.locator('html')).toHaveClass(new RegExp(`\\b${after}\\b`));
  // getAnimations() brings styles up to date first, so the transitions the new class starts are in its list.
  await page.evaluate(() =>
    Promise.all(
      document.getAnimations().map((animation) => {
        if (animation instanceof CSSTransition) animation.finish();
        return animation.finished;
      }),
    ),
  );
  expect(await axeViolations(page), `axe, ${after} theme`).toEqual([]);
}

/**
 * A page that records console errors, page errors and every request that leaves 127.0.0.1; tests assert both
 * lists are empty at the end.
 */
export const test = base.extend<{
  problems: { errors: string[]; offOrigin: string[] };
  serviceWorker: 'allow' | 'refuse';
}>({
  // The offline worker precaches the whole site (~400 files) after every first visit: in a fresh context per test
  // that was work no other check reads. The browser refuses its registration as a browser that allows no workers
  // does (the page ignores that), except in the specs about the worker (`test.use({ serviceWorker: 'allow' })`).
  serviceWorker: ['refuse', { option: true }],
  context: async ({ context, serviceWorker }, use) => {
    if (serviceWorker === 'refuse') await refuseServiceWorker(context);
    await use(context);
  },
  problems: async ({ page }, use) => {
    const problems = { errors: [] as string[], offOrigin: [] as string[] };
    const onConsole = (message: ConsoleMessage) => {
      if (message.type() === 'error') problems.errors.push(message.text());
    };
    const onPageError = (error: Error) => problems.errors.push(error.message);
    const onRequest = (request: Request) => {
      const url = new URL(request.url());
      if (!['127.0.0.1', 'localhost'].includes(url.hostname) && url.protocol !== 'data:') {
        problems.offOrigin.push(request.url());
      }
    };
    page.on('console', onConsole);
    page.on('pageerror', onPageError);
    page.on('request', onRequest);
    await use(problems);
    // The page may live on (the page tour's page serves every route of its worker).
    page.off('console', onConsole);
    page.off('pageerror', onPageError);
    page.off('request', onRequest);
  },
});

/** The browser refuses every page of `context` an offline worker, as a browser that allows none does. */
export async function refuseServiceWorker(context: BrowserContext) {
  await context.addInitScript(() => {
    if (!self.ServiceWorkerContainer) return;
    ServiceWorkerContainer.prototype.register = () =>
      Promise.reject(new DOMException('No service worker in this test', 'SecurityError'));
  });
}

/** Waits until React has hydrated the page (the app marks the root). */
export async function hydrated(page: Page) {
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
}

export { expect };

/**
 * Chooses centimetres and kilograms on a form that asks for height and weight (it starts in feet and inches and
 * pounds): the metric numbers a test types then mean what they meant.
 */
/** Types 5 ft 5 in and 132 lbs into the BMI form as it starts (US units): BMI 22.0, before or after its code. */
export async function typeUsBmi(scope: Pick<Page, 'getByRole'>) {
  await scope.getByRole('textbox', { name: 'Height, feet' }).fill('5');
  await scope.getByRole('textbox', { name: 'Height, inches' }).fill('5');
  await scope.getByRole('spinbutton', { name: /^Weight/ }).fill('132');
}

export async function chooseMetric(scope: Pick<Page, 'locator'>) {
  await scope.locator('select[name="heightUnit"]').selectOption('cm');
  await scope.locator('select[name="weightUnit"]').selectOption('kg');
}

/** The wedding budget's total and its first row, as the live-form tests type them. */
export function weddingBudgetBoxes(page: Page) {
  return {
    total: page.getByRole('textbox', { name: /^Total budget/ }),
    venue: page.getByRole('textbox', { name: 'Actual amount for Venue & Catering' }),
  };
}

/** Types $20,000 and 1,500 into the wedding budget and waits until both are in the address (the amount last). */
export async function typeWeddingBudget(page: Page) {
  const { total, venue } = weddingBudgetBoxes(page);
  await total.fill('$20,000');
  await venue.fill('1,500');
  await expectWeddingBudgetInAddress(page);
}

/** The address holds the total and the amount typed by `typeWeddingBudget`. */
export async function expectWeddingBudgetInAddress(page: Page) {
  await expect(page).toHaveURL(/totalBudget=%2420%2C000/);
  await expect(page).toHaveURL(/actual=%7B%22Venue\+%26\+Catering%22%3A1500%7D/);
}

/** Every definition, loaded from definitions/ (so a new folder is tested with no other change). */
export async function loadAllDefinitions(): Promise<CalculatorDefinition[]> {
  return Promise.all(
    listDefinitionIds().map(async (id) => {
      const url = pathToFileURL(path.join(DEFINITIONS_DIR, id, 'page.ts')).href;
      return ((await import(url)) as { default: CalculatorDefinition }).default;
    }),
  );
}

/** Holds every request matching `pattern` until `release()` is called (code held back while the page is used). */
export async function holdBack(page: Page, pattern: RegExp) {
  const held: Route[] = [];
  let released = false;
  await page.route(pattern, (route) => (released ? route.continue() : void held.push(route)));
  return {
    count: () => held.length,
    release: async () => {
      released = true;
      for (const route of held.splice(0)) await route.continue();
    },
  };
}

/** The built chunk that holds a module (from the build's chunk map). */
export function chunkOf(module: string): RegExp {
  const map = JSON.parse(readFileSync(path.join(root, '.build', 'chunk-modules.json'), 'utf8')) as Record<
    string,
    string[]
  >;
  const file = Object.entries(map).find(([, modules]) => modules.includes(module))?.[0];
  if (!file) throw new Error(`no chunk holds ${module}`);
  return new RegExp(`/${file.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);
}

/**
 * `work` for each of `items`, on `lanes` pages of `context` at once, the results in the order of `items`. For
 * measurements that wait for an idle network (first loads): one page's wait overlaps the others' work (issue 28).
 */
export async function inLanes<T, R>(
  context: BrowserContext,
  items: T[],
  work: (page: Page, item: T) => Promise<R>,
  lanes = 3,
): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(lanes, items.length) }, async () => {
      const page = await context.newPage();
      while (next < items.length) {
        const index = next++;
        results[index] = await work(page, items[index] as T);
      }
      await page.close();
    }),
  );
  return results;
}
