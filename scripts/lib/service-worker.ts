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
 * and query strings are ignored, so share links work offline too; the other addresses the server answers with a
 * page (`/blog/`, `/calculators/bmi/index.html?…`) find it too. A navigation to no page goes to the network (the
 * host's 404, status 404) and offline gets the site's 404 page, status 404 too. A new version waits until the
 * visitor accepts the update prompt (no skipWaiting).
 *
 * The callbacks are copied into sw.js as source text: they may use nothing from this module.
 */
export async function writeServiceWorker(dist: string): Promise<{ count: number; size: number }> {
  const { count, size, warnings } = await generateSW({
    swDest: path.join(dist, 'sw.js'),
    globDirectory: dist,
    globPatterns: PRECACHE_GLOBS,
    // Embed pages run in other sites' frames, where this worker never serves: not worth a download.
    globIgnores: ['sw.js', 'social/**', 'embed/**', 'es/embed/**', 'embed-frame.js', 'embed.js'],
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
    directoryIndex: 'index.html',
    // A navigation the precache did not answer. The server serves a page at /blog, /blog/ and /blog/index.html
    // (with any query): so does the worker, from the clean URL's precached copy (stored with a revision query,
    // hence ignoreSearch). Any other: the network's answer (a 404 has status 404); offline, the site's 404 page
    // with status 404, not the browser's "No internet" page nor a 404 page that says 200.
    runtimeCaching: [
      {
        urlPattern: ({ request }) => request.mode === 'navigate',
        handler: async ({ request, url }) => {
          const clean = url.pathname.replace(/\/index\.html$/, '/').replace(/(.)\/+$/, '$1');
          const page = clean === url.pathname ? undefined : await caches.match(clean, { ignoreSearch: true });
          if (page) return page;
          try {
            return await fetch(request);
          } catch (error) {
            // The 404 page of the address's language (/es/… has its Spanish one).
            const spanish = url.pathname === '/es' || url.pathname.startsWith('/es/');
            const missing = await caches.match(spanish ? '/es/404.html' : '/404.html', {
              ignoreSearch: true,
            });
            if (!missing) throw error;
            return new Response(missing.body, {
              status: 404,
              statusText: 'Not Found',
              headers: missing.headers,
            });
          }
        },
      },
    ],
    inlineWorkboxRuntime: true,
    mode: 'production',
    sourcemap: false,
    skipWaiting: false,
    clientsClaim: false,
  });
  if (warnings.length > 0) throw new Error(`service worker: ${warnings.join('; ')}`);
  return { count, size };
}
