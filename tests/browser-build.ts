import path from 'node:path';
import { build, type Rolldown } from 'vite';

const root = path.resolve(import.meta.dirname, '..');

/** One chunk of a browser build. */
export type Chunk = Rolldown.OutputChunk;

/**
 * The browser build of `entries` (name → file relative to the repository) with the site's own config, written
 * nowhere: its chunks by file name. A test of what a page's code holds reads the real bundler's output this way.
 */
export async function browserBuild(entries: Record<string, string>): Promise<Map<string, Chunk>> {
  const output = (await build({
    root,
    configFile: path.join(root, 'vite.config.ts'),
    logLevel: 'silent',
    build: {
      write: false,
      manifest: false,
      rolldownOptions: {
        input: Object.fromEntries(
          Object.entries(entries).map(([name, file]) => [name, path.join(root, file)]),
        ),
      },
    },
  })) as Rolldown.RolldownOutput | Rolldown.RolldownOutput[];
  return new Map(
    (Array.isArray(output) ? output : [output])
      .flatMap((out) => out.output)
      .flatMap((chunk) => (chunk.type === 'chunk' ? [[chunk.fileName, chunk] as const] : [])),
  );
}

/** The entry chunk of a source file (relative to the repository); throws when the build has none. */
export function entryChunk(chunks: Map<string, Chunk>, entry: string): Chunk {
  const start = [...chunks.values()].find((chunk) => chunk.facadeModuleId === path.join(root, entry));
  if (!start) throw new Error(`${entry}: no entry chunk`);
  return start;
}

/** The chunks the browser loads with `entries` (their own and what they import statically, transitively). */
export function staticChunks(chunks: Map<string, Chunk>, entries: string[]): Chunk[] {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const next of chunks.get(file)?.imports ?? []) visit(next);
  };
  for (const entry of entries) visit(entryChunk(chunks, entry).fileName);
  return [...seen].flatMap((file) => chunks.get(file) ?? []);
}

/** The source modules (relative to the repository) in the chunks the browser loads with `entries`. */
export function staticModules(chunks: Map<string, Chunk>, ...entries: string[]): string[] {
  return staticChunks(chunks, entries).flatMap((chunk) =>
    chunk.moduleIds.map((id) => path.relative(root, id)),
  );
}
