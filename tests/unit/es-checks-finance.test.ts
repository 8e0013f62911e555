import { describe, expect, it } from 'vitest';
import { resultOf } from '@/engine';
import wedding from '../../definitions/wedding-budget/calculator';
import weddingEs from '../../definitions/wedding-budget/messages.es.gen';
import { actualParser, weddingWords } from '../../definitions/wedding-budget/words';

describe('finance calculators in Spanish: checks, parsers and words built in code', () => {
  it('wedding-budget names its rows, tips and parser problems in Spanish, English keeping the contract names', () => {
    const input = { totalBudget: 10000, actual: { Stationery: 450.25 } };
    const values = wedding.formula(input, { today: '2026-11-25' });
    const es = weddingWords(values, input, weddingEs);
    expect(es.categories.map((row) => row.name)).toContain('Papelería');
    expect(es.tips[0]).toBe(
      'Por encima de lo planeado en Papelería: pasa dinero de categorías que aún tienen margen o aumenta el total.',
    );
    expect(actualParser(weddingEs)({ Stationery: -5 })).toEqual({
      error: 'El monto real de Papelería debe ser de al menos $0.',
    });
    expect(resultOf(wedding, input).categories.map((row) => row.name)).toContain('Stationery');
  });
});
