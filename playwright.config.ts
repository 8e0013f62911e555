import { defineConfig } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './scripts/lib/chromium';
import { E2E_PORT as PORT } from './scripts/lib/e2e-port';

/**
 * The specs that time the page (throttled slow phone, the critical path's order of requests): they run after every
 * other spec, one at a time, so no other browser shares the CPU with them (docs/testing.md).
 */
const TIMED = /(slow-phone|critical-path)\.spec\.ts$/;

/** Browser tests against the prerendered build served like a static host, in Debian's Chromium. */
export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  reporter: [['list']],
  timeout: 60_000,
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS },
  },
  projects: [
    { name: 'pages', testIgnore: TIMED },
    // After `pages` even when it fails (scripts/test.ts runs the two projects one after the other).
    { name: 'timed', testMatch: TIMED, workers: 1 },
  ],
  webServer: {
    command: `node scripts/serve.js`,
    env: { PORT: String(PORT) },
    url: `http://127.0.0.1:${PORT}/`,
    // A server already on the port is used only when asked (E2E_REUSE_SERVER=1, e.g. beside `npm start` with
    // E2E_PORT=4173): otherwise it may be another checkout's, serving another build.
    reuseExistingServer: process.env.E2E_REUSE_SERVER === '1',
    timeout: 30_000,
  },
});
