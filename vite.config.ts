import { defineConfig } from 'vite';
import { browserAliases, browserPlugins, dependencyRewrites } from './build/browser-code';
import { calculationEngine, chakraTable, clientEntries, sharedUiRuntime } from './build/client-entries';
import { moduleSideEffects } from './build/side-effects';

// The site's build and dev server. Each workaround of a library's internals lives in build/, fails loudly when what
// it must find or keep is not there, and names the release line (a minor) it was checked against
// (docs/adr/0006-library-patches.md); build/browser-code.ts lists them, and the DOM tests run them too
// (vitest.config.ts).
export default defineConfig(({ command, isSsrBuild }) => ({
  plugins: browserPlugins(),
  define: { __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()) },
  resolve: {
    alias: browserAliases(command === 'build'),
  },
  // Dev pre-bundles the browser's dependencies: the same rewrites apply there, so dev runs what production runs.
  optimizeDeps: { rolldownOptions: { plugins: dependencyRewrites() } },
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
          output: { codeSplitting: { groups: [sharedUiRuntime, chakraTable, calculationEngine] } },
        },
  },
}));
