import path from 'node:path';
import ts from 'typescript';
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

/** The import cycles among the project's own modules reached from `files`, type imports included. */
function importCycles(files: string[]): string[] {
  const cycles: string[] = [];
  const done = new Set<string>();
  const stack: string[] = [];
  const visit = (file: string) => {
    const at = stack.indexOf(file);
    if (at >= 0) {
      cycles.push([...stack.slice(at), file].map((entry) => path.relative(root, entry)).join(' → '));
      return;
    }
    if (done.has(file)) return;
    stack.push(file);
    for (const specifier of specifiersOf(file, { types: true })) {
      const resolved = resolveImport(specifier, file);
      if (resolved && !resolved.isExternalLibraryImport && !resolved.resolvedFileName.endsWith('.d.ts')) {
        visit(resolved.resolvedFileName);
      }
    }
    stack.pop();
    done.add(file);
  };
  for (const file of files) visit(file);
  return cycles;
}

describe('the engine has no import cycle', () => {
  it('not even through types (a cycle makes the load order, and so a value being undefined, depend on the entry)', () => {
    const engine = ts.sys
      .readDirectory(path.join(root, 'src/engine'), ['.ts'], undefined, undefined)
      .filter((file) => !file.endsWith('.d.ts'));
    expect(engine.length).toBeGreaterThan(10);
    expect(importCycles(engine)).toEqual([]);
  });
});

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

describe('a definition loads in plain Node', () => {
  // The browser tests import every definition with Node's own loader (tests/e2e/fixtures.ts), which refuses a
  // JSON module without the attribute: one such import and no browser test runs at all.
  it('every JSON import under definitions/ says `with { type: "json" }`', () => {
    const files = ts.sys.readDirectory(path.join(root, 'definitions'), ['.ts', '.tsx']);
    const bare = files.flatMap((file) =>
      (ts.sys.readFile(file) ?? '')
        .split('\n')
        .filter(
          (line) => /^\s*import\b.*from\s+'[^']+\.json'/.test(line) && !/with \{ type: 'json' \}/.test(line),
        )
        .map((line) => `${path.relative(root, file)}: ${line.trim()}`),
    );
    expect(files.length).toBeGreaterThan(30);
    expect(bare).toEqual([]);
  });
});
