import { existsSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import type { Plugin } from 'vite';
import { defineConfig } from 'vitest/config';

/** Records which source modules each client chunk holds (for the budget check: no formula in another route). */
function chunkModules(): Plugin {
  return {
    name: 'bloomcalc-chunk-modules',
    apply: 'build',
    generateBundle(_options, bundle) {
      if (this.environment.name !== 'client') return;
      const root = process.cwd();
      const map: Record<string, string[]> = {};
      for (const [file, chunk] of Object.entries(bundle)) {
        if (chunk.type === 'chunk') map[file] = chunk.moduleIds.map((id) => path.relative(root, id));
      }
      mkdirSync(path.join(root, '.build'), { recursive: true });
      writeFileSync(path.join(root, '.build', 'chunk-modules.json'), JSON.stringify(map, null, 1));
    },
  };
}

/**
 * Chakra's and Zag's anatomy modules build every component's part names at the top level
 * (`createAnatomy('dialog').parts(…)`, `anatomy.extendWith(…)`, `anatomy.build()`). Those calls have no side
 * effects, but without an annotation the bundler must keep all ~60 of them on every page. Marking them pure lets
 * it drop the anatomies of components the site does not use (docs/adr/0002).
 */
function pureAnatomies(): Plugin {
  const anatomyModule =
    /[\\/]node_modules[\\/](@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]anatomy\.js|@(zag-js|ark-ui)[\\/].*\.anatomy\.m?js)$/;
  return {
    name: 'bloomcalc-pure-anatomies',
    apply: 'build',
    transform: {
      filter: { id: anatomyModule },
      handler(code) {
        const pure = code.replace(
          /=\s*(createAnatomy\(|[\w$]+\.(extendWith|build)\()/g,
          '= /* @__PURE__ */ $1',
        );
        return pure === code ? null : { code: pure, map: null };
      },
    },
  };
}

/**
 * Emotion imports hoist-non-react-statics for `withTheme`, which the site never uses, with a bare `import`; the
 * package does not declare itself free of side effects, so the bundler kept it (and its copy of react-is) on every
 * page. It only defines functions.
 */
function sideEffectFreeHoist(): Plugin {
  return {
    name: 'bloomcalc-side-effect-free-hoist',
    apply: 'build',
    transform: {
      filter: { id: /[\\/]node_modules[\\/]hoist-non-react-statics[\\/]/ },
      handler: () => ({ moduleSideEffects: false }),
    },
  };
}

/**
 * The engine (src/engine) only defines: no module of it does anything when loaded. Said to the bundler, a page that
 * imports the `@/engine` barrel gets only the engine modules it uses: without it every module the barrel exports
 * (the cycle and calendar maths and their date-fns functions, ~2.9 KB gzip) was kept on every calculator page,
 * since definitions import them through the barrel.
 */
function sideEffectFreeEngine(): Plugin {
  return {
    name: 'bloomcalc-side-effect-free-engine',
    apply: 'build',
    transform: {
      filter: { id: /[\\/]src[\\/]engine[\\/][^\\/]+\.ts$/ },
      handler: () => ({ moduleSideEffects: false }),
    },
  };
}

/**
 * Chakra's `createSystem` builds its global style object (reset, base styles and the CSS variables of every token)
 * eagerly, though only ChakraProvider reads it, as `system._global`. In the browser the prerendered page already
 * has that CSS and the provider is given none (src/site/theme/prerendered-styles.ts), yet building it was about half of
 * `createSystem`, the longest task of every page (docs/adr/0002). Turned into a getter, it is built when read
 * (the prerender reads it; the browser never does). Fails the build if Chakra's code no longer matches.
 */
export function lazyGlobalCssSource(code: string): string {
  const eager = 'const _global = [getPreflightCss(), getGlobalCss(), getTokenCss()];';
  const returned = /\n(\s*)_global,\n/;
  if (!code.includes(eager) || !returned.test(code)) {
    throw new Error("lazyChakraGlobalCss: Chakra's createSystem changed; update vite.config.ts");
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
 * same configs, so the browser can run the two parts as tasks of their own (src/islands/mount.tsx), neither over
 * 50 ms on a slow phone where the whole was ~100 ms. Without a prepare call, createSystem is unchanged. Fails the
 * build if Chakra's code no longer matches.
 */
export function splitCreateSystemSource(code: string): string {
  const head = 'function createSystem(...configs) {\n  const config = mergeConfigs(...configs);';
  const dictionary = /const tokens = (createTokenDictionary\(\{[^}]*\}\));/;
  const call = dictionary.exec(code)?.[1];
  if (!code.includes(head) || !call || !code.includes('export { createSystem')) {
    throw new Error("splitCreateSystem: Chakra's createSystem changed; update vite.config.ts");
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

function lazyChakraGlobalCss(): Plugin {
  return {
    name: 'bloomcalc-lazy-chakra-global-css',
    apply: 'build',
    transform: {
      filter: { id: /[\\/]@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]styled-system[\\/]system\.js$/ },
      handler: (code) => ({ code: splitCreateSystemSource(lazyGlobalCssSource(code)), map: null }),
    },
  };
}

/**
 * The UI runtime that the islands share (React, react-dom, emotion) goes into one chunk. Left to itself the bundler cut it into ~30 chunks of a few hundred bytes,
 * each a request and its own import/export glue, and gzip compresses one file better than thirty: ~5 KB less
 * first-load JS on every route. Only library modules that a dozen or more lazily loaded modules import belong
 * here, so a component that one page kind uses stays with that page (docs/adr/0002).
 */
const sharedUiRuntime = {
  name: 'ui-runtime',
  test: /[\\/]node_modules[\\/](react|react-dom|scheduler|@emotion|stylis)[\\/]/,
  minShareCount: 2,
};

/**
 * The browser's entries (docs/adr/0003): the one page script, and each calculator's module, whose file the
 * prerender writes into that calculator's page (found in Vite's manifest), so no page carries a map of them all.
 */
function clientEntries(): Record<string, string> {
  const dir = path.resolve(import.meta.dirname, 'src/generated/calculators');
  const ids = existsSync(dir) ? readdirSync(dir).filter((file) => file.endsWith('.ts')) : [];
  return {
    boot: path.resolve(import.meta.dirname, 'src/islands/boot.ts'),
    ...Object.fromEntries(
      ids.map((file) => [`calculator-${file.replace(/\.ts$/, '')}`, path.join(dir, file)]),
    ),
  };
}

/**
 * RJSF's default registry brings every field kind, and its schema utilities a general allOf merger. The site's
 * forms are flat objects of numbers, texts, dates and selects, with lists only through custom fields
 * (tests/unit/form-schema-features.test.ts holds every definition to that). In the browser bundle the field kinds
 * for arrays, anyOf/oneOf and layout grids, and the allOf merger, are stand-ins that fail loudly if ever reached
 * (the island's error boundary then shows its message): ~9 KB gzip less on every calculator page (docs/adr/0003).
 */
export const RJSF_STAND_INS: Record<string, string> = {
  'core/lib/components/fields/ArrayField.js': 'ArrayField',
  'core/lib/components/fields/LayoutGridField.js': 'LayoutGridField',
  'core/lib/components/fields/MultiSchemaField.js': 'MultiSchemaField',
  'core/lib/components/fields/LayoutMultiSchemaField.js': 'LayoutMultiSchemaField',
  'utils/lib/schema/shallowAllOfMerge.js': 'allOf merging',
  // Widgets no form asks for (forms use select, updown, date and text only: FORM_WIDGETS in the test).
  ...Object.fromEntries(
    [
      'AltDateTimeWidget',
      'AltDateWidget',
      'CheckboxWidget',
      'CheckboxesWidget',
      'ColorWidget',
      'DateTimeWidget',
      'EmailWidget',
      'FileWidget',
      'PasswordWidget',
      'RadioWidget',
      'RangeWidget',
      'RatingWidget',
      'TextareaWidget',
      'TimeWidget',
      'URLWidget',
    ].map((name) => [`core/lib/components/widgets/${name}.js`, name]),
  ),
  // Templates for arrays and anyOf/oneOf (never rendered), and the defaults src/form/theme.tsx replaces.
  ...Object.fromEntries(
    [
      'ArrayFieldDescriptionTemplate',
      'ArrayFieldItemButtonsTemplate',
      'ArrayFieldItemTemplate',
      'ArrayFieldTemplate',
      'ArrayFieldTitleTemplate',
      'MultiSchemaFieldTemplate',
      'GridTemplate',
      'CyclicSchemaExpandTemplate',
      'BaseInputTemplate',
      'ObjectFieldTemplate',
      'ErrorList',
      'DescriptionField',
      'TitleField',
    ].map((name) => [`core/lib/components/templates/${name}.js`, name]),
  ),
  'core/lib/components/widgets/SelectWidget.js': 'SelectWidget (the theme has its own)',
};

function rjsfStandIns(): Plugin {
  return {
    name: 'bloomcalc-rjsf-stand-ins',
    apply: 'build',
    transform: {
      filter: { id: /[\\/]node_modules[\\/]@rjsf[\\/]/ },
      handler(_code, id) {
        const key = Object.keys(RJSF_STAND_INS).find((file) =>
          id.replace(/\\/g, '/').endsWith(`@rjsf/${file}`),
        );
        if (!key || this.environment.name !== 'client') return null;
        const what = JSON.stringify(RJSF_STAND_INS[key]);
        return {
          code: `export default function unsupported() { throw new Error('BloomCalc forms do not use RJSF ' + ${what}); }\n`,
          map: null,
        };
      },
    },
  };
}

/** Smaller stand-ins for two RJSF dependencies in the browser bundle (tests keep the originals; ajv needs fast-uri). */
const browserAliases = {
  // RJSF's markdown descriptions are never enabled (see src/form/plain-markdown.tsx).
  'markdown-to-jsx/react': path.resolve(import.meta.dirname, 'src/form/plain-markdown.tsx'),
  // RJSF resolves `$ref` URIs with the platform's URL parser instead of fast-uri (see src/form/uri-resolver.ts).
  'fast-uri': path.resolve(import.meta.dirname, 'src/form/uri-resolver.ts'),
};

export default defineConfig(({ mode, command, isSsrBuild }) => ({
  plugins: [
    react(),
    pureAnatomies(),
    sideEffectFreeHoist(),
    sideEffectFreeEngine(),
    lazyChakraGlobalCss(),
    rjsfStandIns(),
    chunkModules(),
  ],
  define: { __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()) },
  resolve: {
    alias: {
      '@': path.resolve(import.meta.dirname, 'src'),
      // Individual Chakra theme files (recipes, tokens) so unused recipes stay out of the bundle.
      'chakra-theme': path.resolve(import.meta.dirname, 'node_modules/@chakra-ui/react/dist/esm/theme'),
      // Build only: in dev, Vite's dependency pre-bundle keeps ajv code that needs the real fast-uri.
      ...(command === 'build' && mode !== 'test' ? browserAliases : {}),
    },
  },
  build: {
    target: 'es2022',
    sourcemap: false,
    // No injected modulepreload links: the browser fetches module dependencies itself (docs/adr/0002).
    modulePreload: false,
    manifest: !isSsrBuild,
    rolldownOptions: isSsrBuild
      ? {}
      : {
          input: clientEntries(),
          preserveEntrySignatures: 'exports-only',
          output: { codeSplitting: { groups: [sharedUiRuntime] } },
        },
  },
  test: {
    include: ['tests/**/*.test.{ts,tsx}'],
    setupFiles: ['tests/setup.ts'],
    environment: 'node',
    testTimeout: 30_000,
  },
}));
