import { describe, expect, it } from 'vitest';
import { crlFormula, redateThreshold, robinsonDays } from '../../definitions/crl-dating/formula';
import crlDating from '../../definitions/crl-dating/page';
import { explainLines, resultOf, runCalculator } from '../../src/engine';
import { addDaysIso } from '../../src/engine/cycle';

const today = { today: '2026-11-27' };
const scanDate = '2026-11-20';
/** A last period `days` before the scan: the gestational age by LMP on the scan day. */
const lmpDaysBefore = (days: number) => addDaysIso(scanDate, -days);

describe('CRL dating: ACOG CO 700 Table 1 picks the band by the age from the last period', () => {
  it('uses the published bands: ≤8w6d >5; 9w0d–15w6d >7; 16w0d–21w6d >10; 22w0d–27w6d >14; ≥28w0d >21', () => {
    const at = (weeks: number, days: number) => redateThreshold(weeks * 7 + days);
    expect([at(8, 6), at(9, 0)]).toEqual([5, 7]);
    expect([at(13, 6), at(14, 0)]).toEqual([7, 7]);
    expect([at(15, 6), at(16, 0)]).toEqual([7, 10]);
    expect([at(21, 6), at(22, 0)]).toEqual([10, 14]);
    expect([at(27, 6), at(28, 0)]).toEqual([14, 21]);
  });

  it('a 9w6d scan (CRL 30.5 mm) 7 days from an 8w6d last period re-dates (more than 5), from 9w0d 6 days does not', () => {
    expect(Math.round(robinsonDays(30.5))).toBe(69);
    const early = crlFormula({ crl: 30.5, scanDate, lastPeriodDate: lmpDaysBefore(62) }, today);
    expect(early).toMatchObject({
      differenceDays: 7,
      threshold: 5,
      redate: true,
      dueDate: early.ultrasoundDueDate,
    });
    const nine = crlFormula({ crl: 30.5, scanDate, lastPeriodDate: lmpDaysBefore(63) }, today);
    expect(nine).toMatchObject({
      differenceDays: 6,
      threshold: 7,
      redate: false,
      dueDate: nine.lastPeriodDueDate,
    });
  });

  it('an 8w1d scan 6 days from a 9w0d last period keeps the last-period date (the band by LMP is more than 7)', () => {
    // CRL 16 mm: 8.052 × √(1.037 × 16) + 23.73 = 56.53 → 57 days = 8w1d.
    const result = crlFormula({ crl: 16, scanDate, lastPeriodDate: lmpDaysBefore(63) }, today);
    expect(result.gestationalAgeDays).toBe(57);
    expect(result).toMatchObject({ differenceDays: 6, threshold: 7, redate: false });
  });

  it('a 13w6d vs 14w0d last period, both in the 9w0d–15w6d band: more than 7 days re-dates', () => {
    // CRL 84 mm → 98.88 → 99 days (14w1d); LMP ages 97 and 98 days differ by 2 and 1 days: both keep the LMP date.
    for (const lmpDays of [97, 98]) {
      const result = crlFormula({ crl: 84, scanDate, lastPeriodDate: lmpDaysBefore(lmpDays) }, today);
      expect(result.threshold).toBe(7);
      expect(result.redate).toBe(false);
    }
    // 90 days by LMP against 99 by the scan: 9 > 7, re-dated.
    expect(crlFormula({ crl: 84, scanDate, lastPeriodDate: lmpDaysBefore(90) }, today).redate).toBe(true);
  });
});

describe('CRL dating: the formula and its range', () => {
  it('applies the BMUS 1.037 correction to Robinson: GA = 8.052 × √(1.037 × CRL) + 23.73', () => {
    expect(robinsonDays(45)).toBeCloseTo(78.735, 2);
    expect(robinsonDays(10)).toBeCloseTo(49.66, 2);
  });

  it('refuses a CRL below 7 mm at the field, and dates 7 mm', () => {
    const below = runCalculator(crlDating, { crl: 6.9, scanDate }, today);
    expect(below.ok).toBe(false);
    if (!below.ok) expect(below.errors).toEqual([expect.objectContaining({ field: 'crl' })]);
    const at7 = runCalculator(crlDating, { crl: 7, scanDate }, today);
    expect(at7.ok).toBe(true);
  });

  it('says "1 day", not "1 days", for the difference', () => {
    const result = resultOf(
      crlDating,
      { crl: 10, scanDate: '2026-03-02', lastPeriodDate: '2026-01-12' },
      today,
    );
    expect(result.differenceDays).toBe(1);
    expect(result.differenceText).toBe('1 day');
    expect(result.verdict).toContain('differ by 1 day,');
    const lines = explainLines(
      crlDating,
      { crl: 10, scanDate: '2026-03-02', lastPeriodDate: '2026-01-12' },
      result,
    );
    expect(lines.join(' ')).not.toMatch(/\b1 days\b/);
  });
});
