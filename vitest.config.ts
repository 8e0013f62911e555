import { availableParallelism } from 'node:os';
import react from '@vitejs/plugin-react';
import { configDefaults, defineConfig } from 'vitest/config';
import { SOURCE_ALIASES } from './build/browser-aliases';
import { islandTheme } from './build/island-theme';

/**
 * The test files that read the built site (`dist/`), project `built`; every other file needs no build (project
 * `source`, e.g. `npx vitest run --project source` before any build). `npm test` runs both after the build with
 * REQUIRE_DIST=1 (scripts/test.ts), where a missing build fails; without it these are skipped when there is none.
 */
export const BUILT_SITE_TESTS = ['tests/unit/built-pages.test.ts', 'tests/unit/spanish-pages.test.ts'];

/** Unit and component tests, over the sources with the build's aliases (vite.config.ts); libraries load unbundled. */
export default defineConfig({
  // The islands' theme module (src/islands/mount.tsx imports it) is made as in the build.
  plugins: [react(), islandTheme()],
  define: { __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()) },
  resolve: { alias: SOURCE_ALIASES },
  test: {
    setupFiles: ['tests/setup.ts'],
    environment: 'node',
    testTimeout: 30_000,
    // A beforeAll that loads every definition took over the default 10 s at load 19 (hostile.test.ts).
    hookTimeout: 30_000,
    // Vitest runs cores − 1 files at a time: one on a 2-core machine, where its own process mostly waits and the
    // process-starting tests wait on their children. Two at a time there (issue 28: README, "Test run time").
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      {
        extends: true,
        test: {
          name: 'source',
          include: ['tests/**/*.test.{ts,tsx}'],
          exclude: [...configDefaults.exclude, ...BUILT_SITE_TESTS],
        },
      },
      { extends: true, test: { name: 'built', include: BUILT_SITE_TESTS } },
    ],
  },
});
