import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { arkFieldParts } from './build/ark-field-parts';
import { BROWSER_ALIASES, SOURCE_ALIASES } from './build/browser-aliases';
import { browserDefinitions } from './build/browser-definitions';
import { chakraCreateSystem } from './build/chakra-create-system';
import { chunkModules } from './build/chunk-modules';
import { chakraTable, clientEntries, sharedUiRuntime } from './build/client-entries';
import { compileHints } from './build/compile-hints';
import { islandTheme } from './build/island-theme';
import { plainDynamicImport } from './build/plain-dynamic-import';
import { pureAnatomies } from './build/pure-anatomies';
import { rjsfStandIns } from './build/rjsf-stand-ins';
import { moduleSideEffects } from './build/side-effects';

// The site's build and dev server. Each workaround of a library's internals lives in build/, fails loudly when what
// it must find or keep is not there, and names the release line (a minor) it was checked against
// (docs/adr/0006-library-patches.md). Tests: vitest.config.ts.
export default defineConfig(({ command, isSsrBuild }) => ({
  plugins: [
    react(),
    browserDefinitions(),
    chakraCreateSystem(),
    islandTheme(),
    arkFieldParts(),
    rjsfStandIns(),
    pureAnatomies(),
    chunkModules(),
    plainDynamicImport(),
    compileHints(),
  ],
  define: { __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()) },
  resolve: {
    alias: { ...SOURCE_ALIASES, ...(command === 'build' ? BROWSER_ALIASES : {}) },
  },
  // Dev pre-bundles the browser's dependencies: the same rewrites apply there, so dev runs what production runs.
  optimizeDeps: { rolldownOptions: { plugins: [chakraCreateSystem(), arkFieldParts(), rjsfStandIns()] } },
  build: {
    target: 'es2022',
    sourcemap: false,
    // No injected modulepreload links: the browser fetches module dependencies itself (docs/adr/0002).
    modulePreload: false,
    manifest: !isSsrBuild,
    rolldownOptions: isSsrBuild
      ? { treeshake: { moduleSideEffects } }
      : {
          input: clientEntries(),
          preserveEntrySignatures: 'exports-only',
          treeshake: { moduleSideEffects },
          output: { codeSplitting: { groups: [sharedUiRuntime, chakraTable] } },
        },
  },
}));
