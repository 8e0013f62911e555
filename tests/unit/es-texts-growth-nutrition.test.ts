import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import pregnancyMessagesEn from '../../definitions/pregnancy-calories/messages.en.gen';
import pregnancyMessagesEs from '../../definitions/pregnancy-calories/messages.es.gen';
import pregnancyCalories from '../../definitions/pregnancy-calories/page';
import { definitionIn, resultOf } from '../../src/engine';

const root = path.resolve(import.meta.dirname, '../..');
const IDS = ['baby-growth', 'child-bmi', 'calorie', 'macro', 'pregnancy-calories'] as const;

/** A definition folder's calculator, its Spanish slug and both compiled message sets. */
async function load(id: (typeof IDS)[number]) {
  const dir = `../../definitions/${id}`;
  return {
    def: (await import(`${dir}/page`)).default,
    slug: ((await import(`${dir}/messages.es`)) as { slug: string }).slug,
    en: (await import(`${dir}/messages.en.gen`)).default as Record<string, unknown>,
    esMessages: (await import(`${dir}/messages.es.gen`)).default as Record<string, unknown>,
  };
}

describe.each(IDS)('%s in Spanish (issue #30)', (id) => {
  it('has a plain Spanish slug and every message key, so every text is Spanish', async () => {
    const { def, slug, en, esMessages } = await load(id);
    expect(slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    expect(Object.keys(esMessages).sort()).toEqual(Object.keys(en).sort());
    const spanish = definitionIn(def, esMessages as never);
    expect(spanish.name).not.toBe(def.name);
  });

  it('uses the English messages only as the definition’s messages (checks and labels take no English words)', () => {
    const source = readFileSync(path.join(root, 'definitions', id, 'calculator.ts'), 'utf8');
    expect(source.match(/\bmessages\.\w+\(/g) ?? []).toEqual([]);
  });
});

describe('Spanish definition texts that carry data or repeat a message', () => {
  it('macro: the distribution bar still reads its rows’ name field, the options are Spanish', async () => {
    const { def, esMessages } = await load('macro');
    const spanish = definitionIn(def, esMessages as never) as unknown as {
      result: { block: string; props?: { nameKey?: string } }[];
      fields: { goal: { options: { label: string }[] } };
    };
    const bar = spanish.result.find((block) => block.block === 'custom');
    expect(bar?.props?.nameKey).toBe('name');
    expect(spanish.fields.goal.options.map((option: { label: string }) => option.label)).toEqual([
      'Bajar de peso',
      'Mantenimiento',
      'Ganar músculo',
    ]);
  });

  it('pregnancy calories: each stage option is the stage message without its weeks, in both languages', () => {
    const field = pregnancyCalories.fields.stage;
    const options = field?.type === 'select' ? field.options : [];
    const ids = ['first', 'second', 'third', 'feeding0to6', 'feeding7to12'] as const;
    expect(options.map((option) => option.label)).toEqual(
      ids.map((stage) => pregnancyMessagesEn.stage({ stage }).replace(/ \(.*\)$/, '')),
    );
    const spanishField = definitionIn(pregnancyCalories, pregnancyMessagesEs).fields.stage;
    const spanishOptions = spanishField?.type === 'select' ? spanishField.options : [];
    expect(spanishOptions.map((option) => option.label)).toEqual(
      ids.map((stage) => pregnancyMessagesEs.stage({ stage }).replace(/ \(.*\)$/, '')),
    );
  });

  it('pregnancy calories: the result names the activity level in the page language', () => {
    const input = {
      age: 30,
      height: 165,
      heightUnit: 'cm',
      weight: 60,
      weightUnit: 'kg',
      activityLevel: 'moderatelyActive',
      stage: 'second-trimester',
    } as const;
    expect(resultOf(pregnancyCalories, input).activityLabel).toBe('Moderately active');
    const spanish = { ...pregnancyCalories, messages: pregnancyMessagesEs };
    expect(resultOf(spanish, input).activityLabel).toBe('Actividad moderada');
  });
});
