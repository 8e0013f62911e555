import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { listDefinitionIds } from '../../scripts/lib/definitions';

const root = path.resolve(import.meta.dirname, '../..');
const tsx = path.join(root, 'node_modules', '.bin', 'tsx');

function calc(...args: string[]) {
  const run = spawnSync(tsx, ['scripts/calc.ts', ...args], { cwd: root, encoding: 'utf8' });
  return { code: run.status, stdout: run.stdout, stderr: run.stderr };
}

describe('headless contract (npm run --silent calc)', () => {
  it('prints ok:true and the result, exit 0', () => {
    const run = calc('bmi', '{"height":165,"heightUnit":"cm","weight":60,"weightUnit":"kg"}');
    expect(run.code).toBe(0);
    expect(JSON.parse(run.stdout)).toMatchObject({
      ok: true,
      result: { bmi: 22, category: 'Normal Weight' },
    });
  });

  it('prints ok:false with a message per field, exit 1', () => {
    const run = calc('bmi', '{"height":"tall","weight":10}');
    expect(run.code).toBe(1);
    expect(JSON.parse(run.stdout)).toEqual({
      ok: false,
      errors: [
        { field: 'height', message: 'Height must be a number.' },
        { field: 'weight', message: 'Weight must be at least 30 kg.' },
      ],
    });
  });

  it('rejects malformed JSON and a bad --today, exit 1', () => {
    expect(calc('bmi', '{oops').code).toBe(1);
    const run = calc('bmi', '{}', '--today', '2026-02-30');
    expect(run.code).toBe(1);
    expect(JSON.parse(run.stdout).errors[0].field).toBe('today');
  });

  it('exits 2 with a message on stderr for an unknown id', () => {
    const run = calc('no-such-calculator', '{}');
    expect(run.code).toBe(2);
    expect(run.stdout).toBe('');
    expect(run.stderr).toMatch(/Unknown calculator: no-such-calculator/);
    // It lists the ids there are (every definition folder).
    const listed = run.stderr.match(/Valid ids: (.*)/)?.[1]?.split(', ');
    expect(listed).toEqual(listDefinitionIds());
  });
});

describe('headless contract arguments', () => {
  it('reads one id, one JSON argument and one --today, and names every other argument as an error', async () => {
    const { parseArgs } = await import('../../scripts/calc');
    expect(parseArgs(['bmi', '{}', '--today', '2026-01-01'])).toEqual({
      id: 'bmi',
      json: '{}',
      today: '2026-01-01',
      errors: [],
    });
    expect(parseArgs(['bmi']).errors.map((error) => error.field)).toEqual(['input']);
    expect(parseArgs(['bmi', '{}', 'x']).errors.map((error) => error.field)).toEqual(['input']);
    expect(parseArgs(['bmi', '{}', '--verbose']).errors.map((error) => error.field)).toEqual(['input']);
    expect(parseArgs(['bmi', '{}', '--today']).errors.map((error) => error.field)).toEqual(['today']);
    expect(
      parseArgs(['bmi', '{}', '--today', '2026-01-01', '--today', '2026-01-01']).errors.map(
        (error) => error.field,
      ),
    ).toEqual(['today']);
  });
});
