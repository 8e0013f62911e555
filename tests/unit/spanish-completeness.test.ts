/**
 * Completeness is a build rule (issue #30): `npm run generate` refuses a definition folder without its Spanish words,
 * naming the file and the key (scripts/lib/spanish.ts). Each case copies the BMI folder, breaks one thing and reads
 * what the rule says.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { loadSpanishDefinitions } from '../../scripts/lib/spanish';
import type { CalculatorDefinition } from '../../src/engine';

const root = path.resolve(import.meta.dirname, '../..');
// Inside the project, so the copies resolve `@/engine` as the real folder does.
const scratch = mkdtempSync(path.join(root, 'tests', '.spanish-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

let copies = 0;
/** A copy of definitions/bmi, changed by `change`, checked as generate checks it. */
async function check(change: (file: (name: string) => string) => void) {
  const dir = path.join(scratch, `case-${++copies}`, 'bmi');
  cpSync(path.join(root, 'definitions', 'bmi'), dir, { recursive: true });
  change((name) => path.join(dir, name));
  const definition = (
    (await import(pathToFileURL(path.join(dir, 'page.ts')).href)) as {
      default: CalculatorDefinition;
    }
  ).default;
  return loadSpanishDefinitions([{ dir, definition }]);
}

const edit = (file: string, from: string | RegExp, to: string) => {
  const text = readFileSync(file, 'utf8');
  const changed = text.replace(from, to);
  expect(changed).not.toBe(text);
  writeFileSync(file, changed);
};

/** The errors with the scratch folder cut from the paths: `…/bmi/messages.es.ts: …`. */
const said = (errors: string[]) => errors.map((error) => error.replace(/^.*?\/bmi\//, 'bmi/'));

describe('a definition without its Spanish words fails generate, naming the file and the key', () => {
  it('a complete folder gives its Spanish definition', async () => {
    const { spanish, errors } = await check(() => undefined);
    expect(errors).toEqual([]);
    expect(spanish[0]?.slug).toBe('calculadora-imc');
    expect(spanish[0]?.definition.name).toBe('Calculadora de IMC para mujeres');
    expect(spanish[0]?.definition.fields.height?.label).toBe('Estatura');
  });

  it('names each missing file', async () => {
    const { errors } = await check((file) => {
      unlinkSync(file('messages.es.ts'));
      unlinkSync(file('about.es.md'));
    });
    expect(said(errors)).toEqual([
      expect.stringMatching(/^bmi\/messages\.es\.ts: missing: /),
      expect.stringMatching(/^bmi\/about\.es\.md: missing: /),
    ]);
  });

  it('names a message key messages.es.ts lacks, and one messages.ts does not have', async () => {
    const { errors } = await check((file) => {
      edit(file('messages.es.ts'), /\n {2}advice2: `[^`]*`,/, '\n  adviceTwo: `x`,');
    });
    expect(said(errors)).toEqual([
      'bmi/messages.es.ts: advice2: missing (messages.ts has it)',
      'bmi/messages.es.ts: adviceTwo: not a key of messages.ts; remove it',
    ]);
  });

  it('names a message whose parameters differ from the English', async () => {
    const { errors } = await check((file) => {
      edit(file('messages.es.ts'), '{metric}', '{metrics}');
    });
    expect(said(errors)).toEqual([
      'bmi/messages.es.ts: explainMetric: parameters differ from messages.ts (English: {metric: string}, Spanish: {metrics: string})',
    ]);
  });

  it('names a label, title or other text without its Spanish, and a slug that is not one', async () => {
    const { errors } = await check((file) => {
      edit(file('messages.es.ts'), "  yourBmi: 'Tu IMC',\n", '');
      edit(file('messages.es.ts'), "slug = 'calculadora-imc'", "slug = 'Calculadora IMC'");
    });
    expect(said(errors)).toEqual([
      'bmi/messages.es.ts: slug: "Calculadora IMC" is not a slug: export const slug = \'calculadora-…\' (lower case, digits, hyphens; no accents or ñ)',
      'bmi/messages.es.ts: yourBmi: missing (messages.ts has it)',
    ]);
  });
});
