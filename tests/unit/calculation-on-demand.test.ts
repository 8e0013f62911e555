/**
 * A calculator page's first load is its form (docs/adr/0003, "The calculation on demand"): the page module the
 * browser loads by the URL its page names, and all it imports statically, hold no formula, no words layer, no
 * compiled messages of the calculator and no rates data. Those are the calculation's, a chunk of its own that the
 * page module imports dynamically (when a result is wanted, or on her first touch of the form).
 */
import path from 'node:path';
import { build, type Rolldown } from 'vite';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');

/** The page modules read here: the smallest and the largest calculator, in both languages. */
const PAGES = {
  bmi: 'src/generated/calculators/bmi.ts',
  'es-bmi': 'src/generated/calculators/es/bmi.ts',
  maternity: 'src/generated/calculators/maternity-leave-pay.ts',
  'es-maternity': 'src/generated/calculators/es/maternity-leave-pay.ts',
};

/** A calculator's own modules that only a calculation needs (definitions/<id>/…). */
const CALCULATION_MODULE =
  /^definitions\/[^/]+\/(calculator\.ts|formula\.ts|words\.ts|data\.ts|state-messages\.ts|messages\.\w+\.gen\.ts|rates\/.+\.json)$/;

type Chunk = Rolldown.OutputChunk;

/** The browser build of the page modules (the site's config, written nowhere): its chunks by file name. */
async function browserChunks(): Promise<Map<string, Chunk>> {
  const output = (await build({
    root,
    configFile: path.join(root, 'vite.config.ts'),
    logLevel: 'silent',
    build: {
      write: false,
      manifest: false,
      rolldownOptions: {
        input: Object.fromEntries(Object.entries(PAGES).map(([name, file]) => [name, path.join(root, file)])),
      },
    },
  })) as Rolldown.RolldownOutput | Rolldown.RolldownOutput[];
  return new Map(
    (Array.isArray(output) ? output : [output])
      .flatMap((out) => out.output)
      .flatMap((chunk) => (chunk.type === 'chunk' ? [[chunk.fileName, chunk] as const] : [])),
  );
}

/** The source modules (relative to the repository) of a page module's chunk and what it imports statically. */
function staticModules(chunks: Map<string, Chunk>, entry: string): string[] {
  const start = [...chunks.values()].find(
    (chunk) => chunk.isEntry && chunk.facadeModuleId === path.join(root, entry),
  );
  if (!start) throw new Error(`${entry}: no entry chunk`);
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const next of chunks.get(file)?.imports ?? []) visit(next);
  };
  visit(start.fileName);
  return [...seen].flatMap((file) => chunks.get(file)?.moduleIds.map((id) => path.relative(root, id)) ?? []);
}

/** The modules of the chunks a page module's graph imports dynamically (its calculation), and their static imports. */
function dynamicModules(chunks: Map<string, Chunk>, entry: string): string[] {
  const start = [...chunks.values()].find(
    (chunk) => chunk.isEntry && chunk.facadeModuleId === path.join(root, entry),
  );
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const next of chunks.get(file)?.imports ?? []) visit(next);
  };
  // From every chunk of the page module's static graph: the bundler may move the module's code into a chunk the
  // entry imports.
  const first = new Set<string>();
  const collect = (file: string) => {
    if (first.has(file)) return;
    first.add(file);
    for (const next of chunks.get(file)?.imports ?? []) collect(next);
  };
  if (start) collect(start.fileName);
  for (const file of first) for (const next of chunks.get(file)?.dynamicImports ?? []) visit(next);
  return [...seen].flatMap((file) => chunks.get(file)?.moduleIds.map((id) => path.relative(root, id)) ?? []);
}

describe('a calculator page loads its form, and its calculation only when wanted', () => {
  it('no formula, words, messages or rates in the page module’s static graph; all of them in its calculation', async () => {
    const chunks = await browserChunks();
    for (const [name, entry] of Object.entries(PAGES)) {
      const first = staticModules(chunks, entry);
      expect(
        first.filter((id) => CALCULATION_MODULE.test(id)),
        name,
      ).toEqual([]);
      const later = dynamicModules(chunks, entry);
      const id = entry.includes('maternity') ? 'maternity-leave-pay' : 'bmi';
      const lang = entry.includes('/es/') ? 'es' : 'en';
      // Not vacuous: the calculation holds them (a page whose graph could not be read would pass above).
      expect(later, name).toEqual(
        expect.arrayContaining([
          `definitions/${id}/formula.ts`,
          `definitions/${id}/words.ts`,
          `definitions/${id}/messages.${lang}.gen.ts`,
        ]),
      );
      if (id === 'maternity-leave-pay')
        expect(later, name).toContain('definitions/maternity-leave-pay/rates/state-programs.json');
    }
  }, 300_000);
});
