/**
 * A field's limit in a validation message is written as numbers are written (docs/es/style-guide.md: no space
 * before "%"): the Spanish education-savings page said "debe ser como máximo 20 % al año".
 */
import { describe, expect, it } from 'vitest';
import { type AnyCalculatorDefinition, validateInput } from '../../src/engine';
import * as english from '../../src/generated/calculators/education-savings';
import * as spanishBmi from '../../src/generated/calculators/es/bmi';
import * as spanish from '../../src/generated/calculators/es/education-savings';

const def = (module: { definition: unknown }) => module.definition as AnyCalculatorDefinition;
const messages = (module: { definition: unknown }, input: Record<string, unknown>) =>
  validateInput(def(module), input).errors.map((error) => error.message);

describe('limits in validation messages', () => {
  it('a percentage limit has no space before the sign, in both languages', () => {
    expect(messages(spanish, { investmentGrowth: 25, inflationRate: -1 })).toEqual(
      expect.arrayContaining([
        'Crecimiento de la inversión: no puede pasar de 20% al año.',
        'Inflación del costo de la educación: debe ser de al menos 0% al año.',
      ]),
    );
    expect(messages(english, { investmentGrowth: 25 }).join('\n')).toContain('at most 20% a year.');
  });

  it('other units keep their space, and one year is singular', () => {
    expect(messages(spanishBmi, { height: 165, weight: 60, age: 0 })).toContain(
      'Edad: debe ser de al menos 1 año.',
    );
    expect(messages(spanishBmi, { height: 165, weight: 60, age: 200 })).toContain(
      'Edad: no puede pasar de 120 años.',
    );
  });
});
