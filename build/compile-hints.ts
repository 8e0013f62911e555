import type { Plugin } from 'vite';

/**
 * V8's file-level compile hint (Chrome 136+, WICG "Explicit JavaScript Compile Hints"): a file that opens with it has
 * every function compiled eagerly on a background thread while it streams in, instead of each function being parsed
 * and compiled on the main thread the first time it is called. Other browsers read a comment.
 */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/**
 * The chunks a calculator page's form calls nearly whole while it hydrates: React, emotion and the islands' Chakra
 * system (`ui-runtime`, build/client-entries.ts) and the runner with RJSF's form (`calculator-runner`). Their
 * functions were compiled lazily on the main thread at first call, between the last file's arrival and the
 * result (docs/adr/0015). The hint goes only where nearly every function runs at once: elsewhere it would compile
 * code that never runs.
 */
export const EAGER_CHUNKS: ReadonlySet<string> = new Set(['ui-runtime', 'calculator-runner']);

/** What compileHints reads and writes of an output chunk (Rollup/Rolldown's `OutputChunk`). */
interface HintedChunk {
  type: 'chunk' | 'asset';
  name: string;
  code?: string;
}

/**
 * Opens each chunk of EAGER_CHUNKS with COMPILE_HINT (after minification, which drops comments; the build writes no
 * source maps, which would now be a line off). With `requireAll` (the site's whole browser build), throws when a
 * named chunk is missing: a renamed chunk would lose its hint without a word. Returns the files hinted.
 */
export function addCompileHints(bundle: Record<string, HintedChunk>, requireAll = true): string[] {
  const hinted: string[] = [];
  for (const [file, chunk] of Object.entries(bundle)) {
    if (chunk.type !== 'chunk' || !EAGER_CHUNKS.has(chunk.name) || chunk.code === undefined) continue;
    if (!chunk.code.startsWith(COMPILE_HINT)) chunk.code = COMPILE_HINT + chunk.code;
    hinted.push(file);
  }
  const names = new Set(hinted.map((file) => bundle[file]?.name));
  const missing = [...EAGER_CHUNKS].filter((name) => !names.has(name));
  if (requireAll && missing.length > 0)
    throw new Error(`compileHints: no chunk named ${missing.join(', ')}; update build/compile-hints.ts`);
  return hinted;
}

/** The browser build's compile hints (docs/adr/0015). */
export function compileHints(): Plugin {
  return {
    name: 'bloomcalc-compile-hints',
    apply: 'build',
    // The hint is written after the files are named: it goes into their names' hash here, so a file with it never
    // shares a name with one without.
    augmentChunkHash: (chunk) => (EAGER_CHUNKS.has(chunk.name) ? COMPILE_HINT : undefined),
    generateBundle(_options, bundle) {
      if (this.environment.config.consumer !== 'client') return;
      // A test's build of a few entries (tests/browser-build.ts) may have neither chunk; the site's has the page script.
      const site = Object.values(bundle).some((chunk) => chunk.type === 'chunk' && chunk.name === 'boot');
      addCompileHints(bundle as unknown as Record<string, HintedChunk>, site);
    },
  };
}
