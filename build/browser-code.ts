import react from '@vitejs/plugin-react';
import type { PluginOption } from 'vite';
import { arkFieldParts } from './ark-field-parts';
import { BROWSER_ALIASES, SOURCE_ALIASES } from './browser-aliases';
import { browserModules } from './browser-modules';
import { chakraCreateSystem } from './chakra-create-system';
import { chunkModules } from './chunk-modules';
import { compileHints } from './compile-hints';
import { islandTheme } from './island-theme';
import { plainDynamicImport } from './plain-dynamic-import';
import { pureAnatomies } from './pure-anatomies';
import { rjsfStandIns } from './rjsf-stand-ins';

/**
 * The plugins that make the browser's code, in the order they run: vite.config.ts builds and serves the site with
 * them, and vitest.config.ts runs its DOM tests with them, so a component test runs the stand-ins and rewrites a
 * visitor's browser runs (the build-only ones, `apply: 'build'`, do nothing there). With `wholeDefinitions` the
 * rates and the engine's English fallback stay as Node reads them (browserModules is left out): the DOM tests import
 * a definition's page.ts directly, as a fixture with its worked examples and the English words, where a page gets
 * its calculator.ts through its page module, which attaches the page's messages (the built-site tests and the
 * browser specs hold that path).
 */
export function browserPlugins({ wholeDefinitions = false } = {}): PluginOption[] {
  return [
    react(),
    wholeDefinitions ? false : browserModules(),
    chakraCreateSystem(),
    islandTheme(),
    arkFieldParts(),
    rjsfStandIns(),
    pureAnatomies(),
    chunkModules(),
    plainDynamicImport(),
    compileHints(),
  ];
}

/**
 * The plugins of browserPlugins that rewrite a dependency's own files, for the dev server's dependency pre-bundle
 * (`optimizeDeps.rolldownOptions.plugins`), so dev runs what production runs.
 */
export function dependencyRewrites() {
  return [chakraCreateSystem(), arkFieldParts(), rjsfStandIns()];
}

/**
 * The browser's aliases: the sources' (`@`, `chakra-theme`) and the small local modules standing in for RJSF's
 * dependencies (BROWSER_ALIASES), which the build and the DOM tests use; the dev server leaves the latter out (its
 * pre-bundled ajv needs the real fast-uri).
 */
export function browserAliases(withStandIns: boolean): Record<string, string> {
  return { ...SOURCE_ALIASES, ...(withStandIns ? BROWSER_ALIASES : {}) };
}

/**
 * The packages whose files browserPlugins or BROWSER_ALIASES change (RJSF's stand-ins, its imports of fast-equals,
 * fast-uri and markdown-to-jsx; Chakra's createSystem and field components). A test runner loads them through Vite
 * (Vitest's `server.deps.inline`), not Node, so the changes apply there too.
 */
export const REWRITTEN_PACKAGES: readonly RegExp[] = [
  /[\\/]node_modules[\\/]@rjsf[\\/](core|utils)[\\/]/,
  /[\\/]node_modules[\\/]@chakra-ui[\\/]react[\\/]/,
];
