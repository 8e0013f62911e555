import { describe, expect, it } from 'vitest';
import { type BloodPressureInput, bpCategory } from '../../definitions/blood-pressure/formula';
import bloodPressure from '../../definitions/blood-pressure/page';
import type { BmiInput } from '../../definitions/bmi/formula';
import bmi from '../../definitions/bmi/page';
import type { HcgInput } from '../../definitions/hcg-doubling/formula';
import hcg from '../../definitions/hcg-doubling/page';
import type { HeartRateInput } from '../../definitions/heart-rate-zones/formula';
import heartRate from '../../definitions/heart-rate-zones/page';
import { pregnancyWeightGainFormula } from '../../definitions/pregnancy-weight-gain/formula';
import { waistHeightFormula } from '../../definitions/waist-to-height/formula';
import { resultOf, runCalculator } from '../../src/engine';

/** The page's result of a blood pressure reading (the formula's values in words). */
const bloodPressureResult = (input: BloodPressureInput) => resultOf(bloodPressure, input);
/** The page's hCG result. */
const hcgResult = (input: HcgInput) => resultOf(hcg, input);
/** The page's heart-rate zone result. */
const heartRateResult = (input: HeartRateInput) => resultOf(heartRate, input);
/** The page's BMI result. */
const bmiResult = (input: BmiInput) => resultOf(bmi, input);

// Issue 24, "Safety first": results that could harm a reader if they looked calm or said two things at once.

const TODAY = { today: '2026-11-25' };
/** Advice that softens an urgent result: "soon", a routine re-check, readings over days, healthy habits. */
const SOFTENING = /\bsoon\b|occasions|few months|every year|healthy habits|routine check|at every visit/i;

describe('blood pressure: low, severe and in pregnancy or after birth', () => {
  it('calls 82/48 low blood pressure, not normal, with when to get help', () => {
    const result = bloodPressureResult({ systolic: 82, diastolic: 48 });
    expect(result).toMatchObject({ category: 'Low blood pressure', severity: 'caution', urgent: false });
    const advice = result.advice.join(' ');
    expect(advice).toMatch(/faint/);
    expect(advice).toMatch(/dizz/);
    expect(advice).toMatch(/confusion/);
    expect(advice).toMatch(/cold, clammy/);
  });

  it('puts the 90/60 border where the NHS does: under 90 or under 60 is low, 90/60 itself is normal', () => {
    expect(bpCategory(89, 70)).toBe('low');
    expect(bpCategory(110, 59)).toBe('low');
    expect(bpCategory(90, 60)).toBe('normal');
    // A higher category wins: 140/55 is stage 2, 125/55 elevated.
    expect(bpCategory(140, 55)).toBe('stage2');
    expect(bpCategory(125, 55)).toBe('elevated');
  });

  it('tells a pregnant or postpartum reader with a low reading to tell her midwife', () => {
    for (const pregnant of ['yes', 'postpartum'] as const)
      expect(bloodPressureResult({ systolic: 85, diastolic: 55, pregnant }).advice.join(' ')).toMatch(
        /midwife/,
      );
  });

  it('names over 180/120 "Severe hypertension" (2025 AHA/ACC), urgent, led by the emergency action', () => {
    const result = bloodPressureResult({ systolic: 185, diastolic: 125 });
    expect(result).toMatchObject({ category: 'Severe hypertension', severity: 'urgent', urgent: true });
    expect(result.action).toMatch(/^Call 911 now/);
    expect(result.advice[0]).toMatch(/^Call 911 now/);
    expect(result.bands.map((band) => band.category)).toContain('Severe hypertension');
    expect(JSON.stringify(result)).not.toMatch(/crisis/i);
  });

  it.each([
    [{ systolic: 185, diastolic: 125 }],
    [{ systolic: 181, diastolic: 80 }],
    [{ systolic: 150, diastolic: 121 }],
    [{ systolic: 165, diastolic: 112, pregnant: 'yes' as const }],
    [{ systolic: 160, diastolic: 85, pregnant: 'yes' as const }],
    [{ systolic: 140, diastolic: 110, pregnant: 'postpartum' as const }],
    [{ systolic: 200, diastolic: 125, pregnant: 'postpartum' as const }],
  ])('lists only urgent steps for the urgent reading %o', (input) => {
    const result = bloodPressureResult(input);
    expect(result.severity).toBe('urgent');
    expect(result.action).toBeTruthy();
    for (const line of result.advice) expect(line).not.toMatch(SOFTENING);
  });

  it('makes 165/112 in pregnancy severe and urgent: call the OB-GYN or midwife now', () => {
    const result = bloodPressureResult({ systolic: 165, diastolic: 112, pregnant: 'yes' });
    expect(result).toMatchObject({
      headline: 'Severe hypertension in pregnancy',
      pregnancyCategory: 'Severe hypertension in pregnancy',
      severity: 'urgent',
    });
    expect(result.action).toMatch(/OB-GYN or midwife now or go to Labor and Delivery/);
    expect(result.advice.join(' ')).toMatch(/pre-eclampsia/);
  });

  it('applies the pregnancy limits in the 6 weeks after birth, with the warning signs after birth', () => {
    for (const [systolic, diastolic] of [
      [139, 89],
      [140, 85],
      [150, 109],
      [160, 90],
      [130, 110],
    ] as const) {
      const pregnant = bloodPressureResult({ systolic, diastolic, pregnant: 'yes' });
      const postpartum = bloodPressureResult({ systolic, diastolic, pregnant: 'postpartum' });
      expect(postpartum.severity, `${systolic}/${diastolic}`).toBe(pregnant.severity);
      expect(postpartum.pregnancyCategory === null).toBe(pregnant.pregnancyCategory === null);
    }
    expect(bloodPressureResult({ systolic: 150, diastolic: 95, pregnant: 'postpartum' })).toMatchObject({
      headline: 'Hypertension after birth',
      severity: 'risk',
    });
    const normal = bloodPressureResult({ systolic: 118, diastolic: 76, pregnant: 'postpartum' });
    const signs = normal.advice.join(' ');
    expect(signs).toMatch(/up to 6 weeks after birth/);
    for (const sign of [
      /severe headache/,
      /vision/,
      /shortness of breath/,
      /tummy|ribs/,
      /swelling of your face/,
    ])
      expect(signs).toMatch(sign);
  });

  it('shows where a reading stands against the ACOG limits in pregnancy and after birth, and only then', () => {
    const level = (systolic: number, diastolic: number, pregnant?: 'yes' | 'postpartum' | 'no') =>
      bloodPressureResult({ systolic, diastolic, pregnant }).pregnancyLevel;
    expect([level(165, 112, 'yes'), level(145, 85, 'postpartum'), level(120, 70, 'yes')]).toEqual([
      'Severe',
      'Hypertension',
      'Under 140/90',
    ]);
    expect([level(165, 112, 'no'), level(165, 112)]).toEqual([null, null]);
  });

  it('does not tell a pregnant reader at 140/90 to see her doctor "soon" after "today"', () => {
    const result = bloodPressureResult({ systolic: 145, diastolic: 92, pregnant: 'yes' });
    expect(result.action).toMatch(/today/);
    for (const line of result.advice) expect(line).not.toMatch(SOFTENING);
  });

  it('keeps share links of both forms working: pregnant=yes|no and the new pregnant=postpartum', () => {
    for (const pregnant of ['yes', 'no', 'postpartum']) {
      const outcome = runCalculator(bloodPressure, { systolic: '150', diastolic: '95', pregnant }, TODAY);
      expect(outcome.ok, pregnant).toBe(true);
    }
    const refused = runCalculator(bloodPressure, { systolic: 150, diastolic: 95, pregnant: 'maybe' }, TODAY);
    expect(refused.ok).toBe(false);
  });

  it('colours each category by its own severity', () => {
    const severity = (systolic: number, diastolic: number) =>
      bloodPressureResult({ systolic, diastolic }).severity;
    expect([
      severity(115, 75),
      severity(125, 78),
      severity(132, 84),
      severity(145, 95),
      severity(85, 55),
    ]).toEqual(['good', 'caution', 'caution', 'risk', 'caution']);
  });
});

describe('heart-rate zones: ACSM intensities, a fast resting rate, no zero-width zones', () => {
  it('gives moderate as 40–59 % and vigorous as 60–89 % of the reserve (ACSM), not "zones 2–3" and "zone 4"', () => {
    const result = heartRateResult({ age: 30, restingHeartRate: 60 });
    expect(result.moderate).toEqual({ min: 108, max: 131 });
    expect(result.vigorous).toEqual({ min: 132, max: 166 });
    const text = result.recommendations.join(' ');
    expect(text).not.toMatch(/zones 2–3|vigorous zone 4/);
    expect(text).toMatch(/40–59 %/);
    expect(text).toMatch(/60–89 %/);
  });

  it('says a resting rate over 100 is tachycardia and asks to see a doctor', () => {
    const fast = heartRateResult({ age: 40, restingHeartRate: 101 });
    expect(fast).toMatchObject({ tachycardia: true, severity: 'caution' });
    expect(fast.recommendations[0]).toMatch(/tachycardia.*doctor/);
    expect(heartRateResult({ age: 40, restingHeartRate: 100 })).toMatchObject({
      tachycardia: false,
      severity: 'info',
    });
  });

  it('shows no zones, and says why, at age 90 with a resting rate of 120', () => {
    const result = heartRateResult({ age: 90, restingHeartRate: 120 });
    expect(result).toMatchObject({ hasZones: false, zones: [], severity: 'caution' });
    expect(result.headline).toMatch(/too close to your maximum/);
    expect(result.recommendations.join(' ')).toMatch(/only 7 bpm below your estimated maximum \(127 bpm\)/);
  });

  it('never shows an empty zone (one without a whole beat) anywhere in the accepted range', () => {
    const age = heartRate.fields.age;
    const rest = heartRate.fields.restingHeartRate;
    if (age?.type !== 'number' || rest?.type !== 'number') throw new Error('fields changed');
    for (let a = age.min ?? 18; a <= (age.max ?? 90); a += 1)
      for (let r = rest.min ?? 30; r <= (rest.max ?? 120); r += 1)
        for (const zone of heartRateResult({ age: a, restingHeartRate: r }).zones)
          expect(zone.max, `age ${a}, rest ${r}, ${zone.name}`).toBeGreaterThanOrEqual(zone.min);
  });
});

describe('hCG: a fall, no change and a slow rise are each described as what they are', () => {
  it('makes 500 → 300 a falling result with its own advice, never a "rise"', () => {
    const result = hcgResult({ firstValue: 500, secondValue: 300, hoursApart: 48 });
    expect(result).toMatchObject({
      falling: true,
      notRising: true,
      severity: 'risk',
      doublingTimeHours: null,
    });
    expect(result.trend).toBe('Falling: down 40.0% in 48 hours');
    expect(result.trend).not.toMatch(/rise/i);
    expect(result.action).toMatch(/^Contact your OB-GYN or midwife/);
    expect(result.action).toMatch(/pain or bleeding, call 911 or go to the emergency room now/);
    expect(result.comparison).toMatch(/miscarriage/);
    expect(result.comparison).toMatch(/ectopic/);
  });

  it('calls an unchanged level unchanged and a rise under 35 % a slow rise, both worth a call to the doctor', () => {
    expect(hcgResult({ firstValue: 800, secondValue: 800, hoursApart: 48 })).toMatchObject({
      trend: 'Unchanged: no rise in 48 hours',
      severity: 'caution',
    });
    const slow = hcgResult({ firstValue: 1000, secondValue: 1200, hoursApart: 48 });
    expect(slow).toMatchObject({ trend: 'Rising slowly: up 20.0% in 48 hours', severity: 'caution' });
    expect(slow.action).toMatch(/OB-GYN or midwife/);
  });

  it('never colours a rise green: a normal rise does not rule out an ectopic pregnancy', () => {
    expect(hcgResult({ firstValue: 100, secondValue: 200, hoursApart: 48 })).toMatchObject({
      severity: 'info',
      action: null,
    });
  });
});

describe('other category cards keep the look they had, now from their own severity', () => {
  const bmi = (weight: number) =>
    bmiResult({ height: 165, heightUnit: 'cm', weight, weightUnit: 'kg' }).severity;

  it('BMI: normal green, overweight and underweight neutral, obese red', () => {
    expect([bmi(45), bmi(60), bmi(75), bmi(90)]).toEqual(['info', 'good', 'info', 'risk']);
  });

  it('waist-to-height: healthy green, the two risk bands red', () => {
    const severity = (waist: number) => waistHeightFormula({ waist, height: 170, unit: 'cm' }).severity;
    expect([severity(60), severity(75), severity(90), severity(110)]).toEqual([
      'info',
      'good',
      'risk',
      'risk',
    ]);
  });

  it('pregnancy weight gain: within green, above orange (the spec), below neutral', () => {
    const base = {
      prePregnancyWeight: 60,
      weightUnit: 'kg',
      height: 165,
      heightUnit: 'cm',
      week: 20,
      pregnancyType: 'singleton',
    } as const;
    const at = (currentWeight: number) => pregnancyWeightGainFormula({ ...base, currentWeight }).severity;
    expect([at(64), at(70), at(60)]).toEqual(['good', 'caution', 'info']);
  });
});
