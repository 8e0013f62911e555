import { describe, expect, it } from 'vitest';
import esMessages from '../../definitions/baby-growth/messages.es.gen';
import babyGrowth from '../../definitions/baby-growth/page';
import { type AnyCalculatorDefinition, explainLines, runCalculator } from '../../src/engine';
import { definitionIn } from '../../src/engine/define';

/**
 * "How we calculate" says a baby's age once: in days, then in words only where the words say more than the days
 * (from a week on). On the day of birth it names the day, never "0 days (day of birth (0 days))".
 */
const babyGrowthEn = babyGrowth as AnyCalculatorDefinition;
const babyGrowthEs = definitionIn(babyGrowth, esMessages) as AnyCalculatorDefinition;
const TODAY = '2026-11-25';

/** The age line of a boy measured `days` after his birth, in one language. */
function ageLine(def: AnyCalculatorDefinition, days: number): string {
  const birth = new Date(Date.UTC(2026, 10, 25 - days)).toISOString().slice(0, 10);
  const input = { sex: 'boy', birthDate: birth, measuredOn: TODAY, weight: 4, weightUnit: 'kg' };
  const outcome = runCalculator(def, { ...input, lengthUnit: 'cm', headUnit: 'cm' }, { today: TODAY });
  if (!outcome.ok) throw new Error(`day ${days} refused`);
  return explainLines(def, outcome.input, outcome.result)[0] ?? '';
}

describe('baby growth: the age line of "How we calculate"', () => {
  it('names the day of birth once, in both languages', () => {
    expect(ageLine(babyGrowthEn, 0)).toBe('Age = 0 days: the day of birth.');
    expect(ageLine(babyGrowthEs, 0)).toBe('Edad = 0 días: el día del nacimiento.');
  });

  it('says the days once, and the age in words only when it says more', () => {
    expect(ageLine(babyGrowthEn, 1)).toBe('Age = 1 day.');
    expect(ageLine(babyGrowthEs, 3)).toBe('Edad = 3 días.');
    expect(ageLine(babyGrowthEs, 138)).toBe('Edad = 138 días (4 meses y 2 semanas).');
    for (const def of [babyGrowthEn, babyGrowthEs])
      for (let days = 0; days <= 60; days += 1) {
        const line = ageLine(def, days);
        // No bracket inside a bracket, and the count of days written once.
        expect(line, `day ${days}`).not.toMatch(/\([^()]*\(/);
        expect(line.match(new RegExp(`(?<![\\d.,])${days}(?![\\d.,])`, 'g'))?.length ?? 0, line).toBe(1);
      }
  });
});
