import { describe, expect, it } from 'vitest';
import { tdeeFormula } from '../../definitions/tdee/formula';
import tdeeEs from '../../definitions/tdee/messages.es.gen';
import { presentTdee } from '../../definitions/tdee/present';
import waterIntakeEs from '../../definitions/water-intake/messages.es.gen';
import waterIntake from '../../definitions/water-intake/page';
import { definitionIn } from '../../src/engine';

/** The body calculators' results read in Spanish with the Spanish messages (figures formatted, not retyped). */
describe('Spanish results (body calculators)', () => {
  it('tdee: targets, weekly changes and the floor warning in Spanish', () => {
    const input = {
      weight: 45,
      weightUnit: 'kg',
      height: 150,
      heightUnit: 'cm',
      age: 70,
      gender: 'female',
      activityLevel: 'sedentary',
    } as const;
    const words = presentTdee(tdeeFormula(input), input, tdeeEs);
    expect(words.targets?.[0]?.changeShown).toMatch(/^−0\.\d+ kg\/semana$/);
    expect(words.recommendations[0]).toMatch(
      /^Los objetivos leve \(\d+ kcal\), moderado \(\d+ kcal\) y agresivo \(\d+ kcal\) están por debajo de 1,200 kcal al día, el mínimo habitual sin supervisión médica\.$/,
    );
  });

  it('water intake: the form options are messages, Spanish on the Spanish page', () => {
    const spanish = definitionIn(waterIntake, waterIntakeEs);
    const labels = (name: 'activityLevel' | 'climate' | 'pregnancy') => {
      const field = spanish.fields[name];
      return field?.type === 'select' ? field.options.map((option) => option.label) : [];
    };
    expect(labels('climate')).toEqual(['Fresco', 'Moderado / templado', 'Caluroso o húmedo']);
    expect(labels('pregnancy')).toEqual([
      'Ninguna de las dos',
      'Embarazada',
      'Amamantando',
      'Embarazada y amamantando',
    ]);
    expect(labels('activityLevel')[0]).toBe('Sedentaria (poco ejercicio)');
  });
});
