// Screenshots of every page kind at a phone and a desktop width, light and dark, for a person to look at before a
// UI change lands. Not a test: the layout assertions in tests/e2e/page-tour.spec.ts are the gate.
//
//   npm run build && PORT=4173 node scripts/serve.js &
//   npm run shots                      # every calculator (first worked example applied) and every content kind
//   npm run shots -- maternity blog    # only pages whose name contains one of the words
//
// It builds and serves nothing itself: SHOTS_URL (default http://127.0.0.1:$PORT, PORT default 4173) must serve a
// build. Files go to .shots/<width>-<theme>/<page>.png (gitignored).
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromium } from '@playwright/test';
import type { CalculatorDefinition } from '../src/engine';
import { toQuery } from '../src/engine';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './lib/chromium';
import { DEFINITIONS_DIR, listDefinitionIds } from './lib/definitions';
import { EXAMPLE_TODAY, workedExamples } from './lib/result-checks';

const root = path.resolve(import.meta.dirname, '..');
const OUT = path.join(root, '.shots');
const BASE = process.env.SHOTS_URL ?? `http://127.0.0.1:${process.env.PORT ?? 4173}`;
const WIDTHS = [390, 1280];
const THEMES = ['light', 'dark'] as const;
const DEFAULT_TODAY = EXAMPLE_TODAY;

interface Shot {
  name: string;
  route: string;
  today: string;
}

/** One page of each content kind, read from the built sitemap, and the not-found page. */
function contentShots(): Shot[] {
  const sitemap = readFileSync(path.join(root, 'dist', 'sitemap.xml'), 'utf8');
  const routes = [...sitemap.matchAll(/<loc>https?:\/\/[^/]+(\/[^<]*)<\/loc>/g)].map(
    (match) => match[1] ?? '/',
  );
  const kinds = new Map<string, string>();
  for (const route of routes) {
    if (route.startsWith('/calculators/')) continue;
    const parts = route.split('/').filter(Boolean);
    // "/blog/<slug>" and "/categories/<id>" are one kind each; every top-level page is its own kind.
    const kind = parts.length > 1 ? `${parts[0]}-page` : parts[0] || 'home';
    if (!kinds.has(kind)) kinds.set(kind, route);
  }
  kinds.set('not-found', '/no-such-page');
  return [...kinds].map(([name, route]) => ({ name, route, today: DEFAULT_TODAY }));
}

/** Every calculator with its first worked example applied, so the result is on screen. */
async function calculatorShots(): Promise<Shot[]> {
  return Promise.all(
    listDefinitionIds().map(async (id) => {
      const url = pathToFileURL(path.join(DEFINITIONS_DIR, id, 'page.ts')).href;
      const def = ((await import(url)) as { default: CalculatorDefinition }).default;
      const example = workedExamples(def)[0];
      return {
        name: `calculator-${id}`,
        route: `/calculators/${id}${example ? `?${toQuery(def, example.input)}` : ''}`,
        today: example?.today ?? DEFAULT_TODAY,
      };
    }),
  );
}

async function main() {
  const words = process.argv.slice(2);
  const shots = [...contentShots(), ...(await calculatorShots())].filter(
    (shot) => words.length === 0 || words.some((word) => shot.name.includes(word)),
  );
  if (shots.length === 0) throw new Error(`No page name contains ${words.join(' or ')}.`);
  await fetch(BASE).catch(() => {
    throw new Error(`Nothing answers at ${BASE}: build, then serve it (PORT=4173 node scripts/serve.js &).`);
  });
  rmSync(OUT, { recursive: true, force: true });
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
  try {
    for (const width of WIDTHS) {
      for (const theme of THEMES) {
        const folder = path.join(OUT, `${width}-${theme}`);
        mkdirSync(folder, { recursive: true });
        const context = await browser.newContext({
          baseURL: BASE,
          viewport: { width, height: 900 },
          colorScheme: theme,
          serviceWorkers: 'block',
        });
        const page = await context.newPage();
        for (const shot of shots) {
          await page.clock.setFixedTime(new Date(`${shot.today}T12:00:00`));
          await page.goto(shot.route);
          await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
          if (shot.route.includes('?')) {
            // The result's heading in the page's language, then no block still loading (a result can have several).
            await page.getByTestId('result').locator('h2').first().waitFor();
            await page.waitForFunction(
              () => !document.querySelector('[data-testid="result"] [role="status"].chakra-spinner'),
            );
          }
          // Lazy pictures load once scrolled to; a full-page shot does not scroll.
          await page.evaluate(() => {
            for (const image of document.querySelectorAll('img[loading="lazy"]'))
              image.removeAttribute('loading');
          });
          await page.waitForLoadState('networkidle');
          await page.screenshot({ path: path.join(folder, `${shot.name}.png`), fullPage: true });
        }
        await context.close();
      }
    }
  } finally {
    await browser.close();
  }
  console.log(`${shots.length * WIDTHS.length * THEMES.length} screenshots in ${path.relative(root, OUT)}/`);
}

await main();
