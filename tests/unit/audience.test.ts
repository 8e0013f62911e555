import { describe, expect, it } from 'vitest';
import bmr from '../../definitions/bmr/page';
import { checkDefinition } from '../../scripts/lib/definitions';
import { type AnyCalculatorDefinition, runCalculator } from '../../src/engine';

// A definition says whom its formula was made for (`audience`); generate (checkDefinition) runs every rule and says
// where a definition does not do what its rule declares.
const FILE = 'definitions/bmr/calculator.ts';
const TODAY = { today: '2026-11-25' };
const adult = { weight: 60, weightUnit: 'kg', height: 165, heightUnit: 'cm', age: 30 };
const tooYoung = ({ value }: { value: number }) => `Not for a child of ${value}.`;

/** BMR with an audience and an extra message, as an editor would write them. */
const withAudience = (
  outside: unknown[],
  extra: Partial<AnyCalculatorDefinition> = {},
): AnyCalculatorDefinition => ({
  ...bmr,
  messages: { ...bmr.messages, tooYoung } as never,
  audience: { note: 'For adults and teens from 13.', outside } as never,
  ...extra,
});

describe('audience', () => {
  it('refuses a value it was not made for at the field, with its own message, and computes for the rest', () => {
    const def = withAudience([{ field: 'age', below: 13, action: 'refuse', message: 'tooYoung' }]);
    expect(checkDefinition(FILE, 'bmr', def)).toEqual([]);
    expect(runCalculator(def, { ...adult, age: 12 }, TODAY)).toEqual({
      ok: false,
      errors: [{ field: 'age', message: 'Not for a child of 12.' }],
    });
    expect(runCalculator(def, { ...adult, age: 13 }, TODAY).ok).toBe(true);
  });

  it('says when a rule names a message messages.ts lacks, or a field that is not a number', () => {
    const def = withAudience([{ field: 'weight', below: 13, action: 'refuse', message: 'tooyoung' }]);
    expect(checkDefinition(FILE, 'bmr', def)).toEqual([
      `${FILE}: audience.outside[1st].field: must name a number field of this definition (\`below\`/\`above\` compares one)`,
      `${FILE}: audience.outside[1st].message: must be a key of messages.ts`,
    ]);
  });

  it('says when a trimmed result still holds a part it omits, or omits a part no result has', () => {
    const def = withAudience([
      { field: 'age', below: 18, action: 'trim', omits: ['activityTable', 'goals'] },
    ]);
    expect(checkDefinition(FILE, 'bmr', def)).toEqual([
      expect.stringContaining(
        "audience.outside.0 (age below 18, trim): the result still holds 'activityTable'",
      ),
      expect.stringContaining("'goals' is not in the first worked example's result"),
    ]);
  });

  it('says when a referring result has no link to the calculator that applies', () => {
    const def = withAudience([
      { field: 'age', below: 20, action: 'refer', calculator: 'child-bmi', carry: ['height', 'weight'] },
    ]);
    expect(checkDefinition(FILE, 'bmr', def)).toEqual([
      expect.stringContaining("the result holds no link starting '/calculators/child-bmi?'"),
    ]);
  });

  it('says when an earlier rule on the same field leaves a later one nothing', () => {
    const def = withAudience([
      { field: 'age', below: 18, action: 'refuse', message: 'tooYoung' },
      { field: 'age', below: 13, action: 'refuse', message: 'tooYoung' },
    ]);
    expect(checkDefinition(FILE, 'bmr', def)).toEqual([
      expect.stringContaining('audience.outside.1 (age below 13, refuse): an earlier rule on the same field'),
    ]);
  });

  it('asks a rule for exactly one bound and what its action needs', () => {
    const def = withAudience([{ field: 'age', action: 'trim' }]);
    expect(checkDefinition(FILE, 'bmr', def)).toEqual([
      expect.stringContaining("audience.outside[1st].omits: `action: 'trim'` needs `omits`"),
      expect.stringContaining('give exactly one of `below`, `above`'),
    ]);
  });
});
