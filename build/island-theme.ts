import type { SystemConfig } from '@chakra-ui/react';
import { type Plugin, runnerImport } from 'vite';
import { SOURCE_ALIASES } from './browser-aliases';
import { CHAKRA_TARGET } from './chakra-create-system';
import { assertLibraryVersions } from './library-version';

/** The module the islands' Chakra system imports its theme from (src/site/theme/island-system.ts). */
const ISLAND_THEME_ID = 'virtual:island-theme';
const RESOLVED = `\0${ISLAND_THEME_ID}`;

/**
 * The islands' theme as data: the site's theme (src/site/theme/system-config.ts) reduced by `islandConfig`
 * (src/site/theme/island-config.ts), evaluated in Node when the browser's code is built or served and written out
 * as JSON, so no Chakra theme file and no token value reaches the browser (docs/adr/0009). Written for Chakra
 * 3.38.0's token pipeline, which reads a token's value only for the global CSS (tests/component/island-system.test.tsx
 * compares the two systems' CSS); the build stops when Chakra moves.
 */
export function islandTheme(): Plugin {
  return {
    name: 'bloomcalc-island-theme',
    buildStart() {
      assertLibraryVersions('island-theme', [CHAKRA_TARGET]);
    },
    resolveId: (id) => (id === ISLAND_THEME_ID ? RESOLVED : null),
    async load(id) {
      if (id !== RESOLVED) return null;
      const load = <T>(file: string) =>
        runnerImport<T>(file, { configFile: false, logLevel: 'silent', resolve: { alias: SOURCE_ALIASES } });
      const [{ module: site, dependencies }, { module: island }] = await Promise.all([
        load<{ siteConfig: SystemConfig }>('/src/site/theme/system-config.ts'),
        load<{ islandConfig: (config: SystemConfig) => SystemConfig }>('/src/site/theme/island-config.ts'),
      ]);
      for (const file of dependencies) this.addWatchFile(file);
      // An object literal: as a JSON.parse string its escaped quotes compress worse.
      return `export default ${JSON.stringify(island.islandConfig(site.siteConfig))};\n`;
    },
  };
}
