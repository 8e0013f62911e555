// @vitest-environment jsdom
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';

const SCRIPT = readFileSync(path.resolve(import.meta.dirname, '../../public/embed-frame.js'), 'utf8');

/**
 * /embed-frame.js runs in the embed's <head>, before its body exists; the host's /embed.js may ask for the height at
 * any moment, that one included. Run in a frame (its parent a host page) with no body yet, then asked.
 */
it('an embed asked for its height before its body exists answers later instead of throwing', () => {
  const frame = document.createElement('iframe');
  document.body.append(frame);
  const child = frame.contentWindow as Window & typeof globalThis;
  child.document.body.remove();
  const errors: unknown[] = [];
  child.addEventListener('error', (event) => errors.push(event.error ?? event.message));
  const heights: unknown[] = [];
  window.addEventListener('message', (event) => heights.push(event.data));

  new Function('window', 'document', 'location', 'getComputedStyle', 'addEventListener', 'Element', SCRIPT)(
    child,
    child.document,
    child.location,
    child.getComputedStyle.bind(child),
    child.addEventListener.bind(child),
    child.Element,
  );
  child.dispatchEvent(
    new child.MessageEvent('message', { source: window, data: { type: 'bloomcalc:height?' } }),
  );
  expect(errors).toEqual([]);

  // Once the body is there, the page measures it and tells the host.
  const body = child.document.createElement('body');
  const root = Object.assign(child.document.createElement('div'), { id: 'root' });
  // jsdom lays nothing out: the content's box says how tall it is.
  root.getBoundingClientRect = () => ({ height: 480 }) as DOMRect;
  body.append(root);
  child.document.documentElement.append(body);
  child.document.dispatchEvent(new child.Event('DOMContentLoaded'));
  return expect.poll(() => heights).toContainEqual({ type: 'bloomcalc:height', height: 480 });
});
