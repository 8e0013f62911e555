import { describe, expect, it } from 'vitest';
import { babyGrowthFormula, whoCurves, whoLms } from '../../definitions/baby-growth/formula';
import babyGrowth from '../../definitions/baby-growth/page';
import { childBmiFormula } from '../../definitions/child-bmi/formula';
import { lmsValue, resultOf } from '../../src/engine';
import { growthSeries } from '../../src/journal/growth-series';
import type { Baby, Measurement } from '../../src/journal/types';

const baby = (measurements: Measurement[], more: Partial<Baby> = {}): Baby => ({
  id: 'b1',
  birthDate: '2026-01-10',
  sex: 'female',
  weeksAtBirth: 40,
  measurements,
  ...more,
});

describe('growthSeries: the WHO charts to the second birthday', () => {
  it('puts each amount on its chart, oldest first, with its percentile and z', () => {
    // At birth a girl's WHO medians: 3.2322 kg, 49.1477 cm, 33.8787 cm (z 0, the 50th percentile).
    const series = growthSeries(
      baby([
        { date: '2026-03-10', weightKg: 5.1 },
        { date: '2026-01-10', weightKg: 3.2322, lengthCm: 49.1477, headCm: 33.8787 },
      ]),
    );
    expect(series.sex).toBe('girl');
    expect(series.corrected).toBe(false);
    expect(series.weight.map((point) => point.date)).toEqual(['2026-01-10', '2026-03-10']);
    for (const point of [series.weight[0], series.length[0], series.head[0]]) {
      expect(point).toMatchObject({ ageMonths: 0, percentile: 50, z: 0, band: 'within' });
    }
    expect(series.leftOff).toEqual([]);
  });

  it('reads each point as the baby growth calculator reads that measurement', () => {
    const series = growthSeries(baby([{ date: '2026-06-02', weightKg: 6.4, lengthCm: 62, headCm: 40.5 }]));
    const page = resultOf(
      babyGrowth,
      {
        sex: 'girl',
        birthDate: '2026-01-10',
        measuredOn: '2026-06-02',
        weight: 6.4,
        weightUnit: 'kg',
        length: 62,
        lengthUnit: 'cm',
        headCircumference: 40.5,
        headUnit: 'cm',
      },
      { today: '2026-06-02' },
    ) as unknown as Record<string, number>;
    expect(series.weight[0]).toMatchObject({ percentile: page.weightPercentile, z: page.weightZ });
    expect(series.length[0]).toMatchObject({ percentile: page.lengthPercentile, z: page.lengthZ });
    expect(series.head[0]).toMatchObject({ percentile: page.headPercentile, z: page.headZ });
  });

  it('gives the charts’ percentile curves in kg and cm, the calculator’s own', () => {
    const series = growthSeries(baby([]));
    const page = babyGrowthFormula(
      { sex: 'girl', birthDate: '2026-01-10', weight: 6, weightUnit: 'kg', lengthUnit: 'cm', headUnit: 'cm' },
      { today: '2026-05-10' },
    );
    expect(series.curves.weight).toEqual(page.weight?.curves);
    expect(series.curves.weight).toHaveLength(25);
    expect(series.curves.length[0]?.p50).toBe(49.15);
  });

  it('flags the tails as the calculator does: beyond ±3 SD, a head outside the 3rd–97th, others outside it', () => {
    const at = (measure: 'weight' | 'head', z: number) => lmsValue(z, whoLms(measure, 'girl', 0));
    const series = growthSeries(
      baby([
        { date: '2026-01-10', weightKg: at('weight', 3.4), headCm: at('head', -2) },
        { date: '2026-01-10', weightKg: at('weight', -2) },
      ]),
    );
    expect(series.weight.map((point) => [point.concern, point.outside])).toEqual([
      [{ side: 'above', far: true, severity: 'risk' }, undefined],
      [undefined, 'below'],
    ]);
    expect(series.weight[0]?.band).toBe('highest');
    expect(series.head[0]?.concern).toEqual({ side: 'below', far: false, severity: 'caution' });
  });
});

describe('growthSeries: a baby born early', () => {
  // Born at 32 weeks on 2026-01-10: 8 weeks early, so her due date was 2026-03-07.
  const early = { weeksAtBirth: 32 };

  it('is read at corrected age: at 12 weeks old she is 4 weeks past her due date', () => {
    // The WHO median weight for a girl at 28 days: 0 SD at corrected age, far below it at 84 days.
    const median = whoLms('weight', 'girl', 28).M;
    const series = growthSeries(baby([{ date: '2026-04-04', weightKg: median }], early));
    expect(series.corrected).toBe(true);
    expect(series.weight[0]).toMatchObject({ ageMonths: 0.92, z: 0, percentile: 50 });
    const atActualAge = growthSeries(baby([{ date: '2026-04-04', weightKg: median }]));
    expect(atActualAge.weight[0]?.z).toBeLessThan(-1);
  });

  it('leaves a measurement before her due date off the WHO charts (they start at term), and says why', () => {
    const series = growthSeries(baby([{ date: '2026-02-20', weightKg: 2.1, headCm: 31 }], early));
    expect(series.weight).toEqual([]);
    expect(series.leftOff).toEqual([
      { date: '2026-02-20', measure: 'weight', reason: 'beforeTerm' },
      { date: '2026-02-20', measure: 'head', reason: 'beforeTerm' },
    ]);
  });

  it('stays at corrected age on the WHO charts to the second birthday, and is not corrected on the CDC chart', () => {
    const series = growthSeries(baby([{ date: '2028-01-10', weightKg: 11.5, lengthCm: 84 }], early));
    // 730 days − 56 = 674 days = 22.14 months on the WHO charts; 730 days = 2.0 years on the CDC chart.
    expect(series.weight[0]?.ageMonths).toBe(22.14);
    expect(series.bmi[0]?.ageYears).toBe(2);
  });
});

describe('growthSeries: from the second birthday, BMI-for-age', () => {
  // Born 2024-05-10: the second birthday is 2026-05-10.
  const child = (measurements: Measurement[]) => baby(measurements, { birthDate: '2024-05-10', sex: 'male' });

  it('puts the second birthday on both charts, and only the CDC chart after it', () => {
    const series = growthSeries(
      child([
        { date: '2026-05-09', weightKg: 12.2, lengthCm: 87 },
        { date: '2026-05-10', weightKg: 12.3, lengthCm: 87.2 },
        { date: '2026-11-10', weightKg: 13.1, lengthCm: 91 },
      ]),
    );
    expect(series.weight.map((point) => point.date)).toEqual(['2026-05-09', '2026-05-10']);
    expect(series.bmi.map((point) => point.date)).toEqual(['2026-05-10', '2026-11-10']);
    expect(series.leftOff).toEqual([]);
  });

  it('reads the BMI as the child BMI calculator does (weight ÷ height², at actual age)', () => {
    const series = growthSeries(child([{ date: '2026-11-10', weightKg: 13.1, lengthCm: 91 }]));
    const page = childBmiFormula(
      {
        sex: 'boy',
        birthDate: '2024-05-10',
        measuredOn: '2026-11-10',
        weight: 13.1,
        weightUnit: 'kg',
        height: 91,
        heightUnit: 'cm',
      },
      { today: '2026-11-10' },
    );
    // 13.1 ÷ 0.91² = 15.82 → 15.8.
    expect(series.bmi[0]).toMatchObject({
      bmi: 15.8,
      percentile: page.percentile,
      z: page.z,
      category: page.category,
      ageYears: page.ageYears,
    });
    expect(series.bmiCurves).toEqual(page.curves);
  });

  it('says why an amount after the second birthday is on no chart', () => {
    const series = growthSeries(
      child([
        { date: '2026-08-01', weightKg: 12.8 },
        { date: '2026-09-01', headCm: 49 },
        { date: '2026-10-01', lengthCm: 90 },
      ]),
    );
    expect(series.bmi).toEqual([]);
    expect(series.bmiCurves).toEqual([]);
    expect(series.leftOff).toEqual([
      { date: '2026-08-01', measure: 'weight', reason: 'needsWeightAndLength' },
      { date: '2026-09-01', measure: 'head', reason: 'pastWhoCharts' },
      { date: '2026-10-01', measure: 'length', reason: 'needsWeightAndLength' },
    ]);
  });

  it('carries the CDC tails: obesity class from the 95th percentile, and below the 0.1st', () => {
    const series = growthSeries(
      child([
        { date: '2026-11-10', weightKg: 24, lengthCm: 91 },
        { date: '2026-11-11', weightKg: 9, lengthCm: 91 },
      ]),
    );
    expect(series.bmi[0]).toMatchObject({ category: 'obesity', obesityClass: 'class3' });
    expect(series.bmi[0]?.percentOf95th).toBeGreaterThan(140);
    expect(series.bmi[1]).toMatchObject({ category: 'underweight', belowLowestShown: true });
  });
});

describe('growthSeries: beyond the charts’ ends', () => {
  it('leaves off a measurement dated before the birth, one from 20 years, an amount that is no amount and a date that is none', () => {
    const series = growthSeries(
      baby(
        [
          { date: '2019-12-01', weightKg: 3 },
          { date: '2040-02-01', weightKg: 60, lengthCm: 165 },
          { date: '2021-01-01', weightKg: 0, lengthCm: Number.NaN, headCm: 35 },
          { date: '2021-02-30', weightKg: 9 },
        ],
        { birthDate: '2020-01-10' },
      ),
    );
    expect(series.leftOff).toEqual([
      { date: '2019-12-01', measure: 'weight', reason: 'beforeBirth' },
      { date: '2021-01-01', measure: 'weight', reason: 'notAnAmount' },
      { date: '2021-01-01', measure: 'length', reason: 'notAnAmount' },
      { date: '2021-02-30', measure: 'weight', reason: 'notADate' },
      { date: '2040-02-01', measure: 'weight', reason: 'pastCdcCharts' },
      { date: '2040-02-01', measure: 'length', reason: 'pastCdcCharts' },
    ]);
    expect(series.head.map((point) => point.date)).toEqual(['2021-01-01']);
  });

  it('gives every caller curve rows of its own (the curves are computed once and shared)', () => {
    const first = whoCurves('weight', 'girl', 'kg');
    (first[0] as { p50: number }).p50 = 0;
    expect(whoCurves('weight', 'girl', 'kg')[0]?.p50).toBe(3.23);
  });
});
