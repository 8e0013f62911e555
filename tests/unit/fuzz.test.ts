import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type CalculatorDefinition, type FieldError, runCalculator } from '../../src/engine';
import { inLimitsCase, inLimitsProblems, validInput } from '../fuzz';

const TODAY = { today: '2026-11-25' };

/** A small definition with cross-field checks, whose formula can be broken on purpose. */
function definition(
  formula: (input: { a: number; b: number }) => Record<string, unknown>,
  checks: (input: { a: number; b: number }) => FieldError[] = () => [],
): CalculatorDefinition {
  return {
    id: 'fuzz-probe',
    name: 'Fuzz probe',
    description: 'A definition for the fuzz test.',
    category: 'finance',
    keywords: ['probe'],
    icon: 'percent',
    color: 'teal',
    audience: { note: 'For the fuzz test.' },
    fields: {
      a: { type: 'number', label: 'A', min: 0, max: 10, required: true },
      b: { type: 'number', label: 'B', min: 0, max: 10, required: true },
    },
    checks: ({ a, b }) => checks({ a: Number(a), b: Number(b) }),
    formula: ({ a, b }) => formula({ a: Number(a), b: Number(b) }),
    result: [{ block: 'category-card', value: 'share' }],
    examples: [],
    sources: [{ title: 'none' }],
  };
}

/** The contract suite's in-limits property, run to completion: the first problem found, or undefined. */
function firstProblem(def: CalculatorDefinition): string | undefined {
  const details = fc.check(
    fc.property(validInput(def, TODAY.today), (input) => {
      const problems = inLimitsProblems(def, input, runCalculator(def, input, TODAY), TODAY);
      if (problems.length > 0) throw new Error(problems.join('; '));
    }),
    { numRuns: 300, seed: 17 },
  );
  return details.failed ? String((details.errorInstance as Error).message) : undefined;
}

describe('the in-limits fuzz of the contract suite (tests/fuzz.ts)', () => {
  it('fails when a formula with checks returns NaN, naming the value', () => {
    // a / b is NaN at a = b = 0 and Infinity at b = 0: runCalculator turns both into a form-level error.
    const broken = definition(({ a, b }) => ({ share: a / b }));
    expect(firstProblem(broken)).toMatch(/form-level error .*share is (NaN|Infinity)/);
  });

  it('fails on NaN hidden in a text (a template string of NaN)', () => {
    const broken = definition(({ a, b }) => ({ share: 1, sentence: `About ${Math.sqrt(a - b)} a day` }));
    expect(firstProblem(broken)).toMatch(/sentence is "About NaN a day"/);
  });

  it('fails on a check that names no field of the definition', () => {
    const def = definition(
      ({ a }) => ({ share: a }),
      ({ a, b }) => (a > b ? [{ field: 'total', message: 'A must not exceed B.' }] : []),
    );
    expect(firstProblem(def)).toMatch(/error at "total", which is not a field/);
  });

  it('passes a formula that computes everywhere, and checks that give messages at fields', () => {
    const def = definition(
      ({ a, b }) => ({ share: a / b }),
      ({ b }) => (b === 0 ? [{ field: 'b', message: 'B must be above 0.' }] : []),
    );
    expect(firstProblem(def)).toBeUndefined();
  });

  it('fails on any form-level message, with the NaN behind it named; a check at a field passes', () => {
    const atForm = ({ a, b }: { a: number; b: number }) =>
      a + b < 5 ? [{ field: '_form', message: 'A and B together are too low to compare.' }] : [];
    const atField = ({ a, b }: { a: number; b: number }) =>
      a + b < 5 ? [{ field: 'b', message: 'A and B together are too low to compare.' }] : [];
    expect(firstProblem(definition(({ a, b }) => ({ share: a / (b + 1) }), atField))).toBeUndefined();
    expect(firstProblem(definition(({ a, b }) => ({ share: a / (b + 1) }), atForm))).toMatch(
      /form-level error/,
    );
    expect(firstProblem(definition(({ a, b }) => ({ share: a * Math.sqrt(b - 8) }), atField))).toMatch(
      /form-level error .*share is (NaN|Infinity)/,
    );
  });

  it('reaches formulas behind checks that relate fields: a NaN after "start before end, within a year" fails', () => {
    // Random dates from 1990 to 2060 almost never pass these checks; worked examples with one field changed do.
    const dates: CalculatorDefinition = {
      ...definition(() => ({})),
      fields: {
        start: { type: 'date', label: 'Start', required: true },
        end: { type: 'date', label: 'End', required: true },
      },
      checks: ({ start, end }, { today }) =>
        String(start) < String(end) && String(end) <= today && String(start) >= '2025-11-25'
          ? []
          : [{ field: 'end', message: 'End must follow Start, within the past year.' }],
      formula: ({ end }) => ({ share: String(end).endsWith('7') ? Number.NaN : 1 }),
      examples: [{ title: 'A', input: { start: '2026-01-10', end: '2026-03-01' }, expect: {} }],
    };
    const details = fc.check(
      fc.property(inLimitsCase(dates, TODAY.today), ({ input, today }) => {
        const problems = inLimitsProblems(dates, input, runCalculator(dates, input, { today }), { today });
        if (problems.length > 0) throw new Error(problems.join('; '));
      }),
      { numRuns: 300, seed: 17 },
    );
    expect(details.failed).toBe(true);
    expect(String(details.errorInstance)).toMatch(/share is NaN/);
  });
});
