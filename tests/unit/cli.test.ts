import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { parseArgs, runCalc } from '../../scripts/calc';
import { listDefinitionIds } from '../../scripts/lib/definitions';

const root = path.resolve(import.meta.dirname, '../..');
const tsx = path.join(root, 'node_modules', '.bin', 'tsx');

/** The command as a process: its exit status, stdout and stderr are the ones runCalc gives. */
async function calcProcess(...args: string[]) {
  try {
    const { stdout, stderr } = await promisify(execFile)(tsx, ['scripts/calc.ts', ...args], { cwd: root });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

// In this process (runCalc is the command's whole body); one test below runs the command as a process.
const calc = (...args: string[]) => runCalc(args);

describe('headless contract (npm run --silent calc)', () => {
  it('prints ok:true and the result, exit 0', async () => {
    const run = await calc('bmi', '{"height":165,"heightUnit":"cm","weight":60,"weightUnit":"kg"}');
    expect(run.code).toBe(0);
    expect(JSON.parse(run.stdout)).toMatchObject({
      ok: true,
      result: { bmi: 22, category: 'Normal Weight' },
    });
  });

  it('prints ok:false with a message per field, exit 1', async () => {
    const run = await calc('bmi', '{"height":"tall","weight":10}');
    expect(run.code).toBe(1);
    expect(JSON.parse(run.stdout)).toEqual({
      ok: false,
      errors: [
        { field: 'height', message: 'Height must be a number.' },
        { field: 'weight', message: 'Weight must be at least 30 kg.' },
      ],
    });
  });

  it('rejects malformed JSON and a bad --today, exit 1', async () => {
    expect((await calc('bmi', '{oops')).code).toBe(1);
    const run = await calc('bmi', '{}', '--today', '2026-02-30');
    expect(run.code).toBe(1);
    expect(JSON.parse(run.stdout).errors[0].field).toBe('today');
  });

  it('exits 2 with a message on stderr for an unknown id', async () => {
    const run = await calc('no-such-calculator', '{}');
    expect(run.code).toBe(2);
    expect(run.stdout).toBe('');
    expect(run.stderr).toMatch(/Unknown calculator: no-such-calculator/);
    // It lists the ids there are (every definition folder).
    const listed = run.stderr.match(/Valid ids: (.*)/)?.[1]?.split(', ');
    expect(listed).toEqual(listDefinitionIds());
  });
});

describe('the headless contract as a process', () => {
  it('passes on the exit status, stdout and stderr of a result, of messages and of an unknown id', async () => {
    const cases = [
      ['bmi', '{"height":165,"heightUnit":"cm","weight":60,"weightUnit":"kg"}'],
      ['bmi', '{"height":"tall","weight":10}'],
      ['no-such-calculator', '{}'],
    ];
    const runs = await Promise.all(cases.map((args) => calcProcess(...args)));
    expect(runs.map((run) => run.code)).toEqual([0, 1, 2]);
    for (const [index, args] of cases.entries()) expect(runs[index]).toEqual(await calc(...args));
  }, 60_000);
});

describe('headless contract arguments', () => {
  it('answers in Spanish with --lang es: Spanish results and field messages, the same field names', async () => {
    const ok = await calc('bmi', '{"height":165,"weight":60}', '--lang', 'es', '--today', '2026-11-25');
    expect(ok.code).toBe(0);
    expect(JSON.parse(ok.stdout)).toMatchObject({
      ok: true,
      result: {
        bmi: 22,
        category: 'Peso normal',
        interpretation: 'Tu IMC está dentro del rango asociado con el menor riesgo para la salud en adultos.',
      },
    });
    const bad = await calc('bmi', '{"height":"alta","weight":10}', '--lang', 'es');
    expect(bad.code).toBe(1);
    expect(JSON.parse(bad.stdout).errors).toEqual([
      { field: 'height', message: 'Estatura: debe ser un número.' },
      { field: 'weight', message: 'Peso: debe ser de al menos 30 kg.' },
    ]);
    expect(parseArgs(['bmi', '{}', '--lang', 'es']).lang).toBe('es');
    expect(parseArgs(['bmi', '{}', '--lang', 'fr']).errors).toEqual([
      { field: 'lang', message: '--lang must be one of: en, es.' },
    ]);
  });

  it('reads one id, one JSON argument and one --today, and names every other argument as an error', () => {
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
