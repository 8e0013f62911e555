import type { Plugin } from 'vite';
import { assertLibraryVersions, type LibraryTarget } from './library-version';

/** The Chakra release whose `styled-system/system.js` these rewrites were written against. */
export const CHAKRA_TARGET: LibraryTarget = { name: '@chakra-ui/react', version: '3.38.0' };

/** The module rewritten: Chakra's `createSystem`. */
export const CHAKRA_SYSTEM_MODULE =
  /[\\/]@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]styled-system[\\/]system\.js$/;

/**
 * Chakra's `createSystem` builds its global style object (reset, base styles and the CSS variables of every token)
 * eagerly, though only ChakraProvider reads it, as `system._global`. In the browser the prerendered page already
 * has that CSS and the provider is given none (src/site/theme/prerendered-styles.ts), yet building it was about half
 * of `createSystem`, the longest task of every page (docs/adr/0002). Turned into a getter, it is built when read
 * (the prerender reads it; the browser never does). Throws if Chakra's code no longer matches.
 */
export function lazyGlobalCssSource(code: string): string {
  const eager = 'const _global = [getPreflightCss(), getGlobalCss(), getTokenCss()];';
  const returned = /\n(\s*)_global,\n/;
  if (!code.includes(eager) || !returned.test(code)) {
    throw new Error(
      "lazyChakraGlobalCss: Chakra's createSystem changed; update build/chakra-create-system.ts",
    );
  }
  return code
    .replace(eager, 'let _globalCss;')
    .replace(
      returned,
      '\n$1get _global() {\n$1  return (_globalCss ??= [getPreflightCss(), getGlobalCss(), getTokenCss()]);\n$1},\n',
    );
}

/**
 * `createSystem` is one long piece of work: merging the configs and building the token dictionary are ~¾ of it.
 * `createSystem.prepare(...configs)` does that part ahead and keeps it for the next `createSystem` call with the
 * same configs, so the browser can run the two parts as tasks of their own (src/islands/mount.tsx): two short tasks
 * instead of one long one on a slow phone. Without a prepare call, createSystem is unchanged. Throws if
 * Chakra's code no longer matches.
 */
export function splitCreateSystemSource(code: string): string {
  const head = 'function createSystem(...configs) {\n  const config = mergeConfigs(...configs);';
  const dictionary = /const tokens = (createTokenDictionary\(\{[^}]*\}\));/;
  const call = dictionary.exec(code)?.[1];
  if (!code.includes(head) || !call || !code.includes('export { createSystem')) {
    throw new Error("splitCreateSystem: Chakra's createSystem changed; update build/chakra-create-system.ts");
  }
  const prepare = `let prepared;
function prepareSystem(...configs) {
  const config = mergeConfigs(...configs);
  const { theme = {}, cssVarsPrefix = "chakra" } = config;
  prepared = { configs, config, tokens: ${call} };
  return prepared;
}
function takePrepared(configs) {
  const found = prepared;
  prepared = undefined;
  const same = found && found.configs.length === configs.length && found.configs.every((c, i) => c === configs[i]);
  return same ? found : undefined;
}
function createSystem(...configs) {
  const ready = takePrepared(configs);
  const config = ready ? ready.config : mergeConfigs(...configs);`;
  return code
    .replace(head, prepare)
    .replace(dictionary, `const tokens = ready ? ready.tokens : ${call};`)
    .replace('export { createSystem', 'createSystem.prepare = prepareSystem;\nexport { createSystem');
}

/**
 * Both rewrites of Chakra's `createSystem`, for the build and for the dev server's dependency pre-bundle alike
 * (the same plugin object goes into `optimizeDeps.rolldownOptions.plugins`), so dev runs what production runs.
 */
export function chakraCreateSystem(): Plugin {
  return {
    name: 'bloomcalc-chakra-create-system',
    buildStart() {
      assertLibraryVersions('chakra-create-system', [CHAKRA_TARGET]);
    },
    transform: {
      filter: { id: CHAKRA_SYSTEM_MODULE },
      handler: (code) => ({ code: splitCreateSystemSource(lazyGlobalCssSource(code)), map: null }),
    },
  };
}
