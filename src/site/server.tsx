import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import { App } from './app';
import { headHtml } from './head';
import { allRoutes, metaFor } from './meta';
import { preloadRoute } from './routes';
import { system } from './system';

export { allRoutes };

async function streamToString(stream: ReadableStream<Uint8Array>): Promise<string> {
  return new Response(stream).text();
}

/** Renders one route to HTML with its head tags (used by scripts/prerender.ts at build time). */
export async function renderRoute(
  pathname: string,
): Promise<{ appHtml: string; headTags: string; status: number }> {
  await preloadRoute(pathname);
  const { prelude } = await prerender(
    <StrictMode>
      <StaticRouter location={pathname}>
        <App system={system} />
      </StaticRouter>
    </StrictMode>,
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  const meta = metaFor(pathname);
  return {
    appHtml: await streamToString(prelude),
    headTags: headHtml(meta),
    status: meta.notFound ? 404 : 200,
  };
}
