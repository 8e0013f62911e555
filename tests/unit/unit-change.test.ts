import { describe, expect, it } from 'vitest';
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
});
