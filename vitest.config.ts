import { readdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { SOURCE_ALIASES } from './build/browser-aliases';
import { browserAliases, browserPlugins, REWRITTEN_PACKAGES } from './build/browser-code';
import { islandTheme } from './build/island-theme';
import { LongestFirst } from './tests/longest-first';

/**
 * The test files that read the built site (`dist/`), project `built`; every other file needs no build (projects
 * `source:*`, e.g. `npx vitest run --project 'source:*'` before any build). `npm test` runs them all after the build
 * with REQUIRE_DIST=1 (scripts/test.ts), where a missing build fails; without it these are skipped when there is none.
 */
export const BUILT_SITE_TESTS = [
  'tests/unit/built-pages.test.ts',
  'tests/unit/first-load-static.test.ts',
  'tests/unit/spanish-pages.test.ts',
  'tests/unit/audience-pages.test.ts',
];

/**
 * What makes a test file need a fresh module graph and globals of its own: a DOM (jsdom: its document, history and
 * emotion's style tags would carry over), module mocks, stubbed globals or environment, fake timers, process state.
 */
export const NEEDS_ISOLATION =
  /@vitest-environment\s+(?!node\b)|\bvi\.(?:mock|doMock|unmock|doUnmock|resetModules|stubGlobal|stubEnv|useFakeTimers)\(|process\.env\.\w+\s*=|process\.chdir\(/;

const root = import.meta.dirname;
// The test files of tests/, and those beside a calculator in its folder (a *.test.ts in definitions/<id>/).
const SOURCE_TESTS = ['tests', 'definitions']
  .flatMap((dir) =>
    readdirSync(path.join(root, dir), { recursive: true, encoding: 'utf8' }).map((file) => `${dir}/${file}`),
  )
  .filter((file) => /\.test\.tsx?$/.test(file) && !BUILT_SITE_TESTS.includes(file))
  .sort();
/** Source test files that share their worker's modules with the files before them (see `source:shared`). */
export const SHARED_TESTS = SOURCE_TESTS.filter(
  (file) => !NEEDS_ISOLATION.test(readFileSync(path.join(root, file), 'utf8')),
);

/**
 * DOM files that need Node's own globals and loaders, not a VM context's: island-boot.test.ts spies on Node's
 * `performance` (a VM context has jsdom's, without `getEntriesByName`); site-claims.test.tsx imports
 * workbox-build, whose CommonJS dependencies a VM context cannot load.
 */
const NOT_IN_VM = ['tests/unit/island-boot.test.ts', 'tests/unit/site-claims.test.tsx'];
/** Files with a DOM (jsdom) that run in a VM context of their own (see `source:dom`). */
export const DOM_TESTS = SOURCE_TESTS.filter(
  (file) =>
    /@vitest-environment\s+jsdom\b/.test(readFileSync(path.join(root, file), 'utf8')) &&
    !NOT_IN_VM.includes(file),
);

/**
 * What the DOM files run: the browser's code as the build makes it (build/browser-code.ts), with RJSF's stand-ins,
 * Chakra's rewrites and the stand-ins for RJSF's dependencies, which apply only to packages Vite loads (inlined).
 * The definitions stay whole: the files import them directly, as fixtures with their examples and messages.
 */
const BROWSER_CODE = {
  plugins: browserPlugins({ wholeDefinitions: true }),
  resolve: { alias: browserAliases(true) },
  test: { server: { deps: { inline: [...REWRITTEN_PACKAGES] } } },
};

/** What the node files run: the sources with their aliases, the islands' theme module made as in the build. */
const NODE_CODE = { plugins: [react(), islandTheme()], resolve: { alias: SOURCE_ALIASES } };

/** Unit and component tests: the DOM files over the browser's code (BROWSER_CODE), the others over the sources. */
export default defineConfig({
  define: { __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()) },
  test: {
    setupFiles: ['tests/setup.ts'],
    environment: 'node',
    testTimeout: 30_000,
    // A beforeAll that loads every definition took over the default 10 s at load 19 (hostile.test.ts).
    hookTimeout: 30_000,
    // Vitest runs cores − 1 files at a time: one on a 2-core machine, where its own process mostly waits and the
    // process-starting tests wait on their children. Two at a time there (docs/testing.md).
    maxWorkers: Math.max(2, availableParallelism() - 1),
    // The longest files first, whatever their project (tests/longest-first.ts), then Vitest's order: projects by
    // name (the DOM files first), so the many short shared files fill the workers at the end.
    sequence: { sequencer: LongestFirst },
    projects: [
      {
        // Each file in a fresh VM context with a fresh jsdom in a long-lived process: the libraries' modules are
        // not loaded again for every file as in a new process (about half their CPU).
        extends: true,
        ...BROWSER_CODE,
        test: { ...BROWSER_CODE.test, name: 'source:dom', include: DOM_TESTS, pool: 'vmForks' },
      },
      {
        extends: true,
        ...BROWSER_CODE,
        test: { ...BROWSER_CODE.test, name: 'source:dom-process', include: NOT_IN_VM },
      },
      {
        extends: true,
        ...NODE_CODE,
        test: {
          name: 'source:isolated',
          include: SOURCE_TESTS.filter(
            (file) => !SHARED_TESTS.includes(file) && !DOM_TESTS.includes(file) && !NOT_IN_VM.includes(file),
          ),
        },
      },
      {
        // Node-environment files that mock nothing: each worker imports the engine, definitions and libraries once
        // for all the files it runs instead of once per file (imports were a large part of their CPU time).
        extends: true,
        ...NODE_CODE,
        test: { name: 'source:shared', include: SHARED_TESTS, isolate: false },
      },
      { extends: true, ...NODE_CODE, test: { name: 'built', include: BUILT_SITE_TESTS } },
    ],
  },
});
