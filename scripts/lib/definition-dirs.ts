import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';

// Where the definition folders are, without importing the engine: the scripts that compile the messages read this
// before any module that imports the compiled messages is loaded (they are not committed).

/** Folder holding one sub-folder per calculator (BLOOMCALC_DEFINITIONS points elsewhere, e.g. for the scale bench). */
export const DEFINITIONS_DIR = path.resolve(
  process.env.BLOOMCALC_DEFINITIONS ?? path.join(import.meta.dirname, '../../definitions'),
);

/** The QA snapshot of a definition's generated form schema, kept in its folder (tests/contract.test.ts). */
export const FORM_SCHEMA_SNAPSHOT = 'form-schema.snap.json';

/** Environment variable that limits the contract suite to some definitions (comma-separated ids). */
export const CONTRACT_IDS_ENV = 'BLOOMCALC_CONTRACT_IDS';

/** Ids of all calculator folders, sorted. */
export function listDefinitionIds(root = DEFINITIONS_DIR): string[] {
  return readdirSync(root, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
}

/** Path of a calculator's definition file (page.ts, the whole definition), or undefined when there is no such calculator. */
export function definitionFile(id: string, root = DEFINITIONS_DIR): string | undefined {
  if (!/^[a-z0-9-]+$/.test(id)) return undefined;
  const file = path.join(root, id, 'page.ts');
  return existsSync(file) ? file : undefined;
}
