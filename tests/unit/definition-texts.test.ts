import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { defineCalculator, definePage, definitionIn } from '@/engine/define';
import { ENGLISH } from '@/engine/english';
import { FIELD_MESSAGES } from '@/engine/field-messages';
import { LANGUAGE, type Language } from '@/engine/language';
import { SPANISH } from '@/engine/spanish';
import type { CalculatorDefinition } from '@/engine/types';

// A definition's words are keys of its messages (docs/authoring.md, "Messages"): built from another language's compiled
// messages it is that language's definition, and no visitor text is written into calculator.ts.

/** Messages that answer every key with the key itself, marked, with the engine's and shared fields' words doing the same. */
function markedMessages(): Record<string | symbol, unknown> {
  const mark = (key: string | symbol) => () => `⟦${String(key)}⟧`;
  const words = new Proxy({}, { get: (_target, key) => mark(key) });
  const language: Language = { locale: 'en-US', messages: words as Language['messages'] };
  return new Proxy(
    {},
    { get: (_target, key) => (key === LANGUAGE ? language : key === FIELD_MESSAGES ? words : mark(key)) },
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
  const calculator = defineCalculator(((m: typeof english) => ({
    id: 'demo',
    name: m.yourSize(),
    category: 'health-fitness',
    icon: 'scale',
    color: 'pink',
    fields: { unit: { type: 'select', label: m.yourSize(), options: [{ value: 'cm', label: 'cm' }] } },
    result: [],
  })) as never);
  const demo = definePage(calculator, english as never, (m) => ({
    description: (m as typeof english).yourSize(),
    keywords: [],
    examples: [],
    sources: [],
  })) as unknown as CalculatorDefinition;

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

  it("the calculator alone, built from a language's messages, is the browser's part: no page.ts keys", () => {
    const es = definitionIn(calculator, spanish as never) as Record<string, unknown>;
    expect(es.name).toBe('Tu talla');
    expect(es.messages).toBe(spanish);
    expect(Object.keys(es)).not.toEqual(expect.arrayContaining(['description']));
    expect(['description', 'keywords', 'examples', 'sources'].filter((key) => key in es)).toEqual([]);
    expect(definitionIn(demo, spanish as never).description).toBe('Tu talla');
  });

  it('a definition not declared with definePage has no builder, and is refused', () => {
    expect(() => definitionIn({ id: 'plain' } as CalculatorDefinition, spanish as never)).toThrow();
  });
});

describe.each(ids)('definitions/%s/calculator.ts', (id) => {
  it('writes no visitor text itself: every sentence comes from a message (marked ones differ from English)', async () => {
    const definition = (await import(`../../definitions/${id}/page.ts`)).default as CalculatorDefinition;
    const marked = new Map(stringsOf(definitionIn(definition, markedMessages() as never)));
    const literal = stringsOf(definition).filter(
      // A string with a space that no message gave is a sentence written into calculator.ts.
      ([at, text]) => /\p{L}\s+\p{L}/u.test(text) && marked.get(at) === text,
    );
    expect(literal).toEqual([]);
  });
});
