import { existsSync } from 'node:fs';
import { createServer as createHttpServer, type Server } from 'node:http';
import path from 'node:path';
import { createServer as createViteServer, type ViteDevServer } from 'vite';
import type { SiteAssets } from '../../src/site/render/islands';

type ServerEntry = typeof import('../../src/prerender/server');

/** Source URLs stand in for the build's asset files: Vite serves and transforms them on request. */
const DEV_ASSETS: SiteAssets = {
  boot: '/src/islands/boot.ts',
  calculator: (id, lang = 'en') =>
    lang !== 'en' && existsSync(path.resolve(`src/generated/calculators/${lang}/${id}.ts`))
      ? `/src/generated/calculators/${lang}/${id}.ts`
      : `/src/generated/calculators/${id}.ts`,
  // The calculation module beside it (loaded when a result is wanted; docs/adr/0012).
  calculation: (id, lang = 'en') =>
    lang !== 'en' && existsSync(path.resolve(`src/generated/calculations/${lang}/${id}.ts`))
      ? `/src/generated/calculations/${lang}/${id}.ts`
      : `/src/generated/calculations/${id}.ts`,
};

/**
 * The dev server: every page is rendered on request exactly as the prerender renders it (static page, islands
 * inside, the page script), from the sources, with Vite's module graph and fast refresh for the islands.
 */
export async function startDevServer({
  host = '127.0.0.1',
  port = 5173,
}: {
  host?: string;
  port?: number;
}): Promise<{ url: string; vite: ViteDevServer; close: () => Promise<void> }> {
  const http: Server = createHttpServer((req, res) => {
    vite.middlewares(req, res, async () => {
      const url = new URL(req.url ?? '/', 'http://localhost');
      try {
        const server = (await vite.ssrLoadModule('/src/prerender/server.tsx')) as ServerEntry;
        const page = await server.renderRoute(url.pathname, DEV_ASSETS);
        const html = await vite.transformIndexHtml(
          url.pathname,
          server.documentHtml({ ...page, cspMeta: '', assets: DEV_ASSETS }),
        );
        res.statusCode = page.status;
        res.setHeader('Content-Type', 'text/html; charset=utf-8');
        res.end(html);
      } catch (error) {
        vite.ssrFixStacktrace(error as Error);
        res.statusCode = 500;
        res.setHeader('Content-Type', 'text/plain; charset=utf-8');
        res.end(String((error as Error).stack ?? error));
      }
    });
  });
  // Fast refresh's WebSocket on this server's own port: Vite's own (24678, one for the whole machine) was taken by
  // another checkout's dev server, and a page here connected to that one, or to nothing once it stopped.
  const vite: ViteDevServer = await createViteServer({
    server: { middlewareMode: true, hmr: { server: http } },
    appType: 'custom',
    logLevel: 'error',
  });
  await new Promise<void>((resolve) => http.listen(port, host, resolve));
  const address = http.address();
  const actualPort = typeof address === 'object' && address ? address.port : port;
  return {
    url: `http://${host}:${actualPort}`,
    vite,
    close: async () => {
      await vite.close();
      await new Promise<void>((resolve) => http.close(() => resolve()));
    },
  };
}
