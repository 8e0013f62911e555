import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { money } from '../../definitions/maternity-leave-pay/state-programs';

/** What the state rules wrote before: en-US grouping, cents only when the amount has them. */
const intl = (value: number) =>
  `$${value.toLocaleString('en-US', { minimumFractionDigits: Number.isInteger(value) ? 0 : 2, maximumFractionDigits: 2 })}`;

describe('maternity-leave-pay money', () => {
  it('writes amounts as toLocaleString("en-US") does', () => {
    const values = [
      0, 5, 50, 722.5, 999, 1000, 1681, 15506.4, 1234567, 0.005, 1.005, 2.675, 99.995, 1299.999, -1500.5,
    ];
    // Drawn with fast-check's seeded generator (tests/setup.ts), so every run checks the same amounts.
    const thousandths = fc.sample(fc.integer({ min: 0, max: 1e9 }), 3000).map((n) => n / 1000);
    values.push(...thousandths, ...fc.sample(fc.integer({ min: 0, max: 1e6 }), 3000));
    for (const value of values) expect(money(value), String(value)).toBe(intl(value));
  });
});
