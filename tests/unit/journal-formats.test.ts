import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { WEEKS_AT_BIRTH as CALCULATOR_WEEKS } from '../../definitions/baby-growth/formula';
import {
  exportCsv,
  exportJson,
  type ImportOutcome,
  MAX_IMPORT_BYTES,
  parseImport,
  WEEKS_AT_BIRTH,
} from '../../src/journal/formats';
import { normalizeJournal } from '../../src/journal/merge';
import type { Baby, Journal } from '../../src/journal/types';

const TODAY = '2026-11-28';

function ok(outcome: ImportOutcome) {
  if (!outcome.ok) throw new Error(`expected a journal, got the problem ${outcome.problem}`);
  return outcome;
}
const problem = (outcome: ImportOutcome) => (outcome.ok ? 'ok' : outcome.problem);
const starts = (outcome: ImportOutcome) => ok(outcome).journal.periods;

const sample: Journal = {
  periods: [{ start: '2026-01-15', end: '2026-01-19' }, { start: '2026-02-12' }],
  babies: [
    {
      id: 'b1',
      nickname: 'Lu, "the bean"',
      birthDate: '2026-05-01',
      sex: 'female',
      weeksAtBirth: 35,
      measurements: [
        { date: '2026-06-01', weightKg: 4.2, lengthCm: 54.5 },
        { date: '2026-07-01', headCm: 38.1 },
      ],
    },
  ],
};

describe('our own files', () => {
  it('the JSON export is versioned and reads back to the same journal', () => {
    const text = exportJson(sample, '2026-11-28T10:00:00.000Z');
    expect(JSON.parse(text)).toMatchObject({
      format: 'bloomcalc-journal',
      version: 1,
      exportedAt: '2026-11-28T10:00:00.000Z',
    });
    expect(parseImport('bloomcalc-journal.json', text, TODAY)).toEqual({
      ok: true,
      source: 'bloomcalc-json',
      journal: sample,
      skipped: [],
    });
  });

  it('the CSV export reads back to the same journal, a nickname with commas and quotes included', () => {
    const text = exportCsv(sample);
    expect(text.split('\r\n')[0]).toBe(
      'kind,date,end_date,baby_id,nickname,birth_date,sex,weeks_at_birth,weight_kg,length_cm,head_cm',
    );
    expect(parseImport('journal.csv', text, TODAY)).toEqual({
      ok: true,
      source: 'bloomcalc-csv',
      journal: sample,
      skipped: [],
    });
  });

  it('a nickname a spreadsheet would run as a formula is written defused, and read back as she typed it', () => {
    const j: Journal = {
      periods: [],
      babies: [{ ...(sample.babies[0] as Baby), nickname: '=HYPERLINK("x")' }],
    };
    const text = exportCsv(j);
    expect(text).toContain(`"'=HYPERLINK(""x"")"`);
    expect(ok(parseImport('j.csv', text, TODAY)).journal.babies[0]?.nickname).toBe('=HYPERLINK("x")');
  });

  const day = (from: number, span: number) =>
    fc
      .integer({ min: from, max: from + span })
      .map((n) => new Date(Date.UTC(2000, 0, 1) + n * 86_400_000).toISOString().slice(0, 10));
  const journalArb: fc.Arbitrary<Journal> = fc.record({
    periods: fc.array(
      fc.record({ start: day(0, 9000), len: fc.integer({ min: 0, max: 9 }) }).map(({ start, len }) => {
        const end = new Date(Date.parse(start) + len * 86_400_000).toISOString().slice(0, 10);
        return len === 0 ? { start } : { start, end };
      }),
      { maxLength: 30 },
    ),
    babies: fc.array(
      fc.record({
        id: fc.uuid(),
        nickname: fc.option(fc.string({ minLength: 1, maxLength: 20 }), { nil: undefined }),
        birthDate: day(8000, 500),
        sex: fc.constantFrom('female' as const, 'male' as const),
        weeksAtBirth: fc.integer({ min: 22, max: 44 }),
        measurements: fc.array(
          fc.record({
            date: day(8600, 1000),
            weightKg: fc.option(
              fc.integer({ min: 50, max: 3000 }).map((n) => n / 100),
              { nil: undefined },
            ),
            lengthCm: fc.integer({ min: 350, max: 1200 }).map((n) => n / 10),
          }),
          { maxLength: 8 },
        ),
      }),
      { maxLength: 3 },
    ),
  });
  /** What the journal is once kept: normalized, nicknames trimmed (empty ones dropped), undefined keys gone. */
  const asKept = (j: Journal): Journal =>
    JSON.parse(
      JSON.stringify(
        normalizeJournal({
          ...j,
          babies: j.babies.map((b) => ({ ...b, nickname: b.nickname?.trim() || undefined })),
        }),
      ),
    );

  it('export then import gives back the same journal, for JSON and CSV (any journal)', () => {
    fc.assert(
      fc.property(journalArb, (j) => {
        const kept = asKept(j);
        const fromJson = parseImport('a.json', exportJson(j, '2026-11-28T00:00:00Z'), TODAY);
        const fromCsv = parseImport('a.csv', exportCsv(j), TODAY);
        if (kept.periods.length === 0 && kept.babies.length === 0) {
          expect(problem(fromJson)).toBe('nothing-usable');
          expect(problem(fromCsv)).toBe('nothing-usable');
          return;
        }
        expect(ok(fromJson).journal).toEqual(kept);
        expect(ok(fromCsv).journal).toEqual(kept);
        expect(ok(fromJson).skipped).toEqual([]);
        expect(ok(fromCsv).skipped).toEqual([]);
      }),
      { numRuns: 150 },
    );
  });

  it('baby measurements: bad amounts, days before birth, no amount and unknown babies are skipped with reasons', () => {
    const file = {
      format: 'bloomcalc-journal',
      version: 1,
      journal: {
        periods: [],
        babies: [
          {
            id: 'b1',
            birthDate: '2026-05-01',
            sex: 'male',
            measurements: [
              { date: '2026-06-01', weightKg: 4.2 },
              { date: '2026-06-02', weightKg: '4.3' },
              { date: '2026-06-03', weightKg: 400 },
              { date: '2026-04-01', weightKg: 3 },
              { date: '2026-06-04' },
              { date: '2026-06-01', weightKg: 4.1 },
              { date: '2026-12-01', weightKg: 6 },
            ],
          },
          { id: 'b2', birthDate: '2026-05-01', sex: 'girl', measurements: [] },
          { id: 'b3', birthDate: '2026-05-01', sex: 'female', weeksAtBirth: 50, measurements: [] },
        ],
      },
    };
    const out = ok(parseImport('j.json', JSON.stringify(file), TODAY));
    expect(out.journal.babies).toEqual([
      {
        id: 'b1',
        birthDate: '2026-05-01',
        sex: 'male',
        weeksAtBirth: 40,
        measurements: [{ date: '2026-06-01', weightKg: 4.2 }],
      },
    ]);
    expect(out.skipped).toEqual([
      { where: 'journal.babies[0].measurements[1]', reason: 'bad-amount' },
      { where: 'journal.babies[0].measurements[2]', reason: 'bad-amount' },
      { where: 'journal.babies[0].measurements[3]', reason: 'before-birth' },
      { where: 'journal.babies[0].measurements[4]', reason: 'no-amount' },
      { where: 'journal.babies[0].measurements[6]', reason: 'future-date' },
      { where: 'journal.babies[1]', reason: 'bad-baby' },
      { where: 'journal.babies[2]', reason: 'bad-baby' },
      { where: 'journal.babies[0].measurements[5]', reason: 'duplicate' },
    ]);
  });

  it('our CSV: a measurement of a baby the file does not have, and a row of an unknown kind, are skipped', () => {
    const text = [
      'kind,date,end_date,baby_id,nickname,birth_date,sex,weeks_at_birth,weight_kg,length_cm,head_cm',
      'measurement,2026-06-01,,nobody,,,,,4.2,,',
      'mood,2026-06-01,,,,,,,,,',
      'period,2026-06-01,2026-05-01,,,,,,,,',
      'period,2026-10-01,,,,,,,,,',
    ].join('\n');
    const out = ok(parseImport('j.csv', text, TODAY));
    expect(out.journal.periods).toEqual([{ start: '2026-10-01' }]);
    expect(out.skipped).toEqual([
      { where: 'line 3', reason: 'not-kept' },
      { where: 'line 4', reason: 'end-before-start' },
      { where: 'line 2', reason: 'bad-baby' },
    ]);
  });

  it('a baby the file gives no usable id gets one made from her facts: the same on every read, apart for twins', () => {
    const twin = (nickname: string) => ({
      id: '<bad id>',
      birthDate: '2026-05-01',
      sex: 'female',
      nickname,
      measurements: [],
    });
    const text = JSON.stringify({
      format: 'bloomcalc-journal',
      version: 1,
      journal: { periods: [], babies: [twin('Ana'), twin('Eva')] },
    });
    const first = ok(parseImport('j.json', text, TODAY)).journal.babies.map((b) => b.id);
    const again = ok(parseImport('j.json', text, TODAY)).journal.babies.map((b) => b.id);
    expect(first).toEqual(again);
    expect(new Set(first).size).toBe(2);
    for (const id of first) expect(id).toMatch(/^[\w-]{1,64}$/);
  });

  it('a file of a newer version is refused, not half read', () => {
    const text = JSON.stringify({ format: 'bloomcalc-journal', version: 2, journal: sample });
    expect(problem(parseImport('j.json', text, TODAY))).toBe('newer-version');
  });

  it("the import's weeks-at-birth range is the baby-growth calculator's", () => {
    expect(WEEKS_AT_BIRTH).toEqual(CALCULATOR_WEEKS);
  });
});

describe('Clue', () => {
  const entry = (date: string, option = 'medium') => ({ type: 'period', date, value: { option } });

  it('period days collapse into periods; a one-day break stays in the period; other entries are not kept', () => {
    const file = [
      entry('2025-01-06'),
      entry('2025-01-07', 'light'),
      entry('2025-01-09', 'light'),
      { type: 'spotting', date: '2025-01-20', value: { option: 'spotting' } },
      { type: 'pain', date: '2025-01-07', value: [{ option: 'headache' }] },
      entry('2025-02-03', 'heavy'),
      entry('2025-02-04', 'very_heavy'),
    ];
    expect(parseImport('measurements.json', JSON.stringify(file), TODAY)).toEqual({
      ok: true,
      source: 'clue',
      journal: {
        periods: [
          { start: '2025-01-06', end: '2025-01-09' },
          { start: '2025-02-03', end: '2025-02-04' },
        ],
        babies: [],
      },
      skipped: [],
    });
  });

  it('a two-day break starts a new period', () => {
    const file = [entry('2025-01-06'), entry('2025-01-09')];
    expect(starts(parseImport('m.json', JSON.stringify(file), TODAY))).toEqual([
      { start: '2025-01-06' },
      { start: '2025-01-09' },
    ]);
  });

  it('reads the older .cluedata form, where spotting is a period value that is not a period', () => {
    const file = {
      data: [
        { day: '2021-01-01T00:00:00Z', period: 'light' },
        { day: '2021-01-02T00:00:00Z', period: 'heavy' },
        { day: '2021-01-20T00:00:00Z', period: 'spotting' },
        { day: '2021-01-29T00:00:00Z', period: 'medium' },
      ],
      environment: { application_id: 'com.clue.android' },
      version: 6,
    };
    const out = parseImport('SampleData.cluedata', JSON.stringify(file), TODAY);
    expect(ok(out).source).toBe('clue');
    expect(starts(out)).toEqual([{ start: '2021-01-01', end: '2021-01-02' }, { start: '2021-01-29' }]);
  });

  it('bad dates, days logged twice and future days are skipped by their place', () => {
    const file = [
      entry('2025-01-06'),
      entry('2025-02-30'),
      { type: 'period', date: { y: 2025 } },
      entry('2025-01-06'),
      entry('2027-01-01'),
    ];
    const out = ok(parseImport('m.json', JSON.stringify(file), TODAY));
    expect(out.journal.periods).toEqual([{ start: '2025-01-06' }]);
    expect(out.skipped).toEqual([
      { where: '[1]', reason: 'bad-date' },
      { where: '[2]', reason: 'bad-date' },
      { where: '[3]', reason: 'duplicate' },
      { where: '[4]', reason: 'future-date' },
    ]);
  });
});

describe('Flo', () => {
  it('reads cycles under operationalData, with an open end', () => {
    const file = {
      operationalData: {
        point_events_manual_v2: [{ category: 'Ovulation', date: '2020-05-05 00:00:00.0' }],
        cycles: [
          { period_start_date: '2022-12-13 00:00:00.0', period_end_date: '2022-12-18 00:00:00.0' },
          { period_start_date: '2022-08-09 00:00:00.0', period_end_date: null },
        ],
      },
    };
    expect(parseImport('flo.json', JSON.stringify(file), TODAY)).toEqual({
      ok: true,
      source: 'flo',
      journal: { periods: [{ start: '2022-08-09' }, { start: '2022-12-13', end: '2022-12-18' }], babies: [] },
      skipped: [],
    });
  });

  it('finds the cycles wherever they sit, and is strict about their dates', () => {
    const file = {
      export: {
        user: [
          {
            history: [
              { period_start_date: '2023-01-10', period_end_date: '2023-01-14T00:00:00Z' },
              { period_start_date: '01/02/2023' },
              { period_start_date: '2023-02-30 00:00:00.0' },
              { period_start_date: { date: '2023-03-01' } },
              { period_start_date: 20230301 },
              { period_start_date: '2023-04-01 00:00:00.0', period_end_date: 'soon' },
              { period_start_date: '2023-05-10', period_end_date: '2023-05-01' },
            ],
          },
        ],
      },
    };
    const out = ok(parseImport('data.json', JSON.stringify(file), TODAY));
    expect(out.journal.periods).toEqual([{ start: '2023-01-10', end: '2023-01-14' }]);
    const at = (i: number) => `export.user[0].history[${i}]`;
    expect(out.skipped).toEqual([
      { where: at(1), reason: 'bad-date' },
      { where: at(2), reason: 'bad-date' },
      { where: at(3), reason: 'bad-date' },
      { where: at(4), reason: 'bad-date' },
      { where: at(5), reason: 'bad-date' },
      { where: at(6), reason: 'end-before-start' },
    ]);
  });
});

describe('drip', () => {
  const header =
    'date,temperature.value,temperature.exclude,temperature.time,temperature.note,bleeding.value,bleeding.exclude,note.value';
  it('every bleeding day not excluded is a period day (spotting too, as drip counts menses)', () => {
    const text = [
      header,
      '2026-04-01,36.55,false,,,0,false,',
      '2026-04-02,,,,,3,false,"heavy, ouch"',
      '2026-04-03,,,,,2,true,',
      '2026-04-04,,,,,2,false,',
      '2026-04-15,36.7,false,,,,,',
      '2026-04-20,,,,,1,true,not mine',
      '2026-05-01,,,,,2,false,',
      '2026-05-02,,,,,7,false,',
      '05/03/2026,,,,,1,false,',
    ].join('\n');
    const out = ok(parseImport('drip-export.csv', text, TODAY));
    expect(out.source).toBe('drip');
    expect(out.journal.periods).toEqual([
      { start: '2026-04-01', end: '2026-04-04' },
      { start: '2026-05-01' },
    ]);
    expect(out.skipped).toEqual([
      { where: 'line 9', reason: 'bad-value' },
      { where: 'line 10', reason: 'bad-date' },
    ]);
  });
});

describe('plain CSV with a date column', () => {
  it('reads ISO dates under a "Period start" header, with an end column', () => {
    const text = 'Period Start,Period End,Notes\n2026-01-15,2026-01-19,ok\n2026-02-12,,\n';
    expect(parseImport('mine.csv', text, TODAY)).toEqual({
      ok: true,
      source: 'csv',
      journal: { periods: [{ start: '2026-01-15', end: '2026-01-19' }, { start: '2026-02-12' }], babies: [] },
      skipped: [],
    });
  });

  it('reads US M/D/YYYY when the column shows the month comes first', () => {
    const text = 'start_date\n1/15/2026\n2/12/2026\n3/4/2026\n';
    expect(starts(parseImport('mine.csv', text, TODAY))).toEqual([
      { start: '2026-01-15' },
      { start: '2026-02-12' },
      { start: '2026-03-04' },
    ]);
  });

  it('reads day-first dates when the column shows the day comes first (semicolons, as European spreadsheets write)', () => {
    const text = 'Fecha;Notas\n15/01/2026;x\n12/02/2026;y\n';
    expect(starts(parseImport('mine.csv', text, TODAY))).toEqual([
      { start: '2026-01-15' },
      { start: '2026-02-12' },
    ]);
  });

  it('refuses a column whose dates could be either, rather than guessing', () => {
    expect(problem(parseImport('mine.csv', 'date\n03/04/2026\n04/05/2026\n', TODAY))).toBe('ambiguous-dates');
    // Mixed forms in one column cannot be read either.
    expect(problem(parseImport('mine.csv', 'date\n13/04/2026\n04/25/2026\n', TODAY))).toBe('ambiguous-dates');
  });

  it('a two-digit year or a day that does not exist skips its row', () => {
    const text = 'date,end\n2026-01-15,\n1/15/26,\n2026-02-30,\nnot a date,\n2026-03-01,2026-04-15\n';
    const out = ok(parseImport('mine.csv', text, TODAY));
    expect(out.journal.periods).toEqual([{ start: '2026-01-15' }]);
    expect(out.skipped).toEqual([
      { where: 'line 3', reason: 'ambiguous-date' },
      { where: 'line 4', reason: 'bad-date' },
      { where: 'line 5', reason: 'bad-date' },
      { where: 'line 6', reason: 'period-too-long' },
    ]);
  });

  it('without an end column, days in a row are one period logged day by day', () => {
    const text = 'Date\n2026-03-01\n2026-03-02\n2026-03-03\n2026-03-29\n';
    expect(starts(parseImport('days.csv', text, TODAY))).toEqual([
      { start: '2026-03-01', end: '2026-03-03' },
      { start: '2026-03-29' },
    ]);
  });

  it('a CSV with no date column is not a known format', () => {
    expect(problem(parseImport('x.csv', 'name,amount\nrent,1200\n', TODAY))).toBe('unknown-format');
  });
});

describe('malformed files: a typed problem or skipped rows, never a throw, nothing changed', () => {
  it('wrong JSON', () => {
    expect(problem(parseImport('export.json', 'date\n2026-01-01\n', TODAY))).toBe('not-json');
    expect(problem(parseImport('export.txt', '{"periods": [', TODAY))).toBe('not-json');
    expect(problem(parseImport('export.json', '', TODAY))).toBe('not-json');
  });

  it('JSON that is none of the formats', () => {
    expect(problem(parseImport('x.json', '{"hello": "world"}', TODAY))).toBe('unknown-format');
    expect(problem(parseImport('x.json', '42', TODAY))).toBe('unknown-format');
    expect(problem(parseImport('x.json', 'null', TODAY))).toBe('unknown-format');
  });

  it('over 10 MB, refused without being read through', () => {
    const big = `date\n${'2026-01-01\n'.repeat(Math.ceil(MAX_IMPORT_BYTES / 11) + 1)}`;
    expect(problem(parseImport('big.csv', big, TODAY))).toBe('too-large');
    // Counted in UTF-8 bytes: 4 million three-byte characters are 12 MB.
    expect(problem(parseImport('big.csv', `date,note\n2026-01-01,${'€'.repeat(4_000_000)}`, TODAY))).toBe(
      'too-large',
    );
  });

  it('dates in the future: the file is refused when nothing else is in it, else those rows are skipped', () => {
    const all = 'date\n2027-01-01\n2027-02-01\n';
    expect(problem(parseImport('f.csv', all, TODAY))).toBe('future-dates');
    const some = ok(parseImport('f.csv', 'date\n2026-11-28\n2026-11-29\n', TODAY));
    expect(some.journal.periods).toEqual([{ start: '2026-11-28' }]);
    expect(some.skipped).toEqual([{ where: 'line 3', reason: 'future-date' }]);
  });

  it('duplicates in the file are merged and named', () => {
    const file = {
      format: 'bloomcalc-journal',
      version: 1,
      journal: {
        periods: [
          { start: '2026-01-15', end: '2026-01-18' },
          { start: '2026-01-15' },
          { start: '2026-01-16' },
        ],
        babies: [],
      },
    };
    const out = ok(parseImport('j.json', JSON.stringify(file), TODAY));
    expect(out.journal.periods).toEqual([{ start: '2026-01-15', end: '2026-01-18' }]);
    expect(out.skipped).toEqual([
      { where: 'journal.periods[1]', reason: 'duplicate' },
      { where: 'journal.periods[2]', reason: 'duplicate' },
    ]);
  });

  it('objects, numbers and lists where strings belong are skipped entries', () => {
    const file = {
      format: 'bloomcalc-journal',
      version: 1,
      journal: {
        periods: [
          { start: { toString: '2026-01-01' } },
          { start: 20260101 },
          { start: ['2026-01-01'] },
          '2026-01-01',
          null,
          { start: '2026-02-01', end: {} },
          { start: '2026-03-01' },
        ],
        babies: 'none',
      },
    };
    const out = ok(parseImport('j.json', JSON.stringify(file), TODAY));
    expect(out.journal).toEqual({ periods: [{ start: '2026-03-01' }], babies: [] });
    expect(out.skipped.map((s) => s.reason)).toEqual([
      'bad-date',
      'bad-date',
      'bad-date',
      'not-an-entry',
      'not-an-entry',
      'bad-date',
    ]);
  });

  it('__proto__ keys read nothing and pollute nothing', () => {
    const hidden =
      '{"format":"bloomcalc-journal","version":1,"journal":{"__proto__":{"periods":[{"start":"2026-01-01"}]}}}';
    expect(problem(parseImport('j.json', hidden, TODAY))).toBe('nothing-usable');
    const wrapped = '{"__proto__":{"format":"bloomcalc-journal","version":1}}';
    expect(problem(parseImport('j.json', wrapped, TODAY))).toBe('unknown-format');
    const flo =
      '{"__proto__":{"polluted":1},"cycles":[{"period_start_date":"2026-01-01","__proto__":{"period_end_date":"2026-01-05"}}]}';
    expect(starts(parseImport('f.json', flo, TODAY))).toEqual([{ start: '2026-01-01' }]);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(({} as Record<string, unknown>).periods).toBeUndefined();
  });

  it('deep nesting is refused', () => {
    const deep = `${'['.repeat(100_000)}${']'.repeat(100_000)}`;
    expect(problem(parseImport('deep.json', deep, TODAY))).toBe('too-complex');
    const deepObject = `${'{"a":'.repeat(50)}{"period_start_date":"2026-01-01"}${'}'.repeat(50)}`;
    expect(problem(parseImport('deep.json', deepObject, TODAY))).toBe('too-complex');
  });

  it('huge lists: too many rows is refused; too many entries for a journal are skipped, the recent kept', () => {
    const rows = `date\n${'2026-01-01\n'.repeat(300_000)}`;
    expect(problem(parseImport('many.csv', rows, TODAY))).toBe('too-complex');
    const periods = Array.from({ length: 3000 }, (_, i) => ({
      start: new Date(Date.UTC(2000, 0, 1) + i * 3 * 86_400_000).toISOString().slice(0, 10),
    }));
    const file = { format: 'bloomcalc-journal', version: 1, journal: { periods, babies: [] } };
    const out = ok(parseImport('j.json', JSON.stringify(file), TODAY));
    expect(out.journal.periods).toHaveLength(1000);
    expect(out.journal.periods[999]).toEqual(periods[2999]);
    expect(out.skipped.filter((s) => s.reason === 'too-many')).toHaveLength(2000);
  });

  it('never throws, whatever the text', () => {
    const problems = [
      'not-json',
      'unknown-format',
      'too-large',
      'too-complex',
      'newer-version',
      'ambiguous-dates',
      'future-dates',
      'nothing-usable',
    ];
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string(),
          fc.json(),
          fc.jsonValue().map((v) => JSON.stringify({ format: 'bloomcalc-journal', version: 1, journal: v })),
        ),
        fc.constantFrom('a.json', 'a.csv', 'a.txt'),
        (text, name) => {
          const out = parseImport(name, text, TODAY);
          if (!out.ok) expect(problems).toContain(out.problem);
        },
      ),
      { numRuns: 300 },
    );
  });
});
