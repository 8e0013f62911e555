import { describe, expect, it } from 'vitest';
import babyGrowth from '../../definitions/baby-growth/calculator';
import waistToHeight from '../../definitions/waist-to-height/calculator';
import { convertOnUnitChange } from '../../src/form/unit-change';

describe('convertOnUnitChange', () => {
  it('converts every quantity of a shared unit (waist and height: cm → in)', () => {
    const before = { waist: 84, height: 168, unit: 'cm' };
    expect(convertOnUnitChange(waistToHeight, before, { ...before, unit: 'in' })).toEqual({
      waist: 33.1,
      height: 66.1,
      unit: 'in',
    });
  });

  it('leaves what is not a number yet, and returns the same values when no unit changed', () => {
    const before = { waist: '', height: 168, unit: 'cm' };
    expect(convertOnUnitChange(waistToHeight, before, { ...before, unit: 'in' })).toEqual({
      waist: '',
      height: 66.1,
      unit: 'in',
    });
    const same = { ...before, height: 170 };
    expect(convertOnUnitChange(waistToHeight, before, same)).toBe(same);
  });

  it("reads and writes a baby's weight in pounds and ounces as the two boxes do (7 lb 8 oz ⇄ 3.4 kg)", () => {
    const before = { sex: 'girl', weight: '7 lb 8 oz', weightUnit: 'lb-oz' };
    expect(convertOnUnitChange(babyGrowth, before, { ...before, weightUnit: 'kg' })).toMatchObject({
      weight: 3.4,
      weightUnit: 'kg',
    });
    const inKg = { sex: 'girl', weight: 3.4, weightUnit: 'kg' };
    expect(convertOnUnitChange(babyGrowth, inKg, { ...inKg, weightUnit: 'lb-oz' })).toMatchObject({
      weight: '7 lb 7.9 oz',
    });
  });
});
