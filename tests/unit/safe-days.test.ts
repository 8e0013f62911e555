import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { METHOD_FIGURES } from '../../definitions/safe-days/formula';
import messages from '../../definitions/safe-days/messages.en.gen';
import safeDays from '../../definitions/safe-days/page';
import { resultOf } from '../../src/engine';
import { addDaysIso } from '../../src/engine/cycle';

/** What the calendar says a day is, in the words the result uses. */
const DAY_LABELS = {
  standardDays: messages.markStandardDays(METHOD_FIGURES),
  lowerChance: messages.markLowerChance(),
};

/** Every ISO day from start to end, both included. */
function daysOf(range: { start: string; end: string }): string[] {
  const days: string[] = [];
  for (let day = range.start; day <= range.end; day = addDaysIso(day, 1)) days.push(day);
  return days;
}

const cycles = fc
  .tuple(fc.integer({ min: 21, max: 45 }), fc.integer({ min: 21, max: 45 }))
  .map(([a, b]) => ({ shortestCycle: Math.min(a, b), longestCycle: Math.max(a, b) }));
const isoDate = fc
  .date({ min: new Date(Date.UTC(2020, 0, 1)), max: new Date(Date.UTC(2035, 11, 31)), noInvalidDate: true })
  .map((date) => date.toISOString().slice(0, 10));

describe('safe days: the text and the calendar say the same thing', () => {
  it('last period 15 Nov, cycles 27–31: avoid 22 Nov – 4 Dec (both methods), lower chance 15–21 Nov', () => {
    const result = resultOf(safeDays, { lastPeriodDate: '2026-11-15', shortestCycle: 27, longestCycle: 31 });
    expect(result.standardDays).toEqual({ start: '2026-11-22', end: '2026-12-03' });
    expect([result.avoidStart, result.avoidEnd]).toEqual(['2026-11-22', '2026-12-04']);
    expect(result.lowerChanceBefore).toEqual({ start: '2026-11-15', end: '2026-11-21' });
    expect(result.lowerChanceAfter).toEqual({ start: '2026-12-05', end: '2026-12-15' });
    const days = new Map(result.calendarData.flatMap((month) => month.days).map((day) => [day.date, day]));
    // The Standard Days Method days are on the calendar as days to avoid.
    for (const date of daysOf({ start: '2026-11-22', end: '2026-12-03' })) {
      expect(days.get(date)?.status).toBe('fertile');
      expect(days.get(date)?.label).toContain(DAY_LABELS.standardDays);
    }
    expect(days.get('2026-11-22')?.label).not.toContain(DAY_LABELS.lowerChance);
  });

  it('no day is both a day to avoid and a lower-chance day, and the calendar colours each as the text names it', () => {
    fc.assert(
      fc.property(isoDate, cycles, (lastPeriodDate, cycle) => {
        const result = resultOf(safeDays, { lastPeriodDate, ...cycle });
        const avoid = new Set(daysOf({ start: result.avoidStart, end: result.avoidEnd }));
        const lower = [...daysOf(result.lowerChanceBefore), ...daysOf(result.lowerChanceAfter)];
        const calendar = new Map(
          result.calendarData.flatMap((month) => month.days).map((day) => [day.date, day]),
        );
        for (const day of lower) {
          expect(avoid.has(day)).toBe(false);
          expect(calendar.get(day)?.label).toContain(DAY_LABELS.lowerChance);
          expect(calendar.get(day)?.status).not.toBe('fertile');
          expect(calendar.get(day)?.label).not.toContain('avoid');
        }
        for (const day of daysOf({ start: result.fertileStart, end: result.fertileEnd })) {
          expect(avoid.has(day)).toBe(true);
        }
        if (result.standardDays) {
          for (const day of daysOf(result.standardDays)) expect(avoid.has(day)).toBe(true);
        }
        for (const day of avoid) {
          const cell = calendar.get(day);
          // A day to avoid is drawn as one (or as a possible next-period day, whose label still says avoid).
          expect(['fertile', 'period']).toContain(cell?.status);
          expect(cell?.label).toMatch(/avoid/);
          expect(cell?.label).not.toContain(DAY_LABELS.lowerChance);
        }
        // Lower-chance, avoid and lower-chance again cover cycle day 1 to the longest cycle without a gap.
        expect(lower.length + avoid.size).toBe(cycle.longestCycle);
      }),
    );
  });
});
