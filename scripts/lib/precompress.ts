import { readdirSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Text files worth compressing; images (PNG, WebP) are compressed already. */
const COMPRESSIBLE = /\.(html|js|css|svg|xml|txt|json|webmanifest)$/;

function* files(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    // dist/.vite (the build's manifest) is not served.
    if (entry.name.startsWith('.')) continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else if (COMPRESSIBLE.test(entry.name)) yield full;
  }
}

/** Both compressed copies of one file, each written only when smaller than the file; the sizes sent. */
async function compressOne(file: string): Promise<{ bytes: number; br: number; gz: number }> {
  const data = await readFile(file);
  const [br, gz] = await Promise.all([
    brotliAsync(data, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
      },
    }),
    gzipAsync(data, { level: 9 }),
  ]);
  if (br.length < data.length) await writeFile(`${file}.br`, br);
  if (gz.length < data.length) await writeFile(`${file}.gz`, gz);
  return { bytes: data.length, br: Math.min(br.length, data.length), gz: Math.min(gz.length, data.length) };
}

/**
 * Writes `<file>.br` (brotli, quality 11) and `<file>.gz` (gzip, level 9) beside every text file of `dist`, once at
 * build, so the server sends them as they are instead of compressing each response (compressing on the fly costs
 * most of its throughput). A compressed copy no smaller than its file is not written: the file is sent.
 * zlib's async calls run on libuv's thread pool, so the files are compressed on every core (brotli at quality 11
 * on one core would be most of the prerender); a few files at a time, each pair's output the same as the sync
 * calls'.
 */
export async function precompress(
  dist: string,
): Promise<{ files: number; bytes: number; br: number; gz: number }> {
  const totals = { files: 0, bytes: 0, br: 0, gz: 0 };
  const queue = [...files(dist)];
  // Each file takes two pool threads (brotli and gzip); a file per core keeps every core busy without holding
  // hundreds of encoders in memory at once.
  const lanes = Array.from({ length: Math.max(2, availableParallelism()) }, async () => {
    for (let file = queue.shift(); file !== undefined; file = queue.shift()) {
      const sizes = await compressOne(file);
      totals.files += 1;
      totals.bytes += sizes.bytes;
      totals.br += sizes.br;
      totals.gz += sizes.gz;
    }
  });
  await Promise.all(lanes);
  return totals;
}
