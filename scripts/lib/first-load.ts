import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Page, Request } from '@playwright/test';

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
 * settles, and calls `settled()` before it touches the page (issue 28: the quiet window overlaps those checks
 * instead of being waited out on its own). What loads during the window is counted, as `networkidle` counted it.
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
