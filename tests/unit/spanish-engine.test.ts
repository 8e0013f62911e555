/**
 * The engine's own words in Spanish (issue #30): what validation, the form schema, units and the shared checks say
 * comes from src/engine/messages.es.ts when a definition carries Spanish messages, and numbers and dates are es-US.
 */
import { describe, expect, it } from 'vitest';
import {
  type AnyCalculatorDefinition,
  calendarMonths,
  lastPeriodChecks,
  nameSome,
  runCalculator,
  toFormSchema,
  typedAsCanonical,
  validateInput,
} from '../../src/engine';
import { ENGLISH } from '../../src/engine/english';
import { SPANISH } from '../../src/engine/spanish';
import * as bmi from '../../src/generated/pages/es/bmi';
import * as periodTracker from '../../src/generated/pages/es/period-tracker';
import * as safeDays from '../../src/generated/pages/es/safe-days';

const def = (module: { definition: unknown }) => module.definition as AnyCalculatorDefinition;
const TODAY = { today: '2026-11-25' };

describe('the engine speaks the definition’s language', () => {
  it('validation messages in Spanish', () => {
    const { errors } = validateInput(def(bmi), { height: 'alto', weight: 500, heightUnit: 'yd' });
    expect(errors.map((error) => error.message)).toEqual([
      'Elige una de estas: cm, ft, m, in.',
      'Estatura: debe ser un número.',
      'Peso: no puede pasar de 300 kg.',
    ]);
    expect(validateInput(def(bmi), { weight: 60 }).errors[0]?.message).toBe(
      'Estatura: este dato es obligatorio.',
    );
    expect(
      validateInput(def(bmi), { height: '5\'14"', heightUnit: 'ft', weight: 60 }).errors[0]?.message,
    ).toBe('Estatura: las pulgadas deben ser menos de 12.');
  });

  it('the form schema in Spanish: help, unit names', () => {
    const { schema, uiSchema } = toFormSchema(def(bmi));
    const properties = schema.properties as Record<string, { description?: string; title?: string }>;
    expect(properties.weight?.description).toBe('Entre 30 y 300 kg o entre 66 y 660 lb.');
    expect(properties.heightUnit?.title).toBe('Estatura: unidad');
    expect((uiSchema.weightUnit as Record<string, string[]>)['ui:enumNames']).toEqual(['kg', 'lb']);
  });

  it('shared checks, calendars, lists and units in Spanish, es-US dates', () => {
    const input = { lastPeriodDate: '2027-01-01' };
    expect(lastPeriodChecks(input, TODAY, def(periodTracker).messages)[0]?.message).toBe(
      'El primer día de tu último periodo no puede estar en el futuro.',
    );
    expect(lastPeriodChecks(input, TODAY)[0]?.message).toBe(
      'The first day of your last period cannot be in the future.',
    );
    expect(calendarMonths('2026-11-20', '2026-12-02', [], SPANISH).map((month) => month.month)).toEqual([
      'noviembre de 2026',
      'diciembre de 2026',
    ]);
    expect(nameSome(['a', 'b', 'c', 'd'], 3, SPANISH)).toBe('“a”, “b”, “c” y 1 más');
    expect(nameSome(['a', 'b'], 3, ENGLISH)).toBe('“a” and “b”');
    expect(typedAsCanonical(68.04, 'lbs', SPANISH)).toBe('150 lb = 68.04 kg');
  });

  it('a Spanish result with es-US months', () => {
    const example = def(safeDays).examples[0];
    const outcome = runCalculator(def(safeDays), { ...example?.input, lastPeriodDate: '2026-11-10' }, TODAY);
    expect(outcome.ok && outcome.result.calendarData[0].month).toBe('noviembre de 2026');
  });
});
