import { describe, expect, it } from 'vitest';
import { inFlight, retried } from '../../src/islands/retry';

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

describe('retried: a dropped load is tried once more', () => {
  it('tries once more after a failure; a second failure is the caller’s', async () => {
    const once = flaky(1, 'form');
    await expect(retried(once)).resolves.toBe('form');
    expect(once.tries).toBe(2);
    const twice = flaky(2, 'form');
    await expect(retried(twice)).rejects.toThrow(TypeError);
    expect(twice.tries).toBe(2);
  });

  it('tries again only once the files asked for ahead of it have arrived or failed', async () => {
    // The dropped connection also carried a file the page script asked for ahead (React's): its failure reaches the
    // page later. Tried at once, the retry would share that doomed fetch (one fetch of a URL in flight serves every
    // import of it) and fail with it.
    let dropped!: () => void;
    inFlight(new Promise<void>((resolve) => (dropped = resolve)));
    const load = flaky(1, 'form');
    const loading = retried(load);
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
    await expect(retried(load)).resolves.toBe('form');
    expect(load.tries).toBe(2);
  });
});
