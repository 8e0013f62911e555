import { z } from 'zod';
import { ICON_NAMES } from './icons';
import { CATEGORY_IDS } from './types';
import { UNITS, type UnitId } from './units';

const unitId = z.enum(Object.keys(UNITS) as [UnitId, ...UnitId[]]);
const fn = z.custom<(...args: never[]) => unknown>(
  (value) => typeof value === 'function',
  'must be a function',
);
const text = z.string().trim().min(1, 'must not be empty');

const visibleWhen = z
  .strictObject({
    field: text.describe('name of a select field of this definition'),
    equals: z
      .union([text, z.array(text).min(1)])
      .describe('the option value (or values) that show this field'),
  })
  .describe('show (and validate) the field only while another field holds one of these values');
const base = {
  /** Label shown above the input. */
  label: text.describe('shown above the input, and the name used in error messages'),
  description: text.optional().describe('help text under the label'),
  required: z.boolean().optional().describe('a missing value is an error at the field'),
  placeholder: text.optional().describe('hint inside the empty input'),
  visibleWhen: visibleWhen.optional(),
};
const limits = z
  .strictObject({ min: z.number(), max: z.number() })
  .describe('allowed range in one unit')
  .refine((value) => value.min < value.max, 'min must be below max');

const numberField = z
  .strictObject({
    ...base,
    type: z.literal('number'),
    min: z.number().describe('smallest accepted value'),
    max: z.number().describe('largest accepted value'),
    step: z.number().positive().optional().describe('increment of the input arrows'),
    integer: z.boolean().optional().describe('only whole numbers are accepted'),
    default: z.number().optional().describe('used when the visitor leaves an optional field empty'),
    suffix: text.optional().describe('word shown after the number ("years", "days", "%")'),
  })
  .describe('a plain number, such as age or cycle length')
  .refine((field) => field.min < field.max, { message: 'min must be below max', path: ['min'] })
  .refine(
    (field) => field.default === undefined || (field.default >= field.min && field.default <= field.max),
    {
      message: 'default must lie between min and max',
      path: ['default'],
    },
  );

const quantityField = z
  .strictObject({
    ...base,
    type: z.literal('quantity'),
    dimension: z.enum(['length', 'mass']).describe('what it measures; the formula gets cm or kg'),
    units: z.array(unitId).min(1).describe('units offered, the first is the default'),
    limits: z.partialRecord(unitId, limits).describe('range for every offered unit'),
    step: z.number().positive().optional().describe('increment of the input arrows'),
    unitField: text
      .optional()
      .describe(
        'name of the field that holds the unit (default `<name>Unit`); several quantities may share one',
      ),
  })
  .describe('a number with a unit the visitor picks, converted to the canonical unit before the formula runs')
  .superRefine((field, ctx) => {
    for (const unit of field.units) {
      if (UNITS[unit].dimension !== field.dimension) {
        ctx.addIssue({
          code: 'custom',
          path: ['units'],
          message: `${unit} does not measure ${field.dimension}`,
        });
      }
      if (!field.limits[unit])
        ctx.addIssue({ code: 'custom', path: ['limits', unit], message: 'limits missing' });
    }
  });

const option = z.strictObject({
  value: text.describe('what the contract and the formula get'),
  label: text.describe('what the visitor reads'),
});
const selectField = z
  .strictObject({
    ...base,
    type: z.literal('select'),
    options: z.array(option).min(1).describe('the choices, in order'),
    default: text.optional().describe('value preselected in the form (one of the options)'),
  })
  .describe('a choice among fixed options')
  .refine((field) => !field.default || field.options.some((o) => o.value === field.default), {
    message: 'default must be one of the options',
    path: ['default'],
  });
const dateField = z
  .strictObject({ ...base, type: z.literal('date') })
  .describe('a calendar date, exchanged as ISO `YYYY-MM-DD`');
const customField = z
  .strictObject({
    ...base,
    type: z.literal('custom'),
    widget: text.describe('name of the RJSF field component in the form registry (src/form)'),
    schema: z.record(z.string(), z.unknown()).describe('JSON Schema of the value'),
    parse: fn.describe('checks a raw value: returns `{ value }` or `{ error }`'),
  })
  .describe('a field drawn by a registered custom form component (date list, budget table)');
const field = z.union([numberField, quantityField, selectField, dateField, customField]);

const decimals = z.number().int().min(0).max(6).optional().describe('digits after the point (default 0)');
const format = z
  .union([
    z.strictObject({ kind: z.literal('number'), decimals }),
    z.strictObject({ kind: z.enum(['integer', 'date', 'weekday-date', 'money', 'text']) }),
    z.strictObject({ kind: z.literal('percent'), decimals }),
  ])
  .describe('how the value is shown');
/** Keys of block options that name a path into the result object (read with `getPath`, e.g. `range.min`). */
const path = text.describe('result path');
const blockBase = {
  when: path.optional().describe('result path: the block shows only when it is truthy'),
  title: text.optional().describe('heading of the block'),
};
const unit = text.optional().describe('fixed unit shown after the value');
const unitFrom = path.optional().describe('result path of the unit shown after the value');
const block = z.discriminatedUnion('block', [
  z
    .strictObject({
      ...blockBase,
      block: z.literal('category-card'),
      value: path.describe('result path of the headline value'),
      format: format.optional(),
      unit,
      category: path.optional().describe('result path of the category text; it sets the card colour'),
      interpretation: path.optional().describe('result path of a sentence shown under the value'),
    })
    .describe('the headline value with its category, coloured by the tone rule'),
  z
    .strictObject({
      ...blockBase,
      block: z.literal('stats'),
      items: z
        .array(
          z.strictObject({
            label: text.describe('label of the value'),
            value: path.describe('result path of the value'),
            format: format.optional(),
            unit,
            unitFrom,
          }),
        )
        .min(1)
        .describe('the values, in order'),
    })
    .describe('a grid of labelled values'),
  z
    .strictObject({
      ...blockBase,
      block: z.literal('range'),
      title: text.describe('heading of the block'),
      min: path.describe('result path of the lower end'),
      max: path.describe('result path of the upper end'),
      format: format.optional(),
      unit,
      unitFrom,
    })
    .describe('a min–max range'),
  z
    .strictObject({
      ...blockBase,
      block: z.literal('table'),
      title: text.describe('heading of the block'),
      rows: path.describe('result path of an array of row objects'),
      columns: z
        .array(
          z.strictObject({
            label: text.describe('column heading'),
            key: text.describe('property of each row shown in the column'),
            format: format.optional(),
            unit,
          }),
        )
        .min(1)
        .describe('the columns, in order'),
      highlight: z
        .strictObject({
          key: text.describe('property of each row'),
          equals: path.describe('result path of the value that marks the row'),
        })
        .optional()
        .describe('marks the row whose `key` equals the value at `equals`'),
    })
    .describe('a table of rows from an array in the result'),
  z
    .strictObject({
      ...blockBase,
      block: z.literal('list'),
      title: text.describe('heading of the block'),
      items: path.describe('result path of an array of strings'),
    })
    .describe('a bulleted list of strings from the result'),
  z
    .strictObject({
      ...blockBase,
      block: z.literal('progress'),
      title: text.describe('heading and accessible name of the bar'),
      value: path.describe('result path of a number from 0 to 100'),
    })
    .describe('a progress bar, 0–100'),
  z
    .strictObject({
      ...blockBase,
      block: z.literal('note'),
      text: text.describe('the fixed text of the note'),
      tone: z.enum(['info', 'warning']).optional().describe('`warning` for a caveat (default `info`)'),
    })
    .describe('a fixed note (advice, caveat); reads no result path'),
  z
    .strictObject({
      ...blockBase,
      block: z.literal('custom'),
      component: text.describe('name of a block component registered in src/results/registry.tsx'),
      props: z.record(z.string(), z.unknown()).optional().describe("the component's own options"),
    })
    .describe('a block component registered by name (chart, timeline, calendar…)'),
]);

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'must be YYYY-MM-DD');

/** The single source of truth for a calculator definition; build errors name the file and the field. */
export const definitionSchema = z
  .strictObject({
    id: z
      .string()
      .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'must be kebab-case')
      .describe('kebab-case, equal to the folder name; the page is /calculators/<id>'),
    name: text.describe('page heading and card title'),
    description: text.max(300).describe('one or two sentences on cards and as the meta description'),
    category: z.enum(CATEGORY_IDS).describe('the category hub and menu it appears in'),
    keywords: z.array(text).min(1).describe('search words of the directory'),
    icon: z.enum(ICON_NAMES).describe('icon of the card and page'),
    color: z
      .enum(['pink', 'purple', 'teal', 'green', 'orange', 'blue', 'red'])
      .describe('colour palette of the card accent'),
    featured: z.boolean().optional().describe('listed on the home page'),
    mode: z
      .enum(['submit', 'live'])
      .optional()
      .describe('`submit` shows a Calculate button (default); `live` recomputes as the visitor types'),
    fields: z
      .record(z.string().regex(/^[a-zA-Z][a-zA-Z0-9]*$/, 'field names are camelCase'), field)
      .describe('the inputs by camelCase name; the names are the headless contract and the share-link keys'),
    ready: fn
      .optional()
      .describe('`(values) => boolean`: whether the form holds enough to calculate (e.g. two dates)'),
    readyHint: text.optional().describe('shown instead of the Calculate button while `ready` is false'),
    checks: fn
      .optional()
      .describe('`(input, { today }) => FieldError[]`: cross-field checks on canonical values'),
    formula: fn.describe('`(input, { today }) => result`: the pure function from formula.ts'),
    result: z.array(block).min(1).describe('result blocks, shown in order'),
    explain: fn
      .optional()
      .describe('`(input, result) => string[]`: "How we calculate" lines with the visitor\'s numbers'),
    examples: z
      .array(
        z.strictObject({
          title: text.describe('what the example shows, with its answer'),
          input: z.record(z.string(), z.unknown()).describe('contract input, as `npm run calc` takes it'),
          today: isoDate.optional().describe('the date the example is computed on'),
          expect: z.record(z.string(), z.unknown()).describe('part of the expected result'),
        }),
      )
      .min(3, 'give at least three worked examples')
      .describe('worked examples: run by the contract suite and the browser tests'),
    sources: z
      .array(
        z.strictObject({
          title: text.describe('author, title, year'),
          url: z.url().optional().describe('link to the source'),
        }),
      )
      .min(1)
      .describe('the sources of the formula and its constants'),
  })
  .superRefine((def, ctx) => {
    if (def.ready && !def.readyHint) {
      ctx.addIssue({
        code: 'custom',
        path: ['readyHint'],
        message: 'say what is missing when `ready` is false',
      });
    }
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

/** Formats zod issues as `file: path.to.field: message` lines. */
export function describeIssues(file: string, error: z.ZodError): string {
  return error.issues
    .map((issue) => `${file}: ${issue.path.map(String).join('.') || '(root)'}: ${issue.message}`)
    .join('\n');
}
