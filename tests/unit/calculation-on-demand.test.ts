/**
 * A calculator page's first load is its form (docs/adr/0003, "The calculation on demand"): the page module the
 * browser loads by the URL its page names, and all it imports statically, hold no formula, no words layer, no
 * compiled messages of the calculator and no rates data. Those are the calculation's, an entry of its own that the
 * runner loads by the URL the page names (when a result is wanted, or on her first touch of the form), and the
 * browser's copy of the page module holds no import of it (build/browser-modules.ts).
 */
import { describe, expect, it } from 'vitest';
import { browserBuild, type Chunk, entryChunk, staticChunks, staticModules } from '../browser-build';

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

/** The custom form fields (a page with one loads it with the form). */
const FIELDS = ['src/form/fields/date-list.tsx', 'src/form/fields/budget-table.tsx'];

/**
 * What only a calculation needs of the engine and the form: the checks of each value and of the whole form, and
 * the formula's run (src/form/checks.ts loads them with the calculation), and the icon library's runtime.
 */
const CHECK_MODULE = /^(src\/engine\/(validate|run)\.ts|node_modules\/lucide-react\/.*)$/;

/** A page module's calculation module (an entry of its own, loaded by the URL its page names). */
const calculationOf = (page: string) => page.replace('/calculators/', '/calculations/');

let built: Promise<Map<string, Chunk>> | undefined;
/**
 * The browser build of the page modules with their calculations, the runner island (its runner chunk loaded
 * lazily) and the custom fields, built once for every test of this file (issue 28: it was built four times).
 */
const browserChunks = () => {
  built ??= browserBuild({
    ...Object.fromEntries(
      Object.entries(PAGES).flatMap(([name, file]) => [
        [name, file],
        [`${name}-calculation`, calculationOf(file)],
      ]),
    ),
    runner: 'src/islands/runner.tsx',
    ...Object.fromEntries(FIELDS.map((file) => [file.replace(/^.*\/(.*)\.tsx$/, '$1'), file])),
  });
  return built;
};

describe('performance guard (bytes loaded): a calculator page loads its form, and its calculation only when wanted', () => {
  it('no formula, words, messages or rates in the page module’s graph; all of them in its calculation', async () => {
    const chunks = await browserChunks();
    for (const [name, entry] of Object.entries(PAGES)) {
      const first = staticModules(chunks, entry);
      const page = entryChunk(chunks, entry);
      expect(page.dynamicImports, `${name}: the browser's page module imports nothing later`).toEqual([]);
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
          `definitions/${id}/present.ts`,
          `definitions/${id}/messages.${lang}.gen.ts`,
        ]),
      );
      if (id === 'maternity-leave-pay')
        expect(later, name).toContain('src/generated/data/maternity-leave-pay/state-programs.ts');
    }
  }, 300_000);

  it('no checks, run or icon runtime in the form’s code (runner, page module, custom fields); the checks load apart', async () => {
    const chunks = await browserChunks();
    const form = [
      ...['src/islands/runner.tsx', 'src/islands/calculator-runner.tsx', ...FIELDS],
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

/**
 * Only the page's language in a calculator page's chunks: the
 * browser build of the Spanish BMI page module, with the calculation it loads when a result is wanted, carries its
 * Spanish messages and the engine's Spanish words and none of the English ones (calculator.ts imports only its
 * messages' type, page.ts the English messages for the tools; build/browser-modules.ts leaves the engine's English
 * fallback out of the browser's copy). The English page's module, the other way round. Built with the other pages, as the site is.
 */
describe('performance guard (bytes loaded): a calculator page loads only its own language’s words', () => {
  /** The code the browser loads with a page module and its calculation. */
  const browserCode = async (entry: string) =>
    staticChunks(await browserChunks(), [entry, calculationOf(entry)])
      .map((chunk) => chunk.code)
      .join('\n');

  /** Which of `texts` the code holds (a list, so a failure names the texts, not megabytes of code). */
  const found = (code: string, texts: string[]) => texts.filter((text) => code.includes(text));

  /** Sentences that only the English messages hold (bmi's own, and the engine's). */
  const ENGLISH = ['is within the range linked with the lowest', 'must be a whole number', 'is required.'];
  /** The same sentences in the Spanish messages. */
  const SPANISH = [
    'dentro del rango asociado con el menor',
    'debe ser un número entero',
    'este dato es obligatorio',
  ];

  it('the Spanish BMI module: Spanish messages and engine words, no English ones', async () => {
    const code = await browserCode(PAGES['es-bmi']);
    expect(found(code, SPANISH)).toEqual(SPANISH);
    expect(found(code, ENGLISH)).toEqual([]);
  }, 300_000);

  it('the English BMI module: English messages and engine words, no Spanish ones', async () => {
    const code = await browserCode(PAGES.bmi);
    expect(found(code, ENGLISH)).toEqual(ENGLISH);
    expect(found(code, SPANISH)).toEqual([]);
  }, 300_000);
});
