import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import buildWho from '../../definitions/baby-growth/data/build';
import { ageParts, whoLms, whoZ } from '../../definitions/baby-growth/formula';
import babyGrowth from '../../definitions/baby-growth/page';
import buildCdc from '../../definitions/child-bmi/data/build';
import { bmiCategory, cdcBmiLms } from '../../definitions/child-bmi/formula';
import childBmi from '../../definitions/child-bmi/page';
import { tableJson } from '../../scripts/lib/definition-data';
import {
  addMonthsIso,
  completedMonths,
  lmsAt,
  lmsValue,
  lmsZ,
  normalCdf,
  parsePoundsOunces,
  restrictedLmsZ,
  resultOf,
  runCalculator,
  splitPounds,
  zOfPercentile,
} from '../../src/engine';

const root = path.resolve(import.meta.dirname, '../..');
const today = { today: '2026-11-25' };

/** CDC's published BMI-for-age rows: Sex, Agemos, L, M, S, P3, P5, P10, P25, P50, P75, P85, P90, P95, P97. */
const cdcRows = readFileSync(path.join(root, 'definitions/child-bmi/data/cdc2000-bmiagerev.csv'), 'utf8')
  .trim()
  .split(/\r?\n/)
  .filter((line) => !line.startsWith('Sex'))
  .map((line) => line.split(',').map(Number));
const PUBLISHED = { 3: 5, 5: 6, 10: 7, 25: 8, 50: 9, 75: 10, 85: 11, 90: 12, 95: 13, 97: 14 } as const;

describe('the normal distribution', () => {
  it('gives the textbook quantiles', () => {
    expect(normalCdf(0)).toBe(0.5);
    expect(normalCdf(1.959963984540054)).toBeCloseTo(0.975, 12);
    expect(normalCdf(-1.880793608151251)).toBeCloseTo(0.03, 12);
    expect(normalCdf(1.03643338949379)).toBeCloseTo(0.85, 12);
    expect(normalCdf(8)).toBeCloseTo(1, 14);
    expect(zOfPercentile(95)).toBeCloseTo(1.6448536269514722, 9);
  });
});

describe('the LMS method against CDC’s published percentile columns (bmiagerev)', () => {
  it('puts every published P3…P97 value of every row on its percentile (to one decimal)', () => {
    let checked = 0;
    for (const row of cdcRows) {
      const [, , L, M, S] = row as [number, number, number, number, number];
      for (const [percentile, column] of Object.entries(PUBLISHED)) {
        const z = lmsZ(row[column] as number, { L, M, S });
        expect(Math.round(normalCdf(z) * 1000) / 10).toBe(Number(percentile));
        checked += 1;
      }
    }
    expect(checked).toBe(438 * 10);
  });

  it('reads the rows at their Agemos: a BMI on the P85 (P95) column gives 85.0 (95.0) through the formula', () => {
    // Girls, Agemos 60.5 (P85 16.7898…) and boys, Agemos 150.5: fractional days land exactly on the row.
    for (const [sex, agemos, column, expected] of [
      [2, 60.5, PUBLISHED[85], 85],
      [1, 150.5, PUBLISHED[95], 95],
    ] as const) {
      const row = cdcRows.find((entry) => entry[0] === sex && entry[1] === agemos) as number[];
      const lms = cdcBmiLms(sex === 1 ? 'boy' : 'girl', agemos);
      expect(lms).toEqual({ L: row[2], M: row[3], S: row[4] });
      expect(Math.round(normalCdf(lmsZ(row[column] as number, lms)) * 1000) / 10).toBe(expected);
    }
  });

  it("interpolates between half-month rows (CDC's SAS program), clamping before Agemos 24", () => {
    const girls = cdcRows.filter((row) => row[0] === 2);
    const [a, b] = [girls[1] as number[], girls[2] as number[]]; // 24.5 and 25.5
    expect(cdcBmiLms('girl', 25).M).toBeCloseTo(((a[3] as number) + (b[3] as number)) / 2, 12);
    expect(cdcBmiLms('girl', 23.98).M).toBe(girls[0]?.[3]);
  });

  it('categorises on the percentile shown: 84.9 healthy, 85.0 overweight, 94.9 overweight, 95.0 obesity', () => {
    expect([4.9, 5, 84.9, 85, 94.9, 95].map(bmiCategory)).toEqual([
      'underweight',
      'healthy',
      'healthy',
      'overweight',
      'overweight',
      'obesity',
    ]);
  });

  it('gives percent of the 95th and the severe obesity classes at 120 % and 140 %', () => {
    // Boy, 3,896 days (Agemos 128.0); the 95th is about 22.82 kg/m² there, so 1.2 × and 1.4 × it at 1 m tall.
    const at = (weight: number) =>
      resultOf(
        childBmi,
        {
          sex: 'boy',
          birthDate: '2016-01-01',
          measuredOn: '2026-09-01',
          height: 100,
          heightUnit: 'cm',
          weight,
          weightUnit: 'kg',
        },
        today,
      );
    const p95 = at(20).bmiAt95th;
    expect(p95).toBe(22.8);
    const exact95 = lmsValue(zOfPercentile(95), cdcBmiLms('boy', 128));
    expect(at(exact95 * 1.2).severeObesity).toMatch(/^Class 2/);
    // Judged on the percent shown (one decimal): 119.9 % is class 1.
    expect(at(exact95 * 1.199).severeObesity).toMatch(/^Class 1/);
    expect(at(exact95 * 1.4).severeObesity).toMatch(/^Class 3/);
    expect(at(exact95 * 1.4).percentOf95th).toBe(140);
    expect(at(20).percentOf95th).toBeUndefined();
  });
});

describe('WHO 2006 tables and the restricted LMS', () => {
  it('reads WHO rows exactly at their ages and interpolates between weeks and months', () => {
    expect(whoLms('weight', 'girl', 0)).toEqual({ L: 0.3809, M: 3.2322, S: 0.14171 });
    expect(whoLms('length', 'girl', 91)).toEqual({ L: 1, M: 59.7773, S: 0.0352 }); // week 13
    // Day 31: between month 1 (30.4375 days, M 4.1873) and week 5 (35 days, M 4.3476), girls' weight.
    const t = (31 - 30.4375) / (35 - 30.4375);
    expect(whoLms('weight', 'girl', 31).M).toBeCloseTo(4.1873 + t * (4.3476 - 4.1873), 12);
    expect(lmsAt([[0, 1, 10, 0.1]], 5)).toEqual({ L: 1, M: 10, S: 0.1 });
  });

  it('restricts z beyond ±3 SD by the 2-to-3 SD distance (WHO methods report, ch. 7)', () => {
    const lms = whoLms('weight', 'boy', 365);
    const sd2 = lmsValue(2, lms);
    const sd3 = lmsValue(3, lms);
    expect(restrictedLmsZ(sd3 + (sd3 - sd2) / 2, lms)).toBeCloseTo(3.5, 12);
    const sd2neg = lmsValue(-2, lms);
    const sd3neg = lmsValue(-3, lms);
    expect(restrictedLmsZ(sd3neg - (sd2neg - sd3neg), lms)).toBeCloseTo(-4, 12);
    // Inside ±3 SD it is the plain LMS z; weight uses it, length (L = 1) never needs it.
    expect(restrictedLmsZ(lms.M, lms)).toBe(0);
    expect(whoZ('weight', 'boy', 365, 14.5)).toBeCloseTo(3.853, 3);
    expect(lmsZ(14.5, lms)).toBeCloseTo(3.78, 2);
  });

  it('counts age as completed months, then weeks, and days under a month', () => {
    const ageText = (birthDate: string, measuredOn: string) =>
      resultOf(babyGrowth, {
        sex: 'girl',
        birthDate,
        measuredOn,
        weight: 4,
        weightUnit: 'kg',
        lengthUnit: 'cm',
        headUnit: 'cm',
      }).ageText;
    expect(ageParts('2026-07-10', '2026-11-25')).toEqual({ years: 0, months: 4, weeks: 2, days: 0 });
    expect(ageText('2026-07-10', '2026-11-25')).toBe('4 months 2 weeks');
    expect(ageText('2026-11-20', '2026-11-20')).toBe('day of birth (0 days)');
    expect(ageText('2026-11-01', '2026-11-24')).toBe('3 weeks 2 days');
    expect(ageText('2024-02-29', '2026-02-28')).toBe('2 years');
    expect(ageText('2025-09-01', '2026-11-09')).toBe('1 year 2 months 1 week');
    expect(addMonthsIso('2024-02-29', 12)).toBe('2025-02-28');
    // A month after 31 January is the last day of February, as a birthday on 29 February falls on the 28th.
    expect(completedMonths('2024-01-31', '2024-02-28')).toBe(0);
    expect(completedMonths('2024-01-31', '2024-02-29')).toBe(1);
  });
});

describe('the measurement date at the field', () => {
  const baby = (measuredOn: string | undefined, birthDate = '2024-02-29') =>
    runCalculator(babyGrowth, { sex: 'girl', birthDate, measuredOn, weight: 11, weightUnit: 'kg' }, today);
  it('takes the second birthday (29 Feb → 28 Feb) and refuses the day after, before birth or in the future', () => {
    expect(baby('2026-02-28').ok).toBe(true);
    expect(baby('2026-03-01')).toMatchObject({ ok: false, errors: [{ field: 'measuredOn' }] });
    expect(baby('2024-02-28')).toMatchObject({ ok: false, errors: [{ field: 'measuredOn' }] });
    expect(baby('2026-11-26', '2026-01-01')).toMatchObject({ ok: false, errors: [{ field: 'measuredOn' }] });
    expect(baby(undefined, '2026-01-01')).toMatchObject({ ok: true, result: { measuredOn: '2026-11-25' } });
  });

  it('asks for at least one measurement', () => {
    const out = runCalculator(babyGrowth, { sex: 'boy', birthDate: '2026-06-01' }, today);
    expect(out).toMatchObject({ ok: false, errors: [{ field: 'weight' }] });
  });

  it('sends under-2s to the baby calculator and adults to the BMI calculator', () => {
    const child = (birthDate: string) =>
      runCalculator(
        childBmi,
        { sex: 'girl', birthDate, height: 120, heightUnit: 'cm', weight: 25, weightUnit: 'kg' },
        today,
      );
    expect(child('2025-01-01')).toMatchObject({ ok: false, errors: [{ message: /baby-growth/ }] });
    expect(child('2006-11-25')).toMatchObject({ ok: false, errors: [{ message: /\/calculators\/bmi/ }] });
    expect(child('2006-11-26').ok).toBe(true);
    expect(child('2024-11-25').ok).toBe(true);
  });
});

describe('pounds and ounces', () => {
  it('reads them as parents write them and splits them back', () => {
    expect(parsePoundsOunces('7 lb 8 oz')).toEqual({ pounds: 7.5 });
    expect(parsePoundsOunces('7lbs 8oz')).toEqual({ pounds: 7.5 });
    expect(parsePoundsOunces('12 oz')).toEqual({ pounds: 0.75 });
    // The error is a key of the engine's words: the page says it in its language ("ounces must be under 16").
    expect(parsePoundsOunces('7 lb 16 oz')).toEqual({ error: 'ouncesUnder16' });
    expect(parsePoundsOunces('seven')).toBeUndefined();
    expect(splitPounds(7.5)).toEqual({ pounds: 7, ounces: 8 });
    expect(splitPounds(7.999)).toEqual({ pounds: 8, ounces: 0 });
  });

  it('gives the same percentile for 14 lb 2 oz typed as text as for 6.407 kg', () => {
    const base = { sex: 'boy', birthDate: '2026-07-01', measuredOn: '2026-11-01' };
    const lbOz = runCalculator(babyGrowth, { ...base, weight: '14 lb 2 oz', weightUnit: 'lb-oz' }, today);
    const kg = runCalculator(babyGrowth, { ...base, weight: 14.125 * 0.453592, weightUnit: 'kg' }, today);
    expect(lbOz.ok && kg.ok && lbOz.result.weightPercentile).toBe(kg.ok && kg.result.weightPercentile);
    const lbs = runCalculator(babyGrowth, { ...base, weight: '14 lb 2 oz', weightUnit: 'lbs' }, today);
    expect(lbs.ok && lbs.result.weightPercentile).toBe(kg.ok && kg.result.weightPercentile);
    const wrong = runCalculator(babyGrowth, { ...base, weight: '14 lb 20 oz', weightUnit: 'lb-oz' }, today);
    expect(wrong).toMatchObject({
      ok: false,
      errors: [{ field: 'weight', message: /ounces must be under 16/ }],
    });
  });
});

describe('the reference tables', () => {
  it('are the committed JSON the build writes from the CSVs (the formulas import them)', () => {
    for (const [dir, build] of [
      ['baby-growth', buildWho],
      ['child-bmi', buildCdc],
    ] as const) {
      for (const [name, value] of Object.entries(build())) {
        const committed = readFileSync(path.join(root, 'definitions', dir, 'data', name), 'utf8');
        expect(committed).toBe(tableJson(value));
      }
    }
  });
});
