import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { defineCalculator, definitionIn } from '@/engine/define';
import { ENGLISH } from '@/engine/english';
import { FIELD_WORDS } from '@/engine/field-words';
import { LANGUAGE, type Language } from '@/engine/language';
import { SPANISH } from '@/engine/spanish';
import type { CalculatorDefinition } from '@/engine/types';

// A definition's words are keys of its messages (docs/authoring.md, "Words"): built from another language's compiled
// messages it is that language's definition, and no visitor text is written into calculator.ts.

/** Messages that answer every key with the key itself, marked, with the engine's and shared fields' words doing the same. */
function markedMessages(): Record<string | symbol, unknown> {
  const mark = (key: string | symbol) => () => `⟦${String(key)}⟧`;
  const words = new Proxy({}, { get: (_target, key) => mark(key) });
  const language: Language = { locale: 'en-US', words: words as Language['words'] };
  return new Proxy(
    {},
    { get: (_target, key) => (key === LANGUAGE ? language : key === FIELD_WORDS ? words : mark(key)) },
  );
}

/** Every string of a definition with its path, outside data (option values, worked examples' input and expectations) and citations. */
function stringsOf(value: unknown, at = ''): [string, string][] {
  if (typeof value === 'string') return [[at, value]];
  if (!value || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, child]) =>
    ['sources', 'input', 'expect', 'messages', 'value'].includes(key) ? [] : stringsOf(child, `${at}.${key}`),
  );
}

const ids = readdirSync(path.resolve(import.meta.dirname, '../../definitions'));

describe('a definition built from its messages (src/engine/define.ts)', () => {
  const english = { yourSize: () => 'Your size', [LANGUAGE]: ENGLISH };
  const spanish = { yourSize: () => 'Tu talla', [LANGUAGE]: SPANISH };
  const demo = defineCalculator(english, ((m: typeof english) => ({
    id: 'demo',
    name: m.yourSize(),
    category: 'health-fitness',
    icon: 'scale',
    color: 'pink',
    fields: { unit: { type: 'select', label: m.yourSize(), options: [{ value: 'cm', label: 'cm' }] } },
    result: [],
  })) as never) as unknown as CalculatorDefinition;

  it('is the English definition, with the messages it was built from', () => {
    expect(demo.name).toBe('Your size');
    expect(demo.messages).toBe(english);
  });

  it("built again from another language's messages, changes only the words", () => {
    const es = definitionIn(demo, spanish as never);
    expect(es.name).toBe('Tu talla');
    expect(es.fields.unit).toEqual({
      type: 'select',
      label: 'Tu talla',
      options: [{ value: 'cm', label: 'cm' }],
    });
    expect(es.messages).toBe(spanish);
    // Built again from the Spanish one, it is the same.
    expect(definitionIn(es, spanish as never).name).toBe('Tu talla');
  });

  it('a definition not declared with defineCalculator has no builder, and is refused', () => {
    expect(() => definitionIn({ id: 'plain' } as CalculatorDefinition, spanish as never)).toThrow();
  });
});

describe.each(ids)('definitions/%s/calculator.ts', (id) => {
  it('writes no visitor text itself: every sentence comes from a message (marked ones differ from English)', async () => {
    const definition = (await import(`../../definitions/${id}/calculator.ts`))
      .default as CalculatorDefinition;
    const marked = new Map(stringsOf(definitionIn(definition, markedMessages() as never)));
    const literal = stringsOf(definition).filter(
      // A string with a space that no message gave is a sentence written into calculator.ts.
      ([at, text]) => /\p{L}\s+\p{L}/u.test(text) && marked.get(at) === text,
    );
    expect(literal).toEqual([]);
  });
});
