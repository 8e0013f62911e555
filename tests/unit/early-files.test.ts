// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { namedFiles, SLOW_TRANSFER_MS, slowLink } from '../../src/islands/early-files';

describe('early-files: the form’s files on a slow link', () => {
  it('judges the link by how long the page’s HTML and its script took, request to last byte', () => {
    // The slow phone: the HTML's last byte ~0.23 s after its request, the page script's ~0.19 s after its own.
    expect(slowLink({ requestStart: 3, responseEnd: 234 }, { requestStart: 227, responseEnd: 414 })).toBe(
      true,
    );
    // A fast link: each in a few milliseconds.
    expect(slowLink({ requestStart: 5, responseEnd: 18 }, { requestStart: 78, responseEnd: 81 })).toBe(false);
    const fast = { requestStart: 78, responseEnd: 81 };
    expect(slowLink({ requestStart: 1, responseEnd: SLOW_TRANSFER_MS }, undefined)).toBe(false);
    expect(slowLink({ requestStart: 1, responseEnd: SLOW_TRANSFER_MS + 1 }, undefined)).toBe(true);
    expect(slowLink(undefined, { requestStart: 200, responseEnd: 200 + SLOW_TRANSFER_MS })).toBe(true);
    expect(slowLink({ requestStart: 1, responseEnd: 400 }, fast), 'one slow transfer: a busy host').toBe(
      false,
    );
  });

  it('does not count a busy CPU as a slow link: an HTML still arriving is judged by the page script alone', () => {
    // The page script ran 0.5 s after the page's request, the HTML's end not yet handed to the page: the old rule
    // counted that as the HTML's time. The script itself came in 3 ms.
    expect(slowLink({ requestStart: 10, responseEnd: 0 }, { requestStart: 480, responseEnd: 483 })).toBe(
      false,
    );
    expect(slowLink({ requestStart: 10, responseEnd: 0 }, { requestStart: 250, responseEnd: 440 })).toBe(
      true,
    );
  });

  it('asks for nothing where the browser gives no timing, or gives it without the request (another origin)', () => {
    expect(slowLink(undefined, undefined)).toBe(false);
    expect(slowLink({ requestStart: 10, responseEnd: 0 }, undefined)).toBe(false);
    expect(slowLink({ requestStart: 0, responseEnd: 900 }, { requestStart: 0, responseEnd: 950 })).toBe(
      false,
    );
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
