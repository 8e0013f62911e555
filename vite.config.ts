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

/** Smaller stand-ins for two RJSF dependencies in the browser bundle (tests keep the originals; ajv needs fast-uri). */
const browserAliases = {
  // RJSF's markdown descriptions are never enabled (see src/form/plain-markdown.tsx).
  'markdown-to-jsx/react': path.resolve(import.meta.dirname, 'src/form/plain-markdown.tsx'),
  // RJSF resolves `$ref` URIs with the platform's URL parser instead of fast-uri (see src/form/uri-resolver.ts).
  'fast-uri': path.resolve(import.meta.dirname, 'src/form/uri-resolver.ts'),
};

export default defineConfig(({ mode, command }) => ({
  plugins: [react(), chunkModules()],
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
  // No injected modulepreload links: the browser fetches module dependencies itself (docs/adr/0002).
  build: { target: 'es2022', sourcemap: false, modulePreload: false },
  test: {
    include: ['tests/**/*.test.{ts,tsx}'],
    environment: 'node',
    testTimeout: 30_000,
  },
}));
