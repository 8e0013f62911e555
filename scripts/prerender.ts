import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { DEFAULT_SOCIAL_IMAGE, SITE_ORIGIN, socialImagePath } from '../src/site/data/config';
import type { SiteAssets } from '../src/site/render/islands';
import { calculationGraph, type Manifest, runnerGraph } from './lib/module-graph';
import { precompress } from './lib/precompress';
import { cspMetaTag, headersFile } from './lib/security-headers';
import { writeServiceWorker } from './lib/service-worker';
import { socialPng } from './lib/social-images';

const root = path.resolve(import.meta.dirname, '..');
const dist = path.join(root, 'dist');

/** The 404 pages are rendered from a path no route matches: /404.html, and /es/404.html for addresses under /es/. */
const NOT_FOUND_PATHS = { '404.html': '/__not-found__', 'es/404.html': '/es/__not-found__' };

type ServerEntry = typeof import('../src/prerender/server');

/** The browser's asset URLs, from the client build's manifest (docs/adr/0003). */
function siteAssets(): SiteAssets {
  const manifest = JSON.parse(readFileSync(path.join(dist, '.vite', 'manifest.json'), 'utf8')) as Manifest;
  const entry = (source: string) => {
    const found = manifest[source];
    if (!found) throw new Error(`prerender: ${source} is not in the client build`);
    return found;
  };
  const url = (source: string) => `/${entry(source).file}`;
  // A Spanish page names its calculator's Spanish module where the build has one.
  const moduleSource = (id: string, lang: string) => {
    const own = `src/generated/calculators/${lang}/${id}.ts`;
    return lang !== 'en' && manifest[own] ? own : `src/generated/calculators/${id}.ts`;
  };
  return {
    boot: url('src/islands/boot.ts'),
    // A Spanish page names its calculator's Spanish module where the build has one.
    calculator: (id, lang = 'en') => url(moduleSource(id, lang)),
    calculation: (id, lang = 'en') => url(moduleSource(id, lang).replace('/calculators/', '/calculations/')),
    // A custom field's module is src/form/fields/<widget>.tsx (src/form/theme.tsx); one not built fails here.
    runnerModules: (id, fields, lang = 'en') =>
      runnerGraph(manifest, [
        moduleSource(id, lang),
        ...fields.map((widget) => `src/form/fields/${widget}.tsx`),
      ]),
    calculationModules: (id, fields, lang = 'en') =>
      calculationGraph(
        manifest,
        [
          moduleSource(id, lang).replace('/calculators/', '/calculations/'),
          'src/results/registry.tsx',
          'src/form/checks.ts',
          `src/engine/result-messages/messages.${lang}.gen.ts`,
        ],
        [moduleSource(id, lang), ...fields.map((widget) => `src/form/fields/${widget}.tsx`)],
      ),
  };
}

/** Fails the build on any internal link (in content, definitions or pages) that resolves to no page or file. */
function checkInternalLinks(routes: string[]) {
  const known = new Set(routes);
  const exists = (href: string) => {
    const clean = href.split(/[?#]/)[0] ?? '/';
    const normalized = clean.length > 1 ? clean.replace(/\/$/, '') : clean;
    return known.has(normalized) || existsSync(path.join(dist, normalized));
  };
  const broken: string[] = [];
  const sources = JSON.parse(readFileSync(path.join(root, 'src/generated/internal-links.json'), 'utf8')) as {
    file: string;
    href: string;
  }[];
  for (const { file, href } of sources) if (!exists(href)) broken.push(`${file}: links to ${href}`);
  for (const route of routes) {
    const html = readFileSync(outputFile(route), 'utf8');
    for (const match of html.matchAll(/href="(\/[^"]*)"/g)) {
      const href = (match[1] ?? '/').replace(/&amp;/g, '&');
      if (href.startsWith('/assets/')) continue;
      if (!exists(href)) broken.push(`${route}: links to ${href}`);
    }
  }
  if (broken.length > 0) throw new Error(`Broken internal links:\n${[...new Set(broken)].join('\n')}`);
}

/** Link-preview PNGs for the site and for every article and guide, from their shipped SVGs. */
async function writeSocialImages() {
  await socialPng(path.join(root, 'public', 'og-image.svg'), path.join(dist, DEFAULT_SOCIAL_IMAGE));
  // Both languages' articles and guides: a Spanish page's preview is at its own slug (the same picture).
  for (const [kind, file, lang] of [
    ['blog', 'posts.json', 'en'],
    ['guides', 'guides.json', 'en'],
    ['blog', 'posts.es.json', 'es'],
    ['guides', 'guides.es.json', 'es'],
  ] as const) {
    const index = JSON.parse(readFileSync(path.join(root, 'src/generated/content', file), 'utf8')) as {
      slug: string;
      featuredImage: { src: string };
    }[];
    for (const entry of index) {
      await socialPng(
        path.join(root, 'public', entry.featuredImage.src),
        path.join(dist, socialImagePath(kind, entry.slug, lang)),
      );
    }
  }
}

const kb = (bytes: number) => `${Math.round(bytes / 1024)} KB`;

function outputFile(route: string): string {
  return route === '/' ? path.join(dist, 'index.html') : path.join(dist, route.slice(1), 'index.html');
}

async function main() {
  const server = (await import(pathToFileURL(path.join(root, 'dist-ssr', 'server.js')).href)) as ServerEntry;
  const assets = siteAssets();
  // A rendered route's whole document: renderRoute's page, with the CSP and the assets.
  const fill = (page: Awaited<ReturnType<ServerEntry['renderRoute']>>) =>
    server.documentHtml({ ...page, cspMeta: cspMetaTag(), assets });

  // Embed pages are prerendered but not listed: the sitemap names the full pages.
  const routes = server.prerenderedRoutes();
  const listed = server.allRoutes();
  const started = performance.now();
  for (const route of routes) {
    const page = await server.renderRoute(route, assets);
    if (page.status !== 200) throw new Error(`prerender: ${route} rendered the not-found page`);
    const file = outputFile(route);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, fill(page));
  }
  for (const [file, from] of Object.entries(NOT_FOUND_PATHS)) {
    const notFound = await server.renderRoute(from, assets);
    mkdirSync(path.dirname(path.join(dist, file)), { recursive: true });
    writeFileSync(path.join(dist, file), fill(notFound));
  }

  // Each address with its twins: the same hreflang set as the page's head, x-default the English page.
  const urls = listed
    .map((route) => {
      const links = server
        .alternateLinks(route)
        .map(
          ({ hreflang, href }) =>
            `\n    <xhtml:link rel="alternate" hreflang="${hreflang}" href="${href}" />`,
        )
        .join('');
      return `  <url><loc>${SITE_ORIGIN}${route}</loc>${links}${links ? '\n  ' : ''}</url>`;
    })
    .join('\n');
  writeFileSync(
    path.join(dist, 'sitemap.xml'),
    `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls}\n</urlset>\n`,
  );
  writeFileSync(
    path.join(dist, 'robots.txt'),
    `User-agent: *\nAllow: /\n\nSitemap: ${SITE_ORIGIN}/sitemap.xml\n`,
  );
  writeFileSync(path.join(dist, '_headers'), headersFile());
  for (const file of server.oembedFiles()) {
    mkdirSync(path.dirname(path.join(dist, file.path)), { recursive: true });
    writeFileSync(path.join(dist, file.path), file.json);
  }
  await writeSocialImages();
  checkInternalLinks(routes);
  const worker = await writeServiceWorker(dist);
  // Last: every text file is final now, the service worker included.
  const packed = await precompress(dist);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(
    `prerender: ${routes.length} routes + 404.html, sitemap.xml, robots.txt, sw.js (${worker.count} files precached), ` +
      `${packed.files} files precompressed (${kb(packed.bytes)} → ${kb(packed.br)} brotli, ${kb(packed.gz)} gzip) in ${seconds} s`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
