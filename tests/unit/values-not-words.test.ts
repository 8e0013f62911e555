/**
 * Numbers from formulas, words from messages (issue #25): for every worked example of every calculator, the formula's
 * own return value holds no words. Each string in it is an id (`normal`, `stage1`, `under-20`), an ISO date, or a
 * value the definition declares (a select option, a unit, a key of a custom field's schema, such as the wedding
 * budget's category names that share links carry). Sentences, formatted numbers and unit text belong in the
 * definition's messages.ts, put in place by its present.ts.
 */
import { describe, expect, it } from 'vitest';
import { loadDefinitions } from '../../scripts/lib/definitions';
import { workedExamples } from '../../scripts/lib/result-checks';
import { type CalculatorDefinition, checkInput, UNITS } from '../../src/engine';

const ID = /^[a-z][a-zA-Z0-9]*(?:-[a-zA-Z0-9]+)*$/;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The values a definition declares: its select options, the units, the keys of its custom fields' schemas. */
function declaredValues(def: CalculatorDefinition): Set<string> {
  const declared = new Set<string>(Object.keys(UNITS));
  for (const field of Object.values(def.fields)) {
    if (field.type === 'select') for (const option of field.options) declared.add(String(option.value));
    if (field.type === 'custom') {
      const properties = (field.schema as { properties?: Record<string, unknown> }).properties ?? {};
      for (const key of Object.keys(properties)) declared.add(key);
    }
  }
  return declared;
}

/** Every string in `value` that is no id, ISO date or declared value, with its path. */
function words(value: unknown, declared: Set<string>, at = 'values'): string[] {
  if (typeof value === 'string') {
    return ID.test(value) || ISO_DATE.test(value) || declared.has(value)
      ? []
      : [`${at}: ${JSON.stringify(value)}`];
  }
  if (Array.isArray(value)) return value.flatMap((item, index) => words(item, declared, `${at}.${index}`));
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, item]) => words(item, declared, `${at}.${key}`));
  }
  return [];
}

/** The words the formula returns over all worked examples of a definition. */
function wordsOf(def: CalculatorDefinition): string[] {
  const declared = declaredValues(def);
  return workedExamples(def).flatMap((example) => {
    const ctx = { today: example.today };
    const checked = checkInput(def, example.input, ctx);
    if (!checked.ok) throw new Error(`${def.id}: "${example.title}" does not compute`);
    return words(def.formula(checked.input, ctx), declared).map((found) => `"${example.title}": ${found}`);
  });
}

const definitions = await loadDefinitions();

describe('formulas return values, not words', () => {
  it.each(definitions.map(({ definition }) => [definition.id, definition] as const))('%s', (id, def) => {
    expect(
      wordsOf(def),
      `${id}'s formula returns words: move them to messages.ts (docs/authoring.md, "Messages")`,
    ).toEqual([]);
  });
});
