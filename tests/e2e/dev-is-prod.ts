import { readFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');

/** The built file of a route (`/` → dist/index.html, `/about` → dist/about/index.html, no route → 404.html). */
export function builtHtml(route: string): string {
  const file = route.endsWith('/__not-found__')
    ? path.join(route.replace('/__not-found__', ''), '404.html')
    : path.join(route, 'index.html');
  return readFileSync(path.join(root, 'dist', file), 'utf8');
}

/** Each built entry's file, by the source the dev server serves in its place (Vite's manifest). */
function entrySources(): [string, string][] {
  const manifest = JSON.parse(readFileSync(path.join(root, 'dist/.vite/manifest.json'), 'utf8')) as Record<
    string,
    { file: string; isEntry?: boolean }
  >;
  return Object.entries(manifest)
    .filter(([, chunk]) => chunk.isEntry)
    .map(([source, chunk]) => [`/${chunk.file}`, `/${source}`]);
}

/**
 * A built page as the dev server renders it: the same HTML but for what only differs by where the code comes from
 * (entry files named by their source, no Content-Security-Policy meta, which carries hashes of the build's inline
 * scripts). Everything else — markup, styles, islands, their props — must be equal.
 */
export function asDevRenders(built: string): string {
  let html = built.replace(/\n?\s*<meta http-equiv="Content-Security-Policy"[^>]*>/, '');
  // The calculator island's preload list is the build's module graph (docs/adr/0003, "The critical path"): the
  // dev server serves sources one by one and has no graph to name, so its list is empty; so is the list of the
  // calculation's files, hinted on her first touch (docs/adr/0003, "The calculation on demand").
  html = html.replace(/&quot;(modules|calculation)&quot;:\[[^\]]*\]/g, '&quot;$1&quot;:[]');
  // The same list on the page script's tag, for a slow link (src/islands/early-files.ts): none in dev either.
  html = html.replace(/ data-files="[^"]*"/, '');
  for (const [file, source] of entrySources()) html = html.replaceAll(file, source);
  return html;
}

/** A dev page without what Vite adds to every page in dev (its client and the fast-refresh preamble). */
export function withoutViteClient(dev: string): string {
  return dev
    .replace(/\s*<script type="module">import \{ injectIntoGlobalHook \}[\s\S]*?<\/script>/, '')
    .replace(/\s*<script type="module" src="\/@vite\/client"><\/script>/, '')
    .replace(/\n\s*\n/g, '\n');
}
