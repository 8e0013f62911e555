import { existsSync } from 'node:fs';
import path from 'node:path';
import { expect, hydrated, test } from './fixtures';

const dist = path.resolve(import.meta.dirname, '../../dist');

const ROUTES = [
  '/',
  '/calculators/bmi',
  '/calculators/due-date',
  '/blog/understanding-menstrual-cycle',
  '/faq',
];

test('pages are served with a strict CSP and security headers, and run without a violation', async ({
  page,
}) => {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push(`${event.violatedDirective} ${event.blockedURI}`),
    );
  });
  for (const route of ROUTES) {
    const response = await page.goto(route);
    const headers = response?.headers() ?? {};
    expect(headers['content-security-policy']).toMatch(/script-src 'self';/);
    expect(headers['content-security-policy']).not.toMatch(/unsafe-eval/);
    // Framing is refused by X-Frame-Options: a frame-ancestors here would be joined to the embed pages' own on
    // hosts that combine rules (scripts/lib/security-headers.ts; embed.spec.ts frames a page to see it refused).
    expect(headers['x-frame-options']).toBe('DENY');
    expect(headers['content-security-policy']).not.toMatch(/frame-ancestors/);
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBeTruthy();
    expect(headers['permissions-policy']).toContain('camera=()');
    expect(await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content')).toMatch(
      /script-src 'self'/,
    );
    await hydrated(page);
    // Inline scripts (other than JSON-LD data) would be blocked: there must be none.
    expect(await page.locator('script:not([src]):not([type="application/ld+json"])').count()).toBe(0);
    expect(
      await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations),
    ).toEqual([]);
  }
});

test('a calculation under the CSP works (no eval, no inline script needed)', async ({ page, problems }) => {
  await page.goto('/calculators/bmi?height=165&heightUnit=cm&weight=60&weightUnit=kg');
  await hydrated(page);
  await expect(page.getByTestId('result-value')).toHaveText('22.0');
  expect(problems.errors).toEqual([]);
});

// Like a static host, the local server sends what it serves compressed: the brotli files written at build to a
// browser that takes brotli, as a CDN would (the JS budgets are measured in gzip from the files themselves, and
// Lighthouse's server offers gzip only: scripts/lighthouse.ts).
test('pages and scripts are served precompressed, brotli to Chromium', async ({ page }) => {
  const scripts: { path: string; encoding: string }[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script')
      scripts.push({
        path: new URL(response.url()).pathname,
        encoding: response.headers()['content-encoding'] ?? '',
      });
  });
  // A calculator page: its form island brings a dozen scripts.
  const response = await page.goto('/calculators/bmi');
  expect(response?.headers()['content-encoding']).toBe('br');
  await hydrated(page);
  await page.waitForLoadState('networkidle');
  expect(scripts.length).toBeGreaterThan(5);
  // A file brotli cannot make smaller (a few bytes) has no .br and is sent as it is.
  const expected = ({ path: file }: { path: string }) =>
    existsSync(path.join(dist, `${file}.br`)) ? 'br' : '';
  expect(scripts.filter((script) => script.encoding !== expected(script))).toEqual([]);
  expect(scripts.filter((script) => script.encoding === 'br').length).toBeGreaterThan(5);
});
