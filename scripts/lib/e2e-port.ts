import { createHash } from 'node:crypto';
import path from 'node:path';

/**
 * The port the browser tests serve this checkout's build on: E2E_PORT, else one of 4200–4999 chosen by the checkout's
 * path. Two checkouts on one machine (a fresh clone beside a working copy, helpers side by side) then never test
 * each other's build: with one shared port, a run reused whichever server answered there, another checkout's dist,
 * and failed when that server stopped (docs/testing.md).
 */
export const E2E_PORT = Number(
  process.env.E2E_PORT ??
    4200 +
      (createHash('sha1')
        .update(path.resolve(import.meta.dirname, '../..'))
        .digest()
        .readUInt16BE(0) %
        800),
);
