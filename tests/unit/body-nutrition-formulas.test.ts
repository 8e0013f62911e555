import { describe, expect, it } from 'vitest';
import bodyFat from '../../definitions/body-fat/calculator';
import { bodyFatCategory, bodyFatFormula, navyBodyFat } from '../../definitions/body-fat/formula';
import { runCalculator } from '../../src/engine';

const TODAY = { today: '2026-11-25' };

describe('body-fat (US Navy, women, hand-computed)', () => {
  it('165 cm, 70/95/32 cm: 495 / 1.04242 − 450 = 24.86 → 24.9 Fitness', () => {
    expect(navyBodyFat(165, 70, 95, 32)).toBeCloseTo(24.856, 2);
    const result = bodyFatFormula({
      height: 165,
      heightUnit: 'cm',
      waist: 70,
      hip: 95,
      neck: 32,
      measurementUnit: 'cm',
    });
    expect(result.bodyFatPercentage).toBe(24.9);
    expect(result.category).toBe('Fitness');
  });

  it('agrees with the inch form within half a percent', () => {
    const inchForm = 163.205 * Math.log10(28 + 38 - 13) - 97.684 * Math.log10(66) - 78.387;
    expect(Math.abs(navyBodyFat(66 * 2.54, 28 * 2.54, 38 * 2.54, 13 * 2.54) - inchForm)).toBeLessThan(0.5);
  });

  it('puts category boundaries where the spec does', () => {
    expect(bodyFatCategory(13.9)).toBe('Essential Fat');
    expect(bodyFatCategory(14)).toBe('Athletic');
    expect(bodyFatCategory(20.9)).toBe('Athletic');
    expect(bodyFatCategory(21)).toBe('Fitness');
    expect(bodyFatCategory(24.9)).toBe('Fitness');
    expect(bodyFatCategory(25)).toBe('Average');
    expect(bodyFatCategory(31.9)).toBe('Average');
    expect(bodyFatCategory(32)).toBe('Obese');
  });

  it('converts inches for all three tape measurements through one unit field', () => {
    const outcome = runCalculator(
      bodyFat,
      { height: 5.5, heightUnit: 'ft', waist: 28, hip: 38, neck: 13, measurementUnit: 'in' },
      TODAY,
    );
    expect(outcome).toMatchObject({ ok: true, result: { bodyFatPercentage: 25, category: 'Average' } });
  });

  it('refuses inconsistent measurements instead of clamping (tall, tiny waist and hip, thick neck)', () => {
    const outcome = runCalculator(
      bodyFat,
      { height: 250, heightUnit: 'cm', waist: 40, hip: 50, neck: 60, measurementUnit: 'cm' },
      TODAY,
    );
    expect(outcome.ok).toBe(false);
    if (!outcome.ok) {
      expect(outcome.errors[0]?.field).toBe('waist');
      expect(outcome.errors[0]?.message).toMatch(/look inconsistent/);
    }
  });

  it('refuses results above 75% (short, very large waist and hip)', () => {
    expect(navyBodyFat(100, 200, 200, 20)).toBeGreaterThan(75);
    const outcome = runCalculator(
      bodyFat,
      { height: 100, heightUnit: 'cm', waist: 200, hip: 200, neck: 20, measurementUnit: 'cm' },
      TODAY,
    );
    expect(outcome.ok).toBe(false);
  });
});
