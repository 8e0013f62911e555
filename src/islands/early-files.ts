/**
 * On a slow link, the files of a page's eager islands (a calculator's form) are asked for the moment the page
 * script runs, before the page is parsed and painted (docs/adr/0003, "The form's files on a slow link"). The
 * prerender names them on the page script's tag (`data-files`); the script is `async`, so it runs as soon as it
 * arrives, not after the whole page has been parsed and laid out.
 *
 * - On a slow link they cannot arrive before the first paint, and the link would otherwise sit idle while the phone
 *   parses and paints: asked for at once, the result comes sooner.
 * - On a fast link they would arrive before the first paint, and their evaluation and hydration would delay it:
 *   there each island asks after the paint (preload.ts). The figures are in docs/performance.md.
 */
export const SLOW_TRANSFER_MS = 100;

/** A file's time on the link, request to last byte, by the network's clock; undefined until its last byte is in. */
function transferMs(entry: Pick<PerformanceResourceTiming, 'requestStart' | 'responseEnd'> | undefined) {
  if (!entry || entry.requestStart <= 0 || entry.responseEnd <= 0) return undefined;
  return entry.responseEnd - entry.requestStart;
}

/**
 * Whether the page came over a slow link: the page's HTML and the page script each took SLOW_TRANSFER_MS or more
 * from request to last byte (one alone when the other's end is not known yet). Only ended transfers, on the network's
 * clock, so the device's CPU is never read as the link; the faster of the two decides, since a busy host can stretch
 * one transfer and a slow link stretches both (docs/adr/0017 gives the measurements and the rejected signals).
 */
export function slowLink(
  page: Pick<PerformanceNavigationTiming, 'requestStart' | 'responseEnd'> | undefined,
  script: Pick<PerformanceResourceTiming, 'requestStart' | 'responseEnd'> | undefined,
): boolean {
  const times = [transferMs(page), transferMs(script)].filter((ms) => ms !== undefined);
  return times.length > 0 && Math.min(...times) >= SLOW_TRANSFER_MS;
}

/** The files the prerender named on the page script's tag: the eager islands' `modules`. */
export function namedFiles(root: ParentNode): string[] {
  const named = root.querySelector<HTMLScriptElement>('script[data-files]')?.dataset.files ?? '';
  return named.split(' ').filter((file) => file.startsWith('/'));
}
