import type { Plugin } from 'vite';

/** The engine's fallback language (English), which the browser never uses: each page module attaches its own. */
const DEFAULT_LANGUAGE_MODULE = /[\\/]src[\\/]engine[\\/]default-language\.ts$/;

/** A calculator page's module: `src/generated/calculators/(es/)<id>.ts`. */
const PAGE_MODULE = /[\\/]src[\\/]generated[\\/]calculators[\\/](?:es[\\/])?[^\\/]+\.ts$/;

/** The page module's line that imports its calculation (scripts/lib/form-module.ts writes it). */
const CALCULATION_LINE = /^export const calculation = \(\) => import\('[^']+'\);$/m;

/**
 * A page module without its `calculation` loader: in the browser the runner loads the calculation by the URL its page
 * names (an entry of its own), so the page module holds no dynamic import, whose preload helper the bundler split
 * into a chunk of its own that the page script then waited for (one round trip more on every page). The
 * prerender, the dev server and the tests keep the loader.
 */
function withoutCalculationLoader(code: string, file: string): string {
  if (!CALCULATION_LINE.test(code))
    throw new Error(`${file}: expected its calculation loader (npm run generate)`);
  return code.replace(CALCULATION_LINE, '');
}

/**
 * The browser's copies of two kinds of module (and the dev server's, so dev runs what production runs): the engine's
 * English fallback empty, and (in the build) each page module without its calculation loader. What only the server
 * needs of a definition is in its page.ts, which no browser module imports (tests/unit/browser-imports-no-page.test.ts),
 * and the data files' sources never reach the values modules formulas import (scripts/lib/data.ts).
 */
export function browserModules(): Plugin {
  return {
    name: 'bloomcalc-browser-modules',
    enforce: 'pre',
    transform: {
      filter: { id: [DEFAULT_LANGUAGE_MODULE, PAGE_MODULE] },
      handler(code, id) {
        if (this.environment.name !== 'client') return null;
        // Not in dev: the dev server serves the page module as it is (one module per request, no preload helper).
        if (PAGE_MODULE.test(id))
          return this.environment.config.command === 'build'
            ? { code: withoutCalculationLoader(code, id), map: null }
            : null;
        // No English words in a Spanish page: languageOf() without a language fails instead of falling back.
        return {
          code: [
            'export const DEFAULT_LANGUAGE = undefined;',
            'export const DEFAULT_RESULT_MESSAGES = undefined;',
            'export const DEFAULT_FIELD_MESSAGES = undefined;',
            '',
          ].join('\n'),
          map: null,
        };
      },
    },
  };
}
