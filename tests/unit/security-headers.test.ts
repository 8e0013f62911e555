import { describe, expect, it } from 'vitest';
import { CONTENT_SECURITY_POLICY, headersFile, SECURITY_HEADERS } from '../../scripts/lib/security-headers';

describe('dist/_headers (issue 32: OWASP secure headers)', () => {
  it('sends HSTS, same-origin resource and opener policies, and no obsolete FLoC opt-out', () => {
    expect(SECURITY_HEADERS['Strict-Transport-Security']).toMatch(/^max-age=\d{7,}$/);
    expect(SECURITY_HEADERS['Cross-Origin-Resource-Policy']).toBe('same-origin');
    expect(SECURITY_HEADERS['Cross-Origin-Opener-Policy']).toBe('same-origin');
    expect(SECURITY_HEADERS['Permissions-Policy']).not.toContain('interest-cohort');
    expect(headersFile()).toMatch(/^\/\*\n(?:\s{2}.+\n)*\s{2}Strict-Transport-Security: max-age=/);
  });

  it('lets forms go to this site or, for the contact form, the mail app, and nowhere else', () => {
    expect(CONTENT_SECURITY_POLICY).toMatch(/form-action 'self' mailto:(;|$)/);
  });

  it('caches hashed assets for a year and the service worker not at all', () => {
    expect(headersFile()).toContain('/assets/*\n  Cache-Control: public, max-age=31536000, immutable');
    expect(headersFile()).toContain('/sw.js\n  Cache-Control: no-cache');
  });
});
