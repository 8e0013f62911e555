/**
 * An import boundary that Biome cannot check: Biome's `noRestrictedImports` sees a file's own imports, and this ban
 * is on what a module reaches through the project's other modules. The direct bans (no UI in src/engine and
 * definitions/, JSON imports with their attribute, no import cycle in the engine even through types) are lint
 * rules in biome.json and lint/*.grit, proven by tests/unit/lint-rules.test.ts.
 */
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { resolveImport, specifiersOf } from '../import-walker';

const root = path.resolve(import.meta.dirname, '../..');
/** Every package a module loads, directly or through the project's own modules, with the chain that reaches it. */
function packagesReachedFrom(entry: string): Map<string, string[]> {
  const packages = new Map<string, string[]>();
  const seen = new Set<string>();
  const walk = (file: string, chain: string[]) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const specifier of specifiersOf(file)) {
      if (specifier.startsWith('node:')) continue;
      const resolved = resolveImport(specifier, file);
      if (!resolved || resolved.isExternalLibraryImport) {
        const name = specifier.startsWith('@')
          ? specifier.split('/').slice(0, 2).join('/')
          : specifier.split('/')[0];
        if (name && !packages.has(name)) packages.set(name, [...chain, path.relative(root, file)]);
        continue;
      }
      walk(resolved.resolvedFileName, [...chain, path.relative(root, file)]);
    }
  };
  walk(path.join(root, entry), []);
  return packages;
}

describe('import boundaries the lint cannot see (they run through other modules)', () => {
  it('npm run generate loads no React, Chakra or Emotion', () => {
    const reached = packagesReachedFrom('scripts/generate.ts');
    const ui = [...reached].filter(([name]) =>
      /^(react|react-dom|react-router-dom|@chakra-ui\/.*|@emotion\/.*)$/.test(name),
    );
    expect(ui.map(([name, chain]) => `${name} through ${chain.join(' → ')}`)).toEqual([]);
    // The walk does see packages: zod is the definitions' contract.
    expect(reached.has('zod')).toBe(true);
  });
});
