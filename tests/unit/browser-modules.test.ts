import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SERVER_ONLY_KEYS } from '../../src/engine/types';

const root = path.resolve(import.meta.dirname, '../..');
/** A read of a definition's examples, or of its other page.ts keys (`def.sources`, `definition.keywords`…; a program's own `sources` in maternity's words are its data). */
// A field's `ui:options.examples` (its placeholder in each unit, src/engine/json-schema.ts) is form data, not the
// definition's worked examples.
const READS = new RegExp(`(?<!options)\\.examples\\b|\\bdef(inition)?\\.(${SERVER_ONLY_KEYS.join('|')})\\b`);
const ids = readdirSync(path.join(root, 'definitions')).filter((id) =>
  readdirSync(path.join(root, 'definitions', id)).includes('calculator.ts'),
);

describe('the browser reads no page.ts key', () => {
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
      for (const name of ['present.ts', 'formula.ts']) {
        const file = path.join('definitions', id, name);
        try {
          if (READS.test(readFileSync(path.join(root, file), 'utf8'))) readers.push(file);
        } catch {}
      }
    }
    expect(readers).toEqual([]);
  });
});
