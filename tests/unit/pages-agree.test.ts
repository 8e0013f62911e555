/**
 * A result page agrees with itself (issue 48, "Pages that agree with themselves"): what one block says, another does
 * not contradict, and a sentence built from parts reads as written English and Spanish.
 */
import { describe, expect, it } from 'vitest';
import { type AnyCalculatorDefinition, localizeDefinition, runCalculator } from '../../src/engine';
import calorie from '../../definitions/calorie/calculator';
import calorieEs from '../../definitions/calorie/messages.es.gen';
import calorieTranslation from '../../definitions/calorie/es';
import tdee from '../../definitions/tdee/calculator';
import tdeeEs from '../../definitions/tdee/messages.es.gen';
import tdeeTranslation from '../../definitions/tdee/es';

const TODAY = { today: '2026-11-28' };

/** Every string a result holds. */
function wordsOf(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(wordsOf);
  if (value && typeof value === 'object') return Object.values(value).flatMap(wordsOf);
  return [];
}

function resultOf(def: AnyCalculatorDefinition, input: Record<string, unknown>) {
  const outcome = runCalculator(def, input, TODAY);
  if (!outcome.ok) throw new Error(`${def.id}: ${JSON.stringify(outcome.errors)}`);
  return outcome.result as Record<string, unknown>;
}

describe('activity levels in a sentence', () => {
  const body = { weight: 60, weightUnit: 'kg', height: 165, heightUnit: 'cm', age: 30 };
  const levels = ['sedentary', 'lightlyActive', 'moderatelyActive', 'veryActive', 'extraActive'];
  const cases = [
    ['calorie', calorie, localizeDefinition(calorie, calorieTranslation, calorieEs), { goal: 'maintain' }],
    ['tdee', tdee, localizeDefinition(tdee, tdeeTranslation, tdeeEs), { gender: 'female' }],
  ] as const;
  for (const [id, english, spanish, extra] of cases) {
    it(`${id}: "an extra active level", never "a extra", in every level`, () => {
      for (const activityLevel of levels) {
        const words = wordsOf(resultOf(english as never, { ...body, ...extra, activityLevel }));
        expect(words.filter((text) => /\ba [aeio]/i.test(text)), activityLevel).toEqual([]);
        expect(wordsOf(resultOf(spanish as never, { ...body, ...extra, activityLevel })).join('\n')).not.toMatch(
          /\bun [aeio]/i,
        );
      }
      const extraActive = wordsOf(resultOf(english as never, { ...body, ...extra, activityLevel: 'extraActive' }));
      expect(extraActive.some((text) => text.startsWith('At an extra active level you use about'))).toBe(true);
    });
  }
});
