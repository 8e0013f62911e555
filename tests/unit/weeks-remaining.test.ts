import { describe, expect, it } from 'vitest';
import { pregnancyWeightGainFormula } from '../../definitions/pregnancy-weight-gain/formula';

// docs/product-decisions.md: weeks remaining are 40 − week, never below 0.
describe('pregnancy weight gain: weeks remaining', () => {
  const at = (week: number) =>
    pregnancyWeightGainFormula({
      prePregnancyWeight: 60,
      weightUnit: 'kg',
      height: 165,
      heightUnit: 'cm',
      currentWeight: 72,
      week,
      pregnancyType: 'singleton',
    });

  it('is 40 − week up to the due date', () => {
    expect([20, 39, 40].map((week) => at(week).remainingWeeks)).toEqual([20, 1, 0]);
  });

  it('is 0 past the due date (weeks 41 and 42), not −1 and −2, with the expected gain held at week 40', () => {
    expect([41, 42].map((week) => at(week).remainingWeeks)).toEqual([0, 0]);
    expect(at(42).expectedGain).toBe(at(40).expectedGain);
  });
});
