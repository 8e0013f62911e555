import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

/** Records which source modules each client chunk holds (for the budget check: no formula in another route). */
export function chunkModules(): Plugin {
  return {
    name: 'bloomcalc-chunk-modules',
    apply: 'build',
    generateBundle(_options, bundle) {
      // The site's client build only: a build that writes nothing (a test's in-memory build of a few page modules,
      // tests/unit/calculation-on-demand.test.ts) must not replace the map the browser tests read.
      if (this.environment.name !== 'client' || this.environment.config.build.write === false) return;
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
