import { describe, expect, it } from 'vitest';
import bmr from '../../definitions/bmr/page';
import { bodyFatCategory, bodyFatFormula, navyBodyFat } from '../../definitions/body-fat/formula';
import bodyFat from '../../definitions/body-fat/page';
import { CALORIE_GOALS } from '../../definitions/calorie/formula';
import calorie from '../../definitions/calorie/page';
import { hairGrowthFormula } from '../../definitions/hair-growth/formula';
import hairGrowth from '../../definitions/hair-growth/page';
import { idealWeightFormula, miller, robinson, specHamwi } from '../../definitions/ideal-weight/formula';
import idealWeight from '../../definitions/ideal-weight/page';
import { AMDR, applyPreference, GOALS, macroFormula, PREFERENCES } from '../../definitions/macro/formula';
import macro from '../../definitions/macro/page';
import tdee from '../../definitions/tdee/page';
import { waistHipFormula, waistRisk, whrBand } from '../../definitions/waist-to-hip-ratio/formula';
import waistToHip from '../../definitions/waist-to-hip-ratio/page';
import { distributeWater, waterFormula } from '../../definitions/water-intake/formula';
import waterIntake from '../../definitions/water-intake/page';
import { resultOf, runCalculator } from '../../src/engine';

const TODAY = { today: '2026-11-25' };

describe('body-fat (US Navy, women, hand-computed)', () => {
  it('165 cm, 70/95/32 cm: 495 / 1.04242 − 450 = 24.86 → 24.9 Fitness', () => {
    expect(navyBodyFat(165, 70, 95, 32)).toBeCloseTo(24.856, 2);
    const result = bodyFatFormula({
      height: 165,
      heightUnit: 'cm',
      waist: 70,
      hip: 95,
      neck: 32,
      measurementUnit: 'cm',
    });
    expect(result.bodyFatPercentage).toBe(24.9);
    expect(result.category).toBe('fitness');
  });

  it('flags an estimate under the 10% essential-fat level first', () => {
    const input = {
      height: 170,
      heightUnit: 'cm',
      waist: 60,
      hip: 80,
      neck: 40,
      measurementUnit: 'cm',
    } as const;
    const result = resultOf(bodyFat, input);
    expect(result).toMatchObject({ bodyFatPercentage: 4.7, category: 'Essential Fat' });
    expect(result.recommendations[0]).toMatch(/^This estimate is below the 10% essential-fat level/);
    expect(result.recommendations).toHaveLength(4);
  });

  it('agrees with the inch form within half a percent', () => {
    const inchForm = 163.205 * Math.log10(28 + 38 - 13) - 97.684 * Math.log10(66) - 78.387;
    expect(Math.abs(navyBodyFat(66 * 2.54, 28 * 2.54, 38 * 2.54, 13 * 2.54) - inchForm)).toBeLessThan(0.5);
  });

  it('puts category boundaries where the spec does', () => {
    expect(bodyFatCategory(13.9)).toBe('essential');
    expect(bodyFatCategory(14)).toBe('athletic');
    expect(bodyFatCategory(20.9)).toBe('athletic');
    expect(bodyFatCategory(21)).toBe('fitness');
    expect(bodyFatCategory(24.9)).toBe('fitness');
    expect(bodyFatCategory(25)).toBe('average');
    expect(bodyFatCategory(31.9)).toBe('average');
    expect(bodyFatCategory(32)).toBe('obese');
  });

  it('converts inches for all three tape measurements through one unit field', () => {
    const outcome = runCalculator(
      bodyFat,
      { height: 5.5, heightUnit: 'ft', waist: 28, hip: 38, neck: 13, measurementUnit: 'in' },
      TODAY,
    );
    expect(outcome).toMatchObject({ ok: true, result: { bodyFatPercentage: 25, category: 'Average' } });
  });

  it('refuses inconsistent measurements instead of clamping (tall, tiny waist and hip, thick neck)', () => {
    const outcome = runCalculator(
      bodyFat,
      { height: 250, heightUnit: 'cm', waist: 40, hip: 50, neck: 60, measurementUnit: 'cm' },
      TODAY,
    );
    expect(outcome.ok).toBe(false);
    if (!outcome.ok) {
      expect(outcome.errors[0]?.field).toBe('waist');
      expect(outcome.errors[0]?.message).toMatch(/look inconsistent/);
    }
  });

  it('refuses results above 75% (short, very large waist and hip)', () => {
    expect(navyBodyFat(100, 200, 200, 20)).toBeGreaterThan(75);
    const outcome = runCalculator(
      bodyFat,
      { height: 100, heightUnit: 'cm', waist: 200, hip: 200, neck: 20, measurementUnit: 'cm' },
      TODAY,
    );
    expect(outcome.ok).toBe(false);
  });
});

describe('ideal-weight (hand-computed)', () => {
  const run = (input: Record<string, unknown>) => runCalculator(idealWeight, input, TODAY);

  it('165 cm = 64.96 in, medium: Hamwi 45.5 + 2.3 × 4.96 = 56.9, Robinson 57.4, Miller 59.8', () => {
    const result = idealWeightFormula({ height: 165, heightUnit: 'cm', age: 30, frame: 'medium' });
    expect(result).toMatchObject({
      hamwiWeight: 56.9,
      robinsonWeight: 57.4,
      millerWeight: 59.8,
      healthyRange: { min: 50.4, max: 67.8 },
      healthyRangeLbs: { min: 111.0, max: 149.5 },
    });
  });

  it('applies the frame factor to the specified Hamwi figure only', () => {
    expect(specHamwi(66, 'small')).toBeCloseTo(59.3 * 0.9, 10);
    expect(specHamwi(66, 'large')).toBeCloseTo(59.3 * 1.1, 10);
    expect(robinson(66)).toBeCloseTo(59.2, 10);
    expect(miller(66)).toBeCloseTo(61.26, 10);
  });

  it('converts pounds from the unrounded kilograms (65.23 kg = 143.8 lbs)', () => {
    const result = idealWeightFormula({ height: 167.64, heightUnit: 'ft', age: 45, frame: 'large' });
    expect(result.formulas[0]).toMatchObject({ kg: 65.2, lbs: 143.8 });
  });

  it('rounds 40.95 kg (exactly 60 in, small frame) up to 41.0', () => {
    expect(idealWeightFormula({ height: 152.4, heightUnit: 'in', age: 25, frame: 'small' }).hamwiWeight).toBe(
      41,
    );
  });

  it('still computes under 5 ft, with the plain warning first', () => {
    const result = resultOf(idealWeight, { height: 58 * 2.54, heightUnit: 'in', age: 35, frame: 'medium' });
    expect(result.shortHeight).toBe(true);
    expect(result.recommendations[0]).toMatch(/built for women 5 ft/);
    expect(result.hamwiWeight).toBe(40.9);
  });

  it('shows under-20s no adult figures: the age field says the formulas are for adults', () => {
    expect(run({ height: 160, heightUnit: 'cm', age: 15, frame: 'medium' })).toMatchObject({
      ok: false,
      errors: [{ field: 'age', message: expect.stringMatching(/for adults 20 and over/) }],
    });
  });

  it('refuses heights under 4 ft, where the formulas give meaningless weights', () => {
    expect(run({ height: 121, heightUnit: 'cm', age: 30, frame: 'small' })).toMatchObject({
      ok: false,
      errors: [{ field: 'height' }],
    });
    expect(run({ height: 48, heightUnit: 'in', age: 30, frame: 'small' }).ok).toBe(true);
  });
});

describe('waist-to-hip-ratio (hand-computed)', () => {
  it('puts band boundaries where the WHO does (0.85 or more substantially increased), on the rounded ratio', () => {
    expect(whrBand(0.79).id).toBe('excellent');
    expect(whrBand(0.8)).toMatchObject({ id: 'good', risk: 'low' });
    expect(whrBand(0.84)).toMatchObject({ id: 'good', risk: 'low' });
    expect(whrBand(0.85)).toMatchObject({ id: 'high', risk: 'high' });
    expect(whrBand(0.9)).toMatchObject({ id: 'high', risk: 'high' });
    expect(whrBand(0.91)).toMatchObject({ id: 'high', risk: 'high' });
  });

  it('categorises 79.6 / 100 = 0.796 as the 0.80 it shows (Good)', () => {
    const result = resultOf(waistToHip, { waist: 79.6, hip: 100, unit: 'cm' });
    expect(result).toMatchObject({ ratio: 0.8, category: 'Good' });
  });

  it('uses the WHO waist thresholds: over 80 increased, over 88 substantially increased', () => {
    expect(waistRisk(80)).toBe('none');
    expect(waistRisk(80.1)).toBe('increased');
    expect(waistRisk(88)).toBe('increased');
    expect(waistRisk(88.1)).toBe('substantial');
  });

  it('colours the card green for low risk and red for moderate and high risk', () => {
    expect(waistHipFormula({ waist: 70, hip: 95, unit: 'cm' }).severity).toBe('good');
    expect(waistHipFormula({ waist: 88, hip: 100, unit: 'cm' }).severity).toBe('risk');
    expect(waistHipFormula({ waist: 95, hip: 100, unit: 'cm' }).severity).toBe('risk');
  });

  it('headlines 0.85 as the WHO does: red, never "Good — Low Risk (healthy range)", agreeing with its own table', () => {
    const result = resultOf(waistToHip, { waist: 85, hip: 100, unit: 'cm' });
    expect(result.severity).toBe('risk');
    expect(result.riskSummary).not.toMatch(/healthy|Low Risk/);
    expect(result.healthRisks[0]?.status).toBe('At or above the WHO threshold');
  });

  it('reports inches converted to cm (32 in = 81.3 cm)', () => {
    const outcome = runCalculator(waistToHip, { waist: 32, hip: 38, unit: 'in' }, TODAY);
    expect(outcome).toMatchObject({ ok: true, result: { ratio: 0.84, waistCm: 81.3, hipCm: 96.5 } });
  });
});

describe('hair-growth (hand-computed, calendar dates)', () => {
  const base = {
    unit: 'cm',
    startDate: '2026-01-01',
    startLength: 10,
    currentDate: '2026-04-11',
    currentLength: 13.5,
  };
  const run = (input: Record<string, unknown>) => runCalculator(hairGrowth, input, TODAY);

  it('100 days, 3.5 cm: 0.035/day, 0.25/week, 1.07/month, 12.8/year; target 20 cm in 186 days', () => {
    expect(hairGrowthFormula({ ...base, unit: 'cm', targetLength: 20 })).toMatchObject({
      dailyGrowth: 0.035,
      weeklyGrowth: 0.25,
      monthlyGrowth: 1.07,
      annualGrowth: 12.8,
      timeToTarget: { days: 186, months: 6.1 },
      targetDate: '2026-10-14',
    });
  });

  it('does not add a day when the target divides exactly (6 cm at 0.03 cm/day = 200 days)', () => {
    const result = hairGrowthFormula({ ...base, unit: 'cm', currentLength: 13, targetLength: 19 });
    expect(result.timeToTarget).toEqual({ days: 200, months: 6.6 });
  });

  it('counts the leap day (Feb 28 → Mar 1, 2024 is 2 days) and month ends (Jan 31 → Feb 28, 2025 is 28)', () => {
    expect(
      hairGrowthFormula({
        ...base,
        unit: 'mm',
        startDate: '2024-02-28',
        currentDate: '2024-03-01',
        currentLength: 10.7,
      }).elapsedDays,
    ).toBe(2);
    const monthEnd = hairGrowthFormula({
      ...base,
      unit: 'cm',
      startDate: '2025-01-31',
      currentDate: '2025-02-28',
      currentLength: 11.4,
    });
    expect(monthEnd).toMatchObject({ elapsedDays: 28, dailyGrowth: 0.05, monthlyGrowth: 1.52 });
  });

  it('projects the target date across a year end from the latest measurement', () => {
    const result = hairGrowthFormula({
      ...base,
      unit: 'cm',
      startDate: '2026-10-02',
      currentDate: '2026-11-01',
      startLength: 10,
      currentLength: 11,
      targetLength: 13,
    });
    expect(result.timeToTarget?.days).toBe(60);
    expect(result.targetDate).toBe('2026-12-31');
  });

  it('ignores a target that is not longer than the hair now', () => {
    const result = resultOf(hairGrowth, { ...base, unit: 'cm', targetLength: 13.5 });
    expect(result.timeToTarget).toBeNull();
    expect(result.recommendations[0]).toMatch(/already reached/);
  });

  it('gives no date for a projection beyond 100 years, but finite numbers', () => {
    const result = hairGrowthFormula({
      unit: 'mm',
      startDate: '1990-01-01',
      startLength: 0,
      currentDate: '2026-01-01',
      currentLength: 0.1,
      targetLength: 2500,
    });
    expect(result.targetDate).toBeNull();
    expect(Number.isFinite(result.timeToTarget?.days)).toBe(true);
  });

  it('explains what is missing instead of computing (dates, growth, future, unit limits)', () => {
    const fields = (input: Record<string, unknown>) => {
      const outcome = run(input);
      return outcome.ok ? [] : outcome.errors.map((error) => error.field);
    };
    expect(fields({ ...base, currentDate: '2026-01-01' })).toEqual(['currentDate']);
    expect(fields({ ...base, currentDate: '2026-12-01' })).toEqual(['currentDate']);
    expect(fields({ ...base, currentLength: 10 })).toEqual(['currentLength']);
    expect(fields({ ...base, unit: 'in', startLength: 101, currentLength: 102 })).toEqual([
      'startLength',
      'currentLength',
    ]);
    expect(fields({ ...base, startDate: '' })).toEqual(['startDate']);
  });
});

describe('water-intake (hand-computed)', () => {
  const input = (weight: number) =>
    ({ weight, weightUnit: 'kg', activityLevel: 'sedentary', climate: 'cool', pregnancy: 'none' }) as const;

  it('60 kg, moderate, temperate: 35 × 60 × 1.4 × 1.1 = 3,234 mL, 3.2 L, 13.5 cups, 202 mL/h', () => {
    expect(
      waterFormula({
        weight: 60,
        weightUnit: 'kg',
        activityLevel: 'moderate',
        climate: 'moderate',
        pregnancy: 'none',
      }),
    ).toMatchObject({
      totalIntakeML: 3234,
      totalIntakeLiters: 3.2,
      totalIntakeCups: 13.5,
      hourlyIntake: 202,
    });
  });

  it('gives the rounding remainder to the afternoon so the slots add up exactly', () => {
    const rows = distributeWater(1001);
    expect(rows.map((row) => row.ml)).toEqual([100, 250, 150, 251, 150, 100]);
    for (const total of [1, 999, 1234, 2681, 5796, 22540]) {
      expect(distributeWater(total).reduce((sum, row) => sum + row.ml, 0)).toBe(total);
    }
  });

  it('adds 300 / 700 / 500 mL for pregnant / breastfeeding / both', () => {
    const extra = (pregnancy: 'pregnant' | 'breastfeeding' | 'both') =>
      waterFormula({ weight: 60, weightUnit: 'kg', activityLevel: 'sedentary', climate: 'cool', pregnancy })
        .additionalIntake;
    expect([extra('pregnant'), extra('breastfeeding'), extra('both')]).toEqual([300, 700, 500]);
  });

  it('caps the figure shown at 1.5 × the adequate intake and says why first', () => {
    const result = resultOf(waterIntake, {
      weight: 300,
      weightUnit: 'kg',
      activityLevel: 'intense',
      climate: 'hot',
      pregnancy: 'none',
    });
    // 35 × 300 × 1.6 × 1.3 = 21,840 mL by the rule; shown 1.5 × 2.7 L = 4.05 → 4.0 L, 250 mL an hour.
    expect(result).toMatchObject({ formulaIntakeML: 21840, totalIntakeML: 4000, hourlyIntake: 250 });
    expect(result.recommendations[0]).toMatch(/21\.8 L a day .* at most 4\.0 L.*hyponatremia/);
    // Over 4 L but under the pregnancy ceiling (4.5 L) at 100 kg or more, the rule's growth with weight is named:
    // 35 × 105 × 1.1 + 300 = 4,342.5 → 4,343 mL.
    const heavy = resultOf(waterIntake, { ...input(105), climate: 'moderate', pregnancy: 'pregnant' });
    expect(heavy.totalIntakeML).toBe(4343);
    expect(heavy.recommendations[0]).toMatch(/^This is a large volume: the 35 mL per kg rule/);
    expect(resultOf(waterIntake, input(60)).recommendations[0]).toMatch(/^This is your total water/);
  });
});

describe('macro (hand-computed)', () => {
  it('uses exactly the goal split for standard or no preference', () => {
    for (const goal of GOALS) {
      expect(applyPreference(goal.value, undefined)).toEqual(goal.split);
      expect(applyPreference(goal.value, 'standard')).toEqual(goal.split);
    }
  });

  it('keeps every goal × preference split at 100 %', () => {
    for (const goal of GOALS) {
      for (const preference of PREFERENCES) {
        const split = applyPreference(goal.value, preference.value);
        expect(split.protein + split.carbs + split.fat).toBe(100);
      }
    }
  });

  it('defines the preferences as documented', () => {
    expect(applyPreference('weight-loss', 'high-protein')).toEqual({ protein: 35, carbs: 30, fat: 35 });
    expect(applyPreference('maintenance', 'high-protein')).toEqual({ protein: 30, carbs: 45, fat: 25 });
    expect(applyPreference('muscle-gain', 'high-protein')).toEqual({ protein: 35, carbs: 40, fat: 25 });
    expect(applyPreference('maintenance', 'low-carb')).toEqual({ protein: 35, carbs: 25, fat: 40 });
    expect(applyPreference('muscle-gain', 'balanced')).toEqual({ protein: 20, carbs: 50, fat: 30 });
  });

  it('1,500 kcal weight loss: 525 / 4 = 131 g, 450 / 4 = 112.5 → 113 g, 525 / 9 = 58 g', () => {
    expect(macroFormula({ calories: 1500, goal: 'weight-loss' })).toMatchObject({
      protein: { grams: 131, calories: 525, percentage: 35 },
      carbs: { grams: 113, calories: 450, percentage: 30 },
      fat: { grams: 58, calories: 525, percentage: 35 },
    });
  });

  it('offers no preset that leaves the AMDR without the result saying why', () => {
    for (const goal of GOALS) {
      for (const preference of [undefined, ...PREFERENCES.map((entry) => entry.value)]) {
        const input = { calories: 2000, goal: goal.value, dietaryPreference: preference };
        const split = applyPreference(goal.value, preference);
        const text = resultOf(macro, input).recommendations.join(' ');
        for (const macro of ['protein', 'carbs', 'fat'] as const) {
          const [low, high] = AMDR[macro];
          const outside = split[macro] < low || split[macro] > high;
          expect(outside && !text.includes(`${split[macro]}%`), `${goal.value} ${preference} ${macro}`).toBe(
            false,
          );
        }
        // A preset never pushes protein above the range it cites.
        expect(split.protein, `${goal.value} ${preference}`).toBeLessThanOrEqual(AMDR.protein[1]);
      }
    }
  });

  it('has no activity field: the calorie target already holds activity (an old link with one still works)', () => {
    expect(Object.keys(macro.fields)).toEqual(['calories', 'goal', 'dietaryPreference', 'age']);
    const old = runCalculator(macro, { calories: 2000, goal: 'maintenance', activityLevel: 'high' }, TODAY);
    expect(old).toMatchObject({ ok: true, result: { protein: { grams: 125 } } });
  });

  it('warns first under 1,200 kcal', () => {
    const result = resultOf(macro, { calories: 800, goal: 'weight-loss' });
    expect(result.recommendations[0]).toMatch(/Below 1,200 kcal/);
  });
});

describe('calorie (Mifflin–St Jeor, hand-computed)', () => {
  const base = { weightUnit: 'kg', heightUnit: 'cm' } as const;
  const run = (input: Record<string, unknown>) => runCalculator(calorie, input, TODAY);

  it('60 kg, 165 cm, 30 y, moderately active, lose-1: 1,320 → 2,046 − 550 = 1,496', () => {
    expect(
      resultOf(calorie, {
        ...base,
        weight: 60,
        height: 165,
        age: 30,
        activityLevel: 'moderatelyActive',
        goal: 'lose-1',
      }),
    ).toMatchObject({
      bmr: 1320,
      tdee: 2046,
      targetCalories: 1496,
      weeklyWeightChange: -0.5,
      belowMinimum: false,
    });
  });

  it('maps every goal to its adjustment and weekly change', () => {
    const target = (goal: (typeof CALORIE_GOALS)[number]['value']) =>
      resultOf(calorie, {
        ...base,
        weight: 60,
        height: 165,
        age: 30,
        activityLevel: 'moderatelyActive',
        goal,
      });
    expect(CALORIE_GOALS.map((goal) => target(goal.value).requestedCalories - 2046)).toEqual([
      -1100, -550, -275, 0, 275, 550,
    ]);
    expect(CALORIE_GOALS.map((goal) => target(goal.value).goalWeeklyChange)).toEqual([
      -1, -0.5, -0.25, 0, 0.25, 0.5,
    ]);
  });

  it('1,200 exactly is not below the floor; 1,199 is, and the warning comes first', () => {
    // BMR = 451 + 950 − 240 − 161 = 1,000; × 1.2 = 1,200 (BMI 45.1 ÷ 1.52² = 19.5, not underweight).
    const at = resultOf(calorie, {
      ...base,
      weight: 45.1,
      height: 152,
      age: 48,
      activityLevel: 'sedentary',
      goal: 'maintain',
    });
    expect(at).toMatchObject({ targetCalories: 1200, belowMinimum: false });
    const below = resultOf(calorie, {
      ...base,
      weight: 45.1,
      height: 152,
      age: 48,
      activityLevel: 'sedentary',
      goal: 'lose-0.5',
    });
    expect(below).toMatchObject({ targetCalories: 1200, requestedCalories: 925, belowMinimum: true });
    expect(below.weeklyWeightChange).toBe(0); // the floor equals this TDEE
    expect(below.recommendations[0]).toMatch(/at or below 1,200 kcal.*no safe deficit/);
    expect(below.options?.find((row) => row.calories < 1200)?.note).toMatch(/Below 1,200/);
  });

  it('never headlines a target under 1,200 kcal: shows the floor, says the rate is not reachable, and computes the weekly change from the floor', () => {
    const result = resultOf(calorie, {
      ...base,
      weight: 50,
      height: 150,
      age: 40,
      activityLevel: 'sedentary',
      goal: 'lose-2',
    });
    expect(result).toMatchObject({
      tdee: 1292,
      requestedCalories: 192,
      targetCalories: 1200,
      belowMinimum: true,
    });
    expect(result.weeklyWeightChange).toBe(-0.08); // (1,200 − 1,292) × 7 ÷ 7,700
    expect(result.recommendations[0]).toMatch(
      /would need 192 kcal.*not reachable safely.*lose about 0\.08 kg a week/,
    );
  });

  it('uses 7,700 kcal/kg for every kg/week figure: goal, options table and text', () => {
    const result = resultOf(calorie, {
      ...base,
      weight: 60,
      height: 165,
      age: 30,
      activityLevel: 'moderatelyActive',
      goal: 'lose-1',
    });
    const change = Object.fromEntries((result.options ?? []).map((row) => [row.option, row.change]));
    expect(change).toEqual({
      Maintenance: '0 kg/week',
      'Mild deficit (−250)': 'about −0.23 kg/week',
      'Moderate deficit (−500)': 'about −0.45 kg/week',
      'Aggressive deficit (−750)': 'about −0.68 kg/week',
      'Mild surplus (+250)': 'about +0.23 kg/week',
      'Moderate surplus (+500)': 'about +0.45 kg/week',
    });
    expect(result.education.join(' ')).toMatch(/550 kcal a day less .* roughly 0\.5 kg a week/);
  });

  it('tells an under-18 first that she needs energy to grow, then her level', () => {
    const input = {
      ...base,
      weight: 60,
      height: 165,
      age: 16,
      activityLevel: 'moderatelyActive',
      goal: 'lose-1',
    } as const;
    const result = resultOf(calorie, input);
    expect(result.recommendations[0]).toMatch(/^Under 18 you need energy to grow/);
    expect(result.recommendations[1]).toBe('At a moderately active level you use about 2,155 kcal a day.');
  });

  it('refuses combinations whose TDEE is too low for any target; a deficit larger than the TDEE shows the floor', () => {
    const tiny = { ...base, weight: 30, height: 100, age: 120, activityLevel: 'sedentary', goal: 'maintain' };
    expect(run(tiny)).toMatchObject({ ok: false, errors: [{ field: 'weight' }] });
    // 300 + 625 − 300 − 161 = 464 × 1.9 = 882 kcal; a 1,100 kcal deficit would go below zero.
    const small = { ...base, weight: 30, height: 100, age: 60, activityLevel: 'extraActive', goal: 'lose-2' };
    expect(run(small)).toMatchObject({ ok: true, result: { targetCalories: 1200, belowMinimum: true } });
    expect(run({ ...small, goal: 'lose-0.5' })).toMatchObject({ ok: true, result: { targetCalories: 1200 } });
  });
});

describe('energy pages say it once (issue #20)', () => {
  const woman = { weightUnit: 'kg', heightUnit: 'cm', weight: 60, height: 165, age: 30 } as const;

  it('TDEE computes every weekly change from 7,700 kcal/kg and pairs 0.5 kg a week with 550 kcal, like the calorie page', () => {
    const result = resultOf(tdee, { ...woman, gender: 'female', activityLevel: 'moderatelyActive' });
    expect(result.targets?.map((row) => row.change)).toEqual([
      '−0.23 kg/week',
      '−0.45 kg/week',
      '−0.68 kg/week',
      '+0.23 kg/week',
      '+0.45 kg/week',
    ]);
    expect(result.recommendations.join(' ')).toMatch(/deficit of 550 kcal a day loses about 0\.5 kg a week/);
    expect(result.recommendations.join(' ')).not.toMatch(/500 kcal a day loses about 0\.5 kg/);
  });

  it('the calorie page warns when the target is below BMR, in the BMR page’s words', () => {
    // 70 kg, 160 cm, 50 y: BMR 700 + 1,000 − 250 − 161 = 1,289; sedentary 1,546.8 → 1,547; −550 = 997 → floor 1,200 < 1,289.
    const below = resultOf(calorie, {
      ...woman,
      weight: 70,
      height: 160,
      age: 50,
      activityLevel: 'sedentary',
      goal: 'lose-1',
    });
    expect(below.bmr).toBe(1289);
    expect(below.targetCalories).toBe(1200);
    const presentBmr = resultOf(bmr, { ...woman }).recommendations[0]?.split('; ')[1];
    expect(presentBmr).toBe('eating regularly below your BMR is not advised without medical supervision.');
    expect(below.recommendations.join(' ')).toContain('Your target is below your BMR (1,289 kcal');
    expect(below.recommendations.join(' ')).toContain(presentBmr?.slice(0, -1));
    // The TDEE page marks targets under the BMR in the same words.
    const presentTdee = resultOf(tdee, { ...woman, gender: 'female', activityLevel: 'moderatelyActive' });
    expect(presentTdee.recommendations.at(-1)).toContain(presentBmr?.slice(0, -1));
    const above = resultOf(calorie, { ...woman, activityLevel: 'moderatelyActive', goal: 'lose-1' });
    // BMR 1,320, TDEE 2,046: the target 1,496 is above BMR; the −750 option (1,296) is below it.
    expect(above.recommendations.join(' ')).not.toMatch(/below your BMR/);
    expect(above.options?.find((row) => row.option === 'Aggressive deficit (−750)')?.note).toBe(
      'Below your BMR: not advised without medical supervision',
    );
    expect(above.options?.find((row) => row.option === 'Moderate deficit (−500)')?.note).toBe('');
  });
});
