import { readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import {
  ACTIVITY_LEVELS,
  CANONICAL,
  formatInUnit,
  HEIGHT_LIMITS,
  HEIGHT_UNITS,
  HIP_LIMITS,
  NECK_LIMITS,
  UNITS,
  WAIST_LIMITS,
  WEIGHT_LIMITS,
  weightField,
} from '../../src/engine';
import { lastPeriodField } from '../../src/engine/cycle';
import { ENGLISH } from '../../src/engine/english';
import englishResultMessages from '../../src/engine/result-messages/messages.en.gen';
import { definitionSchema } from '../../src/engine/schema';
import type { SEVERITIES, Severity } from '../../src/engine/severity';
import { SEVERITY_PALETTE, severityLabel } from '../../src/results/tone';

/** What a screen reader hears before a category of each severity, in English. */
const SEVERITY_LABEL = Object.fromEntries(
  Object.keys(SEVERITY_PALETTE).map((severity) => [
    severity,
    severityLabel(severity as Severity, englishResultMessages),
  ]),
) as Record<Severity, string>;

/**
 * The reference part of the authors' handbook (docs/authoring.md), written from the definition schema and the
 * engine's constants so it cannot drift from them. `npm run handbook` puts it between the markers below;
 * tests/unit/handbook.test.ts fails when the committed handbook differs from it.
 */
export const HANDBOOK_FILE = path.resolve(import.meta.dirname, '../../docs/authoring.md');
export const BEGIN_MARKER =
  '<!-- BEGIN GENERATED REFERENCE: npm run handbook writes this part; do not edit -->';
export const END_MARKER = '<!-- END GENERATED REFERENCE -->';

// The schema is walked through zod 4's public classes (`instanceof z.ZodObject`, `.shape`, `.options`, `.unwrap()`),
// which narrow the type: nothing reads zod's internals.
type Schema = z.core.$ZodType;

/** A schema's `.describe()` text (zod's global registry). */
const descriptionOf = (schema: Schema) => z.globalRegistry.get(schema)?.description;
/** An object schema's keys; none for anything else. */
const shapeOf = (schema: Schema): Record<string, Schema> =>
  schema instanceof z.ZodObject ? schema.shape : {};
/** A union's options (discriminated or not); none for anything else. */
const optionsOf = (schema: Schema): readonly Schema[] => (schema instanceof z.ZodUnion ? schema.options : []);
/** The values an enum or a literal allows. */
const valuesOf = (schema: Schema): string[] =>
  schema instanceof z.ZodEnum
    ? schema.options.map(String)
    : schema instanceof z.ZodLiteral
      ? [...schema.values].map(String)
      : [];

/** The option of an object schema and its description, optional wrappers removed. */
function unwrap(schema: Schema): { inner: Schema; optional: boolean; description?: string } {
  let inner = schema;
  let optional = false;
  let description = descriptionOf(schema);
  while (inner instanceof z.ZodOptional) {
    optional = true;
    inner = inner.unwrap();
    description ??= descriptionOf(inner);
  }
  return { inner, optional, description };
}

/** Object schemas by name, so a type reads `Format` instead of spelling the union out each time. */
const named = new Map<Schema, string>();

/** A short TypeScript-like name of a schema's type. */
function typeName(schema: Schema): string {
  const { inner } = unwrap(schema);
  const name = named.get(inner);
  if (name) return name;
  if (inner instanceof z.ZodLiteral || inner instanceof z.ZodEnum) {
    return valuesOf(inner)
      .map((value) => `'${value}'`)
      .join(' | ');
  }
  if (inner instanceof z.ZodArray) return `${wrapUnion(typeName(inner.element))}[]`;
  if (inner instanceof z.ZodRecord) return `{ [${typeName(inner.keyType)}]: ${typeName(inner.valueType)} }`;
  if (inner instanceof z.ZodUnion) return optionsOf(inner).map(typeName).join(' | ');
  if (inner instanceof z.ZodObject) return `{ ${Object.keys(inner.shape).join(', ')} }`;
  if (inner instanceof z.ZodCustom) return 'function';
  // A value read through a preprocessing step (the compiled messages): the type it is checked as.
  if (inner instanceof z.ZodPipe) return typeName(inner.out as Schema);
  // string, number, boolean, unknown…: the kind's own name (zod's public `.def`).
  return inner instanceof z.ZodType ? inner.def.type : 'unknown';
}
const wrapUnion = (type: string) => (type.includes(' | ') ? `(${type})` : type);
const cell = (text: string) => text.replace(/\|/g, '\\|');

interface Row {
  key: string;
  type: string;
  required: boolean;
  description: string;
}

/** Rows of an object's keys; nested objects and arrays of objects continue as `key.sub` / `key[].sub`. */
function rows(object: Schema, prefix = '', skip: ReadonlySet<string> = new Set()): Row[] {
  return Object.entries(shapeOf(object)).flatMap(([key, value]) => {
    if (skip.has(key)) return [];
    const { inner, optional, description } = unwrap(value);
    const name = `${prefix}${key}`;
    const row: Row = {
      key: name,
      type: typeName(value),
      required: !optional,
      description: description ?? '',
    };
    if (!named.has(inner) && inner instanceof z.ZodObject) return [row, ...rows(inner, `${name}.`)];
    const element = inner instanceof z.ZodArray ? unwrap(inner.element).inner : undefined;
    if (element && !named.has(element) && element instanceof z.ZodObject)
      return [row, ...rows(element, `${name}[].`)];
    return [row];
  });
}

function table(list: Row[]): string {
  const lines = list.map(
    (row) =>
      `| \`${row.key}\` | \`${cell(row.type)}\` | ${row.required ? 'yes' : ''} | ${cell(row.description)} |`,
  );
  return ['| key | type | required | what it is |', '|---|---|---|---|', ...lines].join('\n');
}

const literalOf = (object: Schema, key: string) => {
  const value = shapeOf(object)[key];
  return (value && valuesOf(value)[0]) ?? '';
};

/** The kinds of a union of objects told apart by `key`, each with its description and own rows. */
function kinds(options: readonly Schema[], key: string) {
  const [first] = options;
  if (!first) throw new Error(`handbook: a union by ${key} has no options`);
  const common = Object.keys(shapeOf(first)).filter((name) =>
    options.every((option) => name in shapeOf(option) && name !== key),
  );
  const root = (row: Row) => row.key.split(/[.[]/)[0] ?? '';
  return {
    common,
    commonRows: rows(first).filter((row) => common.includes(root(row))),
    list: options.map((option) => ({
      kind: literalOf(option, key),
      description: descriptionOf(option) ?? '',
      rows: rows(option, '', new Set([key, ...common])),
    })),
  };
}

/** A key of an object schema that must be there (the handbook is written from it). */
function keyOf(shape: Record<string, Schema>, key: string): Schema {
  const value = shape[key];
  if (!value) throw new Error(`handbook: the definition schema has no key ${key}`);
  return value;
}

/** The schema's parts, found by walking it (exported for the completeness test). */
export function schemaParts() {
  const top = shapeOf(definitionSchema);
  const fieldRecord = keyOf(top, 'fields');
  if (!(fieldRecord instanceof z.ZodRecord)) throw new Error('handbook: fields is no record');
  const fieldUnion = fieldRecord.valueType;
  const fieldOptions = optionsOf(fieldUnion);
  const result = unwrap(keyOf(top, 'result')).inner;
  const blockUnion = unwrap(result instanceof z.ZodArray ? result.element : result).inner;
  // Custom blocks are a union of their own, by `component`: listed as one kind, each component below it.
  const customUnion = optionsOf(blockUnion).find((option) => option instanceof z.ZodUnion);
  const customOptions = customUnion ? optionsOf(customUnion) : [];
  const customShape = customOptions[0] ? shapeOf(customOptions[0]) : {};
  const blockOptions = optionsOf(blockUnion).map((option) =>
    option === customUnion
      ? z
          .strictObject({
            ...customShape,
            component: z
              .enum(customOptions.map((custom) => literalOf(custom, 'component')) as [string, ...string[]])
              .describe('name of the component (below)'),
            props: z.record(z.string(), z.unknown()).describe('the component’s props (below)'),
          })
          .describe(descriptionOf(customUnion) ?? '')
      : option,
  );
  const firstBlock = blockOptions[0];
  if (!firstBlock) throw new Error('handbook: no result block kinds');
  const format = unwrap(keyOf(shapeOf(firstBlock), 'format')).inner;
  named.set(format, 'Format');
  named.set(fieldUnion, 'Field');
  named.set(blockUnion, 'ResultBlock');
  named.set(unwrap(keyOf(top, 'icon')).inner, 'Icon');
  named.set(unwrap(keyOf(top, 'color')).inner, 'Colour');
  named.set(unwrap(keyOf(top, 'category')).inner, 'Category');
  const formatKinds = optionsOf(format).flatMap((option) => {
    const names = valuesOf(unwrap(keyOf(shapeOf(option), 'kind')).inner);
    const options = Object.keys(shapeOf(option)).filter((name) => name !== 'kind');
    return names.map((name) => ({ kind: name, options }));
  });
  const enumValues = (key: string) => valuesOf(unwrap(keyOf(top, key)).inner);
  return {
    top,
    fields: kinds(fieldOptions, 'type'),
    fieldKinds: fieldOptions.map((option) => literalOf(option, 'type')),
    blocks: kinds(blockOptions, 'block'),
    blockKinds: blockOptions.map((option) => literalOf(option, 'block')),
    components: customOptions.map((option) => ({
      kind: literalOf(option, 'component'),
      description: descriptionOf(option) ?? '',
      rows: rows(keyOf(shapeOf(option), 'props')),
    })),
    formatKinds,
    colors: enumValues('color'),
  };
}

type LimitTable = Readonly<Record<string, { readonly min: number; readonly max: number }>>;
/** The shared limits in src/engine/body.ts, by what they measure. */
export const SHARED_LIMITS: [what: string, constant: string, limits: LimitTable][] = [
  ['height', 'HEIGHT_LIMITS', HEIGHT_LIMITS],
  ['weight', 'WEIGHT_LIMITS', WEIGHT_LIMITS],
  ['waist', 'WAIST_LIMITS', WAIST_LIMITS],
  ['hip', 'HIP_LIMITS', HIP_LIMITS],
  ['neck', 'NECK_LIMITS', NECK_LIMITS],
];

/** The generated reference, in markdown. */
export function handbookReference(customBlocks: string[], customFields: string[]): string {
  const parts = schemaParts();
  const out: string[] = [];
  const push = (...lines: string[]) => out.push(...lines);
  const list = (values: readonly string[]) => values.map((value) => `\`${value}\``).join(', ');

  push(
    '### The keys of `defineCalculator({…})`',
    '',
    '`Field`, `ResultBlock`, `Format`, `Icon`, `Colour` and `Category` are listed in the sections below.',
    '',
    table(rows(definitionSchema)),
    '',
  );

  push('### Field kinds (`fields.<name>.type`)', '');
  push(`Every kind takes ${list(parts.fields.common)}:`, '', table(parts.fields.commonRows), '');
  for (const kind of parts.fields.list) {
    push(`#### \`type: '${kind.kind}'\`: ${kind.description}`, '');
    push(kind.rows.length > 0 ? table(kind.rows) : 'No options of its own.', '');
  }

  push('### Result block kinds (`result[].block`)', '');
  push(
    `Every block takes ${list(parts.blocks.common)}:`,
    '',
    table(parts.blocks.commonRows),
    '',
    'A **result path** names a value in the object the formula ' +
      'returns, with dots for nesting (`healthyWeightRange.min`); the block reads it there.',
    '',
  );
  for (const kind of parts.blocks.list) {
    const paths = kind.rows.filter((row) => row.description.startsWith('result path')).map((row) => row.key);
    push(`#### \`block: '${kind.kind}'\`: ${kind.description}`, '');
    push(`Result paths it reads: ${paths.length > 0 ? list(paths) : 'none'}.`, '');
    push(table(kind.rows), '');
  }
  push("### Custom block components (`result[].component` of `block: 'custom'`)", '');
  push(
    `Registered in \`src/results/registry.tsx\`: ${list(customBlocks)}. Each component's props are checked by its ` +
      'schema in `src/engine/schema/blocks.ts` (`customBlockProps`):',
    '',
  );
  for (const component of parts.components) {
    push(`#### \`component: '${component.kind}'\`: ${component.description}`, '');
    push(table(component.rows), '');
  }
  push(`Registered custom form fields (\`widget\` of a \`custom\` field): ${list(customFields)}.`, '');

  push('### Format kinds (`format.kind`)', '');
  push('| kind | options |', '|---|---|');
  for (const { kind, options } of parts.formatKinds) push(`| \`${kind}\` | ${list(options) || '—'} |`);
  push('');

  push('### Colours, icons, categories', '');
  push(`- \`color\`: ${list(parts.colors)}`);
  push(
    '- `icon`: any icon of https://lucide.dev/icons, by its name there (`baby`, `ruler-dimension-line`); `generate` ' +
      'says when a name is not an icon (with the nearest one) or is already the icon of another calculator ' +
      '(with free icons that may fit)',
  );
  push(
    '- `category`: the id of a category, which is the name of its file in `content/categories/` ' +
      '(`baby-child` for `content/categories/baby-child.yaml`; see "Categories" above)',
    '',
  );

  push('### Units', '');
  push('| unit | measures | in canonical units |', '|---|---|---|');
  for (const [id, unit] of Object.entries(UNITS)) {
    push(`| \`${id}\` | ${unit.dimension} | ${unit.factor} ${CANONICAL[unit.dimension]} |`);
  }
  push('');

  push('### Shared limits (`src/engine/body.ts`)', '');
  push('| measure | constant | limits per unit |', '|---|---|---|');
  for (const [what, constant, limits] of SHARED_LIMITS) {
    const text = Object.entries(limits)
      .map(([unit, { min, max }]) =>
        unit === 'ft' ? `${formatInUnit(min, 'ft')} – ${formatInUnit(max, 'ft')}` : `${min}–${max} ${unit}`,
      )
      .join(', ');
    push(`| ${what} | \`${constant}\` | ${text} |`);
  }
  push('');
  push(
    `Shared fields, each in the language of the messages \`m\` it is given: \`weightField(m)\` (${list(weightField(ENGLISH).units)}), \`heightField(m)\` (${list(HEIGHT_UNITS)}; feet are typed as feet and inches, \`5'6"\`), ` +
      `\`lastPeriodField(m)\` (${lastPeriodField(ENGLISH).type}, "${lastPeriodField(ENGLISH).label}") with \`lastPeriodChecks\`, ` +
      `and \`activityOptions(m)\` (${list(ACTIVITY_LEVELS.map((level) => level.value))}).`,
    '',
  );

  push('### Card severity (`src/engine/severity.ts`, `src/results/tone.ts`)', '');
  const look: Record<(typeof SEVERITIES)[number], string> = {
    good: 'a check',
    info: 'an info sign',
    caution: 'an alert circle',
    risk: 'a warning triangle',
    urgent: 'solid card, an alert octagon, its `action` first as a heading, announced (`role="alert"`)',
  };
  push(
    "A `category-card` is coloured only by the severity its formula returns at the card's `severity` path (import",
    '`type Severity` from `@/engine`), never by the words of its category. Without a `severity` the card is neutral',
    '(`info`): use that for a value that judges nothing (a date, a cost). `generate` checks that the path holds one of',
    'these ids in every worked example, and that an `urgent` result has `action` text to lead with.',
    '',
    '| severity | for | colour and icon | screen readers hear |',
    '|---|---|---|---|',
    `| \`good\` | in the healthy or expected range | ${SEVERITY_PALETTE.good}, ${look.good} | "${SEVERITY_LABEL.good}:" before the category |`,
    `| \`info\` | a neutral figure, or nothing to do now | ${SEVERITY_PALETTE.info}, ${look.info} | the category only |`,
    `| \`caution\` | worth acting on, not urgent | ${SEVERITY_PALETTE.caution}, ${look.caution} | "${SEVERITY_LABEL.caution}:" |`,
    `| \`risk\` | a range linked with a higher health risk | ${SEVERITY_PALETTE.risk}, ${look.risk} | "${SEVERITY_LABEL.risk}:" |`,
    `| \`urgent\` | act now; its advice holds only urgent steps | ${SEVERITY_PALETTE.urgent}, ${look.urgent} | the action, then "${SEVERITY_LABEL.urgent}:" |`,
    '',
  );
  return out.join('\n');
}

/** The handbook text with the reference between the markers replaced by `reference`. */
export function withReference(handbook: string, reference: string): string {
  const begin = handbook.indexOf(BEGIN_MARKER);
  const end = handbook.indexOf(END_MARKER);
  if (begin < 0 || end < begin)
    throw new Error(`${HANDBOOK_FILE}: the generated-reference markers are missing`);
  return `${handbook.slice(0, begin + BEGIN_MARKER.length)}\n\n${reference}\n${handbook.slice(end)}`;
}

/** The committed handbook. */
export const readHandbook = () => readFileSync(HANDBOOK_FILE, 'utf8');
