import { describe, expect, it } from 'vitest';
import babyGrowth from '../../definitions/baby-growth/page';
import bmi from '../../definitions/bmi/page';
import bodyFat from '../../definitions/body-fat/page';
import cycleLength from '../../definitions/cycle-length/page';
import waistToHeight from '../../definitions/waist-to-height/page';
import waterIntake from '../../definitions/water-intake/page';
import {
  fromQuery,
  resolveRelativeDates,
  runCalculator,
  toFormSchema,
  withLinkUnits,
} from '../../src/engine';

/** A link read on the visitor's day, as the page reads it. */
const onDay = (today: string) => ({ resolveDates: (text: string) => resolveRelativeDates(text, today) });

const unitDefault = (def: Parameters<typeof toFormSchema>[0], unit: string) =>
  (toFormSchema(def).schema.properties as Record<string, { default?: unknown }>)[unit]?.default;

describe('the form starts in the units a US visitor uses (metric one choice away)', () => {
  it('pounds, feet and inches, inches; a baby in pounds and ounces', () => {
    expect(unitDefault(bmi, 'heightUnit')).toBe('ft');
    expect(unitDefault(bmi, 'weightUnit')).toBe('lbs');
    expect(unitDefault(waterIntake, 'weightUnit')).toBe('lbs');
    expect(unitDefault(waistToHeight, 'unit')).toBe('in');
    expect(unitDefault(bodyFat, 'measurementUnit')).toBe('in');
    expect(unitDefault(babyGrowth, 'weightUnit')).toBe('lb-oz');
    expect(unitDefault(babyGrowth, 'lengthUnit')).toBe('in');
    const options = (toFormSchema(bmi).schema.properties as Record<string, { enum?: string[] }>).weightUnit
      ?.enum;
    expect(options).toContain('kg');
  });

  it('while input without a unit keeps meaning what it meant: the first unit (cm, kg), as `npm run calc` reads it', () => {
    const outcome = runCalculator(bmi, { height: 165, weight: 60 }, { today: '2026-11-28' });
    expect(outcome.ok && outcome.result.bmi).toBe(22);
  });
});

describe("a quantity's example in the unit the form shows", () => {
  const examples = (def: Parameters<typeof toFormSchema>[0], name: string) =>
    (toFormSchema(def).uiSchema[name] as { 'ui:options': { examples?: unknown } })['ui:options'].examples;

  it('is the same amount in each unit: 60 kg is "e.g. 132" in pounds, 165 cm "e.g. 1.65" in metres', () => {
    expect(examples(bmi, 'weight')).toEqual({ lbs: 'e.g. 132' });
    // Feet and inches are two boxes with examples of their own.
    expect(examples(bmi, 'height')).toEqual({ m: 'e.g. 1.65', in: 'e.g. 65' });
    expect(examples(waistToHeight, 'waist')).toEqual({ in: 'e.g. 28' });
  });
});

describe('a share link', () => {
  it('without a unit is read in the unit it meant, not the unit the form starts in', () => {
    const linked = withLinkUnits(bmi, fromQuery(bmi, 'height=165&weight=60'));
    expect(linked).toEqual({ height: 165, heightUnit: 'cm', weight: 60, weightUnit: 'kg' });
    // A unit it names is kept; a unit whose numbers it does not give is left to the form.
    expect(withLinkUnits(bmi, fromQuery(bmi, 'height=5.5&heightUnit=ft'))).toEqual({
      height: 5.5,
      heightUnit: 'ft',
    });
  });

  it('with two boxes (the form sent before its code was ready) reads them as one amount', () => {
    expect(fromQuery(bmi, 'height=5&height=6&heightUnit=ft').height).toBe(`5'6"`);
    expect(fromQuery(bmi, 'height=5&height=&heightUnit=ft').height).toBe(5);
    expect(fromQuery(babyGrowth, 'weight=7&weight=8&weightUnit=lb-oz').weight).toBe('7 lb 8 oz');
    // The boxes left as feet and inches, the unit changed to cm before the code came: the first box.
    expect(fromQuery(bmi, 'height=165&height=&heightUnit=cm').height).toBe(165);
    const outcome = runCalculator(
      bmi,
      fromQuery(bmi, 'height=5&height=6&heightUnit=ft&weight=130&weightUnit=lbs'),
      {
        today: '2026-11-28',
      },
    );
    expect(outcome.ok && outcome.result.bmi).toBe(21);
  });

  it("with dates relative to the day (an example's link as the HTML holds it) computes on the visitor's day", () => {
    const query =
      'sex=girl&birthDate=today-138d&measuredOn=today&weight=6.4&length=62&weightUnit=kg&lengthUnit=cm&headUnit=cm';
    const values = fromQuery(babyGrowth, query, onDay('2026-11-28'));
    expect(values).toMatchObject({ birthDate: '2026-07-13', measuredOn: '2026-11-28' });
    expect(runCalculator(babyGrowth, values, { today: '2026-11-28' }).ok).toBe(true);
    // Read as a plain share link, the text stays as it is (validation says "a real date").
    expect(fromQuery(babyGrowth, query).birthDate).toBe('today-138d');
    const dates = fromQuery(
      cycleLength,
      `dates=${encodeURIComponent('["today-60d","today-30d","today"]')}`,
      onDay('2026-11-28'),
    );
    expect(dates.dates).toEqual(['2026-09-29', '2026-10-29', '2026-11-28']);
  });

  it('resolves only a whole relative date, and only in date fields', () => {
    const values = fromQuery(
      babyGrowth,
      'sex=today&birthDate=today-138dx&measuredOn=yesterday',
      onDay('2026-11-28'),
    );
    expect(values).toMatchObject({ sex: 'today', birthDate: 'today-138dx', measuredOn: 'yesterday' });
  });
});
