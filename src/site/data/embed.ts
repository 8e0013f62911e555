// Embedding a calculator on another site, without React: the prerender imports it for the oEmbed files
// (tests/unit/import-boundaries.test.ts), the calculator page for its "Embed this calculator" snippet.
import { SITE_NAME, SITE_ORIGIN } from './config';

/** The address of a calculator's embed page (a language edition's would sit under its prefix: `/es/embed/…`). */
export function embedPath(id: string, prefix = ''): string {
  return `${prefix}/embed/${id}`;
}

/** The address of a calculator's oEmbed answer (a static file, so any static host serves it). */
export function oembedPath(id: string, prefix = ''): string {
  return `${prefix}/oembed/${id}.json`;
}

/** The host page's resizing script (public/embed.js): optional, the iframe scrolls without it. */
const EMBED_SCRIPT_PATH = '/embed.js';

/**
 * What the embedded page may do: run its code (`allow-same-origin` keeps it our origin, so its scripts load and
 * its messages can be checked by origin), submit its form, open the full page in a new, unsandboxed tab, and save
 * the calendar file (.ics) a result offers: without `allow-downloads` the browser drops that download silently.
 */
export const EMBED_SANDBOX =
  'allow-scripts allow-same-origin allow-forms allow-popups allow-popups-to-escape-sandbox allow-downloads';

/** The iframe's height before the embed reports its own (a form of four or five fields at phone width). */
export const EMBED_DEFAULT_HEIGHT = 640;

/** The width an oEmbed consumer is told (the iframe itself takes the width of its column, up to this). */
const EMBED_MAX_WIDTH = 720;

const escapeAttribute = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * The markup a blogger pastes: the iframe, and on a line of its own the optional resizing script. A language
 * edition's snippet frames its own embed (`prefix` /es) under its own title.
 */
export function embedSnippet(
  item: { id: string; name: string },
  origin = SITE_ORIGIN,
  { prefix = '', title = `${item.name} by ${SITE_NAME}` }: { prefix?: string; title?: string } = {},
): string {
  const iframe = [
    `<iframe src="${origin}${embedPath(item.id, prefix)}"`,
    `title="${escapeAttribute(title)}"`,
    `width="${EMBED_MAX_WIDTH}" height="${EMBED_DEFAULT_HEIGHT}"`,
    `style="border:0;width:100%;max-width:${EMBED_MAX_WIDTH}px"`,
    'loading="lazy" referrerpolicy="no-referrer"',
    `sandbox="${EMBED_SANDBOX}"></iframe>`,
  ].join(' ');
  return `${iframe}\n<script async src="${origin}${EMBED_SCRIPT_PATH}"></script>`;
}

/** A calculator's oEmbed answer (https://oembed.com, type "rich"): its html is the snippet. */
export function oembedJson(item: { id: string; name: string }, origin = SITE_ORIGIN) {
  return {
    version: '1.0',
    type: 'rich',
    title: item.name,
    provider_name: SITE_NAME,
    provider_url: `${origin}/`,
    html: embedSnippet(item, origin),
    width: EMBED_MAX_WIDTH,
    height: EMBED_DEFAULT_HEIGHT,
  };
}
