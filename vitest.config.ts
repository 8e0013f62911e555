import { availableParallelism } from 'node:os';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { SOURCE_ALIASES } from './build/browser-aliases';
import { islandTheme } from './build/island-theme';

/** Unit and component tests, over the sources with the build's aliases (vite.config.ts); libraries load unbundled. */
export default defineConfig({
  // The islands' theme module (src/islands/mount.tsx imports it) is made as in the build.
  plugins: [react(), islandTheme()],
  define: { __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()) },
  resolve: { alias: SOURCE_ALIASES },
  test: {
    include: ['tests/**/*.test.{ts,tsx}'],
    setupFiles: ['tests/setup.ts'],
    environment: 'node',
    testTimeout: 30_000,
    // Vitest runs cores − 1 files at a time: one on a 2-core machine, where its own process mostly waits and the
    // process-starting tests wait on their children. Two at a time there (issue 28: README, "Test run time").
    maxWorkers: Math.max(2, availableParallelism() - 1),
  },
});
