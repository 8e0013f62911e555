/**
 * Spanish writes a lower-case letter after a colon inside a sentence ("Requisitos: al menos 14 semanas", "Meta de
 * dinero: ahorra $18,360"), where English may keep a capital; only a proper name or an acronym keeps its capital
 * there. Read in every messages.es.ts (its own words) and in every Spanish result of every worked example, where a
 * label and a sentence from another message meet ("Requisitos: {rule}"), and in its calendar events' titles. A proper name is a word the calculator's
 * own Spanish texts or results write with a capital inside a sentence (after a lower-case word, a figure or a comma:
 * "su Paid Family Leave", "en Washington", "14%, Atlética"); an acronym is all capitals (FAMLI); a colon that ends a
 * line (a heading before its text) is left out.
 */
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  type AnyCalculatorDefinition,
  explainLines,
  resolveExampleInput,
  runCalculator,
} from '../../src/engine';
import { collectEvents } from '../../src/results/custom/ics-events';
import { customBlocks, spanishModules as spanish } from '../spanish-definitions';

const messageFiles = import.meta.glob<{ default: Record<string, string> }>(
  '../../definitions/*/messages.es.ts',
  {
    eager: true,
  },
);
const aboutFiles = import.meta.glob<string>('../../definitions/*/about.es.md', {
  eager: true,
  query: '?raw',
  import: 'default',
});
const TODAY = '2026-11-25';

/** A message's words without its syntax: argument names and types, and the keys of its options. */
function wordsOfMessage(message: string): string {
  return message.replace(/\{\w+(?:, *\w+(?:, *[^{}]*?)?)?(?=[,}])/g, '{').replace(/[\w=]+ ?\{/g, '{');
}

/** The folder of a definitions/<id>/… file. */
const idOf = (file: string) => path.basename(path.dirname(file));

/** The Spanish texts of each calculator: its messages' words and its about text. */
const textsById = new Map<string, string[]>();
for (const [file, module] of Object.entries(messageFiles))
  textsById.set(idOf(file), Object.values(module.default).map(wordsOfMessage));
for (const [file, text] of Object.entries(aboutFiles)) textsById.get(idOf(file))?.push(text);

/** The words a calculator writes with a capital inside a sentence: its proper names. */
function properNames(texts: readonly string[]): Set<string> {
  const names = new Set<string>();
  for (const text of texts)
    for (const match of text.matchAll(/(?<=(?:\p{Ll}[\p{Ll})]*|\d%?),? |\()\p{Lu}[\p{L}-]*/gu))
      names.add(match[0]);
  return names;
}

/** The first capitalized word after a colon inside a line that is no proper name or acronym, if any. */
function capitalAfterColon(text: string, names: ReadonlySet<string>): string | undefined {
  for (const match of text.matchAll(/:[ \t]+[¿¡"«(]?(\p{Lu}[\p{L}-]*)/gu)) {
    const word = match[1] ?? '';
    if (word === word.toUpperCase() || names.has(word)) continue;
    return match[0];
  }
  return undefined;
}

/** Every string a result holds. */
function stringsOf(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(stringsOf);
  if (value && typeof value === 'object') return Object.values(value).flatMap(stringsOf);
  return [];
}

/** The Spanish texts of every worked example's result, with its "how we calculate" lines. */
function resultTexts(def: AnyCalculatorDefinition): { label: string; text: string }[] {
  return def.examples.flatMap((example) => {
    const today = example.today ?? TODAY;
    const input = resolveExampleInput(example.input, today) as Record<string, unknown>;
    const outcome = runCalculator(def, input, { today });
    if (!outcome.ok) return [];
    // A calendar event's title, as the .ics button fills it from a result's item ("Semana 4 de embarazo. …").
    const events = customBlocks(def.result, 'ics-download').flatMap((block) =>
      collectEvents(
        outcome.result as Record<string, unknown>,
        (block.props as { events: Parameters<typeof collectEvents>[1] }).events,
        def,
      ).map((event) => event.title),
    );
    return [...stringsOf(outcome.result), ...explainLines(def, outcome.input, outcome.result), ...events].map(
      (text) => ({
        label: example.title,
        text,
      }),
    );
  });
}

describe('Spanish: a lower-case letter after a colon inside a sentence', () => {
  it('catches what it is meant to catch', () => {
    const names = properNames(['los requisitos de Paid Family Leave en Washington']);
    expect(capitalAfterColon('Requisitos: Al menos 14 semanas', names)).toBe(': Al');
    expect(capitalAfterColon('Meta de dinero: Ahorra $18,360', names)).toBe(': Ahorra');
    expect(capitalAfterColon('Requisitos: al menos 14 semanas', names)).toBeUndefined();
    expect(capitalAfterColon('Requisitos: FAMLI todavía no paga beneficios.', names)).toBeUndefined();
    expect(capitalAfterColon('12 semanas: Paid Family Leave desde el nacimiento', names)).toBeUndefined();
    expect(capitalAfterColon('Requisitos: 820 horas trabajadas en Washington', names)).toBeUndefined();
    expect(capitalAfterColon('Cómo calculamos:\nLa fórmula', names)).toBeUndefined();
  });

  it('in the words of every messages.es.ts', () => {
    expect(Object.keys(messageFiles).length).toBeGreaterThan(30);
    const found = Object.entries(messageFiles).flatMap(([file, module]) => {
      const names = properNames(textsById.get(idOf(file)) ?? []);
      return Object.entries(module.default).flatMap(([key, message]) => {
        const what = capitalAfterColon(wordsOfMessage(message), names);
        return what ? [`${idOf(file)}/messages.es.ts ${key}: «${what}»`] : [];
      });
    });
    expect(found).toEqual([]);
  });

  it('in every Spanish result, where a label and another message meet', () => {
    const pages = Object.values(spanish).map((module) => module.definition as AnyCalculatorDefinition);
    expect(pages.length).toBeGreaterThan(30);
    const found = new Set<string>();
    for (const def of pages) {
      const texts = resultTexts(def);
      const names = properNames([...(textsById.get(def.id) ?? []), ...texts.map(({ text }) => text)]);
      for (const { label, text } of texts) {
        const what = capitalAfterColon(text, names);
        if (what) found.add(`${def.id}, ${label}: «${what}» in «${text.slice(0, 120)}»`);
      }
    }
    expect([...found]).toEqual([]);
  });
});
