import { describe, expect, it } from 'vitest';
import { addDaysIso, daysBetween } from '../../src/engine/cycle';
import { MIN_CYCLES, predictCycles, RANGE_CYCLES } from '../../src/journal/predict';
import type { PeriodEntry } from '../../src/journal/types';

/** Period starts from a first date and the cycle lengths after it. */
function starts(first: string, lengths: number[]): PeriodEntry[] {
  const dates = [first];
  for (const length of lengths) dates.push(addDaysIso(dates[dates.length - 1] as string, length));
  return dates.map((start) => ({ start }));
}

const enough = (prediction: ReturnType<typeof predictCycles>) => {
  if (!prediction.enough) throw new Error(`expected a prediction, got ${JSON.stringify(prediction)}`);
  return prediction;
};

describe('predictCycles: six logged periods', () => {
  // Cycles of 28, 29, 27, 30 and 28 days, the last period starting 2026-10-21.
  const periods = starts('2026-06-01', [28, 29, 27, 30, 28]);
  const prediction = enough(predictCycles(periods, '2026-11-10'));

  it('gives her own lengths, average and spread', () => {
    expect(prediction.cycles.map((cycle) => cycle.length)).toEqual([28, 29, 27, 30, 28]);
    // 142 ÷ 5 = 28.4; deviations −0.4, 0.6, −1.4, 1.6, −0.4: squares 5.2 ÷ 4 = 1.3, √1.3 = 1.14.
    expect(prediction.averageCycleLength).toBe(28.4);
    expect(prediction.standardDeviation).toBe(1.1);
    expect([prediction.shortest, prediction.longest, prediction.spread]).toEqual([27, 30, 3]);
    expect(prediction.regularity).toBe('regular');
    expect(prediction.frequency).toBe('normal');
  });

  it('gives the next period as a range: last start + shortest … last start + longest', () => {
    expect(prediction.lastStart).toBe('2026-10-21');
    expect(prediction.nextPeriod).toEqual({ start: '2026-11-17', end: '2026-11-20' });
    expect(prediction.rangeCycles).toBe(5);
    expect(prediction.status).toBe('ahead');
  });

  it('has a range that matches her history: each logged period falls inside it, counted from the one before', () => {
    const { start, end } = prediction.nextPeriod;
    const earliest = daysBetween(prediction.lastStart, start);
    const latest = daysBetween(prediction.lastStart, end);
    for (const cycle of prediction.cycles) {
      const from = addDaysIso(cycle.start, earliest);
      const to = addDaysIso(cycle.start, latest);
      expect(cycle.nextStart >= from && cycle.nextStart <= to, `${cycle.nextStart} in ${from}…${to}`).toBe(
        true,
      );
    }
    // …and it is no wider than her history: the shortest and the longest cycle each end on one of its edges.
    expect(prediction.cycles.some((cycle) => cycle.length === earliest)).toBe(true);
    expect(prediction.cycles.some((cycle) => cycle.length === latest)).toBe(true);
  });

  it('gives the calendar rule’s fertile days: cycle day (shortest − 18) to cycle day (longest − 11)', () => {
    // Day 9 (27 − 18) is 2026-10-29; day 19 (30 − 11) is 2026-11-08.
    expect(prediction.fertile).toEqual({
      applies: true,
      start: '2026-10-29',
      end: '2026-11-08',
      firstDay: 9,
      lastDay: 19,
      days: 11,
      cyclesStillNeeded: 1,
    });
  });

  it('says the period is due inside the range and late after it', () => {
    expect(enough(predictCycles(periods, '2026-11-18')).status).toBe('due');
    const late = enough(predictCycles(periods, '2026-11-28'));
    expect(late).toMatchObject({ status: 'late', daysLate: 8, daysSinceLastPeriod: 38 });
    expect(late.noPeriodForMonths).toBe(false);
    expect(enough(predictCycles(periods, '2027-01-22')).noPeriodForMonths).toBe(true);
  });
});

describe('predictCycles: irregular cycles', () => {
  it('reads FIGO: spread over 9 days is irregular, cycles under 24 and over 38 days are out of range', () => {
    const prediction = enough(predictCycles(starts('2026-04-01', [23, 47, 26, 35]), '2026-08-20'));
    expect(prediction).toMatchObject({
      shortest: 23,
      longest: 47,
      spread: 24,
      regularity: 'irregular',
      frequency: 'both',
      shortCycles: 1,
      longCycles: 1,
      averageCycleLength: 32.8,
    });
    // The range is as wide as her history: 23 to 47 days after her last period, 2026-08-10.
    expect(prediction.nextPeriod).toEqual({ start: '2026-09-02', end: '2026-09-26' });
    // A 47-day cycle is past what the calendar rule is used for (21–45 days): no fertile days from it.
    expect(prediction.fertile).toEqual({ applies: false, reason: 'longCycles' });
  });

  it('reads a spread of 8 or 9 days as the edge of regular, as the cycle length calculator does', () => {
    const prediction = enough(predictCycles(starts('2026-05-01', [26, 34, 30]), '2026-08-01'));
    expect([prediction.spread, prediction.regularity]).toEqual([8, 'borderline']);
  });

  it('gives no fertile days when a cycle is shorter than the calendar rule takes', () => {
    const prediction = enough(predictCycles(starts('2026-05-01', [20, 24, 22]), '2026-07-10'));
    expect(prediction.fertile).toEqual({ applies: false, reason: 'shortCycles' });
    expect(prediction.frequency).toBe('frequent');
  });
});

describe('predictCycles: gaps, repeats and what is left out', () => {
  it('does not count a gap over 90 days as a cycle, and says so', () => {
    const periods = [
      ...starts('2026-01-05', [28]),
      ...starts('2026-06-20', [28, 29, 29]), // 2026-02-02 to 2026-06-20: 138 days
    ];
    const prediction = enough(predictCycles(periods, '2026-09-20'));
    expect(prediction.gaps).toEqual([{ start: '2026-02-02', nextStart: '2026-06-20', days: 138 }]);
    expect(prediction.cycles.map((cycle) => cycle.length)).toEqual([28, 28, 29, 29]);
    // Not (28 + 138 + 28 + 29 + 29) ÷ 5 = 50.4.
    expect(prediction.averageCycleLength).toBe(28.5);
  });

  it('reads a start under 15 days after another as the same period', () => {
    const periods = [...starts('2026-06-01', [28, 28, 28]), { start: '2026-06-03' }];
    const prediction = enough(predictCycles(periods, '2026-09-01'));
    expect(prediction.samePeriod).toEqual([{ start: '2026-06-01', repeat: '2026-06-03' }]);
    expect(prediction.cycles.map((cycle) => cycle.length)).toEqual([28, 28, 28]);
  });

  it('sorts, drops repeated dates and leaves out starts after today', () => {
    const periods = [
      ...starts('2026-06-01', [30, 30, 30]).reverse(),
      { start: '2026-06-01' },
      { start: '2026-12-01' },
    ];
    const prediction = enough(predictCycles(periods, '2026-09-20'));
    expect(prediction.cycles.map((cycle) => cycle.length)).toEqual([30, 30, 30]);
    expect(prediction.future).toEqual(['2026-12-01']);
  });

  it('leaves out a start that is not a real date, and says which', () => {
    const periods = [...starts('2026-06-01', [30, 30, 30]), { start: '2026-02-30' }, { start: 'soon' }];
    const prediction = enough(predictCycles(periods, '2026-09-20'));
    expect(prediction.notDates).toEqual(['2026-02-30', 'soon']);
    expect(prediction.averageCycleLength).toBe(30);
  });

  it('uses only the past year’s cycles for her numbers, and says how many older ones it left out', () => {
    const periods = [...starts('2024-01-01', [28, 28, 28]), ...starts('2026-06-01', [30, 31, 30])];
    const prediction = enough(predictCycles(periods, '2026-09-10'));
    expect(prediction.olderCycles).toBe(3);
    expect(prediction.cycles.map((cycle) => cycle.length)).toEqual([30, 31, 30]);
  });

  it('bases the ranges on the six most recent cycles, and her numbers on the past year', () => {
    const periods = starts('2026-01-01', [40, 27, 28, 29, 28, 27, 29]);
    const prediction = enough(predictCycles(periods, '2026-08-20'));
    expect(prediction.cycles).toHaveLength(7);
    expect([prediction.shortest, prediction.longest, prediction.regularity]).toEqual([27, 40, 'irregular']);
    expect(prediction.rangeCycles).toBe(RANGE_CYCLES);
    const last = prediction.lastStart;
    expect(prediction.nextPeriod).toEqual({ start: addDaysIso(last, 27), end: addDaysIso(last, 29) });
    expect(prediction.fertile).toMatchObject({
      applies: true,
      firstDay: 9,
      lastDay: 18,
      cyclesStillNeeded: 0,
    });
  });
});

describe('predictCycles: fewer than three cycles', () => {
  it.each([
    ['no period', [], 0, 3, 4],
    ['one period', [{ start: '2026-10-01' }], 0, 3, 3],
    ['two periods', starts('2026-09-01', [29]), 1, 2, 2],
    ['three periods', starts('2026-08-01', [29, 30]), 2, 1, 1],
    // The last start is over 90 days ago: the next period starts no cycle with it.
    ['two periods with a gap', starts('2026-03-01', [120]), 0, 3, 4],
  ])(
    '%s: says how many more cycles, and period starts, are needed',
    (_, periods, cycles, needed, periodStarts) => {
      const prediction = predictCycles(periods as PeriodEntry[], '2026-11-28');
      expect(prediction).toMatchObject({
        enough: false,
        cycleCount: cycles,
        needed,
        periodsNeeded: periodStarts,
      });
      expect(cycles + needed).toBe(MIN_CYCLES);
    },
  );

  it('counts only the past year: old cycles do not make up for recent ones', () => {
    const periods = [...starts('2024-01-01', [28, 28, 28]), ...starts('2026-10-01', [28])];
    expect(predictCycles(periods, '2026-11-28')).toMatchObject({
      enough: false,
      cycleCount: 1,
      needed: 2,
      periodsNeeded: 2,
      olderCycles: 3,
    });
  });
});
