import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import { App } from './app';
import { headHtml } from './head';
import { allRoutes, metaFor } from './meta';
import { preloadRoute } from './routes';
import { createStyleCollector } from './server-styles';
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
  const styles = createStyleCollector();
  const { prelude } = await prerender(
    <StrictMode>
      <StaticRouter location={pathname}>{styles.wrap(<App system={system} />)}</StaticRouter>
    </StrictMode>,
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  const appHtml = await streamToString(prelude);
  const meta = metaFor(pathname);
  return {
    appHtml,
    headTags: `${headHtml(meta)}\n    ${styles.styleTags()}`,
    status: meta.notFound ? 404 : 200,
  };
}
