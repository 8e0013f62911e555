import { describe, expect, it } from 'vitest';
import bmr from '../../definitions/bmr/page';
import calorie from '../../definitions/calorie/page';
import macro from '../../definitions/macro/page';
import tdee from '../../definitions/tdee/page';
import water from '../../definitions/water-intake/page';
import {
  type AnyCalculatorDefinition,
  ENERGY_ADULT_AGE,
  ENERGY_MIN_AGE,
  MIFFLIN_MAX_AGE,
  runCalculator,
} from '../../src/engine';

// Mifflin–St Jeor was fitted on adults 19–78: a child is refused at the age field (her doctor estimates her needs),
// a teen gets maintenance only, an underweight woman is offered no deficit, and a water figure far above the
// adequate intake is never the headline.
const TODAY = { today: '2026-11-25' };
const run = (def: AnyCalculatorDefinition, input: Record<string, unknown>) =>
  runCalculator(def, input, TODAY);
const body = { weight: 50, weightUnit: 'kg', height: 160, heightUnit: 'cm' };
const resultOf = (def: AnyCalculatorDefinition, input: Record<string, unknown>) => {
  const outcome = run(def, input);
  if (!outcome.ok) throw new Error(JSON.stringify(outcome.errors));
  return outcome.result as Record<string, unknown> & { recommendations: string[]; education: string[] };
};

describe('energy pages: whom Mifflin–St Jeor is for', () => {
  it('keeps the age boundaries in one place', () => {
    expect([ENERGY_MIN_AGE, ENERGY_ADULT_AGE, MIFFLIN_MAX_AGE]).toEqual([13, 18, 78]);
  });

  it('refuses a child under 13 at the age field and points to her doctor (TDEE, BMR, calorie)', () => {
    const tdee10 = run(tdee, { ...body, age: 10, gender: 'female', activityLevel: 'sedentary' });
    expect(tdee10).toMatchObject({ ok: false, errors: [{ field: 'age' }] });
    if (tdee10.ok) return;
    expect(tdee10.errors[0]?.message).toMatch(/doctor/);
    expect(run(bmr, { ...body, age: 8 })).toMatchObject({ ok: false, errors: [{ field: 'age' }] });
    const calorie12 = run(calorie, { ...body, age: 12, activityLevel: 'sedentary', goal: 'maintain' });
    expect(calorie12).toMatchObject({ ok: false, errors: [{ field: 'age' }] });
    expect(run(bmr, { ...body, age: ENERGY_MIN_AGE }).ok).toBe(true);
  });

  it("gives a 15-year-old's TDEE without weight-loss or gain targets, saying why", () => {
    const result = resultOf(tdee, { ...body, age: 15, gender: 'female', activityLevel: 'lightlyActive' });
    expect(result.tdee).toBeGreaterThan(0);
    expect(result).not.toHaveProperty('weightLossCalories');
    expect(result).not.toHaveProperty('weightGainCalories');
    expect(result).not.toHaveProperty('targets');
    expect(result.recommendations[0]).toMatch(/growing/);
    expect(result.recommendations.join(' ')).not.toMatch(/deficit/i);
    // At 18 the targets are back.
    const adult = resultOf(tdee, { ...body, age: 18, gender: 'female', activityLevel: 'lightlyActive' });
    expect(adult).toHaveProperty('targets');
  });

  it('tells a teen on the calorie page at the goal field that she gets maintenance only', () => {
    const teen = { ...body, age: 15, activityLevel: 'moderatelyActive' };
    for (const goal of ['lose-1', 'gain-0.5']) {
      const outcome = run(calorie, { ...teen, goal });
      expect(outcome).toMatchObject({ ok: false, errors: [{ field: 'goal' }] });
    }
    const kept = resultOf(calorie, { ...teen, goal: 'maintain' });
    expect(kept.targetCalories).toBe(kept.tdee);
    expect(kept).not.toHaveProperty('options');
    expect(kept.calorieBreakdown).toEqual({ maintenance: kept.tdee });
    expect(kept.recommendations[0]).toMatch(/growing/);
  });

  it('says past 78 that the equation was fitted up to 78, and still answers', () => {
    const old = resultOf(bmr, { ...body, age: 85 });
    expect(old.recommendations.join(' ')).toMatch(/19 to 78/);
    expect(resultOf(bmr, { ...body, age: 78 }).recommendations.join(' ')).not.toMatch(/19 to 78/);
  });
});

describe('calorie: no deficit for an underweight woman', () => {
  // 40 kg at 160 cm: BMI 40 / 1.6² = 15.6. BMR 400 + 1,000 − 150 − 161 = 1,089; × 1.2 = 1,307 kcal.
  const thin = { ...body, weight: 40, age: 30, activityLevel: 'sedentary' };

  it('offers her maintenance, not a deficit, and says she is underweight', () => {
    const result = resultOf(calorie, { ...thin, goal: 'lose-1' });
    expect(result.tdee).toBe(1307);
    expect(result.targetCalories).toBe(1307);
    expect(result.weeklyWeightChange).toBe(0);
    expect(result.bmi).toBe(15.6);
    expect(result.severity).toBe('caution');
    expect(result.targetNote).toMatch(/15\.6.*underweight, so we offer no deficit/);
    expect(result.targetNote).toMatch(/registered dietitian/);
    expect(result.education.join(' ')).not.toMatch(/less than your TDEE/);
    const options = result.options as { calories: number }[];
    expect(options.every((row) => row.calories >= (result.tdee as number))).toBe(true);
    expect(Object.values(result.calorieBreakdown as object).every((kcal) => kcal >= 1307)).toBe(true);
  });

  it('lists no deficit for her whatever goal she picks', () => {
    const result = resultOf(calorie, { ...thin, goal: 'gain-0.5' });
    expect(result.targetCalories).toBe(1307 + 275);
    expect((result.options as { calories: number }[]).every((row) => row.calories >= 1307)).toBe(true);
    expect(result.targetNote).toMatch(/underweight, so losing weight is not advised/);
  });

  it('warns when a loss goal would take her below BMI 18.5 soon', () => {
    // 48.5 kg at 160 cm: BMI 18.9; BMI 18.5 is 18.5 × 1.6² = 47.4 kg, 1.1 kg away (under the 5 kg recheck step):
    // about 2 weeks at 0.5 kg a week (moderately active: 1,174 × 1.55 = 1,820 kcal, − 550 = 1,270).
    const near = { ...thin, weight: 48.5, activityLevel: 'moderatelyActive', goal: 'lose-1' };
    const result = resultOf(calorie, near);
    expect(result.weeklyWeightChange).toBe(-0.5);
    expect(result.recommendations[0]).toMatch(/^47\.4 kg is a BMI of 18\.5 .* about 2 weeks/);
    expect(result.recommendations[0]).toMatch(/registered dietitian/);
    // In pounds: 18.5 × 1.6² = 47.36 kg = 104.4 lb.
    const inPounds = resultOf(calorie, { ...near, weight: 106.9, weightUnit: 'lbs' });
    expect(inPounds.recommendations[0]).toMatch(/^104\.4 lb is a BMI of 18\.5/);
    // Far from it, the lowest healthy weight is still named, as a plain line.
    const far = resultOf(calorie, { ...thin, weight: 70, goal: 'lose-1' });
    expect(far.recommendations.join(' ')).toMatch(/47\.4 kg \(BMI 18\.5\)/);
  });
});

describe('water: the adequate intake beside the rule of thumb', () => {
  const heavy = {
    weight: 150,
    weightUnit: 'kg',
    activityLevel: 'intense',
    climate: 'hot',
    pregnancy: 'none',
  };

  it('never headlines an extreme figure: 150 kg, intense, hot', () => {
    // 35 × 150 × 1.6 × 1.3 = 10,920 mL: far above the 2.7 L adequate intake.
    const result = resultOf(water, heavy);
    expect(result.formulaIntakeML).toBe(10920);
    expect(result.totalIntakeLiters).toBeLessThanOrEqual(4.1);
    expect(result.adequateIntakeLiters).toBe(2.7);
    expect(result.recommendations[0]).toMatch(/10\.9 L/);
    expect(result.recommendations[0]).toMatch(/hyponatremia/);
    expect(result.hourlyIntake).toBeLessThan(300);
  });

  it('shows the adequate intake for pregnancy and breastfeeding beside an ordinary figure', () => {
    const ordinary = { weight: 60, weightUnit: 'kg', activityLevel: 'moderate', climate: 'moderate' };
    expect(resultOf(water, { ...ordinary, pregnancy: 'none' })).toMatchObject({
      totalIntakeML: 3234,
      adequateIntakeLiters: 2.7,
      adequateFromDrinksLiters: 2.2,
    });
    expect(resultOf(water, { ...ordinary, pregnancy: 'pregnant' }).adequateIntakeLiters).toBe(3);
    expect(resultOf(water, { ...ordinary, pregnancy: 'breastfeeding' }).adequateIntakeLiters).toBe(3.8);
  });
});

describe('macro: the same rules when she gives her age', () => {
  it('refuses a child, and gives a teen maintenance only (a message at the goal)', () => {
    expect(run(macro, { calories: 1800, goal: 'maintenance', age: 10 })).toMatchObject({
      ok: false,
      errors: [{ field: 'age' }],
    });
    expect(run(macro, { calories: 1800, goal: 'weight-loss', age: 15 })).toMatchObject({
      ok: false,
      errors: [{ field: 'goal' }],
    });
    expect(
      run(macro, { calories: 1800, goal: 'maintenance', age: 15, dietaryPreference: 'low-carb' }),
    ).toMatchObject({ ok: false, errors: [{ field: 'dietaryPreference' }] });
    const teen = run(macro, { calories: 1800, goal: 'maintenance', age: 15 });
    expect(teen.ok && (teen.result as { recommendations: string[] }).recommendations[0]).toMatch(/growing/);
    // Without an age, as old links were made, it answers as before.
    expect(run(macro, { calories: 1800, goal: 'weight-loss' }).ok).toBe(true);
  });
});
