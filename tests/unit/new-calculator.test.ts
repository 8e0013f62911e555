import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { FORM_SCHEMA_SNAPSHOT, loadDefinitions } from '../../scripts/lib/definitions';
import { scaffoldFiles } from '../../scripts/lib/scaffold';
import { toFormSchema } from '../../src/engine';

// What the command writes, file by file. That the folder passes `npm run check` as written (Spanish, generate,
// Biome, the typecheck, its own test and the contract suite) is proved in a fresh copy of the repository by
// tests/unit/editor-routine.test.ts.
const root = path.resolve(import.meta.dirname, '../..');
const tsx = path.join(root, 'node_modules', '.bin', 'tsx');
const temp = mkdtempSync(path.join(tmpdir(), 'bloomcalc-scaffold-'));
const folder = path.join(temp, 'definitions');
mkdirSync(folder);
afterAll(() => rmSync(temp, { recursive: true, force: true }));
const env = { ...process.env, BLOOMCALC_DEFINITIONS: folder, FORCE_COLOR: '0', NO_COLOR: '1' };
const run = (...args: string[]) => {
  const result = spawnSync(tsx, ['scripts/new-calculator.ts', ...args], { cwd: root, encoding: 'utf8', env });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
};

describe('npm run new-calculator', () => {
  it('writes every file of the folder, its form-schema snapshot included, and says how to check it', async () => {
    const made = run('knee-ratio');
    expect(made.status, made.output).toBe(0);
    expect(made.output).toContain('npm run check -- knee-ratio');
    expect(made.output).not.toContain('npm test');
    const dir = path.join(folder, 'knee-ratio');
    const templates = scaffoldFiles({ id: 'knee-ratio', name: 'Knee Ratio Calculator' });
    // What generate and check read, English and Spanish (docs/authoring.md, "The folder").
    for (const name of ['calculator.ts', 'formula.ts', 'messages.ts', 'messages.es.ts', 'about.es.md']) {
      expect(Object.keys(templates)).toContain(name);
    }
    expect(readdirSync(dir).sort()).toEqual(
      [
        ...Object.keys(templates),
        FORM_SCHEMA_SNAPSHOT,
        // Compiled to make the snapshot; ignored by git.
        'messages.en.gen.ts',
        'messages.es.gen.ts',
      ].sort(),
    );
    for (const [name, text] of Object.entries(templates)) {
      expect(readFileSync(path.join(dir, name), 'utf8'), name).toBe(text);
      if (!name.endsWith('.ts')) continue;
      expect(text, `${name}: imports only @/engine, vitest and its own folder`).not.toMatch(
        /from '(?!@\/engine'|vitest'|\.\/)/,
      );
    }
    const [loaded] = await loadDefinitions(folder);
    expect(loaded?.definition.id).toBe('knee-ratio');
    // As the contract suite compares it: no `--accept` needed for the folder as written.
    expect(readFileSync(path.join(dir, FORM_SCHEMA_SNAPSHOT), 'utf8')).toBe(
      `${JSON.stringify(toFormSchema(loaded?.definition ?? { fields: {} }), null, 2)}\n`,
    );
  }, 60_000);

  it('refuses an id that is not kebab-case, and a folder that exists', () => {
    expect(run('Bad Id').status).toBe(2);
    expect(run('knee-ratio').output).toContain('definitions/knee-ratio already exists');
  });
});
