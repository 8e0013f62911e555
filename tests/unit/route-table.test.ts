import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CATEGORIES } from '@/engine/categories';
import { findCalculator } from '@/site/data/catalogue';
import { SITE_NAME } from '@/site/data/config';
import { alternatesOf } from '@/site/data/edition';
import { allRoutes, metaFor, siteRoutes } from '@/site/render/routes';
import { listDefinitionIds } from '../../scripts/lib/definitions';

const root = path.resolve(import.meta.dirname, '../..');
const slugsIn = (folder: string) =>
  readdirSync(path.join(root, 'content', folder))
    // English entries only: `name.es.md` is the Spanish twin (issue #30).
    .filter((file) => file.endsWith('.md') && !/\.[a-z]{2}\.md$/.test(file))
    .map((file) => file.replace(/\.md$/, ''));

describe('the route table says which pages exist and what their heads are', () => {
  const spanish = (route: string) => route === '/es' || route.startsWith('/es/');
  const all = allRoutes();
  const routes = all.filter((route) => !spanish(route));

  it('gives every English page one Spanish twin under /es/ (issue #30), each in its language', () => {
    const twins = all.filter(spanish);
    expect(twins.length).toBe(routes.length);
    expect(new Set(twins).size).toBe(twins.length);
    for (const route of twins) expect(metaFor(route).lang, route).toBe('es');
    for (const route of routes) expect(metaFor(route).lang, route).toBe('en');
  });

  it('lists one address for every calculator, category, article, guide and information page, once', () => {
    const expected = [
      '/',
      '/calculators',
      '/blog',
      '/health-guides',
      '/my-journal',
      ...CATEGORIES.map((category) => `/categories/${category.id}`),
      ...listDefinitionIds().map((id) => `/calculators/${id}`),
      ...slugsIn('blog').map((slug) => `/blog/${slug}`),
      ...slugsIn('guides').map((slug) => `/health-guides/${slug}`),
      ...slugsIn('pages').map((slug) => `/${slug}`),
    ];
    expect([...routes].sort()).toEqual(expected.sort());
  });

  it('gives every address a head of its own: found, canonical to itself, titled once in its language', () => {
    const titles = new Map<string, string>();
    for (const route of all) {
      const meta = metaFor(route);
      expect(meta.notFound, route).toBeUndefined();
      expect(meta.path, route).toBe(route);
      expect(meta.title, route).toMatch(new RegExp(` \\| ${SITE_NAME}$`));
      expect(meta.description.length, route).toBeGreaterThan(30);
      const key = `${meta.lang} ${meta.title}`;
      expect(titles.get(key), `${route} has the title of ${titles.get(key)}`).toBeUndefined();
      titles.set(key, route);
    }
  });

  it('gives the journal page its Spanish twin, found by the language switch and hreflang', () => {
    expect(alternatesOf('/my-journal')).toEqual({ en: '/my-journal', es: '/es/mi-diario' });
    expect(metaFor('/es/mi-diario').lang).toBe('es');
    expect(metaFor('/my-journal').title).not.toBe(metaFor('/es/mi-diario').title);
  });

  it('lists each address under the route that renders it', () => {
    for (const route of siteRoutes) {
      for (const address of route.paths()) {
        const first = siteRoutes.find((candidate) => matches(candidate.path, address));
        expect(first?.path, address).toBe(route.path);
      }
    }
  });

  it('gives a path that names no entry the not-found head, and ignores a trailing slash', () => {
    for (const path of [
      '/calculators/no-such-calculator',
      '/blog/no-such-post',
      '/categories/none',
      '/nope/deeper',
      '/es/calculadoras/no-existe',
      '/es/nada',
    ])
      expect(metaFor(path).notFound, path).toBe(true);
    expect(metaFor('/es/nada').lang).toBe('es');
    expect(metaFor('/calculators/bmi/')).toEqual(metaFor('/calculators/bmi'));
    expect(metaFor('/calculators/bmi').title).toBe(`${findCalculator('bmi')?.name} | ${SITE_NAME}`);
  });
});

/** A pattern's match, as react-router's matchPath reads the table's simple patterns (":param" and "*"). */
function matches(pattern: string, address: string): boolean {
  if (pattern === '*') return true;
  const source = pattern.replace(/:[a-z]+/gi, '[^/]+');
  return new RegExp(`^${source}$`).test(address);
}
