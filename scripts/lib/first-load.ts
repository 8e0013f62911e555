import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Page } from '@playwright/test';

/** The JS files a first visit to `url` loads (theme script, page script, islands that wake at once) until the network is idle. */
export async function firstLoadFiles(
  page: Page,
  url: string,
  isReady: (page: Page) => Promise<void>,
): Promise<string[]> {
  const files = new Set<string>();
  const onResponse = (response: { url: () => string }) => {
    const { pathname } = new URL(response.url());
    // Every script of the page: its modules and the theme script (the service worker's own fetches are not the page's).
    if (pathname.endsWith('.js') && pathname !== '/sw.js') files.add(pathname.slice(1));
  };
  page.on('response', onResponse);
  await page.goto(url);
  await isReady(page);
  await page.waitForLoadState('networkidle');
  page.off('response', onResponse);
  return [...files];
}

/** Gzip size (level 9) in KB of built files under `dist`. */
export function gzipKb(dist: string, files: string[]): number {
  return files.reduce(
    (sum, file) => sum + gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length / 1024,
    0,
  );
}
