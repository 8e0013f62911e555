import type { z } from 'zod';
import { didYouMean, nearest } from './nearest';

type Key = PropertyKey;
type Def = { type: string; [key: string]: unknown };
const defOf = (schema: unknown): Def | undefined => (schema as { _zod?: { def?: Def } })?._zod?.def;
const isRecord = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/** The values of a literal (`kind: 'number'`) or an enum of them (`kind: 'integer' | 'date' | …`). */
function fixed(schema: unknown): string[] | undefined {
  const def = defOf(schema);
  if (def?.type === 'literal') return (def.values as unknown[]).map(String);
  if (def?.type === 'enum') return Object.values(def.entries as object).map(String);
  return undefined;
}

/** The schema without its wrappers (optional, default, pipe, lazy…), or the union option `value` is written for. */
function unwrap(schema: unknown, value: unknown, unions = true): unknown {
  for (let depth = 0; depth < 20; depth++) {
    const def = defOf(schema);
    if (!def) return schema;
    if (
      ['optional', 'nullable', 'default', 'prefault', 'readonly', 'catch', 'nonoptional'].includes(def.type)
    )
      schema = def.innerType;
    else if (def.type === 'pipe') schema = def.in;
    else if (def.type === 'lazy') schema = (def.getter as () => unknown)();
    else if (def.type === 'union' && unions) {
      // The option whose literal keys (`block: 'stats'`, `type: 'quantity'`, `component: 'chart'`) the value has.
      const options = (def.options as unknown[]).map((option) => unwrap(option, value));
      const fits = options.find((option) => {
        const shape = defOf(option)?.shape as Record<string, unknown> | undefined;
        if (!shape || !isRecord(value)) return false;
        const literals = Object.entries(shape).filter(([, s]) => fixed(s));
        return (
          literals.length > 0 && literals.every(([key, s]) => (fixed(s) ?? []).includes(String(value[key])))
        );
      });
      return fits;
    } else return schema;
  }
  return schema;
}

/** The schema that applies at `path` inside `value` (following the union options the value picks). */
function schemaAt(schema: unknown, value: unknown, path: readonly Key[]): unknown {
  let current = unwrap(schema, value);
  let at: unknown = value;
  for (const key of path) {
    const def = defOf(current);
    const next = isRecord(at) || Array.isArray(at) ? (at as Record<Key, unknown>)[key] : undefined;
    if (def?.type === 'object') current = (def.shape as Record<Key, unknown>)[key];
    else if (def?.type === 'array') current = def.element;
    else if (def?.type === 'record') current = def.valueType;
    else return undefined;
    at = next;
    current = unwrap(current, at);
  }
  return current;
}

/** The literal values of each option of a union, by the key they sit at (`kind: 'number'`, `kind: 'integer'`…). */
function unionLiterals(union: unknown): { key: string; values: string[]; options: unknown[] } | undefined {
  const options = ((defOf(union)?.options ?? []) as unknown[]).map((option) =>
    unwrap(option, undefined, false),
  );
  const shapes = options.map((option) => (defOf(option)?.shape ?? {}) as Record<string, unknown>);
  const key = Object.keys(shapes[0] ?? {}).find((name) => shapes.every((shape) => fixed(shape[name])));
  if (!key) return undefined;
  const byOption = shapes.map((shape) => fixed(shape[key]) ?? []);
  const values = byOption.flat();
  // Each value's option, in the order of `values`.
  const owners = byOption.flatMap((list, index) => list.map(() => options[index]));
  return { key, values, options: owners };
}

/**
 * What is wrong where a value matches no option of a union (zod says only "Invalid input"): the key that tells the
 * options apart, with the allowed values and the nearest; or, when that key is right, the option's own problems.
 */
function unionProblem(schema: unknown, value: unknown, path: readonly Key[]): string | undefined {
  const parent = schemaAt(schema, value, path.slice(0, -1));
  const last = path[path.length - 1];
  const def = defOf(parent);
  if (last === undefined || !def) return undefined;
  const child =
    def.type === 'object'
      ? (def.shape as Record<Key, unknown>)[last]
      : def.type === 'array'
        ? def.element
        : def.type === 'record'
          ? def.valueType
          : undefined;
  const union = unwrap(child, undefined, false);
  if (defOf(union)?.type !== 'union') return undefined;
  const literals = unionLiterals(union);
  if (!literals) return undefined;
  const { key, values, options } = literals;
  const here = valueAt(value, path);
  const listed = values.map((v) => `'${v}'`).join(', ');
  if (!isRecord(here)) return `must be an object { ${key}: … } with ${key} one of ${listed}`;
  const written = here[key];
  if (!values.includes(String(written)))
    return `${key}: ${JSON.stringify(written)} is not one of ${listed}${typeof written === 'string' ? didYouMean(written, values) : ''}`;
  const option = options[values.indexOf(String(written))] as z.ZodType | undefined;
  const parsed = option?.safeParse(here);
  if (!parsed || parsed.success) return undefined;
  return describeIssues('', parsed.error, here, option)
    .split('\n')
    .map((line) => line.replace(/^: ?/, ''))
    .join('; ');
}

/** The keys an object schema allows, or [] when `schema` is not an object. */
function allowedKeys(schema: unknown): string[] {
  const def = defOf(schema);
  return def?.type === 'object' ? Object.keys(def.shape as object) : [];
}

const ordinal = (n: number) =>
  `${n}${n % 10 === 1 && n !== 11 ? 'st' : n % 10 === 2 && n !== 12 ? 'nd' : n % 10 === 3 && n !== 13 ? 'rd' : 'th'}`;

/** How an editor names the item at `index` of an array: a block by its kind and title, an item by its label. */
function itemName(parentKey: Key | undefined, index: number, item: unknown): string {
  if (!isRecord(item)) return `[${ordinal(index + 1)}]`;
  const named = [item.title, item.label, item.summary, item.name, item.key].find(
    (text): text is string => typeof text === 'string' && text.trim() !== '',
  );
  const isBlock = typeof item.block === 'string';
  const kind = isBlock ? (item.block === 'custom' ? String(item.component) : String(item.block)) : '';
  if (isBlock) return named ? `[${kind} "${named}"]` : `[${ordinal(index + 1)} block, ${kind}]`;
  if (parentKey === 'examples' && typeof item.title === 'string') return `["${item.title}"]`;
  return named ? `["${named}"]` : `[${ordinal(index + 1)}]`;
}

/**
 * A path as the editor wrote it: `result[stats "Your numbers"].items["Weight"].value` instead of
 * `result.1.items.2.value` (blocks by kind and title, items by label, else by position counted from 1).
 */
export function pathLabel(value: unknown, path: readonly Key[]): string {
  let at: unknown = value;
  let label = '';
  path.forEach((key, index) => {
    if (Array.isArray(at) && typeof key === 'number') label += itemName(path[index - 1], key, at[key]);
    else label += label === '' ? String(key) : `.${String(key)}`;
    at = isRecord(at) || Array.isArray(at) ? (at as Record<Key, unknown>)[key] : undefined;
  });
  return label || '(root)';
}

/** `result.1.items.0.value` (a dotted key of the result checks) as a path. */
export const parseKey = (key: string): Key[] =>
  key.split('.').map((part) => (/^\d+$/.test(part) ? Number(part) : part));

const valueAt = (value: unknown, path: readonly Key[]) =>
  path.reduce<unknown>(
    (at, key) => (isRecord(at) || Array.isArray(at) ? (at as Record<Key, unknown>)[key] : undefined),
    value,
  );

/**
 * Formats zod issues as `file: path: message` lines an editor can act on: the path by what she wrote (block
 * titles, item labels), an unknown key with the keys allowed there and the nearest one, an unknown option with the
 * nearest, a missing key said as missing. Without `value` (the checked object), paths stay dotted.
 */
export function describeIssues(file: string, error: z.ZodError, value?: unknown, schema?: unknown): string {
  const issues = error.issues;
  // A misspelt key gives two issues (the key is unknown, the real one is missing): say it once, as the typo.
  const typos = new Set<string>();
  const missing = (issue: z.core.$ZodIssue) =>
    value !== undefined &&
    issue.path.length > 0 &&
    (issue.code === 'invalid_type' || issue.code === 'invalid_value') &&
    valueAt(value, issue.path) === undefined;
  const lines = issues.map((issue) => {
    const where =
      value === undefined ? issue.path.map(String).join('.') || '(root)' : pathLabel(value, issue.path);
    const at = where === '(root)' ? `${file}:` : `${file}: ${where}:`;
    const here = value === undefined ? undefined : valueAt(value, issue.path);
    if (missing(issue)) {
      const wanted =
        issue.code === 'invalid_value'
          ? `one of ${issue.values.map((o) => `'${String(o)}'`).join(', ')}`
          : issue.code === 'invalid_type'
            ? issue.expected
            : 'a value';
      return `${at} missing; give it (${wanted})`;
    }
    if (issue.code === 'unrecognized_keys' && schema !== undefined) {
      const allowed = allowedKeys(schemaAt(schema, value, issue.path));
      return issue.keys
        .map((key) => {
          const near = nearest(key, allowed);
          if (near !== undefined) typos.add(JSON.stringify([...issue.path, near]));
          const elsewhere =
            near === undefined && allowed.includes('props') ? propsHint(schema, value, issue.path, key) : '';
          return (
            `${at} unknown key '${key}'${near ? ` (did you mean '${near}'?)` : elsewhere}; ` +
            `the keys here are ${allowed.join(', ')}`
          );
        })
        .join('\n');
    }
    if (
      issue.code === 'invalid_value' &&
      typeof here === 'string' &&
      issue.message.startsWith('Invalid option')
    ) {
      const options = issue.values.map(String);
      return `${at} '${here}' is not one of ${options.map((o) => `'${o}'`).join(', ')}${didYouMean(here, options)}`;
    }

    if (issue.code === 'invalid_union' && schema !== undefined && value !== undefined) {
      const problem = unionProblem(schema, value, issue.path);
      if (problem) return `${at} ${problem}`;
    }
    // The schema's own "`block` is one of 'a', 'b'" messages: add the nearest option to what was written.
    const listed = /is one of ((?:'[^']*'(?:, )?)+)/.exec(issue.message)?.[1];
    const hint =
      listed && typeof here === 'string'
        ? didYouMean(
            here,
            listed.split(', ').map((o) => o.slice(1, -1)),
          )
        : '';
    return `${at} ${issue.message}${hint}`;
  });
  return lines
    .filter((_, index) => {
      const issue = issues[index];
      return !(issue && missing(issue) && typos.has(JSON.stringify(issue.path)));
    })
    .join('\n');
}

/** " (it belongs in props)" when a custom block's props take `key`. */
function propsHint(schema: unknown, value: unknown, path: readonly Key[], key: string): string {
  return allowedKeys(schemaAt(schema, value, [...path, 'props'])).includes(key)
    ? ` (it belongs in props: props.${key})`
    : '';
}
