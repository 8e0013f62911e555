import { beforeAll, describe, expect, it } from 'vitest';
import { type LoadedDefinition, loadDefinitions } from '../../scripts/lib/definitions';
import { EXAMPLE_TODAY, workedExamples } from '../../scripts/lib/result-checks';
import { fromCanonical, runCalculator, weeklyChangeKg, weeklyChangeLbs } from '../../src/engine';
import { textsOf } from '../consistency-agreements';

// A visitor who types pounds reads pounds (issue #14, item 7): no sentence or shown figure of a result speaks in
// kilograms to her. Every worked example of every definition that offers pounds runs again in pounds, and every
// text the result holds is read, except the fields the headless contract documents as kilograms.

/** Result fields the contract keeps in kilograms ("−0.45 kg/week"); the page shows their `…Shown` twins. */
const SKIPPED = new Set(['href', 'change']);

let definitions: LoadedDefinition[];
beforeAll(async () => {
  definitions = await loadDefinitions();
});

describe('a result for someone who typed pounds', () => {
  it('never speaks to her in kilograms', () => {
    const found: string[] = [];
    let checked = 0;
    for (const { definition } of definitions) {
      const masses = Object.entries(definition.fields).flatMap(([name, field]) =>
        field.type === 'quantity' && field.dimension === 'mass' && field.units.includes('lbs')
          ? [{ name, unit: field.unitField ?? `${name}Unit` }]
          : [],
      );
      if (masses.length === 0) continue;
      for (const example of workedExamples(definition)) {
        const input = { ...(example.input as Record<string, unknown>) };
        for (const { name, unit } of masses) {
          const value = input[name];
          if (input[unit] === 'kg' && typeof value === 'number') {
            input[name] = Math.round(fromCanonical(value, 'lbs') * 10) / 10;
            input[unit] = 'lbs';
          }
        }
        if (!masses.some(({ unit }) => input[unit] === 'lbs')) continue;
        const outcome = runCalculator(definition, input, { today: example.today ?? EXAMPLE_TODAY });
        if (!outcome.ok) continue;
        checked++;
        for (const text of textsOf(outcome.result, SKIPPED)) {
          if (/\d\s*kg\b|\bkilo(gram)?s?\b/i.test(text)) found.push(`${definition.id}: ${text}`);
        }
      }
    }
    expect(checked).toBeGreaterThan(10);
    expect(found).toEqual([]);
  });
});

describe('calorie goals', () => {
  it('name the kilograms and the pounds a week their daily change gives (7,700 kcal/kg)', async () => {
    const { CALORIE_GOALS } = await import('../../definitions/calorie/formula');
    const { default: calorie } = await import('../../definitions/calorie/page');
    const field = calorie.fields.goal;
    const options = field?.type === 'select' ? field.options : [];
    for (const goal of CALORIE_GOALS) {
      if (goal.adjustment === 0) continue;
      const label = options.find((option) => option.value === goal.value)?.label ?? '';
      const [, kg, lb] = label.match(/([\d.]+) kg \(([\d.]+) lb\)/) ?? [];
      expect(Number(kg), label).toBe(Math.abs(weeklyChangeKg(goal.adjustment)));
      // Pounds to two significant decimals: 1.1, 2.2, 0.55.
      expect(Number(lb), label).toBe(Number(Math.abs(weeklyChangeLbs(goal.adjustment)).toPrecision(2)));
    }
  });
});
