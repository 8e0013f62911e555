/**
 * Only the page's language in a calculator page's chunk (issue #30): the browser build of the Spanish BMI page module
 * carries its Spanish messages and the engine's Spanish words, and none of the English ones (calculator.ts imports
 * its English messages for the tools; build/browser-definitions.ts leaves that import and the engine's English
 * fallback out of the browser's copy). The English page's module, the other way round.
 */
import path from 'node:path';
import { build, type Rolldown } from 'vite';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');

/**
 * The code the browser loads with one page module: the browser build (the site's config, written nowhere) and the
 * chunks its entry imports, transitively, the calculation it loads when a result is wanted included. The site's other entries are built too (the config names them); only
 * this entry's graph is read.
 */
async function browserCode(entry: string): Promise<string> {
  const output = (await build({
    root,
    configFile: path.join(root, 'vite.config.ts'),
    logLevel: 'silent',
    build: {
      write: false,
      manifest: false,
      // With its calculation (an entry of its own, loaded when a result is wanted: docs/adr/0003), which holds its
      // messages.
      rolldownOptions: {
        input: {
          page: path.join(root, entry),
          calculation: path.join(root, entry.replace('/calculators/', '/calculations/')),
        },
      },
    },
  })) as Rolldown.RolldownOutput | Rolldown.RolldownOutput[];
  const chunks = new Map(
    (Array.isArray(output) ? output : [output])
      .flatMap((out) => out.output)
      .flatMap((chunk) => (chunk.type === 'chunk' ? [[chunk.fileName, chunk] as const] : [])),
  );
  const starts = [...chunks.values()].filter(
    (chunk) =>
      chunk.isEntry &&
      [entry, entry.replace('/calculators/', '/calculations/')].some(
        (file) => chunk.facadeModuleId === path.join(root, file),
      ),
  );
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const next of chunks.get(file)?.imports ?? []) visit(next);
  };
  for (const start of starts) visit(start.fileName);
  return [...seen].map((file) => chunks.get(file)?.code ?? '').join('\n');
}

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

describe('a calculator page loads only its own language’s words', () => {
  it('the Spanish BMI module: Spanish messages and engine words, no English ones', async () => {
    const code = await browserCode('src/generated/calculators/es/bmi.ts');
    expect(found(code, SPANISH)).toEqual(SPANISH);
    expect(found(code, ENGLISH)).toEqual([]);
  }, 240_000);

  it('the English BMI module: English messages and engine words, no Spanish ones', async () => {
    const code = await browserCode('src/generated/calculators/bmi.ts');
    expect(found(code, ENGLISH)).toEqual(ENGLISH);
    expect(found(code, SPANISH)).toEqual([]);
  }, 240_000);
});
