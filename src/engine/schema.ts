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

const visibleWhen = z.strictObject({ field: text, equals: z.union([text, z.array(text).min(1)]) });
const base = {
  /** Label shown above the input. */
  label: text,
  description: text.optional(),
  required: z.boolean().optional(),
  placeholder: text.optional(),
  visibleWhen: visibleWhen.optional(),
};
const limits = z
  .strictObject({ min: z.number(), max: z.number() })
  .refine((value) => value.min < value.max, 'min must be below max');

const numberField = z
  .strictObject({
    ...base,
    type: z.literal('number'),
    min: z.number(),
    max: z.number(),
    step: z.number().positive().optional(),
    integer: z.boolean().optional(),
    default: z.number().optional(),
    suffix: text.optional(),
  })
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
    dimension: z.enum(['length', 'mass']),
    units: z.array(unitId).min(1),
    limits: z.partialRecord(unitId, limits),
    step: z.number().positive().optional(),
    unitField: text.optional(),
  })
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

const option = z.strictObject({ value: text, label: text });
const selectField = z
  .strictObject({
    ...base,
    type: z.literal('select'),
    options: z.array(option).min(1),
    default: text.optional(),
  })
  .refine((field) => !field.default || field.options.some((o) => o.value === field.default), {
    message: 'default must be one of the options',
    path: ['default'],
  });
const dateField = z.strictObject({ ...base, type: z.literal('date') });
const customField = z.strictObject({
  ...base,
  type: z.literal('custom'),
  widget: text,
  schema: z.record(z.string(), z.unknown()),
  parse: fn,
});
const field = z.union([numberField, quantityField, selectField, dateField, customField]);

const format = z.union([
  z.strictObject({ kind: z.literal('number'), decimals: z.number().int().min(0).max(6).optional() }),
  z.strictObject({ kind: z.enum(['integer', 'date', 'weekday-date', 'money', 'text']) }),
  z.strictObject({ kind: z.literal('percent'), decimals: z.number().int().min(0).max(6).optional() }),
]);
const blockBase = { when: text.optional(), title: text.optional() };
const block = z.discriminatedUnion('block', [
  z.strictObject({
    ...blockBase,
    block: z.literal('category-card'),
    value: text,
    format: format.optional(),
    unit: text.optional(),
    category: text.optional(),
    interpretation: text.optional(),
  }),
  z.strictObject({
    ...blockBase,
    block: z.literal('stats'),
    items: z
      .array(
        z.strictObject({
          label: text,
          value: text,
          format: format.optional(),
          unit: text.optional(),
          unitFrom: text.optional(),
        }),
      )
      .min(1),
  }),
  z.strictObject({
    ...blockBase,
    block: z.literal('range'),
    title: text,
    min: text,
    max: text,
    format: format.optional(),
    unit: text.optional(),
    unitFrom: text.optional(),
  }),
  z.strictObject({
    ...blockBase,
    block: z.literal('table'),
    title: text,
    rows: text,
    columns: z
      .array(z.strictObject({ label: text, key: text, format: format.optional(), unit: text.optional() }))
      .min(1),
    highlight: z.strictObject({ key: text, equals: text }).optional(),
  }),
  z.strictObject({ ...blockBase, block: z.literal('list'), title: text, items: text }),
  z.strictObject({ ...blockBase, block: z.literal('progress'), title: text, value: text }),
  z.strictObject({
    ...blockBase,
    block: z.literal('note'),
    text,
    tone: z.enum(['info', 'warning']).optional(),
  }),
  z.strictObject({
    ...blockBase,
    block: z.literal('custom'),
    component: text,
    props: z.record(z.string(), z.unknown()).optional(),
  }),
]);

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'must be YYYY-MM-DD');

/** The single source of truth for a calculator definition; build errors name the file and the field. */
export const definitionSchema = z
  .strictObject({
    id: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'must be kebab-case'),
    name: text,
    description: text.max(300),
    category: z.enum(CATEGORY_IDS),
    keywords: z.array(text).min(1),
    icon: z.enum(ICON_NAMES),
    color: z.enum(['pink', 'purple', 'teal', 'green', 'orange', 'blue', 'red']),
    featured: z.boolean().optional(),
    mode: z.enum(['submit', 'live']).optional(),
    fields: z.record(z.string().regex(/^[a-zA-Z][a-zA-Z0-9]*$/, 'field names are camelCase'), field),
    ready: fn.optional(),
    readyHint: text.optional(),
    checks: fn.optional(),
    formula: fn,
    result: z.array(block).min(1),
    explain: fn.optional(),
    examples: z
      .array(
        z.strictObject({
          title: text,
          input: z.record(z.string(), z.unknown()),
          today: isoDate.optional(),
          expect: z.record(z.string(), z.unknown()),
        }),
      )
      .min(3, 'give at least three worked examples'),
    sources: z.array(z.strictObject({ title: text, url: z.url().optional() })).min(1),
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
