import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadDefinitions } from '../../scripts/lib/definitions';
import { runCalculator } from '../../src/engine';

const root = path.resolve(import.meta.dirname, '../..');
const folder = mkdtempSync(path.join(tmpdir(), 'bloomcalc-definitions-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

describe('npm run new-calculator', () => {
  it('writes one folder that passes the definition schema and its own worked examples', async () => {
    const run = spawnSync(
      path.join(root, 'node_modules', '.bin', 'tsx'),
      ['scripts/new-calculator.ts', 'knee-ratio'],
      {
        cwd: root,
        encoding: 'utf8',
        env: { ...process.env, BLOOMCALC_DEFINITIONS: folder },
      },
    );
    expect(run.status, run.stderr).toBe(0);
    const [loaded] = await loadDefinitions(folder);
    expect(loaded?.definition.id).toBe('knee-ratio');
    for (const example of loaded?.definition.examples ?? []) {
      expect(
        runCalculator(loaded?.definition as never, example.input, { today: '2026-11-25' }),
      ).toMatchObject({
        ok: true,
        result: example.expect,
      });
    }
  });

  it('refuses an id that is not kebab-case', () => {
    const run = spawnSync(
      path.join(root, 'node_modules', '.bin', 'tsx'),
      ['scripts/new-calculator.ts', 'Bad Id'],
      {
        cwd: root,
        encoding: 'utf8',
        env: { ...process.env, BLOOMCALC_DEFINITIONS: folder },
      },
    );
    expect(run.status).toBe(2);
  });
});
