// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { namedFiles, SLOW_DOCUMENT_MS, slowLink } from '../../src/islands/early-files';

describe('early-files: the form’s files on a slow link', () => {
  it('judges the link by how long the page’s own HTML took to arrive', () => {
    // The slow phone: the HTML's first byte after a 150 ms round trip, its last ~0.25 s after its request.
    expect(slowLink({ requestStart: 3, responseEnd: 244 }, 600)).toBe(true);
    // A fast link: the whole HTML in a few milliseconds.
    expect(slowLink({ requestStart: 5, responseEnd: 18 }, 600)).toBe(false);
    expect(slowLink({ requestStart: 0, responseEnd: SLOW_DOCUMENT_MS - 1 }, 600)).toBe(false);
    expect(slowLink({ requestStart: 0, responseEnd: SLOW_DOCUMENT_MS }, 600)).toBe(true);
  });

  it('counts an HTML still arriving until now', () => {
    expect(slowLink({ requestStart: 10, responseEnd: 0 }, 400)).toBe(true);
    expect(slowLink({ requestStart: 10, responseEnd: 0 }, 40)).toBe(false);
  });

  it('asks for nothing where the browser gives no navigation timing', () => {
    expect(slowLink(undefined, 5_000)).toBe(false);
  });

  it('reads the files the prerender named on the page script, and nothing else', () => {
    document.head.innerHTML =
      '<script type="module" src="/assets/boot-x.js" async data-files="/assets/a-1.js /assets/b-2.js"></script>';
    expect(namedFiles(document)).toEqual(['/assets/a-1.js', '/assets/b-2.js']);
    document.head.innerHTML =
      '<script type="module" src="/assets/boot-x.js" async data-files=" javascript:x  "></script>';
    expect(namedFiles(document)).toEqual([]);
    document.head.innerHTML = '<script type="module" src="/assets/boot-x.js" async></script>';
    expect(namedFiles(document)).toEqual([]);
  });
});
