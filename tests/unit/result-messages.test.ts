/**
 * What a visitor reads in a result, in both languages: every worked example of every page module (English and
 * Spanish) is run as the page runs it, and each word of the result and of "How we calculate" is checked for what a
 * reader should never meet: an option's id instead of its name, a "child(ren)" plural, an English option name on a
 * Spanish page, or a placeholder left unfilled.
 */
import { describe, expect, it } from 'vitest';
import {
  type AnyCalculatorDefinition,
  explainLines,
  resolveExampleInput,
  runCalculator,
} from '../../src/engine';
import { englishModules as english, selects, spanishModules as spanish } from '../spanish-definitions';

const TODAY = '2026-11-25';
type Def = AnyCalculatorDefinition;

/** Every string anywhere in a result (cards, tables, notes), in order. */
function stringsOf(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(stringsOf);
  if (value && typeof value === 'object') return Object.values(value).flatMap(stringsOf);
  return [];
}

/** The result's words and its "How we calculate" lines for one input, or nothing when the input is refused. */
function wordsFor(def: Def, input: Record<string, unknown>, today = TODAY) {
  const outcome = runCalculator(def, input, { today });
  if (!outcome.ok) return undefined;
  return { result: stringsOf(outcome.result), explain: explainLines(def, outcome.input, outcome.result) };
}

const examplesOf = (def: Def) =>
  def.examples.map((example) => ({
    title: example.title,
    today: example.today ?? TODAY,
    input: resolveExampleInput(example.input, example.today ?? TODAY),
  }));

/** A name as the form shows it, without the explanation in brackets: "Moderate (3–5 workouts a week)" → "moderate". */
const labelHead = (label: string) =>
  label
    .replace(/\s*\(.*$/, '')
    .replaceAll('-', ' ')
    .toLowerCase();

/** A text for a regular expression that matches it literally. */
const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/** The words of at least four letters in a text, lower case. */
const wordsOf = (text: string): string[] => text.toLowerCase().match(/\p{L}{4,}/gu) ?? [];

/** An id a person would never write: camelCase, a hyphen or digits ("moderatelyActive", "lose-0.5", "bi-weekly"). */
const looksLikeId = (id: string) => /[A-Z]|\d/.test(id) || (/-/.test(id) && !/^[a-z]+-[a-z]+$/.test(id));

/** "child(ren)", "week(s)", "niño(s)": a plural written for both counts at once instead of a plural message. */
const BOTH_PLURALS = /\p{L}\((s|es|ren)\)/u;
const UNFILLED = /undefined|NaN|Infinity|Invalid Date|[{}]/;

const pages = [
  ...Object.entries(english).map(([file, module]) => ({ file, def: module.definition as Def, lang: 'en' })),
  ...Object.entries(spanish).map(([file, module]) => ({ file, def: module.definition as Def, lang: 'es' })),
];
const englishById = new Map(
  Object.values(english).map((module) => [module.definition.id, module.definition as Def]),
);

describe('the words of every worked example’s result, in both languages', () => {
  it('reads every calculator in both languages', () => {
    expect(pages.filter((page) => page.lang === 'es').length).toBe(Object.keys(english).length);
    expect(Object.keys(english).length).toBeGreaterThan(30);
  });

  it('catches what it is meant to catch', () => {
    for (const text of ['× 2 child(ren).', '3 week(s) get', '2 niño(s) al mes', '1 mes(es)'])
      expect(text).toMatch(BOTH_PLURALS);
    for (const text of ['× 2 children.', '(FMLA)', 'f(x)', '2 semanas'])
      expect(text).not.toMatch(BOTH_PLURALS);
    expect(['moderatelyActive', 'lose-0.5', 'breastfeeding-0-6'].every(looksLikeId)).toBe(true);
    expect(['moderate', 'after-school', 'new york'].some(looksLikeId)).toBe(false);
    expect(labelHead('Moderate / temperate')).toBe('moderate / temperate');
  });

  for (const { file, def, lang } of pages) {
    const name = `${lang} ${def.id}`;
    it(`${name}: no unfilled placeholder, "(s)" plural or option id`, () => {
      const ids = selects(def).flatMap((select) =>
        select.options.map((option) => option.value).filter(looksLikeId),
      );
      for (const example of examplesOf(def)) {
        const words = wordsFor(def, example.input, example.today);
        expect(words, `${file}: ${example.title} computes`).toBeDefined();
        for (const line of [...(words?.result ?? []), ...(words?.explain ?? [])]) {
          expect(line, `${file}: ${example.title}`).not.toMatch(UNFILLED);
          expect(line, `${file}: ${example.title}`).not.toMatch(BOTH_PLURALS);
        }
        // A result keeps ids as data (the page words them); the lines of "How we calculate" are shown as they are.
        for (const line of words?.explain ?? []) {
          for (const id of ids)
            expect(line.split(/[\s(),:;×=]+/), `${file}: ${example.title}: option id ${id}`).not.toContain(
              id,
            );
        }
      }
    });

    it(`${name}: "How we calculate" names a chosen option as the form does`, () => {
      // Run each example once per option of a select (nothing else changed). Where a line words the option (a word
      // of its name that the lines of another option lack), it must give the whole name the form shows, not a
      // word of its own ("hot climate" for "Hot or humid").
      for (const example of examplesOf(def)) {
        for (const select of selects(def)) {
          const runs = select.options.flatMap((option) => {
            const words = wordsFor(def, { ...example.input, [select.name]: option.value }, example.today);
            return words
              ? [{ option, explain: words.explain.join('\n').replaceAll('-', ' ').toLowerCase() }]
              : [];
          });
          for (const run of runs) {
            const head = labelHead(run.option.label);
            // A name of a sentence ("Gave birth in the last 6 weeks") may be put in other words.
            if (head.split(' ').length > 4) continue;
            const named = wordsOf(head).some(
              (word) =>
                wordsOf(run.explain).includes(word) &&
                runs.some((other) => !wordsOf(other.explain).includes(word)),
            );
            if (named)
              expect(
                run.explain,
                `${file}: ${example.title}: ${select.name} = ${run.option.value}`,
              ).toContain(head);
          }
        }
      }
    });

    it(`${name}: the result names the chosen activity level with the form's own words`, () => {
      // A select's option cannot agree with the sex chosen above it, so the result, which can, still says the level
      // as the option does: "Actividad moderada (3–5 días/semana)" chosen, "Con actividad moderada, gastas…" read
      // (not "Si eres moderadamente activo").
      const levels = selects(def).filter((select) => select.name === 'activityLevel');
      for (const example of examplesOf(def))
        for (const select of levels)
          for (const option of select.options) {
            const words = wordsFor(def, { ...example.input, [select.name]: option.value }, example.today);
            if (!words) continue;
            const text = [...words.result, ...words.explain].join('\n').toLowerCase();
            expect(text, `${file}: ${example.title}: ${select.name} = ${option.value}`).toContain(
              labelHead(option.label),
            );
          }
    });

    it(`${name}: a worked example's title names the options its input chooses`, () => {
      // "very active" over an input of extraActive: the link said one level and the form showed another.
      for (const example of def.examples) {
        const title = ` ${example.title.toLowerCase().replaceAll('-', ' ')} `;
        const says = (label: string) =>
          new RegExp(`[^\\p{L}]${literal(labelHead(label))}[^\\p{L}]`, 'u').test(title);
        for (const select of selects(def)) {
          const chosen = select.options.find((option) => option.value === example.input[select.name]);
          if (!chosen || says(chosen.label)) continue;
          const other = select.options.filter((option) => option !== chosen && says(option.label));
          expect(
            other.map((option) => option.label),
            `${file}: "${example.title}" (${select.name} = ${chosen.value})`,
          ).toEqual([]);
        }
      }
    });

    if (lang === 'es') {
      it(`${name}: no English name of an option in a Spanish result`, () => {
        const twin = englishById.get(def.id);
        const englishLabels = selects(twin as Def).flatMap((select) =>
          select.options.map((option) => option.label).filter((label) => /[a-z]{3}/.test(label)),
        );
        const spanishLabels = new Set(
          selects(def).flatMap((select) => select.options.map((option) => option.label)),
        );
        const foreign = englishLabels.filter(
          (label) => !spanishLabels.has(label) && /\s/.test(labelHead(label)),
        );
        for (const example of examplesOf(def)) {
          const words = wordsFor(def, example.input, example.today);
          for (const line of [...(words?.result ?? []), ...(words?.explain ?? [])])
            for (const label of foreign)
              expect(line.toLowerCase(), `${file}: ${example.title}`).not.toContain(labelHead(label));
        }
      });
    }
  }
});
