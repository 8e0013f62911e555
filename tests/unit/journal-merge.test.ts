import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { mergeJournals, normalizeJournal } from '../../src/journal/merge';
import type { Baby, Journal } from '../../src/journal/types';

const baby = (over: Partial<Baby> = {}): Baby => ({
  id: 'b1',
  birthDate: '2026-03-01',
  sex: 'female',
  weeksAtBirth: 40,
  measurements: [],
  ...over,
});

describe('normalizeJournal', () => {
  it('sorts by date and keeps one log per period and one measurement a day', () => {
    const j: Journal = {
      periods: [{ start: '2026-10-02' }, { start: '2026-09-01', end: '2026-09-05' }, { start: '2026-09-03' }],
      babies: [
        baby({
          measurements: [
            { date: '2026-05-01', weightKg: 5 },
            { date: '2026-04-01', weightKg: 4 },
            { date: '2026-05-01', lengthCm: 58 },
          ],
        }),
      ],
    };
    expect(normalizeJournal(j)).toEqual({
      periods: [{ start: '2026-09-01', end: '2026-09-05' }, { start: '2026-10-02' }],
      babies: [
        baby({
          measurements: [
            { date: '2026-04-01', weightKg: 4 },
            { date: '2026-05-01', weightKg: 5, lengthCm: 58 },
          ],
        }),
      ],
    });
  });

  it('does not change its input', () => {
    const j: Journal = { periods: [{ start: '2026-10-02' }, { start: '2026-09-01' }], babies: [] };
    const copy = structuredClone(j);
    normalizeJournal(j);
    expect(j).toEqual(copy);
  });
});

describe('mergeJournals', () => {
  it('counts what the import adds and what it already had', () => {
    const kept: Journal = { periods: [{ start: '2026-09-01', end: '2026-09-05' }], babies: [baby()] };
    const imported: Journal = {
      periods: [{ start: '2026-09-01' }, { start: '2026-09-03' }, { start: '2026-10-01' }],
      babies: [
        baby({ id: 'other-id', measurements: [{ date: '2026-04-01', weightKg: 4 }] }),
        baby({ id: 'b2', birthDate: '2024-01-01', sex: 'male' }),
      ],
    };
    const result = mergeJournals(kept, imported);
    expect(result.added).toEqual({ periods: 1, measurements: 1, babies: 1 });
    expect(result.duplicates).toBe(2);
    expect(result.journal.periods).toEqual([
      { start: '2026-09-01', end: '2026-09-05' },
      { start: '2026-10-01' },
    ]);
    expect(result.journal.babies.map((b) => b.id)).toEqual(['b2', 'b1']);
    expect(result.journal.babies[1]?.measurements).toEqual([{ date: '2026-04-01', weightKg: 4 }]);
  });

  it('the kept log wins over an imported one that starts earlier and overlaps it', () => {
    const kept: Journal = { periods: [{ start: '2026-09-03' }], babies: [] };
    const imported: Journal = { periods: [{ start: '2026-09-01', end: '2026-09-05' }], babies: [] };
    const result = mergeJournals(kept, imported);
    expect(result.journal.periods).toEqual([{ start: '2026-09-03' }]);
    expect(result.added.periods).toBe(0);
    expect(result.duplicates).toBe(1);
  });

  it('a kept period gains the last day an import of the same first day knows', () => {
    const result = mergeJournals(
      { periods: [{ start: '2026-09-01' }], babies: [] },
      { periods: [{ start: '2026-09-01', end: '2026-09-04' }], babies: [] },
    );
    expect(result.journal.periods).toEqual([{ start: '2026-09-01', end: '2026-09-04' }]);
  });

  it('two babies with the same birth date but different nicknames stay two (twins)', () => {
    const result = mergeJournals(
      { periods: [], babies: [baby({ nickname: 'Ana' })] },
      { periods: [], babies: [baby({ id: 'b9', nickname: 'Eva' })] },
    );
    expect(result.journal.babies).toHaveLength(2);
    expect(result.added.babies).toBe(1);
  });

  const day = fc
    .integer({ min: 0, max: 3000 })
    .map((n) => new Date(Date.UTC(2015, 0, 1) + n * 86_400_000).toISOString().slice(0, 10));
  const journal = fc.record({
    periods: fc.array(
      fc.record({ start: day, len: fc.integer({ min: 0, max: 8 }) }).map(({ start, len }) => {
        const end = new Date(Date.parse(start) + len * 86_400_000).toISOString().slice(0, 10);
        return len === 0 ? { start } : { start, end };
      }),
      { maxLength: 40 },
    ),
    babies: fc.constant([] as Baby[]),
  });

  it('merging is idempotent and keeps the result sorted; merging a journal into itself adds nothing', () => {
    fc.assert(
      fc.property(journal, journal, (a, b) => {
        const once = mergeJournals(a, b).journal;
        expect(mergeJournals(once, b).added.periods).toBe(0);
        expect(mergeJournals(once, once).journal).toEqual(once);
        const starts = once.periods.map((p) => p.start);
        expect(starts).toEqual([...starts].sort());
        expect(new Set(starts).size).toBe(starts.length);
      }),
    );
  });
});
