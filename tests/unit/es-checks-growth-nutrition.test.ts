import { describe, expect, it } from 'vitest';
import babyGrowthEs from '../../definitions/baby-growth/messages.es.gen';
import babyGrowth from '../../definitions/baby-growth/page';
import calorieEs from '../../definitions/calorie/messages.es.gen';
import calorie from '../../definitions/calorie/page';
import childBmiEs from '../../definitions/child-bmi/messages.es.gen';
import childBmi from '../../definitions/child-bmi/page';
import { runCalculator } from '../../src/engine';

const today = { today: '2026-11-25' };

/** The check messages a definition gives for a canonical input, in the language of `messages`. */
function checked<I, M>(
  def: { checks?(input: I, ctx: typeof today, messages: M): { message: string }[] },
  input: I,
  messages: M,
) {
  return (def.checks?.(input, today, messages) ?? []).map(({ message }) => message);
}

describe('the growth and calorie checks speak the page language (issue #30)', () => {
  const baby = { sex: 'girl', weightUnit: 'kg', lengthUnit: 'cm', headUnit: 'cm', weight: 6 } as const;
  it('baby growth: the engine’s date problems, the second birthday and a missing measurement in Spanish', () => {
    const run = (input: Record<string, unknown>) =>
      checked(babyGrowth, { ...baby, ...input } as never, babyGrowthEs);
    expect(run({ birthDate: '2026-12-01' })).toEqual(['La fecha de nacimiento no puede estar en el futuro.']);
    expect(run({ birthDate: '2026-06-01', measuredOn: '2026-11-26' })).toEqual([
      'La fecha de la medición no puede estar en el futuro.',
    ]);
    expect(run({ birthDate: '2026-06-01', measuredOn: '2026-05-31' })).toEqual([
      'La fecha de la medición no puede ser anterior al nacimiento.',
    ]);
    expect(run({ birthDate: '2024-02-29', measuredOn: '2026-03-01' })[0]).toMatch(
      /^Esa fecha es posterior al segundo cumpleaños: .*\(\/calculators\/child-bmi\)\.$/,
    );
    expect(run({ birthDate: '2026-06-01', weight: undefined })).toEqual([
      'Ingresa al menos una medida: peso, longitud o perímetro cefálico.',
    ]);
  });

  it('child BMI: under 2 and from 20 in Spanish', () => {
    const child = { sex: 'girl', height: 120, heightUnit: 'cm', weight: 25, weightUnit: 'kg' } as const;
    const run = (birthDate: string) => checked(childBmi, { ...child, birthDate } as never, childBmiEs);
    expect(run('2025-01-01')[0]).toMatch(/^Antes de los 2 años no se usa el IMC para la edad: .*baby-growth/);
    expect(run('2006-11-25')[0]).toMatch(
      /^A partir de los 20 años se aplican las categorías de IMC de adultos/,
    );
    expect(run('2026-12-01')).toEqual(['La fecha de nacimiento no puede estar en el futuro.']);
  });

  it('calorie: an energy use too low for targets, with the figure formatted, in Spanish', () => {
    const input = {
      weight: 30,
      height: 100,
      age: 120,
      activityLevel: 'sedentary',
      goal: 'maintain',
    } as const;
    expect(checked(calorie, input as never, calorieEs)).toEqual([
      'Con estos valores, tu gasto energético diario estimado es de solo 197 kcal, demasiado bajo para que un objetivo de calorías tenga sentido. Revisa tu peso, tu estatura y tu edad.',
    ]);
  });

  it('keeps the English sentences word for word', () => {
    const errors = (out: ReturnType<typeof runCalculator>) =>
      out.ok ? [] : out.errors.map((e) => e.message);
    expect(
      errors(
        runCalculator(babyGrowth, { ...baby, birthDate: '2026-06-01', measuredOn: '2026-05-31' }, today),
      ),
    ).toEqual(['The measurement date cannot be before the birth.']);
    expect(
      errors(
        runCalculator(babyGrowth, { ...baby, birthDate: '2024-02-29', measuredOn: '2026-03-01' }, today),
      ),
    ).toEqual([
      'That is after the second birthday: the WHO charts here go to 2 years. From 2 to 20 years use the child BMI calculator (/calculators/child-bmi).',
    ]);
    expect(
      errors(
        runCalculator(
          childBmi,
          {
            sex: 'boy',
            birthDate: '2006-11-25',
            height: 170,
            heightUnit: 'cm',
            weight: 60,
            weightUnit: 'kg',
          },
          today,
        ),
      ),
    ).toEqual(['From 20 years, adult BMI categories apply: use the BMI calculator (/calculators/bmi).']);
    expect(
      errors(
        runCalculator(
          calorie,
          {
            weight: 30,
            weightUnit: 'kg',
            height: 100,
            heightUnit: 'cm',
            age: 120,
            activityLevel: 'sedentary',
            goal: 'maintain',
          },
          today,
        ),
      ),
    ).toEqual([
      'With these values your estimated daily energy use is only 197 kcal, too low for calorie targets to make sense. Please check your weight, height and age.',
    ]);
  });
});
