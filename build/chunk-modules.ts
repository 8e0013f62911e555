import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

/** Records which source modules each client chunk holds (for the budget check: no formula in another route). */
export function chunkModules(): Plugin {
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
