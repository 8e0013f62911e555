import { describe, expect, it } from 'vitest';
import esMessages from '../../definitions/child-bmi/messages.es.gen';
import childBmi from '../../definitions/child-bmi/page';
import { definitionIn, runCalculator } from '../../src/engine';

// The form asks the child's sex: the Spanish advice says "tu hijo" or "tu hija" as she chose, not "tu hijo o hija".
const spanish = definitionIn(childBmi, esMessages);
const input = (sex: string, weight: number) => ({
  sex,
  birthDate: '2016-03-01',
  measurementDate: '2026-11-01',
  height: 150,
  heightUnit: 'cm',
  weight,
  weightUnit: 'kg',
});

describe('child BMI: the Spanish advice agrees with the form’s sex', () => {
  it.each([
    ['boy', 'tu hijo'],
    ['girl', 'tu hija'],
  ])('%s: the doctor is %s’s', (sex, words) => {
    for (const weight of [28, 50, 60, 75]) {
      const outcome = runCalculator(spanish, input(sex, weight), { today: '2026-11-29' });
      if (!outcome.ok) throw new Error(JSON.stringify(outcome.errors));
      const text = (outcome.result as { interpretation: string }).interpretation;
      expect(text).not.toContain('hijo o hija');
      if (text.includes('pediatra')) expect(text).toContain(`pediatra de ${words}`);
    }
  });
});
