import { describe, expect, it } from 'vitest';
import bodyFat from '../../definitions/body-fat/calculator';
import bodyFatEs from '../../definitions/body-fat/messages.es.gen';

const TODAY = { today: '2026-11-26' };

/** A definition's cross-field checks, worded in the given language's compiled messages (as the page runs them). */
function checksIn<I, M>(
  definition: { checks?: (input: I, ctx: typeof TODAY, m: M) => unknown },
  input: I,
  m: M,
) {
  return definition.checks?.(input, TODAY, m);
}

const englishOf = <M>(definition: { messages?: M }) => definition.messages as M;

describe('Spanish check messages (issue #30): body calculators', () => {
  const fat = { height: 165, heightUnit: 'cm', measurementUnit: 'cm' } as const;

  it('body-fat: a neck larger than waist + hip is refused in Spanish, the English unchanged', () => {
    const input = { ...fat, waist: 20, hip: 20, neck: 50 };
    expect(checksIn(bodyFat, input, bodyFatEs)).toEqual([
      { field: 'waist', message: 'La cintura más la cadera debe ser mayor que la medida del cuello.' },
    ]);
    expect(checksIn(bodyFat, input, englishOf(bodyFat))).toEqual([
      { field: 'waist', message: 'Waist plus hip must be larger than the neck measurement.' },
    ]);
  });

  it('body-fat: an implausible estimate is worded in Spanish with its figures, the English unchanged', () => {
    const input = { ...fat, waist: 40, hip: 50, neck: 45 };
    expect(checksIn(bodyFat, input, bodyFatEs)).toEqual([
      {
        field: 'waist',
        message:
          'Estas medidas no parecen coherentes: darían un −39.9% de grasa corporal, fuera del rango de 2–75% que el método de la cinta métrica puede estimar. Vuelve a medirte y revisa las unidades.',
      },
    ]);
    expect(checksIn(bodyFat, input, englishOf(bodyFat))).toEqual([
      {
        field: 'waist',
        message:
          'These measurements look inconsistent: they would give −39.9% body fat, outside the 2–75% the tape method can estimate. Please re-measure and check the units.',
      },
    ]);
  });
});
