import { describe, expect, it } from 'vitest';
import UriResolver from '../../src/form/uri-resolver';

describe('uri resolver (fast-uri stand-in for RJSF)', () => {
  it('resolves references against a base URI as RFC 3986 does', () => {
    expect(UriResolver.resolve('https://example.com/schemas/root.json', 'defs.json#/a')).toBe(
      'https://example.com/schemas/defs.json#/a',
    );
    expect(UriResolver.resolve('https://example.com/a/b', '../c')).toBe('https://example.com/c');
    expect(UriResolver.resolve(undefined, '#/definitions/x')).toBe('#/definitions/x');
  });

  it('compares URIs after normalisation', () => {
    expect(UriResolver.equal('HTTPS://Example.com/a', 'https://example.com/a')).toBe(true);
    expect(UriResolver.equal('#/a', '#/a')).toBe(true);
    expect(UriResolver.equal('#/a', '#/b')).toBe(false);
  });
});
