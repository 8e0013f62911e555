/**
 * When the page script asks for an island's files (docs/adr/0003, "The critical path"): all at once, as
 * `modulepreload` hints (fetched, evaluated only when imported), after the first paint on a fast link and as the
 * script arrives on a slow one; what a result will want once she touches the island; and the locale's `Intl` data
 * meanwhile.
 */
import { inFlight } from '@/engine/loader';
import { namedFiles, slowLink } from './early-files';
import type { IslandDefinition } from './registry';
import { TOUCHES } from './touches';
import { pageLocale, warmLocale } from './warm-locale';

/**
 * Settles once the page has painted. An island's files requested before the first paint compete with it on a slow
 * link; requested after it, they cost the form's paint nothing (docs/performance.md).
 * A page script that runs after the first contentful paint (a slow phone: it waits for the page's first layout)
 * asks at once: waiting for one more frame would only delay the first request.
 */
function afterPaint(): Promise<void> {
  return performance.getEntriesByName('first-contentful-paint').length > 0
    ? Promise.resolve()
    : new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve)));
}

/**
 * The page's hints, each with its arrival: a file asked for again (on a slow link the form's files, hinted as this
 * script arrived and again when the form wakes) gets no second hint and waits for its first. A hint settles either
 * way, so it is never tried again (src/engine/loader.ts retries the import itself).
 */
const hinted = new Map<string, Promise<unknown>>();

/**
 * Asks for files now, as `modulepreload` hints; settles when each has arrived or failed. One the HTML preloads (its
 * calculator's chunk) is fetched once too: the browser's module map holds it by its address. A browser that does not
 * fetch such hints (Safari before 17) never fires their load: there it settles at once, and what waits for it (the
 * calculation) is fetched by its own import, as before the hints.
 */
function fetchNow(files: readonly string[], priority?: 'low'): Promise<unknown> {
  return Promise.all(
    files.map((href) => {
      const known = hinted.get(href);
      if (known) return known;
      const link = Object.assign(document.createElement('link'), { rel: 'modulepreload', href });
      if (priority) link.fetchPriority = priority;
      document.head.append(link);
      const arrival = link.relList.supports('modulepreload')
        ? new Promise((resolve) => {
            link.onload = link.onerror = resolve;
          })
        : Promise.resolve(false);
      hinted.set(href, arrival);
      inFlight(arrival);
      return arrival;
    }),
  );
}

/** Calls back once, on her first touch of the element (capture: before any handler of the island's own). */
function onFirstTouch(element: HTMLElement, callback: () => void) {
  const touched = () => {
    for (const type of TOUCHES) element.removeEventListener(type, touched, true);
    callback();
  };
  for (const type of TOUCHES) element.addEventListener(type, touched, true);
}

/**
 * Asks for what an island that wakes needs: its `modules` once the page has painted (settles when they have arrived),
 * and, once a result is on its way, its `touched` files after them (files in flight share a slow phone's bandwidth:
 * registry.ts) and the locale's Intl data while they come (warm-locale.ts). A result is on its way at once for a link
 * of its own (`addressed`) or an island she woke; else on her first touch of it. An island that wants nothing then
 * does not listen for it: a visit that only reads the page does no work for nothing.
 */
export function preloadIsland<P>(
  element: HTMLElement,
  definition: IslandDefinition<P>,
  props: P,
  addressed: boolean,
): { painted: Promise<void>; arrived: Promise<unknown> } {
  const painted = afterPaint();
  const arrived = painted.then(() => fetchNow(definition.modules?.(props) ?? []));
  const touched = definition.touched?.(props) ?? [];
  const wanted = () => {
    if (touched.length > 0) void arrived.then(() => fetchNow(touched));
    if (definition.formats) warmLocale(pageLocale(document.documentElement.lang));
  };
  if (addressed || definition.wakes !== 'eager') wanted();
  else if (touched.length > 0 || definition.formats) onFirstTouch(element, wanted);
  return { painted, arrived };
}

/**
 * On a slow link, the page's eager islands' files (named on this script's tag) at once, while the page is still
 * parsed and painted: there they cannot arrive before the paint, and the link would sit idle meanwhile; at low
 * priority they yield to anything the paint needs (early-files.ts). Asked for again when its island wakes, each waits
 * for this first hint (fetchNow).
 */
function askEarlyOnASlowLink(): boolean {
  const files = namedFiles(document);
  if (files.length === 0) return false;
  const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
  // The page script's own transfer has ended by the time it runs (early-files.ts).
  const [script] = performance.getEntriesByName(import.meta.url) as PerformanceResourceTiming[];
  if (!slowLink(navigation, script)) return false;
  void fetchNow(files, 'low');
  return true;
}

/**
 * Whether the eager islands' files were asked for as the page script arrived (a slow link). On a fast link an
 * island's own module waits for the paint too: imported at once, its static imports (React, the form) were fetched
 * before the paint whenever it arrived before the page had painted (a busy CPU).
 */
export const askedEarly = askEarlyOnASlowLink();
