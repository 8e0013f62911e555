/**
 * What only the server needs of a definition (its description, keywords, worked examples and sources, and the English
 * messages it is built from for the tools) is in definitions/<id>/page.ts, by construction: the browser's modules
 * import calculator.ts, which holds none of it, and never page.ts. The browser build of every client entry (the page
 * script, each calculator's page module and calculation, English and Spanish) holds no page.ts in any chunk.
 */
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { clientEntries } from '../../build/client-entries';
import { browserBuild } from '../browser-build';

const root = path.resolve(import.meta.dirname, '../..');

/** A definition's page.ts, as a module id relative to the repository. */
const PAGE = /^definitions\/[^/]+\/page\.ts$/;

describe('no browser chunk imports a definition’s page.ts', () => {
  it('every chunk of the browser build: calculator.ts, never page.ts', async () => {
    const chunks = await browserBuild(
      Object.fromEntries(
        Object.entries(clientEntries()).map(([name, file]) => [name, path.relative(root, file)]),
      ),
    );
    const modules = [...chunks.values()].flatMap((chunk) =>
      chunk.moduleIds.map((id) => [chunk.fileName, path.relative(root, id)] as const),
    );
    // Not vacuous: every calculator's calculator.ts is in the build (the graph was read).
    expect(modules.map(([, id]) => id)).toEqual(
      expect.arrayContaining(['definitions/bmi/calculator.ts', 'definitions/wedding-budget/calculator.ts']),
    );
    expect(modules.filter(([, id]) => PAGE.test(id)).map(([file, id]) => `${file}: ${id}`)).toEqual([]);
  }, 600_000);
});
