/**
 * src/engine/intl.ts writes every number, sum of money and date a visitor reads, on Intl, in the page's locale
 * (that no other module formats is a lint rule: lint/one-formatter.grit and biome.json).
 */
import { describe, expect, it } from 'vitest';
import {
  formatDate,
  formatList,
  formatMoney,
  formatNumber,
  formatNumberRange,
  formatPercent,
  pluralCategory,
} from '../../src/engine/intl';

describe('the one formatting module', () => {
  it('writes what the site wrote before: minus signs, cents, the spec’s dates', () => {
    expect(formatNumber(1681)).toBe('1,681');
    expect(formatNumber(-2.5, 1)).toBe('−2.5');
    expect(formatNumber(1.5, { maxDecimals: 2 })).toBe('1.5');
    expect(formatMoney(-478.8)).toBe('−$478.80');
    expect(formatMoney(1681, { cents: 'auto' })).toBe('$1,681');
    expect(formatMoney(12.5, { cents: 'auto' })).toBe('$12.50');
    expect(formatPercent(12.5, 1)).toBe('12.5%');
    expect(formatDate('2026-11-07')).toBe('Nov 07, 2026');
    expect(formatDate('2026-11-07', 'weekday')).toBe('Saturday, Nov 07, 2026');
    expect(formatDate('2024-06-24', 'long')).toBe('June 24, 2024');
    expect(formatDate('2028-02-29', 'full')).toBe('Tuesday, February 29, 2028');
    expect(formatDate('2028-02-01', 'month')).toBe('February 2028');
    expect(formatDate('not a date')).toBe('—');
    expect(pluralCategory(1)).toBe('one');
    expect(pluralCategory(0)).toBe('other');
    expect(formatNumberRange(50.4, 67.8, 1)).toBe('50.4–67.8');
    expect(formatList(['a', 'b', 'c'])).toBe('a, b, and c');
  });

  it('writes Spanish for es-US (the Spanish edition, issue #30)', () => {
    expect(formatDate('2026-11-27', 'long', 'es-US')).toBe('27 de noviembre de 2026');
    expect(formatNumber(1681.5, 1, 'es-US')).toBe('1,681.5');
  });
});
