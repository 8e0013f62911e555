/**
 * Calculator chunks are found through a fixed number of small loader maps ("buckets"), so the code every page
 * loads stays the same size however many calculators there are: a calculator page loads only its own bucket
 * (about 1/16 of the catalogue's ids), every other page none (issue: per-route JS flat at 1,000 calculators).
 * The generator and the browser place an id with this same function.
 */
export const LOADER_BUCKETS = 16;

/** The bucket of a calculator id: a small string hash (FNV-1a), stable across builds and platforms. */
export function loaderBucket(id: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < id.length; index++) {
    hash ^= id.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash % LOADER_BUCKETS;
}
