import { type ChildProcess, execSync, spawn } from 'node:child_process';
import { cpSync, mkdirSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { chromium, type Page } from '@playwright/test';
import { CATEGORIES } from '../src/engine/categories';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './lib/chromium';
import { firstLoadFiles, gzipKb } from './lib/first-load';
import { scaffoldFiles } from './lib/scaffold';

/**
 * `npm run bench`: the 1,000-calculator scale test. Builds the real site, then the real definitions plus synthetic
 * ones made by the scaffolder (definitions-bench/, gitignored), and compares build time,
 * dist size, first-load JS of a calculator route and of /calculators, and directory search time per keystroke.
 * Ends with a normal build so dist/ is the real site again. Results: .bench/results.json.
 */
const root = path.resolve(import.meta.dirname, '..');
const dist = path.join(root, 'dist');
const TOTAL = Number(process.env.BENCH_TOTAL ?? 1000);
const PORT = 4191;

function duBytes(dir: string): number {
  return readdirSync(dir, { withFileTypes: true }).reduce((sum, entry) => {
    const full = path.join(dir, entry.name);
    // The precompressed copies (.br, .gz) are not counted: the figures stay comparable with the earlier ones.
    if (/\.(br|gz)$/.test(entry.name)) return sum;
    return sum + (entry.isDirectory() ? duBytes(full) : statSync(full).size);
  }, 0);
}

function build(env: NodeJS.ProcessEnv = {}): number {
  const started = performance.now();
  execSync('npm run build', { cwd: root, stdio: 'ignore', env: { ...process.env, ...env } });
  return (performance.now() - started) / 1000;
}

async function serve(): Promise<ChildProcess> {
  const server = spawn(process.execPath, ['scripts/serve.js'], {
    cwd: root,
    env: { ...process.env, PORT: String(PORT) },
  });
  await new Promise((resolve) => server.stdout?.once('data', resolve));
  return server;
}

const hydrated = async (page: Page) => {
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
};

/**
 * Milliseconds from a keystroke in the directory search until the page has settled on its result: the first frame
 * after the last change the keystroke made to the page (the count, the cards), or the first frame when it changed
 * nothing (a keystroke that keeps the same matches). The median and the slowest keystroke are reported. Waiting
 * for the count to change instead would score such a keystroke as a timeout.
 */
async function searchMs(page: Page): Promise<{ median: number; slowest: number }> {
  await page.goto(`http://127.0.0.1:${PORT}/calculators`);
  await hydrated(page);
  // A visitor focuses the box before typing; that is when the directory loads its search index.
  // Focus wakes the directory island (docs/adr/0003) and loads the search index.
  await page.locator('#calculator-search').focus();
  await page.locator('[data-island="directory"][data-hydrated="true"]').waitFor({ state: 'attached' });
  await page.waitForLoadState('networkidle');
  const texts = [
    'b',
    'be',
    'ben',
    'benc',
    'bench',
    'bench 1',
    'bench 12',
    'r',
    'ra',
    'rat',
    'ratio',
    'bmi',
    'x',
  ];
  const times: number[] = [];
  for (const text of texts) {
    // Between keystrokes, time for the debounced URL update of the previous one (300 ms) to pass.
    await page.waitForTimeout(400);
    times.push(
      await page.evaluate(async (value) => {
        const input = document.getElementById('calculator-search') as HTMLInputElement;
        const main = document.querySelector('main') ?? document.body;
        let changed = false;
        const observer = new MutationObserver(() => {
          changed = true;
        });
        observer.observe(main, { subtree: true, childList: true, characterData: true, attributes: true });
        const started = performance.now();
        Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, value);
        input.dispatchEvent(new Event('input', { bubbles: true }));
        let settled = started;
        // Settled once ten frames in a row bring no change.
        for (let quiet = 0, first = true; quiet < 10; first = false) {
          const frame = await new Promise<number>((resolve) => requestAnimationFrame(resolve));
          if (changed || first) {
            settled = frame;
            changed = false;
            quiet = 0;
          } else quiet += 1;
        }
        observer.disconnect();
        return settled - started;
      }, text),
    );
  }
  const sorted = [...times].sort((a, b) => a - b);
  return {
    median: sorted[Math.floor(sorted.length / 2)] ?? Number.NaN,
    slowest: sorted.at(-1) ?? Number.NaN,
  };
}

async function measure(label: string, seconds: number, calculators: number) {
  const server = await serve();
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
  try {
    const page = await browser.newPage();
    const calculatorJs = gzipKb(
      dist,
      await firstLoadFiles(page, `http://127.0.0.1:${PORT}/calculators/bmi`, hydrated),
    );
    const directoryJs = gzipKb(
      dist,
      await firstLoadFiles(page, `http://127.0.0.1:${PORT}/calculators`, hydrated),
    );
    const homeJs = gzipKb(dist, await firstLoadFiles(page, `http://127.0.0.1:${PORT}/`, hydrated));
    return {
      label,
      calculators,
      buildSeconds: Number(seconds.toFixed(1)),
      distMB: Number((duBytes(dist) / 1024 / 1024).toFixed(1)),
      calculatorRouteKB: Number(calculatorJs.toFixed(1)),
      directoryKB: Number(directoryJs.toFixed(1)),
      homeKB: Number(homeJs.toFixed(1)),
      ...(await searchMs(page).then(({ median, slowest }) => ({
        searchMsMedian: Number(median.toFixed(1)),
        searchMsSlowest: Number(slowest.toFixed(1)),
      }))),
    };
  } finally {
    await browser.close();
    server.kill();
  }
}

const benchDir = path.join(root, 'definitions-bench');
const rows = [];
try {
  rows.push(await measure('real', build(), readdirSync(path.join(root, 'definitions')).length));
  rmSync(benchDir, { recursive: true, force: true });
  cpSync(path.join(root, 'definitions'), benchDir, { recursive: true });
  const real = readdirSync(benchDir).length;
  for (let index = 1; index <= TOTAL - real; index += 1) {
    const id = `bench-${String(index).padStart(4, '0')}`;
    const dir = path.join(benchDir, id);
    mkdirSync(dir, { recursive: true });
    const files = scaffoldFiles({
      id,
      name: `Bench Ratio ${index}`,
      category: CATEGORIES[index % CATEGORIES.length]?.id,
    });
    for (const [file, text] of Object.entries(files)) writeFileSync(path.join(dir, file), text);
  }
  rows.push(await measure('scaled', build({ BLOOMCALC_DEFINITIONS: benchDir }), TOTAL));
} finally {
  rmSync(benchDir, { recursive: true, force: true });
  build();
}
console.table(rows);
mkdirSync(path.join(root, '.bench'), { recursive: true });
writeFileSync(
  path.join(root, '.bench', 'results.json'),
  JSON.stringify({ measuredAt: new Date().toISOString(), rows }, null, 2),
);
