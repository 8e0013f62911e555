import { mkdirSync, writeFileSync } from 'node:fs';
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

export default defineConfig({
  plugins: [react(), chunkModules()],
  define: { __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()) },
  resolve: {
    alias: {
      '@': path.resolve(import.meta.dirname, 'src'),
      // Individual Chakra theme files (recipes, tokens) so unused recipes stay out of the bundle.
      'chakra-theme': path.resolve(import.meta.dirname, 'node_modules/@chakra-ui/react/dist/esm/theme'),
      // RJSF's markdown descriptions are never enabled (see src/form/plain-markdown.tsx).
      'markdown-to-jsx/react': path.resolve(import.meta.dirname, 'src/form/plain-markdown.tsx'),
    },
  },
  build: { target: 'es2022', sourcemap: false },
  test: {
    include: ['tests/**/*.test.{ts,tsx}'],
    environment: 'node',
    testTimeout: 30_000,
  },
});
