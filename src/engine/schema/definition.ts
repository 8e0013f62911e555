import { z } from 'zod';
import { RELATIVE_DATE } from '../relative-date';
import { audienceSchema } from './audience';
import { blockSchema } from './blocks';
import { fn, isoDate, text } from './common';
import { fieldSchema } from './fields';
import { journalPartSchema } from './journal';

/** Colour palettes of a card accent. */
export const COLORS = ['pink', 'purple', 'teal', 'green', 'orange', 'blue', 'red'] as const;

/** Where in an example's input a text mentions `today` without being one relative date (`today-59d`). */
function badRelativeDates(
  value: unknown,
  path: (string | number)[],
): { path: (string | number)[]; text: string }[] {
  if (typeof value === 'string')
    return /today/i.test(value) && !RELATIVE_DATE.test(value) ? [{ path, text: value }] : [];
  if (Array.isArray(value)) return value.flatMap((item, index) => badRelativeDates(item, [...path, index]));
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([key, item]) => badRelativeDates(item, [...path, key]));
  return [];
}

type Fields = Record<string, z.infer<typeof fieldSchema>>;

/**
 * Where a definition's `journal` part names a field that is not there or not of the kind it keeps: a period start is
 * a date (or a date list), a cycle a whole number, a baby's amounts quantities of the right dimension.
 */
function journalProblems(
  part: z.infer<typeof journalPartSchema> | undefined,
  fields: Fields,
): { path: (string | number)[]; message: string }[] {
  if (!part) return [];
  const problems: { path: (string | number)[]; message: string }[] = [];
  const expect = (path: (string | number)[], name: string | undefined, kind: string, fits: boolean) => {
    if (name !== undefined && !fits)
      problems.push({ path, message: `'${name}' must be ${kind} of this definition` });
  };
  const field = (name: string | undefined) => (name === undefined ? undefined : fields[name]);
  const periods = field(part.periods);
  expect(
    ['periods'],
    part.periods,
    "a date field or a 'date-list' custom field",
    periods?.type === 'date' || (periods?.type === 'custom' && periods.widget === 'date-list'),
  );
  for (const key of ['cycleLength', 'shortestCycle', 'longestCycle'] as const) {
    const number = field(part[key]);
    expect([key], part[key], 'a whole-number field', number?.type === 'number' && number.integer === true);
    if (part[key] !== undefined && periods?.type !== 'date')
      problems.push({
        path: [key],
        message: 'fills in from logged cycles: name a date field as `periods` too',
      });
  }
  const baby = part.baby;
  if (baby) {
    const sex = field(baby.sex.field);
    const values = sex?.type === 'select' ? sex.options.map((option) => option.value) : [];
    expect(['baby', 'sex', 'field'], baby.sex.field, 'a select field', sex?.type === 'select');
    for (const key of ['female', 'male'] as const)
      expect(
        ['baby', 'sex', key],
        baby.sex[key],
        `an option of '${baby.sex.field}'`,
        values.includes(baby.sex[key]),
      );
    for (const key of ['birthDate', 'measuredOn'] as const)
      expect(['baby', key], baby[key], 'a date field', field(baby[key])?.type === 'date');
    expect(
      ['baby', 'weeksAtBirth'],
      baby.weeksAtBirth,
      'a number field',
      field(baby.weeksAtBirth)?.type === 'number',
    );
    for (const [key, dimension] of [
      ['weight', 'mass'],
      ['length', 'length'],
      ['head', 'length'],
    ] as const) {
      const amount = field(baby[key]);
      expect(
        ['baby', key],
        baby[key],
        `a quantity field of ${dimension}`,
        amount?.type === 'quantity' && amount.dimension === dimension,
      );
    }
  }
  return problems;
}

/** A worked example: raw contract input, optional "today", and part of the expected result. */
export const exampleSchema = z
  .strictObject({
    title: text.describe('what the example shows, with its answer'),
    input: z
      .record(z.string(), z.unknown())
      .describe(
        "contract input, as `npm run calc` takes it; a date is best written relative to the day it is computed on: 'today', 'today-59d', 'today+2w', 'today-8w3d' (days before or after `today` here, the visitor's date on the page)",
      ),
    today: isoDate
      .optional()
      .describe(
        'the fixed date the contract suite computes the example on (and resolves its relative dates against)',
      ),
    expect: z.record(z.string(), z.unknown()).describe('part of the expected result, on `today`'),
  })
  .superRefine((example, ctx) => {
    for (const bad of badRelativeDates(example.input, ['input'])) {
      ctx.addIssue({
        code: 'custom',
        path: bad.path,
        message: `'${bad.text}' is not a relative date: write 'today', 'today-59d', 'today+2w' or 'today-8w3d'`,
      });
    }
  });

/** A source cited for a formula or constant. */
const sourceSchema = z.strictObject({
  title: text.describe('author, title, year: as published, in English on every edition'),
  url: z.url().optional().describe('link to the source'),
  citedFor: text
    .optional()
    .describe("what the page cites it for: a message (m.…), so a page says it in the page's language"),
});

/** The single source of truth for a calculator definition; build errors name the file and the field. */
export const definitionSchema = z
  .strictObject({
    id: z
      .string()
      .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'must be kebab-case')
      .describe('kebab-case, equal to the folder name; the page is /calculators/<id>'),
    name: text.describe('page heading and card title'),
    description: text.max(300).describe('one or two sentences on cards and as the meta description'),
    category: z
      .string()
      .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'a category id is kebab-case')
      .describe(
        'the category hub and menu it appears in: the id of a category, the name of its file in `content/categories/`',
      ),
    keywords: z
      .array(text)
      .min(1)
      .describe(
        'search words of the directory: the topic in other words and what visitors type for it (abbreviations and synonyms such as "bp", "birth control"); the search forgives a typo and a half-typed word',
      ),
    icon: z
      .string()
      .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'an icon name is kebab-case, as on https://lucide.dev/icons')
      .describe(
        "icon of the card and page: any icon of https://lucide.dev/icons by its name; `generate` checks it exists and is no other calculator's",
      ),
    color: z.enum(COLORS).describe('colour palette of the card accent'),
    featured: z
      .boolean()
      .optional()
      .describe(
        "listed on the home page, whose grid holds the spec's eight: leave it out (`generate` refuses a ninth)",
      ),
    mode: z
      .enum(['submit', 'live'])
      .optional()
      .describe('`submit` shows a Calculate button (default); `live` recomputes as the visitor types'),
    audience: audienceSchema,
    fields: z
      .record(z.string().regex(/^[a-zA-Z][a-zA-Z0-9]*$/, 'field names are camelCase'), fieldSchema)
      .describe('the inputs by camelCase name; the names are the headless contract and the share-link keys'),
    ready: fn
      .optional()
      .describe('`(values) => boolean`: whether the form holds enough to calculate (e.g. two dates)'),
    readyHint: text.optional().describe('shown instead of the Calculate button while `ready` is false'),
    checks: fn
      .optional()
      .describe('`(input, { today }) => FieldError[]`: cross-field checks on canonical values'),
    formula: fn.describe(
      '`(input, { today }) => values`: the pure function from formula.ts; numbers, ISO dates, ids and flags, no words',
    ),
    present: fn
      .optional()
      .describe(
        "`(values, input, messages) => result`: present.ts, the formula's values in words from messages.ts (the result the page and `npm run calc` show)",
      ),
    messages: z
      // The compiled module's language rides under a symbol (src/engine/language.ts): not a message, not checked here.
      .preprocess(
        (value) => (value && typeof value === 'object' ? Object.fromEntries(Object.entries(value)) : value),
        z.record(z.string(), fn),
      )
      .optional()
      .describe(
        "the compiled messages: `import messages from './messages.en.gen'` (written by `npm run generate`)",
      ),
    journal: journalPartSchema
      .optional()
      .describe(
        'what of the input "Keep on this device" adds to her private journal, and what the journal fills in on arrival (docs/authoring.md, "The journal")',
      ),
    result: z.array(blockSchema).min(1).describe('result blocks, shown in order'),
    explain: fn
      .optional()
      .describe(
        '`(input, result, messages) => string[]`: "How we calculate" lines with the visitor\'s numbers',
      ),
    examples: z
      .array(exampleSchema)
      .min(3, 'give at least three worked examples')

      .describe('worked examples: run by the contract suite and the browser tests'),
    sources: z.array(sourceSchema).min(1).describe('the sources of the formula and its constants'),
  })
  .superRefine((def, ctx) => {
    if (def.present && !def.messages) {
      ctx.addIssue({
        code: 'custom',
        path: ['messages'],
        message:
          "present.ts needs the compiled messages: import messages from './messages.en.gen' and pass `messages`",
      });
    }
    if (def.ready && !def.readyHint) {
      ctx.addIssue({
        code: 'custom',
        path: ['readyHint'],
        message: 'say what is missing when `ready` is false',
      });
    }
    for (const [index, rule] of (def.audience?.outside ?? []).entries()) {
      const at = (key: string) => ['audience', 'outside', index, key];
      const field = def.fields[rule.field];
      const kind = rule.equals === undefined ? 'number' : 'select';
      if (field?.type !== kind) {
        ctx.addIssue({
          code: 'custom',
          path: at('field'),
          message: `must name a ${kind} field of this definition (\`${kind === 'number' ? 'below`/`above' : 'equals'}\` compares one)`,
        });
      }
      if (rule.message !== undefined && typeof def.messages?.[rule.message] !== 'function') {
        ctx.addIssue({ code: 'custom', path: at('message'), message: 'must be a key of messages.ts' });
      }
      for (const name of rule.carry ?? []) {
        if (!def.fields[name])
          ctx.addIssue({
            code: 'custom',
            path: at('carry'),
            message: `'${name}' is not a field of this definition`,
          });
      }
    }
    for (const problem of journalProblems(def.journal, def.fields))
      ctx.addIssue({ code: 'custom', path: ['journal', ...problem.path], message: problem.message });
    for (const [name, f] of Object.entries(def.fields)) {
      if (f.visibleWhen && def.fields[f.visibleWhen.field]?.type !== 'select') {
        ctx.addIssue({
          code: 'custom',
          path: ['fields', name, 'visibleWhen', 'field'],
          message: 'must name a select field of this definition',
        });
      }
    }
  });
