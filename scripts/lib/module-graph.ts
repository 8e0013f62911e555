/** One entry of Vite's build manifest (`dist/.vite/manifest.json`), as far as the prerender reads it. */
interface ManifestChunk {
  file: string;
  imports?: string[];
  dynamicImports?: string[];
}

/** Vite's build manifest: source path (or `_chunk.js` for a shared chunk) → its chunk. */
export type Manifest = Record<string, ManifestChunk>;

function chunk(manifest: Manifest, key: string): ManifestChunk {
  const found = manifest[key];
  if (!found) throw new Error(`prerender: ${key} is not in the client build`);
  return found;
}

/** The manifest keys of `roots` and of all they import statically, depth first, without those in `skip`. */
function closure(manifest: Manifest, roots: string[], skip: ReadonlySet<string> = new Set()): string[] {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key) || skip.has(key)) return;
    seen.add(key);
    for (const next of chunk(manifest, key).imports ?? []) visit(next);
  };
  for (const root of roots) visit(root);
  return [...seen];
}

/**
 * Every file a calculator page's form needs before it can hydrate (docs/adr/0011): what the
 * runner island's module imports statically, the modules it imports the moment it starts (React and the Chakra system, the form:
 * its dynamic imports), the calculator's own chunk, and all that these import statically, without the page
 * script's own files. A browser learns of a static import only once the importing file has arrived and been
 * parsed: named up front, the whole graph is requested at once instead of in five round trips. `sources`: the
 * calculator's chunk and its custom fields' modules (the form hydrates only once they are there). Not the result
 * blocks and not the calculator's calculation (dynamic imports, loaded when a result is wanted or on her first
 * touch of the form: docs/adr/0012).
 */
export function runnerGraph(manifest: Manifest, sources: string[]): string[] {
  const runner = 'src/islands/runner.tsx';
  const page = new Set(closure(manifest, ['src/islands/boot.ts']));
  // In this order: a browser sends a few requests per host at a time (six over HTTP/1.1) in the order it meets
  // them. React and the Chakra system (./mount) come first, so the system is built while the form still loads.
  const mount = 'src/islands/mount.tsx';
  const others = (chunk(manifest, runner).dynamicImports ?? []).filter((key) => key !== mount);
  const roots = [runner, mount, ...sources, ...others];
  // Not the runner's own file: the page script imports it the moment the form wakes.
  return closure(manifest, roots, page)
    .filter((key) => key !== runner)
    .map((key) => `/${chunk(manifest, key).file}`);
}

/**
 * The files of what a result needs (`roots`: the calculator's calculation, src/generated/calculations/…, the result
 * blocks, their words) that the form's graph (`runnerGraph` of `sources`) does not hold, with their static imports:
 * each a round trip later if the browser found them one through another. The runner hints them all at once when a
 * result is wanted or she first touches the form (docs/adr/0012).
 */
export function calculationGraph(manifest: Manifest, roots: string[], sources: string[]): string[] {
  const form = new Set(runnerGraph(manifest, sources));
  const page = new Set(closure(manifest, ['src/islands/boot.ts']));
  return closure(manifest, roots, page)
    .map((key) => `/${chunk(manifest, key).file}`)
    .filter((file) => !form.has(file));
}
