import { describe, expect, it } from 'vitest';
import { runCalculator } from '@/engine';
import hcgEs from '../../definitions/hcg-doubling/messages.es.gen';
import hcg from '../../definitions/hcg-doubling/page';
import pregnancyCaloriesEs from '../../definitions/pregnancy-calories/messages.es.gen';
import pregnancyCalories from '../../definitions/pregnancy-calories/page';
import { SINGLETON_RANGES, SINGLETON_WEEKLY } from '../../definitions/pregnancy-weight-gain/formula';
import weightGainEs from '../../definitions/pregnancy-weight-gain/messages.es.gen';
import weightGain from '../../definitions/pregnancy-weight-gain/page';

// Pregnancy results checked against their sources for whoever types: an underweight woman on course for her
// IOM 2009 total, a twin pregnancy (IOM totals only), hCG from a high first level (Barnhart 2016) and the
// calories of a woman with obesity (DRI for Energy 2023); US places of care in every piece of advice.

const TODAY = { today: '2026-11-28' };

/** A definition as the Spanish page runs it: the same formula and checks, with its Spanish messages. */
const inSpanish = <D extends { messages?: unknown }>(def: D, messages: D['messages']): D => ({
  ...def,
  messages,
});

/** Runs a definition as the page does (raw input, checks, formula, words); fails the test on an input error. */
function resultOf<R>(outcome: { ok: true; result: R } | { ok: false; errors: unknown }): R {
  if (!outcome.ok) throw new Error(`input refused: ${JSON.stringify(outcome.errors)}`);
  return outcome.result;
}

/** The visible words of a result (every string in it), to look for advice anywhere on the page. */
const wordsOf = (value: unknown): string => JSON.stringify(value);

/** Advice written for another country, or a nickname, where US visitors expect their places of care. */
const NOT_US =
  /maternity unit|early pregnancy unit|go to hospital|tummy|midwife or doctor|doctor or midwife/i;
const NOT_US_ES = /unidad de maternidad|unidad de embarazo temprano|partera o tu médico|médico o tu partera/i;

describe('pregnancy weight gain: on course for the IOM 2009 total is never "above"', () => {
  /** A woman of 5 ft 6 in (167.6 cm) who weighed `before` lb, now `now` lb, at `week`. */
  const inPounds = (before: number, now: number, week: number, pregnancyType = 'singleton') =>
    resultOf(
      runCalculator(
        weightGain,
        {
          prePregnancyWeight: before,
          currentWeight: now,
          weightUnit: 'lbs',
          height: 5.5,
          heightUnit: 'ft',
          week,
          pregnancyType,
        },
        TODAY,
      ),
    );

  it('underweight (110 lb at 5 ft 6 in, BMI 17.8): 38 lb at week 40 is within her 28–40 lb, not above', () => {
    const result = inPounds(110, 148, 40);
    expect(result.bmiCategory).toBe('Underweight');
    expect(result.display).toMatchObject({ recommendedMin: 27.6, recommendedMax: 39.7 });
    expect(result.status).toBe('optimal');
    expect(result.isAbove).toBe(false);
    expect(wordsOf(result.recommendations)).not.toMatch(/slow the gain/);
  });

  it('underweight: 33.5 lb at week 36 is on course for 40 lb at week 40 and is not told to slow down', () => {
    // 15.2 kg: 2.9 kg short of the 18 kg top with 4 weeks to go, at most 0.58 kg a week (IOM).
    const result = inPounds(110, 143.5, 36);
    expect(result.status).toBe('optimal');
    expect(wordsOf(result.recommendations)).not.toMatch(/slow the gain/);
  });

  it('underweight: a gain far ahead of her pace (17.6 lb by week 20) is still above', () => {
    expect(inPounds(110, 127.6, 20).status).toBe('above');
  });

  it('in every category, a gain on the straight path to the top of the total range is never above', () => {
    // Heights fixed at 165 cm; weights give BMI 17.6, 22.0, 27.5 and 33.1.
    const weights = { underweight: 48, normal: 60, overweight: 75, obese: 90 } as const;
    for (const [category, before] of Object.entries(weights) as [keyof typeof weights, number][]) {
      const { max } = SINGLETON_RANGES[category];
      for (let week = 14; week <= 42; week += 1) {
        // 2 kg by the end of the first trimester (IOM's top assumption), then evenly to the top of the total.
        const onCourse = 2 + ((Math.min(week, 40) - 14) * (max - 2)) / 26;
        const gain = Math.floor(onCourse * 10) / 10;
        const result = resultOf(
          runCalculator(
            weightGain,
            {
              prePregnancyWeight: before,
              currentWeight: before + gain,
              weightUnit: 'kg',
              height: 165,
              heightUnit: 'cm',
              week,
              pregnancyType: 'singleton',
            },
            TODAY,
          ),
        );
        expect(result.status, `${category}, week ${week}, +${gain} kg`).toBe('optimal');
      }
    }
  });

  it('keeps the IOM weekly pace as the lower edge and never narrows the band below it', () => {
    for (const category of Object.keys(SINGLETON_WEEKLY) as (keyof typeof SINGLETON_WEEKLY)[]) {
      const { min } = SINGLETON_WEEKLY[category];
      const result = resultOf(
        runCalculator(
          weightGain,
          {
            prePregnancyWeight: 60,
            currentWeight: 65,
            weightUnit: 'kg',
            height: { underweight: 185, normal: 165, overweight: 150, obese: 140 }[category],
            heightUnit: 'cm',
            week: 30,
            pregnancyType: 'singleton',
          },
          TODAY,
        ),
      );
      expect(result.rangeForWeek?.min).toBeCloseTo(0.5 + 16 * min, 1);
      expect(result.recommendedWeeklyRange).toEqual({
        min: SINGLETON_WEEKLY[category].min,
        max: SINGLETON_WEEKLY[category].max,
      });
    }
  });

  it('the week-40 band is the IOM total range for one baby (normal weight 11.5–16 kg at its top)', () => {
    const result = resultOf(
      runCalculator(
        weightGain,
        {
          prePregnancyWeight: 60,
          currentWeight: 75.5,
          weightUnit: 'kg',
          height: 165,
          heightUnit: 'cm',
          week: 40,
          pregnancyType: 'singleton',
        },
        TODAY,
      ),
    );
    expect(result.rangeForWeek?.max).toBe(16);
    expect(result.status).toBe('optimal');
  });
});

describe('pregnancy weight gain: twins get the IOM total only, never a verdict from a singleton curve', () => {
  const twins = (before: number, now: number, week: number, height = 170) =>
    resultOf(
      runCalculator(
        weightGain,
        {
          prePregnancyWeight: before,
          currentWeight: now,
          weightUnit: 'kg',
          height,
          heightUnit: 'cm',
          week,
          pregnancyType: 'twins',
        },
        TODAY,
      ),
    );

  it('25 lb (11.3 kg) at week 24, normal BMI: the 37–54 lb total, no "above", no diabetes warning', () => {
    const result = twins(65, 76.3, 24);
    expect(result.bmiCategory).toBe('Normal Weight');
    expect(result.recommendedGain).toEqual({ min: 17, max: 25 });
    expect(result.status).toBe('total-only');
    expect(result.isAbove).toBe(false);
    expect(result.expectedGain).toBeNull();
    expect(result.rangeForWeek).toBeNull();
    expect(result.recommendedWeeklyGain).toBeNull();
    expect(result.chartRows).toEqual([]);
    expect(result.statusCategory).not.toMatch(/above|below|healthy/i);
    expect(wordsOf(result)).not.toMatch(/diabetes|slow the gain/);
    expect(wordsOf(result)).not.toMatch(/340–450/);
  });

  it('gives no week-by-week verdict at any week or gain, in any BMI category with a twin total', () => {
    for (const before of [65, 80, 95]) {
      for (const week of [8, 14, 20, 24, 30, 36, 40]) {
        for (const gain of [0, 5, 12, 20, 30]) {
          const result = twins(before, before + gain, week);
          expect(['total-only'], `${before} kg, week ${week}, +${gain}`).toContain(result.status);
          expect(result.severity).toBe('info');
        }
      }
    }
  });

  it('the block that warns about gaining too much is not shown for twins', () => {
    const note = weightGain.result.find((block) => block.block === 'note' && /diabetes/.test(block.text));
    expect(note?.when).toBe('isAbove');
    expect(twins(65, 80, 24).isAbove).toBe(false);
  });

  it('says the same in Spanish', () => {
    const result = resultOf(
      runCalculator(
        inSpanish(weightGain, weightGainEs),
        {
          prePregnancyWeight: 65,
          currentWeight: 76.3,
          weightUnit: 'kg',
          height: 170,
          heightUnit: 'cm',
          week: 24,
          pregnancyType: 'twins',
        },
        TODAY,
      ),
    );
    expect(result.statusCategory).toMatch(/gemelos/i);
    expect(result.statusMessage).toMatch(/total/);
    expect(wordsOf(result)).not.toMatch(/por encima|diabetes/);
  });
});

describe('pregnancy weight gain: US places of care', () => {
  it('names the OB-GYN or midwife in every piece of advice, in English and Spanish', () => {
    const input = {
      prePregnancyWeight: 60,
      currentWeight: 66,
      weightUnit: 'kg',
      height: 165,
      heightUnit: 'cm',
      week: 10,
      pregnancyType: 'singleton',
    };
    const english = resultOf(runCalculator(weightGain, input, TODAY));
    expect(wordsOf(english)).toMatch(/OB-GYN or midwife/);
    expect(wordsOf(english)).not.toMatch(NOT_US);
    for (const block of weightGain.result) {
      if (block.block === 'note') expect(block.text).not.toMatch(NOT_US);
    }
    const spanish = resultOf(runCalculator(inSpanish(weightGain, weightGainEs), input, TODAY));
    expect(wordsOf(spanish)).toMatch(/tu obstetra o tu partera/);
    expect(wordsOf(spanish)).not.toMatch(NOT_US_ES);
  });
});

describe('hCG: a slower rise from a high first level (Barnhart et al. 2016)', () => {
  const run = (firstValue: number, secondValue: number) =>
    resultOf(runCalculator(hcg, { firstValue, secondValue, hoursApart: 48 }, TODAY));

  it('from 4,000 mIU/mL, a 35 % rise is within what ongoing pregnancies showed (at least 33 %)', () => {
    const result = run(4000, 5400);
    expect(result).toMatchObject({ severity: 'info', trend: 'Rising: doubling about every 110.9 hours' });
    const notes = result.notes.join(' ');
    expect(notes).toMatch(/above 3,000 mIU\/mL/);
    expect(notes).toMatch(/33%/);
    expect(notes).toMatch(/Barnhart et al\. 2016/);
    expect(notes).toMatch(/OB-GYN or midwife/);
  });

  it('from 4,000 mIU/mL, a 32 % rise is below even that, and still a slow rise to call about', () => {
    const result = run(4000, 5280);
    expect(result).toMatchObject({ severity: 'caution', trend: 'Rising slowly: up 32.0% in 48 hours' });
    const notes = result.notes.join(' ');
    expect(notes).toMatch(/33%/);
    expect(notes).toMatch(/below/);
    expect(notes).not.toMatch(/less unusual|less worrying/);
  });

  it('from 4,000 mIU/mL, a 34 % rise keeps its orange card and its call, with the level note beside it', () => {
    const result = run(4000, 5360);
    expect(result.severity).toBe('caution');
    expect(result.action).toMatch(/OB-GYN or midwife/);
    expect(result.notes.join(' ')).toMatch(/less unusual/);
  });

  it('says nothing about high levels when the first level is 3,000 or under', () => {
    expect(run(1000, 1500).notes.join(' ')).not.toMatch(/above 3,000/);
    expect(run(3000, 4500).notes.join(' ')).not.toMatch(/above 3,000/);
  });

  it('never softens a falling level with the high-level note', () => {
    expect(run(5000, 3000).notes.join(' ')).not.toMatch(/above 3,000/);
  });

  it('names 911, the emergency room and the OB-GYN or midwife, never a UK unit or "tummy"', () => {
    const falling = run(500, 300);
    expect(falling.action).toMatch(/^Contact your OB-GYN or midwife/);
    expect(falling.action).toMatch(/911/);
    expect(wordsOf(falling)).toMatch(/emergency room/);
    expect(wordsOf(falling)).not.toMatch(NOT_US);
    expect(wordsOf(run(4000, 5400))).not.toMatch(NOT_US);
    for (const block of hcg.result) {
      if (block.block === 'note') expect(block.text).not.toMatch(NOT_US);
    }
  });

  it('says the same in Spanish', () => {
    const es = inSpanish(hcg, hcgEs);
    const high = resultOf(runCalculator(es, { firstValue: 4000, secondValue: 5400, hoursApart: 48 }, TODAY));
    expect(high.notes.join(' ')).toMatch(/más de 3,000 mUI\/mL/);
    expect(high.notes.join(' ')).toMatch(/33%/);
    const falling = resultOf(runCalculator(es, { firstValue: 500, secondValue: 300, hoursApart: 48 }, TODAY));
    expect(falling.action).toMatch(/^Comunícate con tu obstetra o tu partera/);
    expect(falling.action).toMatch(/911/);
    expect(wordsOf(falling)).not.toMatch(NOT_US_ES);
  });
});

describe('pregnancy calories: a lower extra with a pre-pregnancy BMI of 30 or more (DRI for Energy 2023)', () => {
  const run = (weight: number, stage: string, def = pregnancyCalories) =>
    resultOf(
      runCalculator(
        def,
        {
          age: 30,
          height: 165,
          heightUnit: 'cm',
          weight,
          weightUnit: 'kg',
          activityLevel: 'lightlyActive',
          stage,
        },
        TODAY,
      ),
    );

  it('BMI 33.1 in the second trimester: the result says the extra is lower, with the 2023 figures', () => {
    const result = run(90, 'second-trimester');
    expect(result.prePregnancyBMI).toBe(33.1);
    expect(result.lowerExtraWithObesity).toBe(true);
    const words = wordsOf(result.recommendations);
    expect(words).toMatch(/BMI of 30 or more/);
    expect(words).toMatch(/−50 kcal/);
    expect(words).toMatch(/\+200 kcal/);
    expect(words).toMatch(/Dietary Reference Intakes for Energy \(2023\)/);
    expect(words).toMatch(/OB-GYN or midwife/);
  });

  it('BMI 29.9 or a healthy weight: no such line', () => {
    expect(run(81.4, 'second-trimester').lowerExtraWithObesity).toBe(false);
    expect(wordsOf(run(60, 'third-trimester').recommendations)).not.toMatch(/BMI of 30/);
  });

  it('says it in Spanish too', () => {
    const result = run(90, 'third-trimester', inSpanish(pregnancyCalories, pregnancyCaloriesEs));
    const words = wordsOf(result.recommendations);
    expect(words).toMatch(/IMC antes del embarazo de 30 o más/);
    expect(words).toMatch(/−50 kcal/);
    expect(words).toMatch(/tu obstetra o (a )?tu partera/);
  });

  it('names the OB-GYN or midwife, not "your midwife or doctor"', () => {
    expect(wordsOf(run(60, 'first-trimester'))).not.toMatch(NOT_US);
    for (const block of pregnancyCalories.result) {
      if (block.block === 'note') expect(block.text).not.toMatch(NOT_US);
    }
  });
});
