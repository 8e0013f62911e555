import { spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import type { Result } from 'lighthouse';
import lighthouse from 'lighthouse';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './lib/chromium';

/**
 * `npm run lighthouse`: Lighthouse 12.2.3 (mobile, default simulated throttling) in Debian's Chromium against the
 * built site served like a static host. Each page runs LIGHTHOUSE_RUNS times (default 3) and the run with the
 * median performance score is reported, as Lighthouse's own guidance on variability advises; the table also
 * shows the lowest and highest performance score. LIGHTHOUSE_ROUTES=/,/about limits the pages. Writes
 * .lighthouse/summary.json.
 */
const PORT = 4190;
const RUNS = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 3));
const PAGES = [
  ['home', '/'],
  ['directory', '/calculators'],
  ['calculator', '/calculators/bmi'],
  ['calculator (dates)', '/calculators/due-date'],
  ['category hub', '/categories/finance'],
  ['blog list', '/blog'],
  ['article', '/blog/understanding-menstrual-cycle'],
  ['guide', '/health-guides/understanding-bmi'],
  ['info page', '/about'],
] as const;
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

const root = path.resolve(import.meta.dirname, '..');
const server = spawn(process.execPath, ['scripts/serve.js'], {
  cwd: root,
  // gzip only, as the recorded figures were measured (brotli files are smaller: the figures stay conservative).
  env: { ...process.env, PORT: String(PORT), SERVE_ENCODINGS: 'gzip' },
});
await new Promise((resolve) => server.stdout.once('data', resolve));
const chrome = await chromeLauncher.launch({
  chromePath: CHROMIUM_PATH,
  chromeFlags: ['--headless=new', ...CHROMIUM_FLAGS],
});
const rows: Record<string, unknown>[] = [];
try {
  const only = process.env.LIGHTHOUSE_ROUTES?.split(',');
  for (const [kind, route] of PAGES.filter(([, path]) => !only || only.includes(path))) {
    const runs: Result[] = [];
    // A run Lighthouse itself could not complete (runtimeError, no score) is reported and run again, at most twice.
    for (let attempt = 0; runs.length < RUNS; attempt++) {
      const runner = await lighthouse(`http://127.0.0.1:${PORT}${route}`, {
        port: chrome.port,
        logLevel: 'error',
        output: 'json',
        onlyCategories: [...CATEGORIES],
      });
      const lhr = runner?.lhr;
      const failure = !lhr
        ? 'no result'
        : lhr.runtimeError
          ? `${lhr.runtimeError.code}: ${lhr.runtimeError.message}`
          : lhr.categories.performance?.score == null
            ? 'no performance score'
            : '';
      if (!failure && lhr) runs.push(lhr);
      else if (attempt - runs.length >= 2) throw new Error(`Lighthouse failed on ${route}: ${failure}`);
      else console.error(`Lighthouse run on ${route} failed (${failure}); running it again.`);
    }
    const performance = (result: Result) => result.categories.performance?.score ?? 0;
    runs.sort((a, b) => performance(a) - performance(b));
    const lhr = runs[Math.floor((runs.length - 1) / 2)] ?? runs[0];
    if (!lhr) throw new Error(`Lighthouse gave no result for ${route}`);
    const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
    const audit = (id: string) => lhr.audits[id]?.displayValue ?? '';
    const range = runs.map((result) => Math.round(performance(result) * 100));
    rows.push({
      kind,
      route,
      performance: score('performance'),
      performanceRange: `${range[0]}–${range[range.length - 1]}`,
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      seo: score('seo'),
      fcp: audit('first-contentful-paint'),
      lcp: audit('largest-contentful-paint'),
      tbt: audit('total-blocking-time'),
      cls: audit('cumulative-layout-shift'),
      // Lighthouse's own measure of this machine's CPU speed during the run: scores move with it, so it is kept
      // with them (a slower host day lowers every page's score alike).
      benchmarkIndex: Math.round(lhr.environment.benchmarkIndex),
    });
  }
} finally {
  await chrome.kill();
  server.kill();
}
console.log(`Median of ${RUNS} run(s) per page (perf range: lowest–highest performance score).`);
console.log(
  '| page | route | perf | perf range | a11y | best practices | SEO | FCP | LCP | TBT | CLS | CPU benchmark |',
);
console.log('|---|---|---|---|---|---|---|---|---|---|---|---|');
for (const r of rows) {
  console.log(
    `| ${r.kind} | ${r.route} | ${r.performance} | ${r.performanceRange} | ${r.accessibility} | ${r.bestPractices} | ${r.seo} | ${r.fcp} | ${r.lcp} | ${r.tbt} | ${r.cls} | ${r.benchmarkIndex} |`,
  );
}
mkdirSync(path.join(root, '.lighthouse'), { recursive: true });
writeFileSync(
  path.join(root, '.lighthouse', 'summary.json'),
  JSON.stringify({ measuredAt: new Date().toISOString(), runs: RUNS, rows }, null, 2),
);
