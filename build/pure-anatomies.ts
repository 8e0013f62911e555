import type { Plugin } from 'vite';
import { assertLibraryVersions, type LibraryTarget } from './library-version';

/** The releases whose anatomy modules this was checked against (Ark and Zag move with Chakra). */
export const ANATOMY_TARGETS: readonly LibraryTarget[] = [
  { name: '@chakra-ui/react', version: '3.38.0' },
  { name: '@ark-ui/react', version: '5.40.0' },
  { name: '@zag-js/anatomy', version: '1.47.0' },
];

/** Chakra's anatomy module and every Zag/Ark `*.anatomy.js`. */
export const ANATOMY_MODULE =
  /[\\/]node_modules[\\/](@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]anatomy\.js|@(zag-js|ark-ui)[\\/].*\.anatomy\.m?js)$/;

/** `x = createAnatomy(…)`, `x = y.extendWith(…)`, `x = y.build(…)`: the top-level calls that only build names. */
const ANATOMY_CALL = /=\s*(createAnatomy\(|[\w$]+\.(extendWith|build)\()/g;

/**
 * Marks each anatomy call of one module pure. Throws when an anatomy module has none left to mark: the library
 * then builds its anatomies another way, and the bundle would silently keep all of them again.
 */
export function pureAnatomySource(code: string, id: string): string {
  const pure = code.replace(ANATOMY_CALL, '= /* @__PURE__ */ $1');
  if (pure === code && /createAnatomy|extendWith/.test(code)) {
    throw new Error(`pureAnatomies: no anatomy call found in ${id}; update build/pure-anatomies.ts`);
  }
  return pure;
}

/**
 * Chakra's and Zag's anatomy modules build every component's part names at the top level
 * (`createAnatomy('dialog').parts(…)`, `anatomy.extendWith(…)`, `anatomy.build()`). Those calls have no side
 * effects, but without an annotation the bundler must keep all ~60 of them on every page. Marking them pure lets
 * it drop the anatomies of components the site does not use (docs/adr/0002). Rolldown's
 * `treeshake.manualPureFunctions` matches callee names, which cannot name `accordionAnatomy$1.extendWith`.
 */
export function pureAnatomies(): Plugin {
  return {
    name: 'bloomcalc-pure-anatomies',
    apply: 'build',
    buildStart() {
      assertLibraryVersions('pure-anatomies', ANATOMY_TARGETS);
    },
    transform: {
      filter: { id: ANATOMY_MODULE },
      handler(code, id) {
        const pure = pureAnatomySource(code, id);
        return pure === code ? null : { code: pure, map: null };
      },
    },
  };
}
