import { describe, expect, it } from 'vitest';
import idealWeightEs from '../../definitions/ideal-weight/messages.es.gen';
import idealWeight from '../../definitions/ideal-weight/page';
import safeDaysEs from '../../definitions/safe-days/messages.es.gen';
import safeDays from '../../definitions/safe-days/page';

/** The Spanish page's cross-field checks speak Spanish: each definition's checks run with its es-US messages. */
describe('Spanish check messages (cycle and body calculators)', () => {
  it('safe days: a shortest cycle longer than the longest is refused in Spanish', () => {
    const input = { lastPeriodDate: '2026-11-20', shortestCycle: 32, longestCycle: 26 };
    expect(safeDays.checks?.(input, { today: '2026-11-27' }, safeDaysEs)).toEqual([
      {
        field: 'shortestCycle',
        message: 'Tu ciclo más corto no puede ser más largo que tu ciclo más largo.',
      },
    ]);
  });

  it('ideal weight: a height under 4 ft is refused in Spanish', () => {
    const input = { height: 110, heightUnit: 'cm', age: 30, frame: 'medium' } as const;
    expect(idealWeight.checks?.(input, { today: '2026-11-27' }, idealWeightEs)).toEqual([
      {
        field: 'height',
        message:
          'Estas fórmulas empiezan en 5 pies (152 cm) y dan pesos sin sentido por debajo de 4 pies (122 cm). Usa en su lugar el rango saludable de la calculadora de IMC.',
      },
    ]);
  });
});
