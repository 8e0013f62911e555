/**
 * Stands in for 'fast-uri' (aliased in build/browser-aliases.ts), which RJSF uses only to resolve `$id`/`$ref` URIs. The
 * browser's own URL parser does RFC 3986 resolution, so a URI library stays out of calculator pages.
 * Our generated schemas carry no `$ref`, but references still resolve correctly should one appear.
 */
function resolve(base: string | undefined, reference: string): string {
  if (!base) return reference;
  try {
    return new URL(reference, base).href;
  } catch {
    return reference;
  }
}

function normalize(uri: string): string {
  try {
    return new URL(uri).href;
  } catch {
    return uri;
  }
}

function equal(a: string, b: string): boolean {
  return normalize(a) === normalize(b);
}

export default { resolve, equal };
