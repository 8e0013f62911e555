import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import { noHandoff } from '@/islands/handoff';
import { type IslandDefinition, type IslandEnv, islands } from '@/islands/registry';
import { IslandRoot } from '@/islands/root';
import { calculators } from '@/site/data/catalogue';
import { oembedJson, oembedPath } from '@/site/data/embed';
import { loadCalculator } from '@/site/data/load-calculator';
import type { Lang } from '@/site/i18n/lang';
import { App } from '@/site/render/app';
import { headHtml } from '@/site/render/head';
import { IslandCollector, IslandScope, islandMarker, type SiteAssets } from '@/site/render/islands';
import { allRoutes, metaFor, prerenderedRoutes } from '@/site/render/routes';
import { createStyleCollector } from '@/site/render/server-styles';
import { system } from '@/site/theme/system';

export { alternateLinks } from '@/site/render/head';
export type { SiteAssets };
export { allRoutes, prerenderedRoutes };

/** Every calculator's oEmbed answer, as files of the build. */
export function oembedFiles(): { path: string; json: string }[] {
  return calculators.map((item) => ({ path: oembedPath(item.id), json: JSON.stringify(oembedJson(item)) }));
}

/**
 * Where the prerender's islands get a calculator: the generated map of all of them (the browser: its chunk). The
 * chunk a page named says its language: the Spanish module's URL on a Spanish page.
 */
const envFor = (assets: SiteAssets): IslandEnv => ({
  calculator: async (id, src) => {
    const lang =
      id !== '' && src === assets.calculator(id, 'es') && src !== assets.calculator(id) ? 'es' : 'en';
    const module = await loadCalculator(id, lang);
    if (!module) throw new Error(`island: no calculator "${id}"`);
    return module;
  },
});

/** The tree an island renders, built by its own module from its props: the tree the browser hydrates. */
async function islandElement<P>(definition: IslandDefinition<P>, props: P, env: IslandEnv) {
  const module = await definition.load();
  return module.element(props, { env, handoff: noHandoff, arrived: Promise.resolve() });
}

async function renderToHtml(node: React.ReactNode, identifierPrefix?: string): Promise<string> {
  const { prelude } = await prerender(<StrictMode>{node}</StrictMode>, {
    // One chunk: no inline scripts (the CSP allows none).
    progressiveChunkSize: Number.POSITIVE_INFINITY,
    identifierPrefix,
  });
  return new Response(prelude).text();
}

/**
 * The whole document of one page: head, the static page, and the one page script (docs/adr/0003). The page script
 * and the preload come before the theme script: after a CSP `<meta>`, Chromium's preload scanner asks for nothing
 * while a blocking script is on its way, so behind /theme-init.js they would be asked for a round trip later
 * (docs/adr/0014). The page script is `async`: it runs as soon as it arrives (on a slow link it asks for
 * the form's files then: src/islands/early-files.ts) and reads the page once it is parsed; the theme script runs
 * in its place, before the body.
 */
export function documentHtml({
  headTags,
  appHtml,
  cspMeta,
  assets,
  preload = [],
  files = [],
  embed = false,
  lang = 'en',
}: {
  headTags: string;
  appHtml: string;
  cspMeta: string;
  assets: SiteAssets;
  preload?: string[];
  /** The files of the page's eager islands, named on the page script's tag (src/islands/early-files.ts). */
  files?: string[];
  /** An embed page: /embed-frame.js (theme with no storage, height for the host) instead of /theme-init.js. */
  embed?: boolean;
  /** The page's language: `<html lang>`. */
  lang?: Lang;
}): string {
  const preloads = preload.map((href) => `<link rel="modulepreload" href="${href}" />`).join('\n    ');
  return `<!doctype html>
<html lang="${lang}"${embed ? ' data-embed=""' : ''}>
  <head>
    <meta charset="UTF-8" />
    ${cspMeta}
    <meta name="viewport" content="width=device-width, initial-scale=1.0" />
    <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
    <script type="module" src="${assets.boot}" async${files.length > 0 ? ` data-files="${files.join(' ')}"` : ''}></script>
    ${preloads}
    <script src="${embed ? '/embed-frame.js' : '/theme-init.js'}"></script>
    ${headTags}
  </head>
  <body>
    <div id="root">${appHtml}</div>
  </body>
</html>
`;
}

/**
 * Renders one route: the page as static HTML, each island inside it as a root of its own (the same tree the
 * browser hydrates), and the head tags. Used by scripts/prerender.ts and the dev server.
 */
export async function renderRoute(
  pathname: string,
  assets: SiteAssets,
): Promise<{
  appHtml: string;
  headTags: string;
  status: number;
  preload: string[];
  files: string[];
  embed: boolean;
  lang: Lang;
}> {
  const styles = createStyleCollector();
  const collector = new IslandCollector(assets);
  let appHtml = await renderToHtml(
    <StaticRouter location={pathname}>
      <IslandScope collector={collector}>{styles.wrap(<App system={system} />)}</IslandScope>
    </StaticRouter>,
  );
  const preload: string[] = [];
  const files = new Set<string>();
  for (const { prefix, name, props } of collector.islands.values()) {
    const definition = islands[name] as IslandDefinition<typeof props>;
    const element = await islandElement(definition, props, envFor(assets));
    if (definition.wakes === 'eager') for (const file of definition.modules?.(props) ?? []) files.add(file);
    const html = await renderToHtml(styles.wrap(<IslandRoot system={system}>{element}</IslandRoot>), prefix);
    appHtml = appHtml.replace(islandMarker(prefix), () => html);
    if (name === 'runner' && 'src' in props) preload.push(props.src);
  }
  const meta = metaFor(pathname);
  return {
    appHtml,
    headTags: `${headHtml(meta)}\n    ${styles.styleTags(appHtml)}`,
    status: meta.notFound ? 404 : 200,
    preload,
    files: [...files],
    embed: meta.embed === true,
    lang: meta.lang,
  };
}
