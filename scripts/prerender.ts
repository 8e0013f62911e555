import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { SITE_ORIGIN } from '../src/site/config';

const root = path.resolve(import.meta.dirname, '..');
const dist = path.join(root, 'dist');
const templateFile = path.join(root, 'dist-ssr', 'template.html');

/** The 404 page is rendered from a path no route matches. */
const NOT_FOUND_PATH = '/__not-found__';

interface ServerEntry {
  allRoutes: () => string[];
  renderRoute: (pathname: string) => Promise<{ appHtml: string; headTags: string; status: number }>;
}

function outputFile(route: string): string {
  return route === '/' ? path.join(dist, 'index.html') : path.join(dist, route.slice(1), 'index.html');
}

async function main() {
  // Keep the client build's index.html as the template before it is overwritten by the home page.
  const template = readFileSync(path.join(dist, 'index.html'), 'utf8');
  writeFileSync(templateFile, template);
  const server = (await import(pathToFileURL(path.join(root, 'dist-ssr', 'server.js')).href)) as ServerEntry;
  const fill = (headTags: string, appHtml: string) =>
    template.replace('<!--head-->', headTags).replace('<!--app-->', appHtml);

  const routes = server.allRoutes();
  const started = performance.now();
  for (const route of routes) {
    const { appHtml, headTags, status } = await server.renderRoute(route);
    if (status !== 200) throw new Error(`prerender: ${route} rendered the not-found page`);
    const file = outputFile(route);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, fill(headTags, appHtml));
  }
  const notFound = await server.renderRoute(NOT_FOUND_PATH);
  writeFileSync(path.join(dist, '404.html'), fill(notFound.headTags, notFound.appHtml));

  const urls = routes.map((route) => `  <url><loc>${SITE_ORIGIN}${route}</loc></url>`).join('\n');
  writeFileSync(
    path.join(dist, 'sitemap.xml'),
    `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`,
  );
  writeFileSync(
    path.join(dist, 'robots.txt'),
    `User-agent: *\nAllow: /\n\nSitemap: ${SITE_ORIGIN}/sitemap.xml\n`,
  );
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(`prerender: ${routes.length} routes + 404.html, sitemap.xml, robots.txt in ${seconds} s`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
