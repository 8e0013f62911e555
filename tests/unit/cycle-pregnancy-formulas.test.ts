import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

/** The page's due date result (the formula's values in words). */
const dueDateResult = (input: DueDateInput, ctx: FormulaContext) => resultOf(dueDateDefinition, input, ctx);

import conception from '../../definitions/conception/page';
import cycleLengthMessages from '../../definitions/cycle-length/messages.en.gen';
import cycleLength from '../../definitions/cycle-length/page';
import { periodDatesParser } from '../../definitions/cycle-length/present';
import type { DueDateInput } from '../../definitions/due-date/formula';
import { milestoneStatus, trimesterOf } from '../../definitions/due-date/formula';
import dueDateDefinition from '../../definitions/due-date/page';
import dueDate from '../../definitions/due-date/page';
import ovulation from '../../definitions/ovulation/page';
import periodTracker from '../../definitions/period-tracker/page';
import testTiming from '../../definitions/pregnancy-test-timing/page';
import {
  bandAt,
  bandRate,
  expectedGainAt,
  pregnancyWeightGainFormula,
  recommendedRange,
  SINGLETON_WEEKLY,
} from '../../definitions/pregnancy-weight-gain/formula';
import pregnancyWeightGain from '../../definitions/pregnancy-weight-gain/page';
import safeDays from '../../definitions/safe-days/page';
import type { FormulaContext } from '../../src/engine';
import { describeBrokenValue, fromQuery, resultOf, runCalculator } from '../../src/engine';
import {
  addDaysIso,
  cycleDates,
  daysBetween,
  dueDateFromLastPeriod,
  gestationalDaysOn,
  lastPeriodFromDueDate,
  lastPeriodProblem,
} from '../../src/engine/cycle';

/** The dates field's parser, worded in English as the page words it. */
const parsePeriodDates = periodDatesParser(cycleLengthMessages);

const isoDate = fc
  .date({ min: new Date(Date.UTC(1990, 0, 1)), max: new Date(Date.UTC(2060, 11, 31)), noInvalidDate: true })
  .map((date) => date.toISOString().slice(0, 10));
const cycle21to35 = fc.integer({ min: 21, max: 35 });

describe('the shared cycle model (src/engine/cycle.ts)', () => {
  it('adds calendar days across month ends, the leap day and the year end', () => {
    expect(addDaysIso('2026-01-31', 28)).toBe('2026-02-28');
    expect(addDaysIso('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDaysIso('2028-02-29', 1)).toBe('2028-03-01');
    expect(addDaysIso('2027-02-28', 1)).toBe('2027-03-01');
    expect(addDaysIso('2026-12-31', 1)).toBe('2027-01-01');
    expect(daysBetween('2028-02-01', '2028-03-01')).toBe(29);
    expect(daysBetween('2026-03-01', '2026-02-01')).toBe(-28);
  });

  it('puts ovulation 14 days before the next period and the window at −5 … +1', () => {
    expect(cycleDates('2028-02-08', 35)).toEqual({
      periodStart: '2028-02-08',
      nextPeriod: '2028-03-14',
      ovulation: '2028-02-29',
      fertileWindow: { start: '2028-02-24', end: '2028-03-01' },
    });
    expect(cycleDates('2026-12-20', 21).ovulation).toBe('2026-12-27');
  });

  it('dates a pregnancy 266 days after ovulation, and inverts exactly (any date, cycles 21–35)', () => {
    expect(dueDateFromLastPeriod('2026-01-31', 28)).toBe('2026-11-07');
    expect(dueDateFromLastPeriod('2027-05-18', 35)).toBe('2028-02-29');
    expect(dueDateFromLastPeriod('2026-12-31', 21)).toBe('2027-09-30');
    fc.assert(
      fc.property(isoDate, cycle21to35, (lmp, length) => {
        const due = dueDateFromLastPeriod(lmp, length);
        expect(daysBetween(lmp, due)).toBe(280 + length - 28);
        expect(daysBetween(cycleDates(lmp, length).ovulation, due)).toBe(266);
        expect(lastPeriodFromDueDate(due, length)).toBe(lmp);
      }),
    );
  });

  it('counts pregnancy days back from the due date', () => {
    expect(gestationalDaysOn('2026-11-07', '2026-03-31')).toBe(59);
    expect(gestationalDaysOn('2026-11-07', '2026-11-07')).toBe(280);
  });

  it('accepts a last period from exactly one year ago to today, and nothing outside', () => {
    expect(lastPeriodProblem('2026-11-25', '2026-11-25')).toBeUndefined();
    expect(lastPeriodProblem('2026-11-26', '2026-11-25')).toMatch(/future/);
    expect(lastPeriodProblem('2025-11-25', '2026-11-25')).toBeUndefined();
    expect(lastPeriodProblem('2025-11-24', '2026-11-25')).toMatch(/past year/);
    expect(lastPeriodProblem('2027-02-28', '2028-02-29')).toBeUndefined();
    expect(lastPeriodProblem('2027-02-27', '2028-02-29')).toMatch(/past year/);
  });
});

describe('one cycle, one answer: ovulation and period tracker agree', () => {
  it('gives the same ovulation day, fertile window and next period for any date and cycle of 21–35 days', () => {
    fc.assert(
      fc.property(isoDate, cycle21to35, fc.integer({ min: 1, max: 10 }), (lmp, length, periodLength) => {
        const today = addDaysIso(lmp, 3);
        const fromOvulation = resultOf(ovulation, { lastPeriodDate: lmp, cycleLength: length }, { today });
        const fromTracker = resultOf(
          periodTracker,
          { lastPeriodDate: lmp, cycleLength: length, periodLength },
          { today },
        );
        expect(fromTracker.ovulationDay).toBe(fromOvulation.ovulationDate);
        expect(fromTracker.fertileWindowStart).toBe(fromOvulation.fertileWindow.start);
        expect(fromTracker.fertileWindowEnd).toBe(fromOvulation.fertileWindow.end);
        expect(fromTracker.nextPeriodStart).toBe(fromOvulation.nextPeriodDate);
        const days = fromTracker.calendarData.flatMap((month) => month.days);
        expect(days.find((day) => day.date === fromOvulation.ovulationDate)?.status).toBe('ovulation');
      }),
      { numRuns: 200 },
    );
  });

  it('agrees through the headless path and a share link too', () => {
    const today = '2028-02-20';
    const a = runCalculator(ovulation, { lastPeriodDate: '2028-02-08', cycleLength: 35 }, { today });
    const link = a.ok ? String((a.result as { links: { href: string }[] }).links[0]?.href) : '';
    expect(link).toBe('/calculators/period-tracker?lastPeriodDate=2028-02-08&cycleLength=35&periodLength=5');
    const b = runCalculator(periodTracker, fromQuery(periodTracker, link.split('?')[1] ?? ''), { today });
    expect(a).toMatchObject({ ok: true, result: { ovulationDate: '2028-02-29' } });
    expect(b).toMatchObject({
      ok: true,
      result: {
        ovulationDay: '2028-02-29',
        fertileWindowStart: '2028-02-24',
        fertileWindowEnd: '2028-03-01',
      },
    });
  });

  it('due date and conception send each other the same dates back', () => {
    fc.assert(
      fc.property(cycle21to35, fc.integer({ min: 0, max: 294 }), (length, daysAgo) => {
        const today = '2026-11-25';
        const lmp = addDaysIso(today, -daysAgo);
        const due = dueDateResult({ lastPeriodDate: lmp, cycleLength: length }, { today });
        const back = resultOf(conception, { dueDate: due.dueDate, cycleLength: length }, { today });
        expect(back.lmpDate).toBe(lmp);
        expect(back.conceptionDate).toBe(cycleDates(lmp, length).ovulation);
        expect(back.conceptionDate).toBe(due.conceptionDate);
        // More than two weeks past the due date conception shows no pregnancy ages (issue 15).
        expect(back.gestationalAge).toBe(back.pregnancyOngoing ? due.currentWeek : null);
      }),
    );
  });
});

describe('ovulation', () => {
  it('flags a cycle whose dates have all passed', () => {
    const result = resultOf(
      ovulation,
      { lastPeriodDate: '2026-01-01', cycleLength: 28 },
      { today: '2026-06-01' },
    );
    expect(result.recommendations[0]).toMatch(/already passed/);
  });

  it('rejects a future or year-old last period at the field', () => {
    expect(
      runCalculator(ovulation, { lastPeriodDate: '2026-11-26', cycleLength: 28 }, { today: '2026-11-25' }),
    ).toMatchObject({ ok: false, errors: [{ field: 'lastPeriodDate' }] });
    expect(
      runCalculator(ovulation, { lastPeriodDate: '2025-11-01', cycleLength: 28 }, { today: '2026-11-25' }),
    ).toMatchObject({ ok: false, errors: [{ field: 'lastPeriodDate' }] });
  });

  it('links to the due date only while that calculator accepts the date (42 weeks)', () => {
    const near = resultOf(
      ovulation,
      { lastPeriodDate: '2026-02-04', cycleLength: 28 },
      { today: '2026-11-25' },
    );
    const far = resultOf(
      ovulation,
      { lastPeriodDate: '2026-02-03', cycleLength: 28 },
      { today: '2026-11-25' },
    );
    expect(near.links).toHaveLength(2);
    expect(far.links).toHaveLength(1);
  });
});

describe('due date', () => {
  it('puts trimester and milestone boundaries where the spec does', () => {
    // ACOG: first to 13w6d, third from 28w0d.
    expect([0, 13, 14, 27, 28, 40].map(trimesterOf)).toEqual([1, 1, 2, 2, 3, 3]);
    expect(milestoneStatus(8, 8)).toBe('current');
    expect(milestoneStatus(9, 8)).toBe('past');
    expect(milestoneStatus(7, 8)).toBe('upcoming');
  });

  it('shows week 0 with a note when a long cycle puts the start of the count ahead', () => {
    const result = dueDateResult({ lastPeriodDate: '2026-11-22', cycleLength: 35 }, { today: '2026-11-25' });
    expect(result).toMatchObject({ currentWeek: 0, currentDays: 0, progress: 0, trimester: 1 });
    expect(result.recommendations[0]).toMatch(/counted from Nov 29, 2026/);
  });

  it('says how the cycle length moved the date', () => {
    const result = dueDateResult({ lastPeriodDate: '2026-11-01', cycleLength: 21 }, { today: '2026-11-25' });
    expect(result.recommendations.at(-1)).toMatch(/7 days earlier/);
  });

  it('rejects a future last period and one more than 42 weeks ago, uses 28 when the cycle is empty', () => {
    const today = '2026-11-25';
    expect(runCalculator(dueDate, { lastPeriodDate: '2026-11-26' }, { today })).toMatchObject({
      ok: false,
      errors: [{ field: 'lastPeriodDate', message: expect.stringMatching(/future/) }],
    });
    expect(runCalculator(dueDate, { lastPeriodDate: addDaysIso(today, -295) }, { today })).toMatchObject({
      ok: false,
      errors: [{ field: 'lastPeriodDate', message: expect.stringMatching(/42 weeks/) }],
    });
    expect(
      runCalculator(dueDate, { lastPeriodDate: addDaysIso(today, -294), cycleLength: '' }, { today }),
    ).toMatchObject({ ok: true, result: { currentWeek: 42, progress: 100 } });
  });
});

describe('conception', () => {
  it('never shows a negative age, and says why', () => {
    const result = resultOf(conception, { dueDate: '2027-09-30', cycleLength: 21 }, { today: '2026-12-20' });
    expect(result).toMatchObject({ gestationalAge: 0, fetalAge: 0, lmpDate: '2026-12-31' });
    expect(result.recommendations[0]).toMatch(/still ahead/);
    const soon = resultOf(conception, { dueDate: '2027-09-01', cycleLength: 28 }, { today: '2026-12-05' });
    expect(soon).toMatchObject({ gestationalAge: 1, fetalAge: 0 });
    expect(soon.recommendations[0]).toMatch(/fetal age shows 0/);
  });

  it('rejects due dates more than 44 weeks ahead or 2 years back', () => {
    const today = '2026-11-25';
    expect(runCalculator(conception, { dueDate: addDaysIso(today, 308) }, { today }).ok).toBe(true);
    expect(runCalculator(conception, { dueDate: addDaysIso(today, 309) }, { today })).toMatchObject({
      ok: false,
      errors: [{ field: 'dueDate' }],
    });
    expect(runCalculator(conception, { dueDate: addDaysIso(today, -730) }, { today }).ok).toBe(true);
    expect(runCalculator(conception, { dueDate: addDaysIso(today, -731) }, { today })).toMatchObject({
      ok: false,
      errors: [{ field: 'dueDate' }],
    });
  });

  it('notes when the due date is long past', () => {
    const result = resultOf(conception, { dueDate: '2026-01-15', cycleLength: 28 }, { today: '2026-11-25' });
    expect(result.conceptionDate).toBe('2025-04-24');
    expect(result.recommendations[0]).toMatch(/more than two weeks ago/);
  });
});

describe('pregnancy weight gain (IOM 2009)', () => {
  const range = { min: 11.5, max: 16 };

  const normal = SINGLETON_WEEKLY.normal;

  it('expects 0.5 kg by 14 weeks 0 days (ACOG: the first trimester ends at 13 weeks 6 days), then the IOM weekly mean', () => {
    expect(expectedGainAt(0, normal)).toBe(0);
    expect(expectedGainAt(14, normal)).toBe(0.5);
    expect(expectedGainAt(20, normal)).toBeCloseTo(0.5 + 6 * 0.42, 10);
    expect(expectedGainAt(40, normal)).toBeCloseTo(0.5 + 26 * 0.42, 10);
    expect(expectedGainAt(42, normal)).toBeCloseTo(0.5 + 26 * 0.42, 10);
  });

  it('uses the IOM 2009 weekly rates for one baby, never above the IOM range (normal 0.35–0.50 kg a week)', () => {
    expect(SINGLETON_WEEKLY).toEqual({
      underweight: { mean: 0.51, min: 0.44, max: 0.58 },
      normal: { mean: 0.42, min: 0.35, max: 0.5 },
      overweight: { mean: 0.28, min: 0.23, max: 0.33 },
      obese: { mean: 0.22, min: 0.17, max: 0.27 },
    });
    for (const rate of Object.values(SINGLETON_WEEKLY)) {
      expect(rate.mean).toBeGreaterThanOrEqual(rate.min);
      expect(rate.mean).toBeLessThanOrEqual(rate.max);
    }
    expect(bandRate(range, normal).mean).toBe(normal.mean);
  });

  it('widens the band from 0.5–2 kg at 14 weeks; its top reaches the total at 40, its bottom moves at the IOM rate', () => {
    const edges = bandRate(range, normal);
    expect(bandAt(14, edges)).toEqual({ min: 0.5, max: 2 });
    expect(bandAt(20, edges).min).toBeCloseTo(0.5 + 6 * 0.35, 10);
    expect(bandAt(20, edges).max).toBeCloseTo(2 + (6 * (16 - 2)) / 26, 10);
    expect(bandAt(0, edges)).toEqual({ min: 0, max: 0 });
    expect(bandAt(40, edges).max).toBeCloseTo(16, 10);
    expect(bandAt(42, edges).max).toBeCloseTo(16, 10);
  });

  it('has no range for triplets or underweight twins', () => {
    expect(recommendedRange('underweight', 'twins')).toBeNull();
    expect(recommendedRange('normal', 'triplets')).toBeNull();
    expect(recommendedRange('underweight', 'singleton')).toEqual({ min: 12.5, max: 18 });
    expect(recommendedRange('obese', 'twins')).toEqual({ min: 11, max: 19 });
  });

  const base = {
    prePregnancyWeight: 60,
    weightUnit: 'kg' as const,
    height: 165,
    heightUnit: 'cm' as const,
    week: 20,
    pregnancyType: 'singleton' as const,
  };

  it('counts a gain on the edge of the week range as within it (compared after rounding)', () => {
    // Week 20, normal weight: 0.5 + 6 × 0.35 = 2.6 to 2 + 6 × (16 − 2) ÷ 26 = 5.23 → 5.2 kg.
    expect(pregnancyWeightGainFormula({ ...base, currentWeight: 62.6 }).status).toBe('optimal');
    expect(pregnancyWeightGainFormula({ ...base, currentWeight: 65.2 }).status).toBe('optimal');
    expect(pregnancyWeightGainFormula({ ...base, currentWeight: 62.5 }).status).toBe('below');
    expect(pregnancyWeightGainFormula({ ...base, currentWeight: 65.3 }).status).toBe('above');
  });

  it('uses a green category word only for the within-range status', () => {
    expect(resultOf(pregnancyWeightGain, { ...base, currentWeight: 64 }).statusCategory).toMatch(/healthy/i);
    expect(resultOf(pregnancyWeightGain, { ...base, currentWeight: 70 }).statusCategory).not.toMatch(
      /healthy|normal/i,
    );
  });

  it('shows a loss in the first trimester as a negative gain', () => {
    const result = resultOf(pregnancyWeightGain, { ...base, currentWeight: 59, week: 9 });
    expect(result).toMatchObject({ currentGain: -1, status: 'below', display: { gainText: '−1.0 kg' } });
  });
});

describe('period tracker calendar', () => {
  const result = resultOf(
    periodTracker,
    { lastPeriodDate: '2026-12-31', cycleLength: 21, periodLength: 4 },
    { today: '2027-01-05' },
  );
  const day = (iso: string) => result.calendarData.flatMap((month) => month.days).find((d) => d.date === iso);

  it('shows three whole months from the month of the last period', () => {
    expect(result.calendarData.map((month) => month.days.length)).toEqual([31, 31, 28]);
    expect(result.calendarData[0]?.days[0]).toMatchObject({
      date: '2026-12-01',
      day: 1,
      status: 'none',
      label: '',
    });
  });

  it('marks the entered period, every predicted period, fertile window and ovulation day', () => {
    expect(day('2026-12-31')).toMatchObject({ status: 'period', label: 'period' });
    expect(day('2027-01-02')).toMatchObject({ status: 'period', label: 'period, fertile window' });
    expect(day('2027-01-07')).toMatchObject({ status: 'ovulation', label: 'predicted ovulation' });
    expect(day('2027-01-08')).toMatchObject({ status: 'fertile', label: 'fertile window' });
    expect(day('2027-01-09')).toMatchObject({ status: 'none' });
    expect(day('2027-01-21')).toMatchObject({ status: 'period', label: 'predicted period' });
    expect(day('2027-02-18')).toMatchObject({ status: 'ovulation' });
    const periodDays = result.calendarData.flatMap((m) => m.days).filter((d) => d.label.includes('period'));
    expect(periodDays.map((d) => d.date)).toEqual([
      '2026-12-31',
      '2027-01-01',
      '2027-01-02',
      '2027-01-03',
      '2027-01-21',
      '2027-01-22',
      '2027-01-23',
      '2027-01-24',
      '2027-02-11',
      '2027-02-12',
      '2027-02-13',
      '2027-02-14',
    ]);
  });

  it('handles February of a leap year', () => {
    const leap = resultOf(
      periodTracker,
      { lastPeriodDate: '2028-02-08', cycleLength: 35, periodLength: 6 },
      { today: '2028-02-20' },
    );
    expect(leap.calendarData[0]?.days).toHaveLength(29);
    expect(leap.calendarData[0]?.days[28]).toMatchObject({ date: '2028-02-29', status: 'ovulation' });
  });

  it('links to the ovulation and due-date calculators only for cycles they accept', () => {
    const long = resultOf(
      periodTracker,
      { lastPeriodDate: '2026-11-01', cycleLength: 40, periodLength: 5 },
      { today: '2026-11-25' },
    );
    expect(long.links).toEqual([]);
    expect(long.recommendations.at(-1)).toMatch(/longer than 35 days/);
  });
});

describe('cycle length', () => {
  it('parses a list, text from a share link, trims, sorts and drops duplicates', () => {
    expect(parsePeriodDates(['2026-03-01', '2026-02-01', '2026-03-01'])).toEqual({
      value: ['2026-02-01', '2026-03-01'],
    });
    expect(parsePeriodDates(' 2026-03-01, 2026-02-01 ,')).toEqual({ value: ['2026-02-01', '2026-03-01'] });
    expect(fromQuery(cycleLength, 'dates=2026-02-01,2026-03-01')).toEqual({ dates: '2026-02-01,2026-03-01' });
    expect(fromQuery(cycleLength, 'dates=["2026-02-01","2026-03-01"]')).toEqual({
      dates: ['2026-02-01', '2026-03-01'],
    });
  });

  it('says clearly what is wrong with bad input', () => {
    expect(parsePeriodDates(['2026-02-30', '2026-03-01'])).toEqual({
      error: '“2026-02-30” is not a real date: use YYYY-MM-DD.',
    });
    expect(parsePeriodDates(['2026-02-01'])).toEqual({ error: 'Add at least two period start dates.' });
    expect(parsePeriodDates(['2026-02-01', '2026-02-01'])).toEqual({
      error: 'Add at least two period start dates.',
    });
    expect(parsePeriodDates(42)).toEqual({
      error: 'Period start dates must be a list of dates (YYYY-MM-DD).',
    });
    expect(parsePeriodDates([['2026-02-01'], '2026-03-01'])).toEqual({
      error: 'Period start dates must be one list of dates (YYYY-MM-DD), not lists inside a list.',
    });
    const fortyNine = Array.from({ length: 49 }, (_, index) => `20${String(index + 10)}-01-01`);
    expect(parsePeriodDates(fortyNine)).toEqual({ error: 'Enter at most 48 dates.' });
    expect(parsePeriodDates([20260201, '2026-03-01'])).toMatchObject({
      error: expect.stringMatching(/not a real date/),
    });
  });

  it('averages whole-day gaps to one decimal', () => {
    const result = resultOf(
      cycleLength,
      { dates: ['2026-01-03', '2026-01-31', '2026-03-01', '2026-03-29'] },
      { today: '2026-04-10' },
    );
    expect(result).toMatchObject({ cycleLengths: [28, 29, 28], averageCycleLength: 28.3, spread: 1 });
    expect(result.links.map((link) => link.href)).toEqual([
      '/calculators/period-tracker?lastPeriodDate=2026-03-29&cycleLength=28&periodLength=5',
      '/calculators/ovulation?lastPeriodDate=2026-03-29&cycleLength=28&regularity=regular',
    ]);
  });

  it('finds future dates, a missing period and a doubled period', () => {
    const today = '2026-11-25';
    expect(runCalculator(cycleLength, { dates: ['2026-11-01', '2026-11-29'] }, { today })).toMatchObject({
      ok: false,
      errors: [{ field: 'dates', message: 'Period start dates cannot be in the future: Nov 29, 2026.' }],
    });
    expect(runCalculator(cycleLength, { dates: ['2026-01-01', '2026-04-01'] }, { today })).toMatchObject({
      ok: true,
    });
    expect(runCalculator(cycleLength, { dates: ['2026-01-01', '2026-04-02'] }, { today })).toMatchObject({
      ok: false,
      errors: [
        { field: 'dates', message: expect.stringMatching(/missing between Jan 01, 2026 and Apr 02, 2026/) },
      ],
    });
    expect(runCalculator(cycleLength, { dates: '2026-10-01,2026-10-05' }, { today })).toMatchObject({
      ok: false,
      errors: [{ field: 'dates', message: expect.stringMatching(/only 4 days apart/) }],
    });
  });
});

describe('fuzzed over dates (formulas called directly, checks bypassed)', () => {
  const fuzz = { numRuns: 300 };
  it('never gives NaN, Infinity, "Invalid Date" or a throw', () => {
    fc.assert(
      fc.property(
        isoDate,
        isoDate,
        fc.integer({ min: 21, max: 45 }),
        fc.integer({ min: 1, max: 10 }),
        (a, b, c, p) => {
          const cycle = Math.min(c, 35);
          const results = [
            resultOf(ovulation, { lastPeriodDate: a, cycleLength: cycle }, { today: b }),
            dueDateResult({ lastPeriodDate: a, cycleLength: cycle }, { today: b }),
            resultOf(conception, { dueDate: a, cycleLength: cycle }, { today: b }),
            resultOf(periodTracker, { lastPeriodDate: a, cycleLength: c, periodLength: p }, { today: b }),
            resultOf(cycleLength, { dates: [a, b].sort() }, { today: b }),
          ];
          for (const result of results) expect(describeBrokenValue(result)).toBeUndefined();
        },
      ),
      fuzz,
    );
  });
});

describe('clinician caveats (issue #20)', () => {
  it('tells her to repeat a negative home test after a few days to a week when the period has not come', () => {
    const result = resultOf(
      testTiming,
      { lastPeriodDate: '2026-03-01', cycleLength: 28 },
      { today: '2026-03-20' },
    );
    expect(result.tips.join(' ')).toMatch(
      /negative and your period still has not come, test again after a few days to a week/,
    );
  });

  it('puts the fertility awareness typical-use range beside the IUD and implant', () => {
    expect(
      resultOf(safeDays, {
        lastPeriodDate: '2026-11-15',
        shortestCycle: 27,
        longestCycle: 31,
      }).effectiveness.join(' '),
    ).toMatch(/2 to 23 pregnancies per 100 women.*fewer than 1 for an IUD or implant/);
  });
});
