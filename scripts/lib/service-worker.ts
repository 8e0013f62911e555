import path from 'node:path';
import { generateSW } from 'workbox-build';

/**
 * The files sw.js precaches (globs over dist/): every page (`html`), script, image and text file. Exported so that
 * what the content pages say about offline use is checked against it (tests/unit/site-claims.test.tsx).
 */
export const PRECACHE_GLOBS = ['**/*.{html,js,svg,txt,xml}'];

/**
 * Writes dist/sw.js (Workbox): every prerendered page, script, style and shipped image is precached after the
 * first visit, so the site keeps working offline. Pages are cached under their clean URLs (/calculators/bmi)
 * and query strings are ignored, so share links work offline too. A new version waits until the visitor accepts
 * the update prompt (no skipWaiting).
 */
export async function writeServiceWorker(dist: string): Promise<{ count: number; size: number }> {
  const { count, size, warnings } = await generateSW({
    swDest: path.join(dist, 'sw.js'),
    globDirectory: dist,
    globPatterns: PRECACHE_GLOBS,
    globIgnores: ['sw.js', 'social/**'],
    maximumFileSizeToCacheInBytes: 2 * 1024 * 1024,
    manifestTransforms: [
      async (entries) => ({
        manifest: entries.map((entry) =>
          entry.url.endsWith('/index.html')
            ? { ...entry, url: entry.url.slice(0, -'/index.html'.length) }
            : entry,
        ),
        warnings: [],
      }),
    ],
    ignoreURLParametersMatching: [/.*/],
    // Offline, an address that is no page gets the site's 404 page, not the browser's "No internet" page.
    navigateFallback: '/404.html',
    navigateFallbackDenylist: [/^\/assets\//, /\.[a-z0-9]+$/i],
    directoryIndex: 'index.html',
    inlineWorkboxRuntime: true,
    mode: 'production',
    sourcemap: false,
    skipWaiting: false,
    clientsClaim: false,
  });
  if (warnings.length > 0) throw new Error(`service worker: ${warnings.join('; ')}`);
  return { count, size };
}
