/**
 * A calculator page's first load is its form (docs/adr/0003, "The calculation on demand"): the page module the
 * browser loads by the URL its page names, and all it imports statically, hold no formula, no words layer, no
 * compiled messages of the calculator and no rates data. Those are the calculation's, an entry of its own that the
 * runner loads by the URL the page names (when a result is wanted, or on her first touch of the form), and the
 * browser's copy of the page module holds no import of it (build/browser-definitions.ts).
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

/** The custom form fields (a page with one loads it with the form). */
const FIELDS = ['src/form/fields/date-list.tsx', 'src/form/fields/budget-table.tsx'];

/**
 * What only a calculation needs of the engine and the form: the checks of each value and of the whole form, and
 * the formula's run (src/form/checks.ts loads them with the calculation), and the icon library's runtime.
 */
const CHECK_MODULE = /^(src\/engine\/(validate|run)\.ts|node_modules\/lucide-react\/.*)$/;

/** A page module's calculation module (an entry of its own, loaded by the URL its page names). */
const calculationOf = (page: string) => page.replace('/calculators/', '/calculations/');

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
        input: {
          ...Object.fromEntries(
            Object.entries(PAGES).flatMap(([name, file]) => [
              [name, path.join(root, file)],
              [`${name}-calculation`, path.join(root, calculationOf(file))],
            ]),
          ),
          // The form's code: the runner island (its runner chunk loaded lazily) and the custom fields.
          runner: path.join(root, 'src/islands/runner.tsx'),
          ...Object.fromEntries(FIELDS.map((file) => [path.basename(file, '.tsx'), path.join(root, file)])),
        },
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
  const start = [...chunks.values()].find((chunk) => chunk.facadeModuleId === path.join(root, entry));
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

describe('a calculator page loads its form, and its calculation only when wanted', () => {
  it('no formula, words, messages or rates in the page module’s graph; all of them in its calculation', async () => {
    const chunks = await browserChunks();
    for (const [name, entry] of Object.entries(PAGES)) {
      const first = staticModules(chunks, entry);
      const page = [...chunks.values()].find((chunk) => chunk.facadeModuleId === path.join(root, entry));
      expect(page?.dynamicImports, `${name}: the browser's page module imports nothing later`).toEqual([]);
      expect(
        first.filter((id) => CALCULATION_MODULE.test(id)),
        name,
      ).toEqual([]);
      const later = staticModules(chunks, calculationOf(entry));
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

  it('no checks, run or icon runtime in the form’s code (runner, page module, custom fields); the checks load apart', async () => {
    const chunks = await browserChunks();
    const form = [
      ...['src/islands/runner.tsx', 'src/site/components/calculator-runner.tsx', ...FIELDS],
      ...Object.values(PAGES),
    ].flatMap((entry) => staticModules(chunks, entry));
    // Not vacuous: the form's graph was read (the runner's form and the engine's reading of a share link are in it).
    expect(form).toEqual(expect.arrayContaining(['src/form/validator.ts', 'src/engine/share.ts']));
    expect(form.filter((id) => CHECK_MODULE.test(id))).toEqual([]);
    // Every dynamic import as written: Vite's preload helper (its `vite:preloadError`) rides in no chunk
    // (build/plain-dynamic-import.ts).
    expect(
      [...chunks.values()]
        .filter((chunk) => chunk.code.includes('vite:preloadError'))
        .map((chunk) => chunk.name),
    ).toEqual([]);
    expect(staticModules(chunks, 'src/form/checks.ts')).toEqual(
      expect.arrayContaining(['src/engine/validate.ts', 'src/engine/run.ts']),
    );
  }, 300_000);
});
