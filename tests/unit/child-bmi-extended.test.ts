/**
 * Child BMI above the 95th percentile (CDC's 2022 extended BMI-for-age method, as CDC's SAS program and its R
 * package CDCAnthro compute it), severe obesity by AAP 2023, the category on the unrounded percentile, and the
 * percentile written as people read it ("64th", "2.2nd", "99.95th"; Spanish "percentil 2.2").
 */
import { describe, expect, it } from 'vitest';
import {
  type ChildBmiInput,
  cdcBmiLms,
  childBmiFormula,
  extendedBmiPercentile,
  extendedSigma,
  shownPercentile,
} from '../../definitions/child-bmi/formula';
import childBmiEn from '../../definitions/child-bmi/messages.en.gen';
import childBmiEs from '../../definitions/child-bmi/messages.es.gen';
import childBmi from '../../definitions/child-bmi/page';
import { presentChildBmi } from '../../definitions/child-bmi/present';
import { DAYS_PER_MONTH, daysBetween, lmsValue, resultOf, zOfPercentile } from '../../src/engine';

const today = { today: '2026-11-25' };

/** A child measured on `measuredOn`, `cm` tall, with the BMI given (the weight follows). */
function child(
  sex: 'girl' | 'boy',
  birthDate: string,
  measuredOn: string,
  bmi: number,
  cm = 160,
): ChildBmiInput {
  return {
    sex,
    birthDate,
    measuredOn,
    height: cm,
    heightUnit: 'cm',
    weight: bmi * (cm / 100) ** 2,
    weightUnit: 'kg',
  };
}

describe('above the 95th percentile: CDC’s extended BMI-for-age (2022)', () => {
  it('reproduces CDC’s worked example: boy of 50.5 months, BMI 22.6 → 99.7683rd, z 2.83', () => {
    // CDC, "Data file for the Extended CDC BMI-for-age Growth Charts": P95 17.8219, sigma 2.3983.
    const lms = cdcBmiLms('boy', 50.5);
    const p95 = lmsValue(zOfPercentile(95), lms);
    expect(p95).toBeCloseTo(17.8219, 4);
    const sigma = extendedSigma('boy', 50.5);
    expect(sigma).toBeCloseTo(2.3983, 4);
    const percentile = extendedBmiPercentile(22.6, p95, sigma);
    expect(percentile).toBeCloseTo(99.7683, 4);
    expect(zOfPercentile(percentile)).toBeCloseTo(2.83, 2);
  });

  it('girl of 15½, BMI 45: the 99.95th percentile and z 3.32, not the LMS 99.5th and z 2.61', () => {
    const result = resultOf(childBmi, child('girl', '2011-05-25', '2026-11-25', 45), today);
    expect(result.percentile).toBe(99.95);
    expect(result.z).toBe(3.32);
    expect(result.percentileShown).toBe('99.95th');
    expect(result.category).toBe('Obesity');
    expect(result.sigma).toBeCloseTo(6.32, 2);
  });

  it('σ is CDC’s quadratic in age in years (months ÷ 12), by sex', () => {
    expect(extendedSigma('girl', 180)).toBeCloseTo(0.8334 + 0.3712 * 15 - 0.0011 * 225, 8);
    expect(extendedSigma('boy', 120)).toBeCloseTo(0.3728 + 0.5196 * 10 - 0.0091 * 100, 8);
  });

  it('meets the LMS percentile at the 95th and leaves every percentile below it unchanged', () => {
    const ageMonths = daysBetween('2016-01-01', '2026-09-01') / DAYS_PER_MONTH;
    const lms = cdcBmiLms('boy', ageMonths);
    const p95 = lmsValue(zOfPercentile(95), lms);
    expect(extendedBmiPercentile(p95, p95, extendedSigma('boy', ageMonths))).toBeCloseTo(95, 12);
    const below = childBmiFormula(child('boy', '2016-01-01', '2026-09-01', p95 * 0.999, 140), today);
    expect(below.category).toBe('overweight');
    expect(below.z).toBeLessThan(1.645);
    expect(below.sigma).toBeUndefined();
  });

  it('keeps z finite far out: CDC gives 8.21 where the percentile rounds to 100', () => {
    const result = childBmiFormula(child('boy', '2023-11-25', '2026-11-25', 80, 100), today);
    expect(result.z).toBe(8.21);
    expect(result.percentile).toBe(99.99);
  });
});

describe('severe obesity (AAP 2023): 120 % of the 95th or BMI 35; 140 % or BMI 40, whichever is lower', () => {
  // A girl of 19: her 95th is about 31, so 120 % of it is above 35 and 140 % above 40.
  const girl19 = (bmi: number) => resultOf(childBmi, child('girl', '2007-06-01', '2026-11-25', bmi), today);

  it('class 2 at BMI 35 though under 120 % of the 95th', () => {
    const result = girl19(35.5);
    expect(result.percentOf95th).toBeLessThan(120);
    expect(result.severeObesity).toMatch(/^Class 2 severe obesity/);
  });

  it('class 3 at BMI 40 though under 140 % of the 95th', () => {
    const result = girl19(41);
    expect(result.percentOf95th).toBeLessThan(140);
    expect(result.severeObesity).toMatch(/^Class 3 severe obesity/);
  });

  it('class 1 under both', () => {
    expect(girl19(33).severeObesity).toMatch(/^Class 1 obesity/);
  });
});

describe('the category is judged on the unrounded percentile, and what is shown agrees with it', () => {
  // A girl of 10 exactly at the 84.96th percentile: to one decimal that would read 85.0, "Overweight".
  const birthDate = '2016-01-01';
  const measuredOn = '2026-01-01';
  const lms = cdcBmiLms('girl', daysBetween(birthDate, measuredOn) / DAYS_PER_MONTH);
  const at = (percentile: number) =>
    resultOf(
      childBmi,
      child('girl', birthDate, measuredOn, lmsValue(zOfPercentile(percentile), lms), 140),
      today,
    );

  it('84.96 is a healthy weight, shown as the 84th percentile', () => {
    const result = at(84.96);
    expect(result.category).toBe('Healthy weight');
    expect(result.percentile).toBe(84);
    expect(result.percentileShown).toBe('84th');
  });

  it('85.01 is overweight, shown as the 85th; 94.97 is overweight, shown as the 94th', () => {
    expect(at(85.01)).toMatchObject({ category: 'Overweight', percentileShown: '85th' });
    expect(at(94.97)).toMatchObject({ category: 'Overweight', percentileShown: '94th' });
  });

  it('4.97 is underweight, shown as the 4th', () => {
    expect(at(4.97)).toMatchObject({ category: 'Underweight', percentile: 4, percentileShown: '4th' });
  });
});

describe('the percentile as people read it', () => {
  it('whole between the 3rd and 97th, one decimal in the tails, two above the 99.9th', () => {
    expect([64.2, 3, 96.7, 2.26, 0.1, 0.09, 97.04, 99.89, 99.956, 99.9999].map(shownPercentile)).toEqual([
      64, 3, 97, 2.3, 0.1, 0.1, 97, 99.9, 99.96, 99.99,
    ]);
  });

  it('rounds as usual, but never up onto the 5th, 85th or 95th', () => {
    expect([4.97, 5, 84.5, 84.96, 85, 85.6, 94.6, 94.999, 95].map(shownPercentile)).toEqual([
      4, 5, 84, 84, 85, 86, 94, 94, 95,
    ]);
  });

  it('writes the ordinal of the number shown, in English and Spanish', () => {
    const words = (percentile: number, below?: true) => {
      const values = {
        ...childBmiFormula(child('girl', '2016-01-01', '2026-01-01', 17, 140), today),
        percentile,
      };
      const input = child('girl', '2016-01-01', '2026-01-01', 17, 140);
      const shown = below ? { ...values, belowLowestShown: below } : values;
      return [
        presentChildBmi(shown, input, childBmiEn).percentileShown,
        presentChildBmi(shown, input, childBmiEs).percentileShown,
      ];
    };
    expect(words(2.2)).toEqual(['2.2nd', '2.2']);
    expect(words(64)).toEqual(['64th', '64']);
    expect(words(21)).toEqual(['21st', '21']);
    expect(words(0.1)).toEqual(['0.1st', '0.1']);
    expect(words(99.95)).toEqual(['99.95th', '99.95']);
    expect(words(0.1, true)).toEqual(['Below the 0.1st', 'Menos de 0.1']);
  });

  it('says "Below the 0.1st" for a percentile under 0.1', () => {
    const result = resultOf(childBmi, child('girl', '2016-01-01', '2026-01-01', 9.5, 140), today);
    expect(result).toMatchObject({
      category: 'Underweight',
      percentile: 0.1,
      percentileShown: 'Below the 0.1st',
    });
  });
});
