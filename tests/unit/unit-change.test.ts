import { describe, expect, it } from 'vitest';
import babyGrowth from '../../definitions/baby-growth/page';
import bmi from '../../definitions/bmi/page';
import waistToHeight from '../../definitions/waist-to-height/page';
import waterIntake from '../../definitions/water-intake/page';
import { runCalculator } from '../../src/engine';
import { convertOnUnitChange } from '../../src/form/unit-change';

// A number she typed is hers: a unit chosen after it says what the number is in (people fill a form left to right).
// A number the page put there (a share link, an example) is converted, and the change is named for the field.
const typed = (...names: string[]) => new Set(names);

describe('a unit chosen after a number she typed', () => {
  it('keeps the number: 145 then lbs is 145 lbs, and the result is computed in pounds', () => {
    const before = { height: 165, heightUnit: 'cm', weight: 145, weightUnit: 'kg' };
    const { values, converted } = convertOnUnitChange(
      bmi,
      before,
      { ...before, weightUnit: 'lbs' },
      typed('height', 'weight'),
    );
    expect(values).toEqual({ height: 165, heightUnit: 'cm', weight: 145, weightUnit: 'lbs' });
    expect(converted).toEqual({});
    const outcome = runCalculator(bmi, values, { today: '2026-11-28' });
    expect(outcome.ok && outcome.result.bmi).toBe(24.2);
  });

  it('takes the number as the larger unit of two boxes: height 5 then ft + in is 5 ft 0 in', () => {
    const before = { height: 5, heightUnit: 'cm', weight: 130, weightUnit: 'lbs' };
    const { values } = convertOnUnitChange(bmi, before, { ...before, heightUnit: 'ft' }, typed('height'));
    expect(values.height).toBe(5);
    // The engine reads 5 in feet as 5 ft 0 in (152.4 cm): BMI 25.4 with 130 lbs.
    const outcome = runCalculator(bmi, values, { today: '2026-11-28' });
    expect(outcome.ok && outcome.result.bmi).toBe(25.4);
  });

  it("keeps a baby's 18 as 18 lb 0 oz, and water intake's 150 as 150 lbs", () => {
    const baby = { sex: 'girl', weight: 18, weightUnit: 'kg' };
    expect(
      convertOnUnitChange(babyGrowth, baby, { ...baby, weightUnit: 'lb-oz' }, typed('weight')).values.weight,
    ).toBe(18);
    const water = { weight: 150, weightUnit: 'kg' };
    expect(
      convertOnUnitChange(waterIntake, water, { ...water, weightUnit: 'lbs' }, typed('weight')).values,
    ).toEqual({ weight: 150, weightUnit: 'lbs' });
  });

  it('reads two boxes into one as their amount in the larger unit (5 ft 6 in → 5.5, 7 lb 8 oz → 7.5)', () => {
    const tall = { height: `5'6"`, heightUnit: 'ft', weight: 130, weightUnit: 'lbs' };
    expect(convertOnUnitChange(bmi, tall, { ...tall, heightUnit: 'cm' }, typed('height')).values.height).toBe(
      5.5,
    );
    const baby = { sex: 'girl', weight: '7 lb 8 oz', weightUnit: 'lb-oz' };
    expect(
      convertOnUnitChange(babyGrowth, baby, { ...baby, weightUnit: 'lbs' }, typed('weight')).values.weight,
    ).toBe(7.5);
  });

  it('leaves half-typed text as it is', () => {
    const before = { height: `5'`, heightUnit: 'ft', weight: 130, weightUnit: 'lbs' };
    expect(
      convertOnUnitChange(bmi, before, { ...before, heightUnit: 'cm' }, typed('height')).values.height,
    ).toBe(5);
    const half = { height: 'abc', heightUnit: 'ft', weight: 130, weightUnit: 'lbs' };
    expect(convertOnUnitChange(bmi, half, { ...half, heightUnit: 'cm' }, typed('height')).values.height).toBe(
      'abc',
    );
  });
});

describe('a unit chosen for a number the page put there (a share link, an example)', () => {
  it('converts it so it says the same measurement, and names what it was', () => {
    const before = { height: 165, heightUnit: 'cm', weight: 60, weightUnit: 'kg' };
    const { values, converted } = convertOnUnitChange(bmi, before, {
      ...before,
      heightUnit: 'ft',
      weightUnit: 'lbs',
    });
    expect(values).toEqual({ height: `5'5"`, heightUnit: 'ft', weight: 132.3, weightUnit: 'lbs' });
    expect(converted).toEqual({ height: '165 cm', weight: '60 kg' });
  });

  it('converts only the numbers she did not type', () => {
    const before = { height: 165, heightUnit: 'cm', weight: 60, weightUnit: 'kg' };
    const { values, converted } = convertOnUnitChange(
      bmi,
      before,
      { ...before, heightUnit: 'ft', weightUnit: 'lbs' },
      typed('weight'),
    );
    expect(values).toMatchObject({ height: `5'5"`, weight: 60 });
    expect(converted).toEqual({ height: '165 cm' });
  });

  it('converts every quantity of a shared unit (waist and height: cm → in)', () => {
    const before = { waist: 84, height: 168, unit: 'cm' };
    expect(convertOnUnitChange(waistToHeight, before, { ...before, unit: 'in' }).values).toEqual({
      waist: 33.1,
      height: 66.1,
      unit: 'in',
    });
  });

  it('leaves what is not a number yet, and returns the same values when no unit changed', () => {
    const before = { waist: '', height: 168, unit: 'cm' };
    expect(convertOnUnitChange(waistToHeight, before, { ...before, unit: 'in' }).values).toEqual({
      waist: '',
      height: 66.1,
      unit: 'in',
    });
    const same = { ...before, height: 170 };
    expect(convertOnUnitChange(waistToHeight, before, same).values).toBe(same);
  });

  it("reads and writes a baby's weight in pounds and ounces as the two boxes do (7 lb 8 oz ⇄ 3.4 kg)", () => {
    const before = { sex: 'girl', weight: '7 lb 8 oz', weightUnit: 'lb-oz' };
    const toKg = convertOnUnitChange(babyGrowth, before, { ...before, weightUnit: 'kg' });
    expect(toKg.values).toMatchObject({ weight: 3.4, weightUnit: 'kg' });
    expect(toKg.converted).toEqual({ weight: '7 lb 8 oz' });
    const inKg = { sex: 'girl', weight: 3.4, weightUnit: 'kg' };
    expect(convertOnUnitChange(babyGrowth, inKg, { ...inKg, weightUnit: 'lb-oz' }).values).toMatchObject({
      weight: '7 lb 7.9 oz',
    });
  });
});
