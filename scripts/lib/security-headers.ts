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
  // this site (issue 32).
  "form-action 'self' mailto:",
].join('; ');

/** Headers for every path. */
export const SECURITY_HEADERS: Record<string, string> = {
  'Content-Security-Policy': `${CONTENT_SECURITY_POLICY}; frame-ancestors 'none'`,
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'X-Content-Type-Options': 'nosniff',
  'X-Frame-Options': 'DENY',
  // `interest-cohort` (FLoC) is gone from browsers; Chromium warns about the unknown feature.
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
  // Share popups open with `noopener` and the printable report is a same-origin about:blank window: neither needs
  // the opener link to another origin that `same-origin-allow-popups` kept.
  'Cross-Origin-Opener-Policy': 'same-origin',
  // Nothing of the site is meant to be embedded by another site (no hotlinked images or scripts).
  'Cross-Origin-Resource-Policy': 'same-origin',
  // Browsers heed it only over HTTPS (README "Deploying"): two years, this host only, not its other subdomains.
  'Strict-Transport-Security': 'max-age=63072000',
};

/** dist/_headers in the Netlify / Cloudflare Pages format: long caching for hashed assets, none for sw.js. */
export function headersFile(): string {
  const all = Object.entries(SECURITY_HEADERS)
    .map(([name, value]) => `  ${name}: ${value}`)
    .join('\n');
  return (
    `/*\n${all}\n\n/assets/*\n  Cache-Control: public, max-age=31536000, immutable\n\n` +
    // The service worker must be checked on every visit, or updates would never be seen.
    '/sw.js\n  Cache-Control: no-cache\n'
  );
}

/** The CSP as a meta tag (everything a meta CSP may carry). */
export function cspMetaTag(): string {
  return `<meta http-equiv="Content-Security-Policy" content="${CONTENT_SECURITY_POLICY}" />`;
}
