/**
 * On a slow link, the files of a page's eager islands (a calculator's form) are asked for the moment the page
 * script runs, before the page is parsed and painted (docs/adr/0003, "The form's files on a slow link"). The
 * prerender names them on the page script's tag (`data-files`); the script is `async`, so it runs as soon as it
 * arrives, not after the whole page has been parsed and laid out.
 *
 * - On a slow link (the slow phone: 1.6 Mbps, 150 ms round trips) they cannot arrive before the first paint: the
 *   link sat idle while the phone parsed and painted the page (~0.5 s). Asked for then, React's file is asked for
 *   at ~0.65 s instead of ~1.04 s and the result comes ~0.25 s sooner (`slow-phone.spec.ts`, medians of 5); the
 *   first paint moved within the host's noise.
 * - On a fast link they would arrive before the first paint, and their evaluation and hydration delayed it (4× CPU,
 *   no network throttling: first paint 412 → 692 ms). There each island asks after the paint, as before (boot.ts).
 *
 * The link is judged by the page's own HTML: how long it took from its request to its last byte (or until now,
 * when it is still arriving).
 */
export const SLOW_DOCUMENT_MS = 100;

/** Whether the page's own document came over a slow link (see above); false where the browser does not say. */
export function slowLink(
  navigation: Pick<PerformanceNavigationTiming, 'requestStart' | 'responseEnd'> | undefined,
  now: number,
): boolean {
  if (!navigation) return false;
  return (navigation.responseEnd || now) - navigation.requestStart >= SLOW_DOCUMENT_MS;
}

/** The files the prerender named on the page script's tag: the eager islands' `modules`. */
export function namedFiles(root: ParentNode): string[] {
  const named = root.querySelector<HTMLScriptElement>('script[data-files]')?.dataset.files ?? '';
  return named.split(' ').filter((file) => file.startsWith('/'));
}
