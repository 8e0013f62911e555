import { describe, expect, it } from 'vitest';
import { renderRoute } from '../../src/prerender/server';

// Issue #16: ids and slugs named like built-in object members (`constructor`, `toString`, `__proto__`…) are no page:
// every lookup by id or slug is a Map or an own-property check, so they render the 404 page and throw nothing.
const NAMES = [...Object.getOwnPropertyNames(Object.prototype), 'prototype'];
const PATTERNS = ['/calculators/', '/categories/', '/blog/', '/health-guides/', '/'];
const assets = { boot: '/boot.js', calculator: (id: string) => `/calculator-${id}.js` };

describe('routes named like object members', () => {
  for (const pattern of PATTERNS) {
    it(`${pattern}<name> is the 404 page for every Object.prototype name`, async () => {
      for (const name of NAMES) {
        const page = await renderRoute(`${pattern}${name}`, assets);
        expect(page.status, `${pattern}${name}`).toBe(404);
        expect(page.appHtml).toContain('Page Not Found');
      }
    });
  }

  it('a real calculator route still renders its page', async () => {
    const page = await renderRoute('/calculators/bmi', assets);
    expect(page.status).toBe(200);
    expect(page.appHtml).toContain('data-island="runner"');
  });
});
