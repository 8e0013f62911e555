/**
 * The security policy shipped with the static site: written to dist/_headers for the host, and the CSP also as a
 * <meta> tag in every page for hosts that cannot set headers (frame-ancestors works only as a header).
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  // Emotion (Chakra UI) injects <style> elements at run time; no nonce is possible on a static host.
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self'",
  "connect-src 'self'",
  "worker-src 'self'",
  "manifest-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  // The contact form is a mailto: form, so that without its code it opens the mail app instead of submitting to
  // this site.
  "form-action 'self' mailto:",
].join('; ');

/**
 * Headers for every path. Framing is refused by `X-Frame-Options` alone, not by a `frame-ancestors` here: hosts
 * give a path the headers of every rule it matches, and Cloudflare Pages joins two values of one header where
 * Netlify (and scripts/serve.js) keep the later one. A second CSP with `frame-ancestors 'none'` would refuse the
 * embed pages on the first kind; `X-Frame-Options` is ignored wherever a CSP names `frame-ancestors` (the embed
 * pages' does), so the same file means the same on both (docs/embedding.md).
 */
export const SECURITY_HEADERS: Record<string, string> = {
  'Content-Security-Policy': CONTENT_SECURITY_POLICY,
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'X-Content-Type-Options': 'nosniff',
  'X-Frame-Options': 'DENY',
  // `interest-cohort` (FLoC) is gone from browsers; Chromium warns about the unknown feature.
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
  // Share popups open with `noopener` and the printable report is a same-origin about:blank window: neither needs
  // the opener link to another origin that `same-origin-allow-popups` kept.
  'Cross-Origin-Opener-Policy': 'same-origin',
  // Nothing of the site is meant to be embedded by another site but what EMBED_RULES opens up.
  'Cross-Origin-Resource-Policy': 'same-origin',
  // Browsers heed it only over HTTPS (docs/deploying.md): two years, this host only, not its other subdomains.
  'Strict-Transport-Security': 'max-age=63072000',
};

/** A rule of `_headers`: a path pattern (`*` for any text) and the headers it adds. */
export interface HeaderRule {
  pattern: string;
  headers: Record<string, string>;
}

/**
 * What other sites may embed (docs/embedding.md): the embed pages, framed by any page (the same CSP otherwise), the host
 * page's resizing script, and the oEmbed answers, read by any site. A language edition's would be added here.
 */
const EMBED_RULES: HeaderRule[] = [
  // The English embeds and the Spanish ones.
  ...['/embed/*', '/es/embed/*'].map((pattern) => ({
    pattern,
    headers: {
      'Content-Security-Policy': `${CONTENT_SECURITY_POLICY}; frame-ancestors *`,
      'Cross-Origin-Resource-Policy': 'cross-origin',
    },
  })),
  { pattern: '/embed.js', headers: { 'Cross-Origin-Resource-Policy': 'cross-origin' } },
  {
    pattern: '/oembed/*',
    headers: { 'Access-Control-Allow-Origin': '*', 'Cross-Origin-Resource-Policy': 'cross-origin' },
  },
];

/** Every rule of dist/_headers, in order: long caching for hashed assets, none for sw.js. */
export const HEADER_RULES: HeaderRule[] = [
  { pattern: '/*', headers: SECURITY_HEADERS },
  { pattern: '/assets/*', headers: { 'Cache-Control': 'public, max-age=31536000, immutable' } },
  // The service worker must be checked on every visit, or updates would never be seen.
  { pattern: '/sw.js', headers: { 'Cache-Control': 'no-cache' } },
  ...EMBED_RULES,
];

/** dist/_headers in the Netlify / Cloudflare Pages format (scripts/serve.js reads it too). */
export function headersFile(): string {
  return HEADER_RULES.map(
    ({ pattern, headers }) =>
      `${pattern}\n${Object.entries(headers)
        .map(([name, value]) => `  ${name}: ${value}`)
        .join('\n')}\n`,
  ).join('\n');
}

/** The CSP as a meta tag (everything a meta CSP may carry). */
export function cspMetaTag(): string {
  return `<meta http-equiv="Content-Security-Policy" content="${CONTENT_SECURITY_POLICY}" />`;
}
