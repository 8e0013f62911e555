import { describe, expect, it } from 'vitest';
import bloodPressureEs from '../../definitions/blood-pressure/messages.es.gen';
import bloodPressure from '../../definitions/blood-pressure/page';
import crlDatingEs from '../../definitions/crl-dating/messages.es.gen';
import crlDating from '../../definitions/crl-dating/page';
import dueDateEs from '../../definitions/due-date/messages.es.gen';
import dueDate from '../../definitions/due-date/page';
import hcgDoublingEs from '../../definitions/hcg-doubling/messages.es.gen';
import hcgDoubling from '../../definitions/hcg-doubling/page';
import ivfEn from '../../definitions/ivf-due-date/messages.en.gen';
import ivfEs from '../../definitions/ivf-due-date/messages.es.gen';
import ivfDueDate from '../../definitions/ivf-due-date/page';
import pregnancyWeightGainEs from '../../definitions/pregnancy-weight-gain/messages.es.gen';
import pregnancyWeightGain from '../../definitions/pregnancy-weight-gain/page';
import { definitionIn, resultOf, runCalculator } from '../../src/engine';
import {
  BORN_ON_DUE_DATE,
  BORN_ON_DUE_DATE_ES,
  CAFFEINE_PREGNANCY_LIMIT_IN_COFFEE,
  CAFFEINE_PREGNANCY_LIMIT_IN_COFFEE_ES,
} from '../../src/generated/data/facts';

/** The Spanish wording of each text fact the due-date page quotes (src/data/facts.json). */
const FACTS_ES = {
  BORN_ON_DUE_DATE: BORN_ON_DUE_DATE_ES,
  CAFFEINE_PREGNANCY_LIMIT_IN_COFFEE: CAFFEINE_PREGNANCY_LIMIT_IN_COFFEE_ES,
} as const;

// Issue #30: the cross-field checks speak the page's language (the messages they are given, never an English
// literal), and the Spanish urgent results lead with the action as the English do.

const TODAY = { today: '2026-11-25' };

/** A definition as the Spanish page runs it: the same formula and checks, with its Spanish messages. */
const inSpanish = <D extends { messages?: unknown }>(def: D, messages: D['messages']): D => ({
  ...def,
  messages,
});

describe('blood pressure in Spanish', () => {
  const es = inSpanish(bloodPressure, bloodPressureEs);

  it('refuses a diastolic number not below the systolic one with a Spanish sentence', () => {
    expect(bloodPressure.checks?.({ systolic: 120, diastolic: 120 }, TODAY, bloodPressureEs)).toEqual([
      {
        field: 'diastolic',
        message:
          'El número diastólico (el de abajo) debe ser menor que el sistólico (el de arriba). Revisa la lectura.',
      },
    ]);
    const outcome = runCalculator(es, { systolic: 110, diastolic: 115 }, TODAY);
    expect(outcome.ok).toBe(false);
    if (!outcome.ok) expect(outcome.errors[0]?.message).toMatch(/^El número diastólico/);
  });

  it('leads a severe reading with the emergency call, in the imperative', () => {
    const result = resultOf(es, { systolic: 185, diastolic: 125 });
    expect(result.headline).toBe('Hipertensión grave');
    expect(result.action).toMatch(/^Llama al 911 ahora/);
    expect(result.advice[0]).toMatch(/^Llama al 911 ahora/);
  });

  it('leads severe hypertension in pregnancy and after birth with the call to the OB-GYN or midwife', () => {
    const pregnant = resultOf(es, { systolic: 165, diastolic: 112, pregnant: 'yes' });
    expect(pregnant.headline).toBe('Hipertensión grave en el embarazo');
    expect(pregnant.action).toMatch(
      /^Llama ahora a tu obstetra o a tu partera, o ve al área de trabajo de parto y parto/,
    );
    const postpartum = resultOf(es, { systolic: 162, diastolic: 100, pregnant: 'postpartum' });
    expect(postpartum.headline).toBe('Hipertensión grave después del parto');
    expect(postpartum.action).toMatch(/^Llama ahora .*sala de emergencias/);
  });
});

describe('pregnancy weight gain in Spanish', () => {
  const base = {
    height: 165,
    week: 20,
    pregnancyType: 'singleton' as const,
    weightUnit: 'kg' as const,
    heightUnit: 'cm' as const,
  };
  const check = (input: { prePregnancyWeight: number; currentWeight: number; height?: number }) =>
    pregnancyWeightGain.checks?.({ ...base, ...input }, TODAY, pregnancyWeightGainEs);

  it('says in Spanish that a BMI outside 12–70 cannot be assessed, with the BMI formatted es-US', () => {
    expect(check({ prePregnancyWeight: 30, currentWeight: 32, height: 200 })).toEqual([
      {
        field: 'height',
        message:
          'Esta estatura y este peso antes del embarazo dan un IMC de 7.5, fuera del rango de 12 a 70 que esta calculadora puede evaluar: revisa ambos.',
      },
    ]);
  });

  it('says in Spanish that a gain over 40 kg or a loss over 20 kg is too large, in lb not lbs', () => {
    expect(check({ prePregnancyWeight: 60, currentWeight: 101 })).toEqual([
      { field: 'currentWeight', message: 'Es un aumento de más de 40 kg (88 lb): revisa ambos pesos.' },
    ]);
    expect(check({ prePregnancyWeight: 90, currentWeight: 69 })).toEqual([
      { field: 'currentWeight', message: 'Es una pérdida de más de 20 kg (44 lb): revisa ambos pesos.' },
    ]);
  });

  it('writes her gain in lb, the Spanish way', () => {
    const es = inSpanish(pregnancyWeightGain, pregnancyWeightGainEs);
    const outcome = runCalculator(
      es,
      {
        prePregnancyWeight: 150,
        currentWeight: 170,
        weightUnit: 'lbs',
        height: 5.5,
        heightUnit: 'ft',
        week: 30,
        pregnancyType: 'singleton',
      },
      TODAY,
    );
    if (!outcome.ok) throw new Error(JSON.stringify(outcome.errors));
    const { result } = outcome;
    expect(result.display.gainText).toBe('+20.0 lb');
    expect(result.statusMessage).toBe('Tu aumento de peso está dentro del rango recomendado');
  });
});

describe('CRL dating in Spanish', () => {
  const check = (input: { scanDate: string; lastPeriodDate?: string }) =>
    crlDating.checks?.({ crl: 45, ...input }, TODAY, crlDatingEs);

  it('refuses a scan in the future or over a year ago in Spanish', () => {
    expect(check({ scanDate: '2026-11-26' })).toEqual([
      { field: 'scanDate', message: 'La fecha de la ecografía no puede estar en el futuro.' },
    ]);
    expect(check({ scanDate: '2025-11-01' })).toEqual([
      { field: 'scanDate', message: 'Ingresa una ecografía del último año, de este embarazo.' },
    ]);
  });

  it('refuses a last period after the scan, or more than 20 weeks before it, in Spanish', () => {
    expect(check({ scanDate: '2026-11-01', lastPeriodDate: '2026-11-01' })).toEqual([
      {
        field: 'lastPeriodDate',
        message: 'Tu última menstruación debe empezar antes de la fecha de la ecografía.',
      },
    ]);
    expect(check({ scanDate: '2026-11-01', lastPeriodDate: '2026-06-01' })).toEqual([
      {
        field: 'lastPeriodDate',
        message:
          'Eso es más de 20 semanas antes de una ecografía temprana, así que no puede fechar este embarazo. Revisa la fecha o deja el campo vacío.',
      },
    ]);
  });

  it('writes the age on the scan day in weeks and days, in Spanish', () => {
    const result = resultOf(inSpanish(crlDating, crlDatingEs), { crl: 45, scanDate: '2026-11-20' });
    expect(result.gestationalAgeText).toBe('11 semanas y 2 días');
    expect(result.verdict).toBe('Fecha probable de parto según tu ecografía');
  });
});

describe('hCG doubling in Spanish', () => {
  it('leads a falling level with the call to the doctor and urgent care, in the imperative', () => {
    const result = resultOf(inSpanish(hcgDoubling, hcgDoublingEs), {
      firstValue: 500,
      secondValue: 300,
      hoursApart: 48,
    });
    expect(result.trend).toBe('En descenso: baja un 40.0% en 48 horas');
    expect(result.action).toMatch(/^Comunícate con tu obstetra o tu partera .*llama al 911/);
    // A falling level never gets the line that a slower rise "does not prove a problem".
    expect(result.notes.join(' ')).not.toMatch(/no demuestra/);
  });
});

describe('due date in Spanish', () => {
  it('refuses a last period in the future or over 42 weeks ago in Spanish', () => {
    expect(dueDate.checks?.({ lastPeriodDate: '2026-11-26', cycleLength: 28 }, TODAY, dueDateEs)).toEqual([
      {
        field: 'lastPeriodDate',
        message: 'El primer día de tu última menstruación no puede estar en el futuro.',
      },
    ]);
    expect(dueDate.checks?.({ lastPeriodDate: '2025-12-01', cycleLength: 28 }, TODAY, dueDateEs)).toEqual([
      {
        field: 'lastPeriodDate',
        message:
          'Eso fue hace más de 42 semanas, más allá del final de un embarazo. Revisa la fecha o pregúntale a tu partera o a tu médico.',
      },
    ]);
  });

  it('quotes each text fact with the same figures as the English fact', () => {
    const figures = (text: string) => text.match(/\d+/g);
    const english = { BORN_ON_DUE_DATE, CAFFEINE_PREGNANCY_LIMIT_IN_COFFEE };
    for (const [name, spanish] of Object.entries(FACTS_ES)) {
      expect(figures(spanish), name).toEqual(figures(english[name as keyof typeof FACTS_ES]));
    }
  });

  it('gives the caffeine advice and the due-date note wholly in Spanish', () => {
    const result = resultOf(inSpanish(dueDate, dueDateEs), { lastPeriodDate: '2026-10-01', cycleLength: 28 });
    const caffeine = result.recommendations.find((line) => line.includes('cafeína'));
    expect(caffeine).toBe(
      `Limita la cafeína a menos de 200 mg al día: ${FACTS_ES.CAFFEINE_PREGNANCY_LIMIT_IN_COFFEE}.`,
    );
    expect(caffeine).not.toContain(CAFFEINE_PREGNANCY_LIMIT_IN_COFFEE);
    const note = (definition: typeof dueDate) =>
      (definition.result as unknown as { text?: string }[]).find((block) => block.text?.startsWith('Only '))
        ?.text ??
      (definition.result as unknown as { text?: string }[]).find((block) => block.text?.startsWith('Solo '))
        ?.text;
    expect(note(dueDate)).toContain(BORN_ON_DUE_DATE);
    expect(note(definitionIn(dueDate, dueDateEs))).toContain(FACTS_ES.BORN_ON_DUE_DATE);
  });
});

describe('IVF due date in Spanish', () => {
  const check = (input: { transferDate: string; embryoAge: number }) =>
    ivfDueDate.checks?.(input, TODAY, ivfEs);

  it('refuses an embryo age no clinic transfers, and a transfer too long ago or too far ahead, in Spanish', () => {
    expect(check({ transferDate: '2026-11-01', embryoAge: 4 })).toEqual([
      {
        field: 'embryoAge',
        message:
          'Los embriones se transfieren el día 3 (etapa de división) o el día 5 o 6 (blastocisto): ingresa 3, 5 o 6.',
      },
    ]);
    expect(check({ transferDate: '2025-12-01', embryoAge: 5 })).toEqual([
      {
        field: 'transferDate',
        message:
          'Esa transferencia fue hace más de 42 semanas de embarazo, más allá del final de un embarazo. Revisa la fecha.',
      },
    ]);
    expect(check({ transferDate: '2027-12-01', embryoAge: 5 })).toEqual([
      {
        field: 'transferDate',
        message: 'Ingresa una fecha de transferencia que no esté a más de un año de hoy.',
      },
    ]);
  });

  it('labels embryo day 0 in the stats with the same words as the result, in English and in Spanish', () => {
    const labels = (ivfDueDate.result as { block: string; items?: { value: string; label: string }[] }[])
      .flatMap((block) => block.items ?? [])
      .filter((item) => item.value === 'fertilizationDate')
      .map((item) => item.label);
    const english = [ivfEn.dayZeroLabel({ fresh: 'yes' }), ivfEn.dayZeroLabel({ fresh: 'no' })];
    expect(labels).toEqual(english);
    const spanish = (
      definitionIn(ivfDueDate, ivfEs).result as unknown as { items?: { value: string; label: string }[] }[]
    )
      .flatMap((block) => block.items ?? [])
      .filter((item) => item.value === 'fertilizationDate')
      .map((item) => item.label);
    expect(spanish).toEqual([ivfEs.dayZeroLabel({ fresh: 'yes' }), ivfEs.dayZeroLabel({ fresh: 'no' })]);
  });
});
