import { describe, expect, it } from 'vitest';
import bloodPressureEs from '../../definitions/blood-pressure/messages.es.gen';
import bloodPressure from '../../definitions/blood-pressure/page';
import bmiEs from '../../definitions/bmi/messages.es.gen';
import bmi from '../../definitions/bmi/page';
import bodyFat from '../../definitions/body-fat/page';
import heartRate from '../../definitions/heart-rate-zones/page';
import idealWeightEs from '../../definitions/ideal-weight/messages.es.gen';
import idealWeight from '../../definitions/ideal-weight/page';
import waistToHeight from '../../definitions/waist-to-height/page';
import waistToHip from '../../definitions/waist-to-hip-ratio/page';
import { checkDefinition } from '../../scripts/lib/definitions';
import { type AnyCalculatorDefinition, runCalculator } from '../../src/engine';

// Whom the body calculators were made for: a child on the adult BMI page is sent to BMI-for-age, an ideal-weight
// figure under the healthy BMI range is not headlined, blood pressure is for adults and teens from 13, and every
// reading in pregnancy lists the warning signs of pre-eclampsia in US wording.

const TODAY = { today: '2026-11-28' };
/** A definition as the Spanish page runs it: the same formula and checks, with its Spanish messages. */
const inSpanish = <D extends { messages?: unknown }>(def: D, messages: D['messages']): D => ({
  ...def,
  messages,
});

/** The result of typed input (as a share link or `npm run calc` gives it); fails the test when it is refused. */
function resultOf(def: AnyCalculatorDefinition, raw: Record<string, unknown>): Record<string, unknown> {
  const outcome = runCalculator(def, raw, TODAY);
  if (!outcome.ok) throw new Error(`refused: ${JSON.stringify(outcome.errors)}`);
  return outcome.result as Record<string, unknown>;
}

/** The blocks a result shows: those without `when`, or whose `when` path is truthy (top-level paths only here). */
const shownBlocks = (def: AnyCalculatorDefinition, result: Record<string, unknown>) =>
  def.result.filter((block) => !block.when || Boolean(result[block.when]));

const advice = (result: Record<string, unknown>) => (result.advice as string[]).join(' ');

describe('bmi: an age under 20 is read on BMI-for-age, not the adult categories', () => {
  const girl = { height: 5, heightUnit: 'ft', weight: 118, weightUnit: 'lbs', age: 12 };

  it('gives a 12-year-old with BMI 23 a neutral card, no adult category, and a link to child-bmi', () => {
    const result = resultOf(bmi, girl);
    expect(result.bmi).toBe(23);
    expect(result.severity).toBe('info');
    expect(JSON.stringify(result)).not.toMatch(/Normal Weight|for adults\.|Healthy range/);
    expect(result.category).toMatch(/BMI-for-age/);
    expect(result.healthyWeightRange).toBeUndefined();
    expect(result.links).toEqual([
      {
        label: expect.stringMatching(/BMI-for-age/),
        href: '/calculators/child-bmi?height=5&heightUnit=ft&weight=118&weightUnit=lbs',
      },
    ]);
    // No adult "healthy range" block is shown beside it.
    expect(shownBlocks(bmi, result).map((block) => block.block)).not.toContain('range');
  });

  it('carries what she typed in the units child-bmi offers (metres as cm, inches as feet)', () => {
    const metres = resultOf(bmi, { height: 1.5, heightUnit: 'm', weight: 45, weightUnit: 'kg', age: 15 });
    expect((metres.links as { href: string }[])[0]?.href).toBe(
      '/calculators/child-bmi?height=150&heightUnit=cm&weight=45&weightUnit=kg',
    );
    const inches = resultOf(bmi, { height: 63, heightUnit: 'in', weight: 110, weightUnit: 'lbs', age: 16 });
    expect((inches.links as { href: string }[])[0]?.href).toBe(
      '/calculators/child-bmi?height=5.25&heightUnit=ft&weight=110&weightUnit=lbs',
    );
  });

  it('keeps the adult categories from 20 and without an age, with no link', () => {
    for (const age of [20, undefined]) {
      const result = resultOf(bmi, { ...girl, age });
      expect(result.category).toBe('Normal Weight');
      expect(result.severity).toBe('good');
      expect(result.links).toBeUndefined();
    }
  });

  it('refuses an age under 2 at the field, where BMI is not used at all', () => {
    const outcome = runCalculator(bmi, { ...girl, age: 1 }, TODAY);
    expect(outcome).toMatchObject({ ok: false, errors: [{ field: 'age' }] });
    if (!outcome.ok) expect(outcome.errors[0]?.message).toMatch(/second birthday.*baby growth/i);
  });

  it('says so in Spanish too', () => {
    const result = resultOf(inSpanish(bmi, bmiEs), girl);
    expect(result.category).toMatch(/IMC para la edad/);
    expect(JSON.stringify(result)).not.toMatch(/Peso normal|en adultos\./);
    const refused = runCalculator(inSpanish(bmi, bmiEs), { ...girl, age: 1 }, TODAY);
    if (refused.ok) throw new Error('expected a refusal');
    expect(refused.errors[0]?.message).toMatch(/segundo cumpleaños/);
  });

  it('declares the rules generate checks', () => {
    expect(bmi.audience?.outside?.map((rule) => [rule.field, rule.below, rule.action])).toEqual([
      ['age', 2, 'refuse'],
      ['age', 20, 'refer'],
    ]);
    expect(checkDefinition('definitions/bmi/calculator.ts', 'bmi', bmi)).toEqual([]);
  });
});

describe('ideal weight: a figure under the healthy BMI range is not headlined as ideal', () => {
  it('at 5 ft with a small frame, says the Hamwi figure (41.0 kg) is below the healthy range and leads with the range', () => {
    const result = resultOf(idealWeight, { height: 60, heightUnit: 'in', age: 25, frame: 'small' });
    expect(result.hamwiWeight).toBe(41);
    expect((result.healthyRange as { min: number }).min).toBe(43);
    expect(result.allInRange).toBe(false);
    const first = shownBlocks(idealWeight, result)[0];
    expect(first).toMatchObject({ block: 'range', title: expect.stringMatching(/^Healthy weight/) });
    // The "Ideal weight by formula" cards are not shown; the table marks the figure below the range.
    expect(shownBlocks(idealWeight, result).some((block) => /ideal/i.test(block.title ?? ''))).toBe(false);
    const rows = result.formulas as { band: string }[];
    expect(rows.map((row) => row.band)).toEqual([
      'Below the healthy range for your height',
      'Within the healthy range',
      'Within the healthy range',
    ]);
    expect(result.outsideRange).toEqual([
      expect.stringMatching(
        /^The Hamwi figure \(41\.0 kg, 90\.3 lbs\) is below the healthy BMI range for your height/,
      ),
    ]);
  });

  it('keeps the formula cards first when every figure is within the range', () => {
    const result = resultOf(idealWeight, { height: 165, heightUnit: 'cm', age: 30, frame: 'medium' });
    expect(result.allInRange).toBe(true);
    expect(shownBlocks(idealWeight, result)[0]).toMatchObject({ block: 'stats' });
  });

  it('flags Hamwi and Robinson at 4 ft 2 in, where they give very low weights', () => {
    const result = resultOf(idealWeight, { height: 50, heightUnit: 'in', age: 40, frame: 'medium' });
    expect((result.formulas as { band: string }[]).map((row) => row.band.startsWith('Below'))).toEqual([
      true,
      false,
      false,
    ]);
  });

  it('refuses an age under 20 at the field (adult formulas and adult BMI cut-offs)', () => {
    const outcome = runCalculator(
      idealWeight,
      { height: 160, heightUnit: 'cm', age: 15, frame: 'medium' },
      TODAY,
    );
    expect(outcome).toMatchObject({ ok: false, errors: [{ field: 'age' }] });
    if (!outcome.ok) expect(outcome.errors[0]?.message).toMatch(/20 and over/);
    expect(
      runCalculator(idealWeight, { height: 160, heightUnit: 'cm', age: 20, frame: 'medium' }, TODAY).ok,
    ).toBe(true);
  });

  it('says it in Spanish too', () => {
    const result = resultOf(inSpanish(idealWeight, idealWeightEs), {
      height: 60,
      heightUnit: 'in',
      age: 25,
      frame: 'small',
    });
    expect((result.outsideRange as string[])[0]).toMatch(
      /^La cifra de Hamwi \(41\.0 kg, 90\.3 lb\) está por debajo/,
    );
    expect((result.formulas as { band: string }[])[0]?.band).toBe(
      'Por debajo del rango saludable para tu estatura',
    );
  });
});

describe('blood pressure: for adults and teens from 13', () => {
  it('refuses an age under 13 at the age field, pointing to the child’s doctor', () => {
    const outcome = runCalculator(bloodPressure, { systolic: 118, diastolic: 76, age: 12 }, TODAY);
    expect(outcome).toMatchObject({ ok: false, errors: [{ field: 'age' }] });
    if (!outcome.ok) expect(outcome.errors[0]?.message).toMatch(/percentile.*doctor/);
    const es = runCalculator(
      inSpanish(bloodPressure, bloodPressureEs),
      { systolic: 118, diastolic: 76, age: 12 },
      TODAY,
    );
    if (es.ok) throw new Error('expected a refusal');
    expect(es.errors[0]?.message).toMatch(/percentil/);
  });

  it('reads a 13-year-old with the adult limits (AAP 2017), and an empty age as before', () => {
    expect(resultOf(bloodPressure, { systolic: 132, diastolic: 78, age: 13 }).category).toBe(
      'Stage 1 hypertension',
    );
    expect(resultOf(bloodPressure, { systolic: 132, diastolic: 78 }).category).toBe('Stage 1 hypertension');
    expect(bloodPressure.audience?.note).toBe('For adults and teens from 13.');
  });
});

describe('blood pressure in pregnancy: the warning signs of pre-eclampsia with every reading', () => {
  const SIGNS = [
    /severe headache/,
    /vision/,
    /under the ribs on the right/,
    /sudden swelling of your face or hands/,
    /shortness of breath/,
    /nausea or vomiting/,
  ];

  it.each([
    [128, 82],
    [115, 75],
    [85, 55],
    [145, 92],
  ])(
    'lists them at %i/%i in pregnancy, with whom to call, and no "every year or two"',
    (systolic, diastolic) => {
      const text = advice(resultOf(bloodPressure, { systolic, diastolic, pregnant: 'yes' }));
      for (const sign of SIGNS) expect(text).toMatch(sign);
      expect(text).toMatch(/your OB-GYN or midwife now/);
      expect(text).toMatch(/911/);
      expect(text).not.toMatch(/every year|year or two|few months/);
    },
  );

  // The card and the advice under it say one thing: under ACOG's 140/90 a pregnant woman's reading is not
  // headlined as adult hypertension while the first line says high blood pressure starts at 140/90.
  it.each([
    [128, 82, 'yes', 'Under 140/90 in pregnancy'],
    [124, 78, 'yes', 'Under 140/90 in pregnancy'],
    [132, 84, 'postpartum', 'Under 140/90 after birth'],
    [115, 75, 'yes', 'Normal'],
    [85, 55, 'yes', 'Low blood pressure'],
    [145, 92, 'yes', 'Hypertension in pregnancy'],
  ] as const)('headlines %i/%i (%s) as %s', (systolic, diastolic, pregnant, headline) => {
    expect(resultOf(bloodPressure, { systolic, diastolic, pregnant }).headline).toBe(headline);
  });

  it('keeps the adult headline outside pregnancy', () => {
    expect(resultOf(bloodPressure, { systolic: 128, diastolic: 82, pregnant: 'no' }).headline).toBe(
      'Stage 1 hypertension',
    );
  });

  it('lists them after birth too, without a routine re-check', () => {
    const text = advice(resultOf(bloodPressure, { systolic: 118, diastolic: 76, pregnant: 'postpartum' }));
    for (const sign of SIGNS.slice(0, 5)) expect(text).toMatch(sign);
    expect(text).toMatch(/up to 6 weeks after birth/);
    expect(text).not.toMatch(/every year|year or two|few months/);
  });

  it('leads 160/110 or more in pregnancy with the action: Labor and Delivery, 911', () => {
    const result = resultOf(bloodPressure, { systolic: 162, diastolic: 95, pregnant: 'yes' });
    expect(result.severity).toBe('urgent');
    expect(result.action).toMatch(/^Call your OB-GYN or midwife now or go to Labor and Delivery/);
    expect(String((result.advice as string[])[0]).slice(0, 40)).toBe(String(result.action).slice(0, 40));
    expect(advice(result)).toMatch(/call 911/i);
    const after = resultOf(bloodPressure, { systolic: 162, diastolic: 95, pregnant: 'postpartum' });
    expect(after.action).toMatch(/the emergency room/);
  });

  it('uses US places of care and no British words, in English and Spanish', () => {
    for (const pregnant of ['yes', 'postpartum', 'no'])
      for (const [systolic, diastolic] of [
        [85, 55],
        [118, 76],
        [132, 84],
        [145, 92],
        [165, 112],
        [185, 125],
      ]) {
        const input = { systolic, diastolic, pregnant };
        expect(JSON.stringify(resultOf(bloodPressure, input))).not.toMatch(
          /maternity unit|go to hospital|tummy|emergency department|999|112 in Europe/,
        );
        expect(JSON.stringify(resultOf(inSpanish(bloodPressure, bloodPressureEs), input))).not.toMatch(
          /unidad de maternidad|ve al hospital|999|112 en Europa/,
        );
      }
  });

  it('gives the same signs in Spanish', () => {
    const text = advice(
      resultOf(inSpanish(bloodPressure, bloodPressureEs), { systolic: 128, diastolic: 82, pregnant: 'yes' }),
    );
    for (const sign of [
      /dolor de cabeza fuerte/,
      /visión/,
      /debajo de las costillas del lado derecho/,
      /náuseas o vómitos/,
    ])
      expect(text).toMatch(sign);
    expect(text).toMatch(/tu obstetra o (a )?tu partera/);
    expect(text).not.toMatch(/cada uno o dos años/);
  });
});

describe('blood pressure: the low label and its advice agree', () => {
  it('says at 110/58 that one number under 90/60 is enough', () => {
    const result = resultOf(bloodPressure, { systolic: 110, diastolic: 58 });
    expect(result.category).toBe('Low blood pressure');
    const first = (result.advice as string[])[0];
    expect(first).toMatch(/under 90 systolic or under 60 diastolic/);
    expect(first).not.toMatch(/^Under 90\/60 is low/);
    const es = resultOf(inSpanish(bloodPressure, bloodPressureEs), { systolic: 110, diastolic: 58 });
    expect((es.advice as string[])[0]).toMatch(/menos de 90 de sistólica o menos de 60 de diastólica/);
  });
});

describe('the other body calculators say whom they are for', () => {
  it.each([
    [waistToHeight, /^For adults/],
    [waistToHip, /^For adults/],
    [bodyFat, /^For adult women/],
    [heartRate, /^For women 18 and over/],
  ])('%#: an honest note', (def, note) => {
    expect((def as AnyCalculatorDefinition).audience?.note).toMatch(note);
  });
});
