import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// The head of every built page (moved here from the browser's route tests, issue 28: no browser is needed to read
// a file). `npm test` runs this file after the build (vitest.config.ts, project `built`), with REQUIRE_DIST=1: a
// missing build fails there. Without a build and without it (`npx vitest run` alone), the file is skipped.
const dist = path.resolve(import.meta.dirname, '../../dist');
const built = existsSync(path.join(dist, 'sitemap.xml'));

it.runIf(process.env.REQUIRE_DIST === '1')('has a build to read (REQUIRE_DIST=1: never skipped)', () => {
  expect(built, `${dist}/sitemap.xml`).toBe(true);
});

/** Every prerendered route, from the built sitemap. */
function sitemapRoutes(): string[] {
  const sitemap = readFileSync(path.join(dist, 'sitemap.xml'), 'utf8');
  return [...sitemap.matchAll(/<loc>https?:\/\/[^/]+(\/[^<]*)<\/loc>/g)].map((match) => match[1] ?? '/');
}

/** The content of the first `<meta name|property=…>` or the href of `<link rel=…>` in a page. */
function head(html: string) {
  const attr = (tag: string, key: string, value: string, read: string) =>
    new RegExp(`<${tag}\\s[^>]*${key}="${value}"[^>]*\\s${read}="([^"]*)"`).exec(html)?.[1];
  return {
    title: /<title>([^<]*)<\/title>/.exec(html)?.[1],
    description: attr('meta', 'name', 'description', 'content'),
    canonical: attr('link', 'rel', 'canonical', 'href'),
    ogTitle: attr('meta', 'property', 'og:title', 'content'),
    ogImage: attr('meta', 'property', 'og:image', 'content'),
    h1: html.match(/<h1[\s>]/g)?.length ?? 0,
  };
}

const fileOf = (route: string) => path.join(dist, route, 'index.html');

describe.skipIf(!built)('the head of every built page (dist/**/index.html)', () => {
  const routes = built ? sitemapRoutes() : [];

  it('covers the whole site', () => {
    expect(routes.length).toBeGreaterThan(40);
    expect(routes).toContain('/');
  });

  for (const route of routes) {
    it(`${route}: one h1, a titled, described page with its canonical address and a picture that exists`, () => {
      const page = head(readFileSync(fileOf(route), 'utf8'));
      expect(page.h1, 'prerendered h1').toBe(1);
      expect(page.title).toMatch(/\S \| BloomCalc$/);
      expect(page.description?.trim()).toBeTruthy();
      expect(page.canonical).toMatch(new RegExp(`${route === '/' ? '/' : route}$`));
      expect(page.ogTitle?.trim()).toBeTruthy();
      const image = new URL(page.ogImage ?? '').pathname;
      expect(existsSync(path.join(dist, image)), `og:image ${image}`).toBe(true);
    });
  }

  // Issue #26: after a CSP <meta>, Chromium's preload scanner asks for nothing while a blocking script loads, so a
  // page script written after /theme-init.js was asked for only once the theme script had arrived and run.
  it('every page names its page script and preloads after its CSP and before its theme script', () => {
    const late: string[] = [];
    // Embed pages are not in the sitemap: every one of each language's, too.
    const embeds = ['embed', 'es/embed'].flatMap((dir) =>
      readdirSync(path.join(dist, dir)).map((id) => path.join(dist, dir, id, 'index.html')),
    );
    expect(embeds.length).toBeGreaterThan(20);
    for (const file of [...routes.map(fileOf), ...embeds, path.join(dist, '404.html')]) {
      const html = readFileSync(file, 'utf8');
      const at = (pattern: RegExp) => html.search(pattern);
      const csp = at(/<meta http-equiv="Content-Security-Policy"/);
      const theme = at(/<script src="\/(theme-init|embed-frame)\.js"><\/script>/);
      const page = at(/<script type="module" src="\/assets\/boot-/);
      const preloads = [...html.matchAll(/<link rel="modulepreload"/g)].map((match) => match.index);
      if (
        !(csp >= 0 && csp < page && page < theme && preloads.every((index) => index > csp && index < theme))
      )
        late.push(path.relative(dist, file));
    }
    expect(late).toEqual([]);
  });

  it('404.html is the not-found page', () => {
    const page = head(readFileSync(path.join(dist, '404.html'), 'utf8'));
    expect(page.title).toBe('Page Not Found | BloomCalc');
    expect(page.h1).toBe(1);
  });
});

describe.skipIf(!built)(
  'the files a calculation asks for (data-props "calculation" of each calculator page)',
  () => {
    const pages = built
      ? ['calculators', 'es/calculadoras'].flatMap((dir) =>
          readdirSync(path.join(dist, dir), { withFileTypes: true })
            .filter((entry) => entry.isDirectory())
            .map((entry) => path.join(dist, dir, entry.name, 'index.html')),
        )
      : [];

    it("holds the engine's calculation modules in one file: on a slow link each file more can cost a round trip", () => {
      expect(pages.length).toBeGreaterThan(60);
      for (const page of pages) {
        const props = /data-island="runner" data-props="([^"]*)"/.exec(readFileSync(page, 'utf8'))?.[1] ?? '';
        const files = (JSON.parse(props.replaceAll('&quot;', '"')) as { calculation: string[] }).calculation;
        const names = files.map((file) => path.basename(file).replace(/-[\w-]{8}\.js$/, ''));
        expect(names, page).toContain('calculation-engine');
        expect(
          names.filter((name) => /^(define|field-messages|date-range|run|validate)$/.test(name)),
          page,
        ).toEqual([]);
      }
    });
  },
);
