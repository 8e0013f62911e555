import { beforeAll, describe, expect, it } from 'vitest';
import { type LoadedDefinition, listDefinitionIds, loadDefinitions } from '../../scripts/lib/definitions';
import { EXAMPLE_TODAY, workedExamples } from '../../scripts/lib/result-checks';
import { explainLines, runCalculator } from '../../src/engine';
import { AGREEMENTS, type Json, type Page, readNumber, round, textsOf } from '../consistency-agreements';

// A page never says two things at once (issue #15): every number a result states twice (headline, stats, table,
// text, recommendations, "the calculation with your numbers") agrees, for every worked example of every definition
// and for the visitor reports of issue #15. Two layers:
// - general: each line of `explain` ends on a number the result holds (what the page computed is what it shows);
// - per calculator, a list of agreements: the places that state the same figure, each read from the result.

const TODAY = EXAMPLE_TODAY;

/**
 * Lines of "the calculation with your numbers" that show a step the result does not state (a ratio, a sum of
 * tape measurements): the general check skips them.
 */
const INTERMEDIATE_STEPS: Record<string, RegExp> = {
  'body-fat': /^Waist \+ hip − neck =/,
  'hcg-doubling': /^Ratio =/,
};

/** A written figure and a stored one agree when either, rounded to the other's decimals, equals the other. */
function sameFigure(written: string, value: number, stored: number): boolean {
  const decimals = (text: string) => (text.split('.')[1] ?? '').length;
  return (
    round(stored, decimals(written)) === value || round(value, decimals(String(stored))) === round(stored, 20)
  );
}

/** The visitor reports of issue #15, checked like worked examples. */
const REPORTS: Record<string, { title: string; input: Json; today?: string }[]> = {
  calorie: [
    // The issue #15 report (50 kg, 150 cm, 40 years, sedentary, lose 1 kg a week) is a worked example of calorie.
    {
      title: 'issue #14: pounds: 180 lbs, 5.5 ft, 35 years, lightly active, lose 0.5 kg (1.1 lb) a week',
      input: {
        weight: 180,
        weightUnit: 'lbs',
        height: 5.5,
        heightUnit: 'ft',
        age: 35,
        activityLevel: 'lightlyActive',
        goal: 'lose-1',
      },
    },
  ],
  tdee: [
    {
      title: 'issue #14: pounds: 170 lbs, 5.4 ft, 40 years, moderately active',
      input: {
        weight: 170,
        weightUnit: 'lbs',
        height: 5.4,
        heightUnit: 'ft',
        age: 40,
        gender: 'female',
        activityLevel: 'moderatelyActive',
      },
    },
  ],
  'waist-to-hip-ratio': [
    { title: 'issue #15: waist 85, hip 100 cm (0.85)', input: { waist: 85, hip: 100, unit: 'cm' } },
  ],
  conception: [{ title: 'issue #15: due date in 2025', input: { dueDate: '2025-03-01' }, today: TODAY }],
};

/** Every number the result and the input hold. */
function numbersOf(value: unknown): number[] {
  if (typeof value === 'number') return [value];
  if (Array.isArray(value)) return value.flatMap(numbersOf);
  if (value && typeof value === 'object') return Object.values(value).flatMap(numbersOf);
  return [];
}

const ids = listDefinitionIds();
let loaded: Map<string, LoadedDefinition>;
beforeAll(async () => {
  loaded = new Map((await loadDefinitions()).map((entry) => [entry.definition.id, entry]));
});

function pages(id: string): { title: string; page: Page }[] {
  const def = loaded.get(id)?.definition;
  if (!def) throw new Error(`${id} did not load`);
  return [...workedExamples(def), ...(REPORTS[id] ?? [])].map((example) => {
    const today = example.today ?? TODAY;
    const outcome = runCalculator(def, example.input, { today });
    if (!outcome.ok) throw new Error(`${id}: ${example.title}: ${JSON.stringify(outcome.errors)}`);
    const result = outcome.result as Json;
    const explain = explainLines(def, outcome.input, result);
    return {
      title: example.title,
      page: { input: outcome.input, result, explain, texts: [...textsOf(result), ...explain], today },
    };
  });
}

it('has the agreements of every calculator (a new one lists what its page states twice)', () => {
  expect(ids.filter((id) => !AGREEMENTS[id])).toEqual([]);
});

describe.each(ids)('%s states every figure the same way wherever it appears', (id) => {
  it('agrees with itself in every worked example (and the issue #15 reports)', () => {
    const found: string[] = [];
    for (const { title, page } of pages(id)) {
      const agreements = AGREEMENTS[id]?.(page) ?? [];
      for (const { what, stated, expected } of agreements) {
        if (JSON.stringify(stated) !== JSON.stringify(expected)) {
          found.push(
            `${title}: ${what}: states ${JSON.stringify(stated)}, expected ${JSON.stringify(expected)}`,
          );
        }
      }
    }
    expect(found).toEqual([]);
  });

  // Blocks write a date value as "Nov 26, 2026"; a sentence that spelled it "2026-11-26" beside them read as two
  // kinds of date on one page (the maternity report had three).
  it('writes every date inside a sentence the way the page writes dates', () => {
    const found: string[] = [];
    for (const { title, page } of pages(id)) {
      for (const text of page.texts) {
        if (/^\d{4}-\d{2}-\d{2}$/.test(text)) continue;
        if (/\b\d{4}-\d{2}-\d{2}\b/.test(text)) found.push(`${title}: "${text}"`);
      }
    }
    expect(found).toEqual([]);
  });

  it('ends each line of "the calculation with your numbers" on a figure the result shows', () => {
    const found: string[] = [];
    for (const { title, page } of pages(id)) {
      const known = [...numbersOf(page.result), ...numbersOf(page.input)];
      for (const line of page.explain) {
        if (INTERMEDIATE_STEPS[id]?.test(line)) continue;
        // The figure a line arrives at: its last "= N" or "→ N", asides in parentheses left out.
        const main = line.replace(/\([^()]*\)/g, '');
        const last = [...main.matchAll(/[=→] \$?([+−-]?\d[\d,]*(?:\.\d+)?)(?!\d)/g)].pop();
        if (!last) continue;
        const written = last[1] ?? '';
        const value = readNumber(written) ?? Number.NaN;
        if (!known.some((number) => sameFigure(written, value, number))) found.push(`${title}: "${line}"`);
      }
    }
    expect(found).toEqual([]);
  });
});
