/** Debian's Chromium, driven by the browser tests and Lighthouse (never a browser download of its own). */
export const CHROMIUM_PATH = '/usr/bin/chromium';

/** Flags for this machine's closed network and root user (docs/testing.md). */
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
