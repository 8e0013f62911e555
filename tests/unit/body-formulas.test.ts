import { describe, expect, it } from 'vitest';
import { bmiCategory, bmiFormula } from '../../definitions/bmi/formula';
import bmi from '../../definitions/bmi/page';
import { bmrFormula } from '../../definitions/bmr/formula';
import bmr from '../../definitions/bmr/page';
import { tdeeFormula } from '../../definitions/tdee/formula';
import tdee from '../../definitions/tdee/page';
import { deficitValues, resultOf, weeklyChange } from '../../src/engine';

describe('bmi (hand-computed)', () => {
  it('60 kg at 165 cm: 60 / 1.65² = 22.04 → 22.0, healthy 50.4–67.8 kg', () => {
    const result = bmiFormula({ height: 165, heightUnit: 'cm', weight: 60, weightUnit: 'kg' });
    expect(result.bmi).toBe(22);
    expect(result.healthyWeightRange).toEqual({ min: 50.4, max: 67.8 });
  });

  it('puts category boundaries where the spec does', () => {
    expect(bmiCategory(18.4)).toBe('underweight');
    expect(bmiCategory(18.5)).toBe('normal');
    expect(bmiCategory(24.9)).toBe('normal');
    expect(bmiCategory(25)).toBe('overweight');
    expect(bmiCategory(29.9)).toBe('overweight');
    expect(bmiCategory(30)).toBe('obese');
  });

  it('tells over-65s what the observational data can and cannot say, after the advice', () => {
    const result = resultOf(bmi, { height: 160, heightUnit: 'cm', weight: 50, weightUnit: 'kg', age: 70 });
    expect(result.recommendations).toHaveLength(4);
    expect(result.recommendations[3]).toMatch(/^After 65, studies that follow people over time/);
  });

  it('tells under-20s that adult categories do not apply', () => {
    const result = resultOf(bmi, { height: 160, heightUnit: 'cm', weight: 50, weightUnit: 'kg', age: 16 });
    expect(result.interpretation).toMatch(/BMI-for-age percentiles/);
  });
});

describe('bmr and tdee (Mifflin–St Jeor, hand-computed)', () => {
  it('60 kg, 165 cm, 30 y: 600 + 1031.25 − 150 − 161 = 1320.25', () => {
    const result = bmrFormula({ weight: 60, weightUnit: 'kg', height: 165, heightUnit: 'cm', age: 30 });
    expect(result.bmr).toBe(1320);
    expect(result.tdeeValues.moderatelyActive).toBe(Math.round(1320.25 * 1.55));
  });

  it('tells a teenager first that the equation was built from adults', () => {
    const input = { weight: 55, weightUnit: 'kg', height: 160, heightUnit: 'cm', age: 16 } as const;
    const result = resultOf(bmr, input);
    expect(result.recommendations).toHaveLength(4);
    expect(result.recommendations[0]).toMatch(/built from adults; for teenagers/);
    expect(resultOf(bmr, { ...input, age: 18 }).recommendations[0]).toMatch(/^Your body uses about/);
  });

  it('gives weekly changes and deficit figures as values for messages, in the unit she typed', () => {
    expect(weeklyChange(-500, 'lbs')).toEqual({ sign: 'minus', amount: 1, unit: 'lbs' });
    expect(weeklyChange(250, 'kg')).toEqual({ sign: 'plus', amount: 0.23, unit: 'kg' });
    expect(weeklyChange(0, 'kg')).toEqual({ sign: 'zero', amount: 0, unit: 'kg' });
    expect(deficitValues('kg')).toEqual({
      unit: 'kg',
      dailyKcal: 550,
      weekly: 0.5,
      energy: 7700,
      recheckEvery: 5,
    });
    expect(deficitValues('lbs')).toEqual({
      unit: 'lbs',
      dailyKcal: 500,
      weekly: 1,
      energy: 3500,
      recheckEvery: 10,
    });
  });

  it('men get +5 instead of −161, and targets follow the TDEE', () => {
    const result = tdeeFormula({
      weight: 80,
      weightUnit: 'kg',
      height: 180,
      heightUnit: 'cm',
      age: 35,
      gender: 'male',
      activityLevel: 'sedentary',
    });
    expect(result.bmr).toBe(1755);
    expect(result.tdee).toBe(2106);
    expect(result.weightLossCalories).toEqual({ mild: 1856, moderate: 1606, aggressive: 1356 });
  });

  it('warns when the aggressive target falls below 1,200 kcal for a woman', () => {
    const result = resultOf(tdee, {
      weight: 50,
      weightUnit: 'kg',
      height: 155,
      heightUnit: 'cm',
      age: 60,
      gender: 'female',
      activityLevel: 'sedentary',
    });
    expect(result.weightLossCalories?.aggressive).toBeLessThan(1200);
    expect(result.recommendations[0]).toMatch(/below 1,200 kcal/);
  });
});
