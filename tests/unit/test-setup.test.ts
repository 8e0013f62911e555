import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

describe('the test run draws its random cases from a seed (tests/setup.ts)', () => {
  it('every property test and sample gets the same cases on every run unless FC_SEED says otherwise', () => {
    expect(fc.readConfigureGlobal().seed).toBe(Number(process.env.FC_SEED ?? 28));
    expect(fc.sample(fc.nat(), 5)).toEqual(fc.sample(fc.nat(), 5));
  });
});
