// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { list, props as propsOf, text } from '../../src/site/render/codec';

// The page script (src/islands/boot.ts) runs on import, over the page's islands: one made-up island stands in for
// the registry's, so what the page script asks for and listens to is seen without any island code loading.
type ProbeProps = { files: string[]; touched: string[] };
const queryKeys = vi.fn((_props: ProbeProps) => ['height']);
const load = vi.fn(() => new Promise<never>(() => undefined));
const stored = vi.fn(async () => false);
vi.mock('../../src/islands/registry', () => {
  const probe = (wakes: 'eager' | 'interaction') => ({
    wakes,
    props: propsOf({ files: list(text), touched: list(text) }),
    queryKeys: (props: ProbeProps) => queryKeys(props),
    modules: ({ files }: { files: string[] }) => files,
    touched: ({ touched }: { touched: string[] }) => touched,
    load: () => load(),
  });
  return {
    isIslandName: (name: unknown) => name === 'probe' || name === 'probe-later' || name === 'probe-stored',
    islands: {
      probe: probe('eager'),
      'probe-later': probe('interaction'),
      'probe-stored': { ...probe('interaction'), stored: () => stored() },
    },
  };
});

/** Puts one probe island on the page and runs the page script over it. */
async function boot(props: ProbeProps, url = '/calculators/bmi', name = 'probe') {
  window.history.replaceState(null, '', url);
  document.body.innerHTML = `<div data-island="${name}" data-props='${JSON.stringify(props)}'><form><input name="height"></form></div>`;
  const island = document.querySelector<HTMLElement>('[data-island]');
  if (!island) throw new Error('no island');
  const listened: string[] = [];
  const add = island.addEventListener.bind(island);
  island.addEventListener = ((type: string, ...rest: Parameters<HTMLElement['addEventListener']>[1][]) => {
    listened.push(type);
    return add(type, ...(rest as [EventListener]));
  }) as HTMLElement['addEventListener'];
  vi.resetModules();
  await import('../../src/islands/boot');
  // The island's start runs after the wake's first await.
  await Promise.resolve();
  return { island, listened };
}

/** Lets the page script's promises settle (a hint that waits for files to arrive is made in a later microtask). */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

const hinted = () =>
  [...document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((link) =>
    link.getAttribute('href'),
  );

beforeEach(() => {
  document.head.innerHTML = '';
  queryKeys.mockClear();
  // The page has painted: the form's files are asked for at once.
  vi.spyOn(performance, 'getEntriesByName').mockImplementation((name: string) =>
    name === 'first-contentful-paint' ? [{ name, startTime: 900 } as PerformanceEntry] : [],
  );
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe('the page script (src/islands/boot.ts)', () => {
  it('wakes an island at once when the device holds what it shows, else waits for her', async () => {
    load.mockClear();
    stored.mockResolvedValueOnce(false);
    const none = await boot({ files: [], touched: [] }, '/my-journal', 'probe-stored');
    await settle();
    expect(stored).toHaveBeenCalled();
    expect(load).not.toHaveBeenCalled();
    expect(none.island.dataset.stored).toBeUndefined();

    stored.mockResolvedValueOnce(true);
    const kept = await boot({ files: [], touched: [] }, '/my-journal', 'probe-stored');
    await settle();
    expect(kept.island.dataset.stored).toBe('true');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('listens for her first touch only when the island names files to fetch then', async () => {
    const quiet = await boot({ files: [], touched: [] });
    expect(quiet.listened).not.toContain('focusin');
    expect(quiet.listened).not.toContain('pointerdown');
    expect(quiet.listened).toEqual(['submit', 'click']);

    const eager = await boot({ files: [], touched: ['/assets/calculation.js'] });
    expect(eager.listened).toContain('focusin');
    eager.island.querySelector('input')?.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    await settle();
    expect(hinted()).toEqual(['/assets/calculation.js']);
  });

  it("reads the island's query keys once", async () => {
    // An island that waits for her (not eager) wakes at once when the address carries its own key, and asks for
    // what it will want at once: both read from one reading of its keys.
    await boot(
      { files: [], touched: ['/assets/calculation.js'] },
      '/calculators/bmi?height=165',
      'probe-later',
    );
    expect(queryKeys).toHaveBeenCalledTimes(1);
    await settle();
    expect(hinted()).toEqual(['/assets/calculation.js']);
  });

  it('asks for the form’s files at once when the page has painted already, without waiting for a frame', async () => {
    const frame = vi.spyOn(window, 'requestAnimationFrame');
    await boot({ files: ['/assets/ui-runtime.js', '/assets/mount.js'], touched: [] });
    expect(hinted()).toEqual(['/assets/ui-runtime.js', '/assets/mount.js']);
    expect(frame).not.toHaveBeenCalled();
  });

  it('waits for a frame when the page has not painted yet (the hints must not delay the first paint)', async () => {
    const frames: FrameRequestCallback[] = [];
    vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => {
      frames.push(callback);
      return frames.length;
    });
    vi.spyOn(performance, 'getEntriesByName').mockReturnValue([]);
    await boot({ files: ['/assets/ui-runtime.js'], touched: [] });
    expect(hinted()).toEqual([]);
    for (const frame of frames) frame(0);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(hinted()).toEqual(['/assets/ui-runtime.js']);
  });

  it("asks for the files of her touch only once the island's `modules` have arrived", async () => {
    // A slow phone shares its bandwidth between the files in flight: the calculation, needed once the form has
    // hydrated, no longer slows the form's own files (docs/adr/0003, "The calculation after the form's files").
    // This browser fetches `modulepreload` hints (jsdom says it does not).
    vi.spyOn(DOMTokenList.prototype, 'supports').mockImplementation((token) => token === 'modulepreload');
    const { island } = await boot({
      files: ['/assets/ui-runtime.js', '/assets/mount.js'],
      touched: ['/assets/calculation.js'],
    });
    island.querySelector('input')?.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    await settle();
    expect(hinted()).toEqual(['/assets/ui-runtime.js', '/assets/mount.js']);
    const [runtime, mount] = document.querySelectorAll('link[rel="modulepreload"]');
    runtime?.dispatchEvent(new Event('load'));
    await settle();
    expect(hinted(), 'one of the modules is still on its way').toHaveLength(2);
    // A file that failed counts as arrived: the calculation is not held back for it.
    mount?.dispatchEvent(new Event('error'));
    await settle();
    expect(hinted()).toEqual(['/assets/ui-runtime.js', '/assets/mount.js', '/assets/calculation.js']);
  });

  it('does not wait for hints a browser never fetches (Safari before 17 fires no load for `modulepreload`)', async () => {
    // jsdom, like such a browser, does not support `modulepreload`: nothing would ever call the form's files arrived.
    const { island } = await boot({
      files: ['/assets/ui-runtime.js', '/assets/mount.js'],
      touched: ['/assets/calculation.js'],
    });
    island.querySelector('input')?.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    await settle();
    expect(hinted()).toEqual(['/assets/ui-runtime.js', '/assets/mount.js', '/assets/calculation.js']);
  });
});
