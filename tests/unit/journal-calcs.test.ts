import { describe, expect, it } from 'vitest';
import babyGrowth from '../../definitions/baby-growth/page';
import cycleLength from '../../definitions/cycle-length/page';
import dueDate from '../../definitions/due-date/page';
import periodTracker from '../../definitions/period-tracker/page';
import safeDays from '../../definitions/safe-days/page';
import { fillFromJournal, RECENT_STARTS, untouched } from '../../src/journal/calculators/fill';
import { keepIn, keptFrom } from '../../src/journal/calculators/keep';
import type { Baby, Journal } from '../../src/journal/types';

const TODAY = '2026-11-28';
const journalOf = (starts: string[], babies: Baby[] = []): Journal => ({
  periods: starts.map((start) => ({ start })),
  babies,
});
const part = <D extends { journal?: unknown }>(definition: D) => {
  if (!definition.journal) throw new Error('no journal part');
  return definition.journal as NonNullable<typeof periodTracker.journal>;
};
const mia: Baby = {
  id: 'mia',
  nickname: 'Mia',
  birthDate: '2026-05-02',
  sex: 'female',
  weeksAtBirth: 34,
  measurements: [{ date: '2026-08-02', weightKg: 4.9 }],
};
const leo: Baby = { id: 'leo', birthDate: '2024-01-10', sex: 'male', weeksAtBirth: 40, measurements: [] };

describe('what the journal fills into a form', () => {
  it('a period calculator gets her latest start; with under three cycles, no cycle length of hers', () => {
    const journal = journalOf(['2026-09-01', '2026-10-01', '2026-10-30']);
    const fill = fillFromJournal(part(periodTracker), periodTracker.fields, journal, TODAY);
    expect(fill.values).toEqual({ lastPeriodDate: '2026-10-30' });
    expect(fill.filled).toEqual([{ kind: 'last-period', date: '2026-10-30' }]);
  });

  it('with three cycles or more, her own average (rounded), said with how many cycles it stands on', () => {
    const journal = journalOf(['2026-07-01', '2026-07-30', '2026-08-29', '2026-09-28', '2026-10-28']);
    const fill = fillFromJournal(part(periodTracker), periodTracker.fields, journal, TODAY);
    // Cycles 29, 30, 30, 30: average 29.75, the form takes whole days.
    expect(fill.values).toEqual({ lastPeriodDate: '2026-10-28', cycleLength: 30 });
    expect(fill.filled).toContainEqual({ kind: 'average-cycle', days: 30, cycles: 4 });
  });

  it('safe days gets her shortest and longest logged cycles; due date only her start', () => {
    const journal = journalOf(['2026-07-01', '2026-07-27', '2026-08-29', '2026-09-28', '2026-10-28']);
    const safe = fillFromJournal(part(safeDays), safeDays.fields, journal, TODAY);
    expect(safe.values).toEqual({ lastPeriodDate: '2026-10-28', shortestCycle: 26, longestCycle: 33 });
    const due = fillFromJournal(part(dueDate), dueDate.fields, journal, TODAY);
    expect(due.values).toEqual({ lastPeriodDate: '2026-10-28' });
  });

  it('never fills a cycle the field would refuse, nor a start after today', () => {
    // Cycles of 50 days: over the field's 45, so her average is not filled in.
    const long = journalOf([
      '2026-03-01',
      '2026-04-20',
      '2026-06-09',
      '2026-07-29',
      '2026-09-17',
      '2026-12-01',
    ]);
    const fill = fillFromJournal(part(periodTracker), periodTracker.fields, long, TODAY);
    expect(fill.values).toEqual({ lastPeriodDate: '2026-09-17' });
  });

  it('the cycle length calculator gets her most recent starts, at most a year of them', () => {
    const starts = Array.from(
      { length: 15 },
      (_, i) => `2025-${String((i % 12) + 1).padStart(2, '0')}-0${1 + Math.floor(i / 12)}`,
    );
    const fill = fillFromJournal(part(cycleLength), cycleLength.fields, journalOf(starts), TODAY);
    const filled = fill.values.dates as string[];
    expect(filled).toHaveLength(RECENT_STARTS);
    expect(filled).toEqual([...starts].sort().slice(-RECENT_STARTS));
    expect(fill.filled).toEqual([{ kind: 'starts', count: RECENT_STARTS }]);
  });

  it('baby growth gets the youngest baby: the select’s option for her sex, birth date and weeks at birth', () => {
    const fill = fillFromJournal(part(babyGrowth), babyGrowth.fields, journalOf([], [leo, mia]), TODAY);
    expect(fill.values).toEqual({ sex: 'girl', birthDate: '2026-05-02', weeksAtBirth: 34 });
    // At term (the journal's 40) the box stays empty, as the form asks.
    const term = fillFromJournal(part(babyGrowth), babyGrowth.fields, journalOf([], [leo]), TODAY);
    expect(term.values).toEqual({ sex: 'boy', birthDate: '2024-01-10' });
  });

  it('a share link or what she typed wins: only fields still as the form first held them are filled', () => {
    const initial = { lastPeriodDate: undefined, cycleLength: 28, periodLength: 5 };
    const now = { lastPeriodDate: '2026-11-20', cycleLength: 28, periodLength: 5 };
    expect(untouched({ lastPeriodDate: '2026-10-28', cycleLength: 30 }, initial, now)).toEqual({
      cycleLength: 30,
    });
    expect(untouched({ dates: ['2026-10-01'] }, { dates: [] }, { dates: ['2026-09-01'] })).toEqual({});
  });
});

describe('what Keep on this device adds', () => {
  it('a period start from a date field, or each start of a date list', () => {
    expect(
      keptFrom(part(periodTracker), { lastPeriodDate: '2026-11-03', cycleLength: 28 }, TODAY, () => 'x'),
    ).toEqual(journalOf(['2026-11-03']));
    expect(keptFrom(part(cycleLength), { dates: ['2026-09-01', '2026-10-01'] }, TODAY, () => 'x')).toEqual(
      journalOf(['2026-09-01', '2026-10-01']),
    );
  });

  it('one measurement of a baby in kg and cm, on today when she left the day empty; at term when weeks are empty', () => {
    const input = { sex: 'boy', birthDate: '2026-06-01', weight: 6.4, length: 62, weightUnit: 'kg' };
    expect(keptFrom(part(babyGrowth), input, TODAY, () => 'new')).toEqual({
      periods: [],
      babies: [
        {
          id: 'new',
          birthDate: '2026-06-01',
          sex: 'male',
          weeksAtBirth: 40,
          measurements: [{ date: TODAY, weightKg: 6.4, lengthCm: 62 }],
        },
      ],
    });
  });

  it('a start already logged adds nothing; a new one is counted', () => {
    const journal = journalOf(['2026-10-01']);
    expect(keepIn(journal, journalOf(['2026-10-01'])).added).toBe(0);
    const kept = keepIn(journal, journalOf(['2026-10-29']));
    expect(kept.added).toBe(1);
    expect(kept.journal.periods).toEqual([{ start: '2026-10-01' }, { start: '2026-10-29' }]);
  });

  it('a measurement goes to the same baby (birth date and sex), the chosen twin first, and replaces that day’s', () => {
    const twin: Baby = { ...mia, id: 'ava', nickname: 'Ava', measurements: [] };
    const journal = journalOf([], [mia, twin]);
    const input = { sex: 'girl', birthDate: mia.birthDate, measuredOn: '2026-08-02', weight: 5.1 };
    const kept = keepIn(
      journal,
      keptFrom(part(babyGrowth), input, TODAY, () => 'new'),
      'ava',
    );
    const byId = Object.fromEntries(kept.journal.babies.map((baby) => [baby.id, baby]));
    expect(kept.journal.babies).toHaveLength(2);
    expect(byId.ava?.measurements).toEqual([{ date: '2026-08-02', weightKg: 5.1 }]);
    expect(byId.mia?.measurements).toEqual([{ date: '2026-08-02', weightKg: 4.9 }]);
    const again = keepIn(
      journal,
      keptFrom(part(babyGrowth), input, TODAY, () => 'new'),
    );
    expect(again.journal.babies.find((baby) => baby.id === 'mia')?.measurements).toEqual([
      { date: '2026-08-02', weightKg: 5.1 },
    ]);
  });
});
