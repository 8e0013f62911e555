import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parseSync } from 'vite';
import { describe, expect, it } from 'vitest';
import { SERVER_ONLY_PROPERTIES, withoutServerOnlyProperties } from '../../build/browser-definitions';

const root = path.resolve(import.meta.dirname, '../..');
const ids = readdirSync(path.join(root, 'definitions')).filter((id) =>
  readdirSync(path.join(root, 'definitions', id)).includes('calculator.ts'),
);

/** The top-level property names of a definition module's `defineCalculator({ … })`. */
function propertyNames(code: string, file: string): string[] {
  const { program, errors } = parseSync(file, code, { lang: 'ts', sourceType: 'module' });
  expect(errors).toEqual([]);
  // biome-ignore lint/suspicious/noExplicitAny: walking a parsed tree
  const exported = (program.body as any[]).find((node) => node.type === 'ExportDefaultDeclaration');
  // biome-ignore lint/suspicious/noExplicitAny: walking a parsed tree
  return exported.declaration.arguments[0].properties.map((property: any) => property.key?.name ?? '...');
}

describe('the browser gets definitions without their worked examples (build/browser-definitions.ts)', () => {
  it('covers every calculator', () => {
    expect(ids.length).toBeGreaterThanOrEqual(31);
  });

  for (const id of ids) {
    it(`${id}: leaves out only the examples, and the rest still parses`, () => {
      const file = path.join(root, 'definitions', id, 'calculator.ts');
      const code = readFileSync(file, 'utf8');
      const before = propertyNames(code, file);
      const after = propertyNames(withoutServerOnlyProperties(code, file), file);
      expect(before).toContain('examples');
      expect(after).toEqual(
        before.filter((name) => !(SERVER_ONLY_PROPERTIES as readonly string[]).includes(name)),
      );
    });
  }

  it('fails loudly on a definition written another way', () => {
    expect(() => withoutServerOnlyProperties('export default { examples: [] };', 'x/calculator.ts')).toThrow(
      /defineCalculator/,
    );
    expect(() =>
      withoutServerOnlyProperties('export default defineCalculator({ id: "x" });', 'x/calculator.ts'),
    ).toThrow(/one "examples" property, found 0/);
  });

  it('no browser code reads a definition’s examples', () => {
    const browserDirs = ['src/islands', 'src/form', 'src/results', 'src/site/components', 'src/engine'];
    const readers: string[] = [];
    const walk = (dir: string) => {
      for (const entry of readdirSync(path.join(root, dir), { withFileTypes: true })) {
        const relative = path.join(dir, entry.name);
        if (entry.isDirectory()) walk(relative);
        else if (
          /\.tsx?$/.test(entry.name) &&
          /\.examples\b/.test(readFileSync(path.join(root, relative), 'utf8'))
        )
          readers.push(relative);
      }
    };
    for (const dir of browserDirs) walk(dir);
    for (const id of ids) {
      for (const name of ['words.ts', 'formula.ts']) {
        const file = path.join('definitions', id, name);
        try {
          if (/\.examples\b/.test(readFileSync(path.join(root, file), 'utf8'))) readers.push(file);
        } catch {}
      }
    }
    expect(readers).toEqual([]);
  });
});
