import { describe, expect, it } from 'vitest';
import { longDate } from '../../src/site/data/long-date';

describe('longDate', () => {
  it('writes every day of a leap year and a common year as Intl does for en-US', () => {
    const intl = new Intl.DateTimeFormat('en-US', {
      year: 'numeric',
      month: 'long',
      day: 'numeric',
      timeZone: 'UTC',
    });
    for (const year of [2024, 2026]) {
      for (let day = Date.UTC(year, 0, 1); day < Date.UTC(year + 1, 0, 1); day += 86_400_000) {
        const iso = new Date(day).toISOString().slice(0, 10);
        expect(longDate(iso)).toBe(intl.format(new Date(day)));
      }
    }
  });

  it('returns text it cannot read unchanged instead of "Invalid Date"', () => {
    expect(longDate('2024-13-01')).toBe('2024-13-01');
    expect(longDate('not a date')).toBe('not a date');
  });
});
