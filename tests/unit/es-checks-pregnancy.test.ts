import { describe, expect, it } from 'vitest';
import bloodPressure from '../../definitions/blood-pressure/calculator';
import bloodPressureEs from '../../definitions/blood-pressure/messages.es.gen';
import { resultOf, runCalculator } from '../../src/engine';

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
    expect(result.action).toMatch(/^Llama ahora a los servicios de emergencia/);
    expect(result.advice[0]).toMatch(/^Llama ahora a los servicios de emergencia \(911 en EE\. UU\./);
  });

  it('leads severe hypertension in pregnancy and after birth with the call to the maternity unit', () => {
    const pregnant = resultOf(es, { systolic: 165, diastolic: 112, pregnant: 'yes' });
    expect(pregnant.headline).toBe('Hipertensión grave en el embarazo');
    expect(pregnant.action).toBe('Llama ahora a tu unidad de maternidad o a tu médico, o ve al hospital.');
    const postpartum = resultOf(es, { systolic: 162, diastolic: 100, pregnant: 'postpartum' });
    expect(postpartum.headline).toBe('Hipertensión grave después del parto');
    expect(postpartum.action).toMatch(/^Llama ahora .*sala de emergencias/);
  });
});
