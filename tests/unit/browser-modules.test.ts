import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { RATES_MODULE, ratesForBrowser } from '../../build/browser-modules';
import { SERVER_ONLY_KEYS } from '../../src/engine/types';

const root = path.resolve(import.meta.dirname, '../..');
/** A read of a definition's examples, or of its other page.ts keys (`def.sources`, `definition.keywords`…; a program's own `sources` in maternity's words are its data). */
// A field's `ui:options.examples` (its placeholder in each unit, src/engine/json-schema.ts) is form data, not the
// definition's worked examples.
const READS = new RegExp(`(?<!options)\\.examples\\b|\\bdef(inition)?\\.(${SERVER_ONLY_KEYS.join('|')})\\b`);
const ids = readdirSync(path.join(root, 'definitions')).filter((id) =>
  readdirSync(path.join(root, 'definitions', id)).includes('calculator.ts'),
);

describe('the browser reads no page.ts key, and gets rates without their sources (build/browser-modules.ts)', () => {
  it('no browser code reads a definition’s examples or sources', () => {
    const browserDirs = ['src/islands', 'src/form', 'src/results', 'src/site/components', 'src/engine'];
    const readers: string[] = [];
    const walk = (dir: string) => {
      for (const entry of readdirSync(path.join(root, dir), { withFileTypes: true })) {
        const relative = path.join(dir, entry.name);
        if (entry.isDirectory()) walk(relative);
        else if (/\.tsx?$/.test(entry.name) && READS.test(readFileSync(path.join(root, relative), 'utf8')))
          readers.push(relative);
      }
    };
    for (const dir of browserDirs) walk(dir);
    for (const id of ids) {
      for (const name of ['words.ts', 'formula.ts']) {
        const file = path.join('definitions', id, name);
        try {
          if (READS.test(readFileSync(path.join(root, file), 'utf8'))) readers.push(file);
        } catch {}
      }
    }
    expect(readers).toEqual([]);
  });

  it('a rates file keeps every figure and date range, and loses only comments and its records’ source, asOf and reviewBy', () => {
    const files = ids.flatMap((id) => {
      const dir = path.join(root, 'definitions', id, 'rates');
      try {
        return readdirSync(dir).map((name) => path.join(dir, name));
      } catch {
        return [];
      }
    });
    expect(files.length).toBeGreaterThanOrEqual(2);
    for (const file of files) {
      expect(RATES_MODULE.test(file)).toBe(true);
      const original = readFileSync(file, 'utf8');
      const stripped = JSON.parse(ratesForBrowser(original));
      const text = JSON.stringify(stripped);
      expect(text).not.toMatch(/"(\$comment|asOf|reviewBy|source)":/);
      // Put back what was left out: the original again.
      const restore = (value: unknown, from: unknown): unknown => {
        if (Array.isArray(value))
          return value.map((item, index) => restore(item, (from as unknown[])[index]));
        if (!value || typeof value !== 'object') return value;
        const source = from as Record<string, unknown>;
        const back = Object.fromEntries(
          Object.entries(value).map(([key, inner]) => [key, restore(inner, source[key])]),
        );
        for (const key of ['$comment', 'asOf', 'reviewBy', 'source'])
          if (key in source) back[key] = source[key];
        return back;
      };
      expect(restore(stripped, JSON.parse(original))).toEqual(JSON.parse(original));
    }
    // A "source" that is not a dated record's stays.
    expect(
      JSON.parse(
        ratesForBrowser('{"a":{"source":1},"b":[{"validFrom":"x","validTo":"y","source":2,"v":3}]}'),
      ),
    ).toEqual({
      a: { source: 1 },
      b: [{ validFrom: 'x', validTo: 'y', v: 3 }],
    });
  });
});
