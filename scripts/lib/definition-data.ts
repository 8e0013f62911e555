import { existsSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { DEFINITIONS_DIR, listDefinitionIds } from './definitions';

/** A definition's data builder: `definitions/<id>/data/build.ts`, default export `() => { [file]: value }`. */
const DATA_BUILDER = path.join('data', 'build.ts');

/** JSON with every array of plain numbers on one line: a table reads one row a line and diffs row by row. */
export function tableJson(value: unknown): string {
  return `${JSON.stringify(value, null, 2).replace(/\[\s+([-+\d.eE,\s]+?)\s+\]/g, (_all, inner: string) => `[${inner.split(/,\s*/).join(', ')}]`)}\n`;
}

/**
 * Reference data is loaded at build time: for each calculator folder with a `data/build.ts` (which reads its CSVs
 * and validates them), writes the JSON tables it returns next to it, where the formula imports them. Returns the
 * files written. The tables are committed too, so `npm run calc` works before any build.
 */
export async function buildDefinitionData(root = DEFINITIONS_DIR): Promise<string[]> {
  const written: string[] = [];
  for (const id of listDefinitionIds(root)) {
    const builder = path.join(root, id, DATA_BUILDER);
    if (!existsSync(builder)) continue;
    const module = (await import(pathToFileURL(builder).href)) as { default: () => Record<string, unknown> };
    for (const [name, value] of Object.entries(module.default())) {
      if (!/^[a-z0-9-]+\.json$/.test(name))
        throw new Error(`${builder}: table name ${name} must be kebab-case .json`);
      const file = path.join(root, id, 'data', name);
      writeFileSync(file, tableJson(value));
      written.push(file);
    }
  }
  return written;
}
