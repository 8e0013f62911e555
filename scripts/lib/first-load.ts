import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Page, Request } from '@playwright/test';
import { type IslandDefinition, islands } from '../../src/islands/registry';

/** How long the page's network must stay quiet to end a first load: Playwright's `networkidle` rule (500 ms). */
export const QUIET_MS = 500;

/** A first load being watched: `settled()` resolves with its JS files once the page's network has stayed quiet. */
export interface FirstLoad {
  /**
   * Waits until no request of the page has been in flight for QUIET_MS (the `networkidle` rule, counted from the
   * page's own request events), then stops watching and returns every JS file the page was sent since `goto`.
   */
  settled: () => Promise<string[]>;
}

/**
 * Opens `url` and watches its first load (theme script, page script, islands that wake at once) until `isReady`;
 * the caller may then run checks that only read the page (no click, no typing, no navigation) while the network
 * settles, and calls `settled()` before it touches the page (the quiet window overlaps those checks instead of
 * being waited out on its own). What loads during the window is counted, as `networkidle` counted it.
 */
export async function startFirstLoad(
  page: Page,
  url: string,
  isReady: (page: Page) => Promise<void>,
): Promise<FirstLoad> {
  const files = new Set<string>();
  const inFlight = new Set<Request>();
  let lastActivity = performance.now();
  const onRequest = (request: Request) => {
    inFlight.add(request);
    lastActivity = performance.now();
  };
  const onDone = (request: Request) => {
    inFlight.delete(request);
    lastActivity = performance.now();
  };
  const onResponse = (response: { url: () => string }) => {
    const { pathname } = new URL(response.url());
    // Every script of the page: its modules and the theme script (the service worker's own fetches are not the page's).
    if (pathname.endsWith('.js') && pathname !== '/sw.js') files.add(pathname.slice(1));
  };
  page.on('request', onRequest);
  page.on('requestfinished', onDone);
  page.on('requestfailed', onDone);
  page.on('response', onResponse);
  await page.goto(url);
  await isReady(page);
  return {
    settled: async () => {
      for (;;) {
        const quietFor = performance.now() - lastActivity;
        if (inFlight.size === 0 && quietFor >= QUIET_MS) break;
        await new Promise((resolve) => setTimeout(resolve, inFlight.size > 0 ? 25 : QUIET_MS - quietFor));
      }
      page.off('request', onRequest);
      page.off('requestfinished', onDone);
      page.off('requestfailed', onDone);
      page.off('response', onResponse);
      return [...files];
    },
  };
}

/** The JS files a first visit to `url` loads (theme script, page script, islands that wake at once) until the network is quiet. */
export async function firstLoadFiles(
  page: Page,
  url: string,
  isReady: (page: Page) => Promise<void>,
): Promise<string[]> {
  return (await startFirstLoad(page, url, isReady)).settled();
}

/** Gzip sizes (level 9) already taken: a build's file does not change, and most pages load the same runtime chunk. */
const gzipped = new Map<string, number>();

/** Gzip size (level 9) in KB of built files under `dist` (each file compressed once per process). */
export function gzipKb(dist: string, files: string[]): number {
  return files.reduce((sum, file) => {
    const full = path.join(dist, file);
    let bytes = gzipped.get(full);
    if (bytes === undefined) {
      bytes = gzipSync(readFileSync(full), { level: 9 }).length;
      gzipped.set(full, bytes);
    }
    return sum + bytes / 1024;
  }, 0);
}

/** A build's manifest: each file's static imports, and the file of each source module (`src/islands/runner.tsx`). */
interface BuildGraph {
  imports: Map<string, string[]>;
  fileOf: Map<string, string>;
  /** A shared chunk's file by its name (a module two chunks import is a chunk named after it, not an entry). */
  chunkNamed: Map<string, string>;
}

const graphs = new Map<string, BuildGraph>();

function graphOf(dist: string): BuildGraph {
  let graph = graphs.get(dist);
  if (!graph) {
    const manifest = JSON.parse(readFileSync(path.join(dist, '.vite', 'manifest.json'), 'utf8')) as Record<
      string,
      { file: string; name?: string; imports?: string[] }
    >;
    graph = {
      imports: new Map(
        Object.values(manifest).map((chunk) => [
          chunk.file,
          (chunk.imports ?? []).flatMap((key) => manifest[key]?.file ?? []),
        ]),
      ),
      fileOf: new Map(Object.entries(manifest).map(([source, chunk]) => [source, chunk.file])),
      chunkNamed: new Map(
        Object.entries(manifest).flatMap(([key, chunk]) =>
          key.startsWith('_') && chunk.name ? [[chunk.name, chunk.file] as const] : [],
        ),
      ),
    };
    graphs.set(dist, graph);
  }
  return graph;
}

/** The text of an HTML attribute value as the page reads it (the prerender escapes these five). */
const unescapeHtml = (text: string) =>
  text.replace(/&(quot|amp|lt|gt|#39);/g, (_, name: string) =>
    name === 'quot' ? '"' : name === 'amp' ? '&' : name === 'lt' ? '<' : name === 'gt' ? '>' : "'",
  );

/**
 * The module each island's `stored` check imports (src/islands/registry.ts): the page script asks for it on arrival
 * wherever that island is, and a first visit's device holds nothing, so the island itself waits for her.
 */
const STORED_CHECKS: Record<string, string> = { journal: 'src/journal/exists.ts' };

/**
 * The JS files a first visit to a built page loads, read from its HTML without a browser, sorted: every script and
 * modulepreload it names; for each island that wakes on arrival (`eager` in src/islands/registry.ts: no query is
 * given, so no other wakes), its module (`src/islands/<name>.tsx`) and the files its props name (`modules`); the
 * module of each island's `stored` check (STORED_CHECKS); and
 * what each of these imports statically (the build's manifest). The page tour holds this to what the browser
 * loads on every page it visits (`firstLoadFiles`), so the checks of pages it does not visit (every Spanish
 * calculator page, every embed page: tests/unit/first-load-static.test.ts) may rely on it.
 */
export function staticFirstLoad(dist: string, html: string): string[] {
  const { imports, fileOf, chunkNamed } = graphOf(dist);
  const named = [
    ...html.matchAll(
      /<script\b[^>]*\bsrc="\/([^"]+)"|<link\b[^>]*\brel="modulepreload"[^>]*\bhref="\/([^"]+)"/g,
    ),
  ].flatMap((match) => match[1] ?? match[2] ?? []);
  for (const [tag, name = ''] of html.matchAll(/<[a-z]+\b[^>]*\bdata-island="([^"]+)"[^>]*>/g)) {
    const text = /\bdata-props="([^"]*)"/.exec(tag)?.[1] ?? '{}';
    const island = islands[name as keyof typeof islands] as IslandDefinition<unknown> | undefined;
    if (!island) throw new Error(`a page names an island the registry does not know: ${name}`);
    if (island.stored) {
      const source = STORED_CHECKS[name] ?? '';
      const check = fileOf.get(source) ?? chunkNamed.get(path.basename(source, '.ts'));
      if (!check)
        throw new Error(`the island ${name} checks the device, but STORED_CHECKS names no module it builds`);
      named.push(check);
    }
    if (island.wakes !== 'eager') continue;
    const module = fileOf.get(`src/islands/${name}.tsx`);
    if (!module) throw new Error(`the build has no module src/islands/${name}.tsx for the island ${name}`);
    const props = island.props.decode(unescapeHtml(text));
    named.push(module, ...(island.modules?.(props) ?? []).map((file) => file.replace(/^\//, '')));
  }
  const files = new Set<string>();
  for (const queue = [...named]; queue.length > 0; ) {
    const file = queue.pop() as string;
    if (files.has(file)) continue;
    files.add(file);
    queue.push(...(imports.get(file) ?? []));
  }
  return [...files].sort();
}

/** The built HTML file of a route: `/about` → about/index.html; a path no route matches → its language's 404.html. */
export function builtPagePath(dist: string, route: string, notFound = false): string {
  const address = route.split('?')[0] ?? route;
  if (notFound)
    return path.join(dist, address === '/es' || address.startsWith('/es/') ? 'es' : '', '404.html');
  return path.join(dist, address, 'index.html');
}
