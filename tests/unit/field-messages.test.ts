/**
 * Every message a field can get at the form (required, not a number, not whole, below or above its range, not one of
 * the options, not a date, a value of the wrong shape) reads as a sentence in both languages, for every field of every
 * calculator: a label that is not a noun phrase ("Your baby is a", "You add per year") or that asks a question ("Are
 * your cycles regular?") must not be dropped into "{label} is required." as it is, and a limit of money is written as
 * money ("$100,000"), not "100000 USD".
 */
import { describe, expect, it } from 'vitest';
import { type AnyCalculatorDefinition, type FieldDef, isMoneyField, validateInput } from '../../src/engine';

const english = import.meta.glob<{ definition: unknown }>('../../src/generated/calculators/*.ts', {
  eager: true,
});
const spanish = import.meta.glob<{ definition: unknown }>('../../src/generated/calculators/es/*.ts', {
  eager: true,
});

/** What a message must never say, with why. */
const NOT_A_SENTENCE: Record<'en' | 'es', [RegExp, string][]> = {
  en: [
    [
      /\b(a|an|the) (is|are|must|has|holds|may)\b/i,
      'an article followed by a verb ("Your baby is a is required")',
    ],
    [
      /\bYou [a-z]+\b[^.?]* (is required|must be)\b/,
      'a clause used as the subject ("You add per year is required")',
    ],
    [/\b(is|are) (is|are|must)\b/, 'two verbs in a row'],
    [/\?[.:,;]/, 'a question mark followed by more punctuation ("…maternity leave?.")'],
    [/\d\s*(USD|US\$)/, 'money written as a number and a currency code ("100000 USD")'],
    [/\d{5,}/, 'a long number without thousands separators'],
    [/\ba (?=[aeio][a-z])/i, '"a" before a vowel ("a extra")'],
    [/for [A-Z][a-z]+ [a-z]+ [a-z]+\?/, 'a question inside a sentence'],
  ],
  es: [
    [/\b(es|son|un|una|el|la|de)[:.]/i, 'a label cut after a verb or an article ("Tu bebé es: …")'],
    [/\?[.:,;]/, 'a question mark followed by more punctuation'],
    [/\d\s*(USD|US\$)/, 'money written as a number and a currency code'],
    [/\d{5,}/, 'a long number without thousands separators'],
    [/de ¿/, 'a question inside a sentence'],
  ],
};

/** Raw inputs that make `name` show each of its messages, with the fields it depends on made visible. */
function badInputs(
  name: string,
  field: FieldDef,
  visible: Record<string, unknown>,
): Record<string, unknown>[] {
  const at = (value: unknown) => ({ ...visible, [name]: value });
  const cases: Record<string, unknown>[] = [visible];
  switch (field.type) {
    case 'number':
      cases.push(at('abc'), at(field.min - 1), at(field.max + 1));
      if (field.integer) cases.push(at(field.min + 0.5));
      break;
    case 'quantity':
      for (const unit of field.units) {
        const limits = field.limits[unit];
        const unitField = field.unitField ?? `${name}Unit`;
        cases.push({ ...at('abc'), [unitField]: unit });
        if (limits)
          cases.push(
            { ...at(limits.min - 1), [unitField]: unit },
            { ...at(limits.max + 1), [unitField]: unit },
          );
      }
      break;
    case 'select':
      cases.push(at('not-an-option'));
      break;
    case 'date':
      cases.push(at('not-a-date'));
      break;
    case 'custom':
      cases.push(at({ a: { b: { c: 1 } } }), at([[1]]), at('x'.repeat(100_000)));
      break;
  }
  return cases;
}

/** Every message each field of a definition can get, with the field's name. */
function fieldMessages(def: AnyCalculatorDefinition): { field: string; message: string }[] {
  const out: { field: string; message: string }[] = [];
  for (const [name, field] of Object.entries(def.fields)) {
    const when = field.visibleWhen;
    const visible: Record<string, unknown> = when
      ? { [when.field]: Array.isArray(when.equals) ? when.equals[0] : when.equals }
      : {};
    for (const raw of badInputs(name, field, visible)) {
      for (const error of validateInput(def, raw).errors)
        if (error.field === name) out.push({ field: name, message: error.message });
    }
  }
  return out;
}

const editions = [
  ['en', english],
  ['es', spanish],
] as const;

describe('field messages read as sentences', () => {
  for (const [lang, modules] of editions) {
    for (const [file, module] of Object.entries(modules)) {
      const def = module.definition as AnyCalculatorDefinition;
      it(`${lang} ${def.id}: every field's messages read as sentences`, () => {
        const messages = fieldMessages(def);
        // Every required field says so, and every field has at least one message to check.
        for (const [name, field] of Object.entries(def.fields)) {
          if (field.required && !(field.type === 'select' && field.default !== undefined))
            expect(
              messages.some((entry) => entry.field === name),
              `${file}: ${name}`,
            ).toBe(true);
        }
        const wrong = messages.flatMap(({ field, message }) =>
          NOT_A_SENTENCE[lang]
            .filter(([pattern]) => pattern.test(message))
            .map(([, why]) => `${field}: "${message}": ${why}`),
        );
        expect(wrong).toEqual([]);
        // A sentence starts with a capital (or "¿") and ends with a stop.
        for (const { field, message } of messages) {
          expect(message, field).toMatch(/^[¿“"]?[\p{Lu}\d]/u);
          expect(message, field).toMatch(/[.?!]$/);
        }
      });
    }
  }

  it('a limit of money is written as money in both languages', () => {
    const money = Object.values(english)
      .map((module) => module.definition as AnyCalculatorDefinition)
      .flatMap((def) =>
        Object.entries(def.fields)
          .filter(([, field]) => isMoneyField(field))
          .map(([name, field]) => ({ def, name, field })),
      );
    expect(money.length).toBeGreaterThan(0);
    const education = english['../../src/generated/calculators/education-savings.ts']?.definition;
    const educationEs = spanish['../../src/generated/calculators/es/education-savings.ts']?.definition;
    const said = (def: unknown, raw: Record<string, unknown>) =>
      validateInput(def as AnyCalculatorDefinition, raw).errors.map((error) => error.message);
    expect(said(education, { currentCost: 2_000_000 })).toContain(
      'Cost of the education today must be at most $1,000,000.',
    );
    expect(said(educationEs, { currentCost: 2_000_000 })).toContain(
      'Costo actual de la educación: no puede pasar de $1,000,000.',
    );
  });

  it('a label that is not a noun phrase is named by its noun, and a question is asked before what to do', () => {
    const def = (id: string, lang: 'en' | 'es') =>
      (lang === 'en' ? english : spanish)[
        `../../src/generated/calculators/${lang === 'en' ? '' : 'es/'}${id}.ts`
      ]?.definition as AnyCalculatorDefinition;
    const said = (id: string, lang: 'en' | 'es', raw: Record<string, unknown>, field: string) =>
      validateInput(def(id, lang), raw).errors.find((error) => error.field === field)?.message;
    expect(said('baby-growth', 'en', {}, 'sex')).toBe("Your baby's sex is required.");
    expect(said('baby-growth', 'es', {}, 'sex')).toBe('Sexo de tu bebé: este dato es obligatorio.');
    expect(said('education-savings', 'en', {}, 'annualContribution')).toBe(
      'The amount you add per year is required.',
    );
    expect(said('maternity-leave-pay', 'en', { hasEmployerBenefits: 'maybe' }, 'hasEmployerBenefits')).toBe(
      'Does your employer pay during maternity leave? Choose one of the options.',
    );
    expect(said('maternity-leave-pay', 'es', { hasEmployerBenefits: 'maybe' }, 'hasEmployerBenefits')).toBe(
      '¿Tu empleador te paga durante la licencia por maternidad? Elige una de las opciones.',
    );
  });
});
