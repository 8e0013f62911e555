/**
 * A calculator page speaks the language its module attaches (issue #30), and only that one: in the browser the
 * engine has no English fallback (build/browser-modules.ts empties src/engine/default-language.ts), so every
 * path a page runs (validation, checks, formula, words, "how we calculate") must find its language on the
 * definition's messages. Here the fallback is taken away as the browser build does, and every page module, English
 * and Spanish, runs its worked examples, an empty form and dates in the future.
 */
import { describe, expect, it, vi } from 'vitest';
import {
  type AnyBrowserDefinition,
  type AnyCalculatorDefinition,
  explainLines,
  languageOf,
  resolveExampleInput,
  runCalculator,
  validateInput,
} from '../../src/engine';
import type { CalculationModule, CalculatorModule } from '../../src/site/data/calculator-module';

// The shared fields' words stay: each definition module is imported whole here, built in English at import (the
// browser builds only the page's language, with the words its calculation module attaches).
vi.mock('../../src/engine/default-language', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../src/engine/default-language')>()),
  DEFAULT_LANGUAGE: undefined,
  DEFAULT_RESULT_MESSAGES: undefined,
}));

// The page's module (the form's part of the definition), its calculation (calculator.ts built, what the browser runs)
// and its page.ts built in the same language (the worked examples), by file.
const modules = {
  ...import.meta.glob<CalculatorModule>('../../src/generated/calculators/*.ts', { eager: true }),
  ...import.meta.glob<CalculatorModule>('../../src/generated/calculators/es/*.ts', { eager: true }),
};
const calculations = {
  ...import.meta.glob<CalculationModule>('../../src/generated/calculations/*.ts', { eager: true }),
  ...import.meta.glob<CalculationModule>('../../src/generated/calculations/es/*.ts', { eager: true }),
};
const pages = {
  ...import.meta.glob<{ definition: AnyCalculatorDefinition }>('../../src/generated/pages/*.ts', {
    eager: true,
  }),
  ...import.meta.glob<{ definition: AnyCalculatorDefinition }>('../../src/generated/pages/es/*.ts', {
    eager: true,
  }),
};
const TODAY = '2026-11-25';
type Def = AnyBrowserDefinition;

/** Every input a page may meet for a definition: its examples, nothing typed, and each date field in the future. */
function inputsOf(def: AnyCalculatorDefinition): Record<string, unknown>[] {
  const examples = def.examples.map((example) => resolveExampleInput(example.input, example.today ?? TODAY));
  const dateFields = Object.entries(def.fields).filter(([, field]) => field.type === 'date');
  const future = examples.flatMap((input) =>
    dateFields.map(([name]) => ({ ...input, [name]: '2100-01-01' })),
  );
  return [...examples, {}, ...future];
}

describe('a page module runs on its own language, with no English to fall back on', () => {
  it('has no fallback here, as in the browser', () => {
    expect(() => languageOf({})).toThrow(/No language/);
  });

  for (const [file, module] of Object.entries(modules)) {
    const whole = calculations[file.replace('/calculators/', '/calculations/')];
    const def = whole?.definition as Def;
    const page = pages[file.replace('/calculators/', '/pages/')]?.definition as AnyCalculatorDefinition;
    const locale = file.includes('/es/') ? 'es-US' : 'en-US';
    it(`${file.replace(/^.*generated\//, '')}: validates, checks, computes and explains in ${locale}`, () => {
      expect(languageOf(module.definition).locale).toBe(locale);
      expect(languageOf(page).locale).toBe(locale);
      for (const input of inputsOf(page)) {
        for (const error of validateInput(module.definition, input).errors)
          expect(error.message).not.toMatch(/undefined|NaN/);
      }
      expect(languageOf(def).locale).toBe(locale);
      for (const input of inputsOf(page)) {
        const outcome = runCalculator(def, input, { today: TODAY });
        if (outcome.ok) explainLines(def, outcome.input, outcome.result);
        else for (const error of outcome.errors) expect(error.message).not.toMatch(/undefined|NaN/);
      }
    });
  }
});
