/**
 * A Spanish page shows the Spanish of every text. The maternity page's section headings (a group block's `summary`)
 * once stayed English on the Spanish page because a hand-kept list of text keys missed them. Now every text is a
 * message: here each definition is built with marked messages (each text reads as its key), so every text is found
 * wherever it sits, and the Spanish definition must differ from the English there unless both messages say the same.
 */
import { describe, expect, it } from 'vitest';
import { definitionIn } from '@/engine/define';
import { FIELD_MESSAGES } from '@/engine/field-messages';
import fieldsEnglish from '@/engine/field-messages/messages';
import fieldsSpanish from '@/engine/field-messages/messages.es';
import { LANGUAGE, type Language } from '@/engine/language';
import engineEnglish from '@/engine/messages';
import engineSpanish from '@/engine/messages.es';
import type { CalculatorDefinition } from '@/engine/types';
import type { CalculatorModule } from '@/site/data/calculator-module';

const pages = import.meta.glob<CalculatorModule>('../../src/generated/calculators/es/*.ts', { eager: true });
const calculators = import.meta.glob<{ default: CalculatorDefinition }>('../../definitions/*/page.ts', {
  eager: true,
});
const englishSources = import.meta.glob<{ default: Record<string, string> }>(
  '../../definitions/*/messages.ts',
  {
    eager: true,
  },
);
const spanishSources = import.meta.glob<{ default: Record<string, string> }>(
  '../../definitions/*/messages.es.ts',
  {
    eager: true,
  },
);
const spanishCompiled = import.meta.glob<{ default: CalculatorDefinition['messages'] }>(
  '../../definitions/*/messages.es.gen.ts',
  { eager: true },
);

/** Messages answering every key with the key, marked; the engine's words too. */
function marked(): never {
  const mark = (key: string | symbol) => () => `⟦${String(key)}⟧`;
  const words = new Proxy({}, { get: (_target, key) => mark(key) });
  const language: Language = { locale: 'en-US', messages: words as Language['messages'] };
  return new Proxy(
    {},
    { get: (_target, key) => (key === LANGUAGE ? language : key === FIELD_MESSAGES ? words : mark(key)) },
  ) as never;
}

/** Each string of a value by its path. */
function strings(value: unknown, at = ''): Map<string, string> {
  const out = new Map<string, string>();
  const walk = (item: unknown, where: string) => {
    if (typeof item === 'string') out.set(where, item);
    else if (item && typeof item === 'object')
      for (const [key, child] of Object.entries(item)) walk(child, `${where}.${key}`);
  };
  walk(value, at);
  return out;
}

describe('a Spanish page carries the Spanish of every text', () => {
  it('reads every Spanish page module', () => {
    expect(Object.keys(pages).length).toBe(Object.keys(calculators).length);
    expect(Object.keys(pages).length).toBeGreaterThan(30);
  });

  for (const file of Object.keys(calculators)) {
    const id = file.replace(/^.*\/definitions\/(.+)\/page\.ts$/, '$1');
    it(`${id}: every text is Spanish unless its English and Spanish messages are the same words`, () => {
      const english = calculators[file]?.default as CalculatorDefinition;
      const esMessages = spanishCompiled[`../../definitions/${id}/messages.es.gen.ts`]?.default;
      const spanish = definitionIn(english, esMessages as never);
      const keys = strings(definitionIn(english, marked()));
      const en = strings(english);
      const es = strings(spanish);
      const own = (sources: typeof englishSources) =>
        sources[`../../definitions/${id}/${sources === englishSources ? 'messages.ts' : 'messages.es.ts'}`]
          ?.default ?? {};
      const englishOf = (key: string) => {
        const source = own(englishSources);
        return Object.hasOwn(source, key) ? source[key] : { ...engineEnglish, ...fieldsEnglish }[key];
      };
      const spanishOf = (key: string) => {
        const source = own(spanishSources);
        return Object.hasOwn(source, key) ? source[key] : { ...engineSpanish, ...fieldsSpanish }[key];
      };
      const englishLeft = [...keys]
        .filter(([at, key]) => key.startsWith('⟦') && en.get(at) === es.get(at))
        // Both messages the same words ("165 cm, 60 kg"), or a name her data put into a message (a state's).
        .filter(([at, key]) => {
          const name = key.slice(1, -1);
          return englishOf(name) !== spanishOf(name) && (englishOf(name) ?? '').includes(en.get(at) ?? '');
        })
        .map(([at]) => `${at}: ${en.get(at)}`);
      expect(englishLeft).toEqual([]);
      // The page module's form is the Spanish definition's.
      const page = pages[`../../src/generated/calculators/es/${id}.ts`]
        ?.definition as unknown as CalculatorDefinition;
      expect(page.name).toBe(spanish.name);
      expect(JSON.stringify(page.fields)).toBe(JSON.stringify(spanish.fields));
    });
  }
});
