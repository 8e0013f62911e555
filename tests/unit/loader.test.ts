import { describe, expect, it } from 'vitest';
import { createLoader, inFlight } from '../../src/engine/loader';

/** A load that fails its first `failures` attempts (a dropped connection), then gives `value`. */
function flaky<T>(failures: number, value: T) {
  const load = async () => {
    load.tries += 1;
    if (load.tries <= failures) throw new TypeError('Failed to fetch dynamically imported module');
    return value;
  };
  load.tries = 0;
  return load;
}

/** Lets every pending promise callback and timer of this moment run. */
const settleMicrotasks = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('createLoader: asked once, tried once more, forgotten on failure, peeked', () => {
  it('asks once however many ask, and peeks the value only once it has come', async () => {
    const load = flaky(0, 'calculation');
    const loader = createLoader(load);
    expect(loader.peek()).toBeUndefined();
    const first = loader.get();
    expect(loader.get()).toBe(first);
    expect(loader.peek(), 'nothing to peek before it has come').toBeUndefined();
    await expect(first).resolves.toBe('calculation');
    expect(loader.peek()).toBe('calculation');
    await expect(loader.get()).resolves.toBe('calculation');
    expect(load.tries).toBe(1);
  });

  it('tries once more after a failure; a second failure is the caller’s', async () => {
    const once = flaky(1, 'form');
    await expect(createLoader(once).get()).resolves.toBe('form');
    expect(once.tries).toBe(2);
    const twice = flaky(2, 'form');
    await expect(createLoader(twice).get()).rejects.toThrow(TypeError);
    expect(twice.tries).toBe(2);
  });

  it('forgets a load that failed twice: the next ask tries again, and peeks nothing meanwhile', async () => {
    const load = flaky(2, 'words');
    const loader = createLoader(load);
    await expect(loader.get()).rejects.toThrow(TypeError);
    expect(loader.peek()).toBeUndefined();
    await expect(loader.get()).resolves.toBe('words');
    expect(load.tries).toBe(3);
    expect(loader.peek()).toBe('words');
  });

  it('tries again only once the files asked for ahead of it have arrived or failed', async () => {
    // The dropped connection also carried a file the page script asked for ahead (React's): its failure reaches the
    // page later. Tried at once, the retry would share that doomed fetch (one fetch of a URL in flight serves every
    // import of it) and fail with it.
    let dropped!: () => void;
    inFlight(new Promise<void>((resolve) => (dropped = resolve)));
    const load = flaky(1, 'form');
    const loading = createLoader(load).get();
    await settleMicrotasks();
    expect(load.tries, 'not tried again while a file asked for ahead is in flight').toBe(1);
    dropped();
    await expect(loading).resolves.toBe('form');
    expect(load.tries).toBe(2);
  });

  it('waits for nothing that has already arrived', async () => {
    inFlight(Promise.resolve());
    await settleMicrotasks();
    const load = flaky(1, 'form');
    await expect(createLoader(load).get()).resolves.toBe('form');
    expect(load.tries).toBe(2);
  });
});
