import { z } from 'zod';
import { UNITS, type UnitId } from '../units';
import { CUSTOM_FIELD_WIDGETS } from '../widgets';
import { oneOf, text } from './common';

const unitId = z.enum(Object.keys(UNITS) as [UnitId, ...UnitId[]]);

/** Shows (and validates) a field only while another field holds one of these values. */
const visibleWhenSchema = z
  .strictObject({
    field: text.describe('name of a select field of this definition'),
    equals: z
      .union([text, z.array(text).min(1)])
      .describe('the option value (or values) that show this field'),
  })
  .describe('show (and validate) the field only while another field holds one of these values');

/** Keys every field kind takes. */
const base = {
  label: text.describe(
    'shown above the input, and the name used in error messages (a label ending in "?" is asked first: "Are your cycles regular? Choose one of the options.")',
  ),
  noun: text
    .optional()
    .describe(
      'the field named in a sentence, when the label is not a noun phrase ("Your baby is a" → "Your baby\'s sex"): error messages use it instead of the label',
    ),
  description: text.optional().describe('help text under the label'),
  required: z.boolean().optional().describe('a missing value is an error at the field'),
  placeholder: text.optional().describe('hint inside the empty input'),
  visibleWhen: visibleWhenSchema.optional(),
};

/** Allowed range of a quantity in one unit. */
const unitLimitsSchema = z
  .strictObject({
    min: z.number().describe('smallest accepted value in this unit'),
    max: z.number().describe('largest accepted value in this unit'),
  })
  .describe('allowed range in one unit')
  .refine((value) => value.min < value.max, 'min must be below max');

/** `type: 'number'`: a plain number, such as age or cycle length. */
export const numberFieldSchema = z
  .strictObject({
    ...base,
    type: z.literal('number').describe('the field kind'),
    min: z.number().describe('smallest accepted value'),
    max: z.number().describe('largest accepted value'),
    step: z.number().positive().optional().describe('increment of the input arrows'),
    integer: z.boolean().optional().describe('only whole numbers are accepted'),
    default: z
      .number()
      .optional()
      .describe(
        'the value the box starts with; an optional field left empty uses it, a required one left empty is an error',
      ),
    suffix: text.optional().describe('word shown after the number ("years", "days", "%")'),
  })
  .describe('a plain number, such as age or cycle length')
  .refine((field) => field.min < field.max, { message: 'min must be below max', path: ['min'] })
  .refine(
    (field) => field.default === undefined || (field.default >= field.min && field.default <= field.max),
    { message: 'default must lie between min and max', path: ['default'] },
  );

/** `type: 'quantity'`: a number with a unit the visitor picks, converted to the canonical unit. */
export const quantityFieldSchema = z
  .strictObject({
    ...base,
    type: z.literal('quantity').describe('the field kind'),
    dimension: z.enum(['length', 'mass']).describe('what it measures; the formula gets cm or kg'),
    units: z.array(unitId).min(1).describe('units offered, the first is the default'),
    limits: z.partialRecord(unitId, unitLimitsSchema).describe('range for every offered unit'),
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

/** One choice of a select field. */
export const selectOptionSchema = z.strictObject({
  value: text.describe('what the contract and the formula get'),
  label: text.describe('what the visitor reads'),
});

/** `type: 'select'`: a choice among fixed options. */
const selectFieldSchema = z
  .strictObject({
    ...base,
    type: z.literal('select').describe('the field kind'),
    options: z.array(selectOptionSchema).min(1).describe('the choices, in order'),
    default: text.optional().describe('value preselected in the form (one of the options)'),
  })
  .describe('a choice among fixed options')
  .refine((field) => !field.default || field.options.some((o) => o.value === field.default), {
    message: 'default must be one of the options',
    path: ['default'],
  });

/** `type: 'date'`: a calendar date, exchanged as ISO `YYYY-MM-DD`. */
export const dateFieldSchema = z
  .strictObject({ ...base, type: z.literal('date').describe('the field kind') })
  .describe('a calendar date, exchanged as ISO `YYYY-MM-DD`');

/** `type: 'custom'`: a field drawn by a registered custom form component. */
export const customFieldSchema = z
  .strictObject({
    ...base,
    type: z.literal('custom').describe('the field kind'),
    widget: z
      .enum(CUSTOM_FIELD_WIDGETS, {
        error: (issue) =>
          `unknown widget ${JSON.stringify(issue.input)}: \`widget\` is one of ${oneOf(CUSTOM_FIELD_WIDGETS)}`,
      })
      .describe('name of the custom form field (src/engine/widgets.ts lists them; src/form draws them)'),
    schema: z.record(z.string(), z.unknown()).describe('JSON Schema of the value'),
    parse: z
      .custom<
        // biome-ignore lint/suspicious/noExplicitAny: the definition's own compiled messages, whatever their keys.
        (raw: unknown, messages: any) => { value: unknown } | { error: string }
      >((value) => typeof value === 'function', 'must be a function')
      .describe(
        "checks a raw value: returns `{ value }` or `{ error }`; gets the page language's messages as 2nd parameter",
      ),
  })
  .describe('a field drawn by a registered custom form component (date list, budget table)');

const FIELD_KINDS = ['number', 'quantity', 'select', 'date', 'custom'] as const;

/** Any field, told apart by `type`: an unknown `type` or an unknown key is named in the message. */
export const fieldSchema = z.discriminatedUnion(
  'type',
  [numberFieldSchema, quantityFieldSchema, selectFieldSchema, dateFieldSchema, customFieldSchema],
  {
    error: (issue) =>
      issue.code === 'invalid_union'
        ? `unknown field type ${JSON.stringify((issue.input as { type?: unknown } | undefined)?.type)}: \`type\` is one of ${oneOf(FIELD_KINDS)}`
        : undefined,
  },
);
