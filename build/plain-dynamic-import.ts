import type { Plugin } from 'vite';
import { assertLibraryVersions, type LibraryTarget } from './library-version';

/** The Vite release whose preload helper this replaces. */
export const PRELOAD_HELPER_TARGET: LibraryTarget = { name: 'vite', version: '8.3.8' };

/** The module Vite's import analysis imports its preload helper from (vite 8.3.8 `preloadHelperId`). */
const PRELOAD_HELPER_ID = '\0vite/preload-helper.js';

/** The helper in its place: each dynamic import as written. */
const PLAIN_HELPER = 'export const __vitePreload = (load) => load();\n';

/**
 * Vite wraps every dynamic import in a preload helper that injects `<link rel=modulepreload>` for its chunk's
 * dependencies and its CSS. With `modulePreload: false` and no CSS in the bundle, each call hands it an empty
 * list, yet the helper rode in the page script of every page. This gives it a helper that just
 * imports (docs/adr/0006). Fails the build when the bundle has CSS (the helper would then have work to do) or the
 * helper was not ours (Vite moved it).
 */
export function plainDynamicImport(): Plugin {
  let replaced = false;
  return {
    name: 'bloomcalc-plain-dynamic-import',
    enforce: 'pre',
    apply: 'build',
    buildStart() {
      assertLibraryVersions('plain-dynamic-import', [PRELOAD_HELPER_TARGET]);
      replaced = false;
    },
    resolveId: (id) => (id === PRELOAD_HELPER_ID ? PRELOAD_HELPER_ID : null),
    load(id) {
      if (id !== PRELOAD_HELPER_ID) return null;
      replaced = true;
      return PLAIN_HELPER;
    },
    generateBundle(_options, bundle) {
      if (this.environment.config.consumer !== 'client') return;
      const files = Object.values(bundle);
      const css = files.filter((file) => file.fileName.endsWith('.css')).map((file) => file.fileName);
      if (css.length > 0)
        throw new Error(
          `plainDynamicImport: the bundle has CSS (${css.join(', ')}); drop build/plain-dynamic-import.ts`,
        );
      const helper = files.find((file) => file.type === 'chunk' && file.code.includes('vite:preloadError'));
      const dynamic = files.some((file) => file.type === 'chunk' && file.dynamicImports.length > 0);
      if (helper || (dynamic && !replaced))
        throw new Error(
          `plainDynamicImport: Vite's preload helper is in ${helper?.fileName ?? 'the bundle'}; recheck build/plain-dynamic-import.ts`,
        );
    },
  };
}
