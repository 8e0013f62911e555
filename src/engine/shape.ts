/**
 * Shape checks for values whose structure comes from outside (a custom field's value from a share link, the headless
 * CLI's JSON, the form): how deep they nest, how many entries and names they hold, how long their text is. Every
 * check here walks the value with a loop and stops at the first limit passed, so no input makes it recurse, throw or
 * take time that grows past the limits. Parsing a custom field runs only after its value has passed.
 */

import type { LanguageSource } from './language';
import { languageOf } from './language-of';
import type { CustomField } from './types';

/** Limits for one value's shape. */
export interface ShapeLimits {
  /** Lists and objects inside one another, the outermost counted (a list of dates is 1). */
  depth: number;
  /** Entries in one list. */
  items: number;
  /** Names in one object. */
  keys: number;
  /** Characters in one piece of text, and in the text of a whole value typed or sent as JSON. */
  textLength: number;
  /** Lists, objects and plain values in the whole value together. */
  nodes: number;
}

/** The limits every custom field's value is checked against (its depth comes from its JSON Schema). */
export const SHAPE_LIMITS: Readonly<ShapeLimits> = {
  depth: 1,
  items: 100,
  keys: 100,
  textLength: 4000,
  nodes: 1000,
};

/** Names that would reach an object's prototype when a value is copied, so they are never accepted. */
const FORBIDDEN_KEYS: ReadonlySet<string> = new Set(['__proto__', 'constructor', 'prototype']);

/** Longest message the engine gives for one field. */
export const MAX_MESSAGE_LENGTH = 400;

/** Quotes text for a message, shortened to `max` characters. */
function quote(text: string, max = 40): string {
  return `“${text.length > max ? `${text.slice(0, max - 1)}…` : text}”`;
}

/** A value named in a message without calling anything on it: never `String(value)` of an object. */
export function describeValue(value: unknown, max = 24, language?: LanguageSource): string {
  if (typeof value === 'string') return quote(value, max);
  if (typeof value === 'number' || typeof value === 'boolean') return quote(String(value), max);
  if (value === null) return 'null';
  const { messages: words } = languageOf(language);
  if (Array.isArray(value)) return words.valueKind({ kind: 'list' });
  if (typeof value === 'object') return words.valueKind({ kind: 'object' });
  return words.valueKind({ kind: typeof value });
}

/** A message cut to `max` characters. */
export function capMessage(message: string, max = MAX_MESSAGE_LENGTH): string {
  return message.length > max ? `${message.slice(0, max - 1)}…` : message;
}

/** "“a”, “b”, “c” and 97 more": names a few of a list and counts the rest (in the language of `language`). */
export function nameSome(names: readonly string[], shown = 3, language?: LanguageSource): string {
  const { messages: words } = languageOf(language);
  const listed = names.slice(0, shown).map((name) => quote(name));
  const rest = names.length - listed.length;
  if (rest > 0) return words.andMore({ names: listed.join(', '), rest: String(rest) });
  if (listed.length <= 1) return listed.join('');
  return words.andLast({ names: listed.slice(0, -1).join(', '), last: listed[listed.length - 1] ?? '' });
}

/** Nesting depth of a JSON Schema's value: 0 for a plain value, 1 for a list of plain values, and so on. */
function schemaDepth(schema: unknown): number {
  let depth = 0;
  let level: unknown[] = [schema];
  // A schema is the definition's own, small and acyclic; the bound only guards against a mistake in one.
  while (level.length > 0 && depth < 16) {
    const next: unknown[] = [];
    let container = false;
    for (const node of level) {
      if (!node || typeof node !== 'object') continue;
      const record = node as Record<string, unknown>;
      if (record.type !== 'array' && record.type !== 'object' && !record.items && !record.properties)
        continue;
      container = true;
      if (record.items) next.push(record.items);
      if (record.properties && typeof record.properties === 'object')
        next.push(...Object.values(record.properties));
      if (record.additionalProperties && typeof record.additionalProperties === 'object')
        next.push(record.additionalProperties);
    }
    if (!container) break;
    depth++;
    level = next;
  }
  return depth;
}

/**
 * What is wrong with a value's shape, as a message for the field labelled `label`; `undefined` when it fits the
 * limits. Objects must be plain (made by JSON or a literal), without names that reach a prototype.
 */
export function shapeProblem(
  value: unknown,
  label: string,
  limits: ShapeLimits = SHAPE_LIMITS,
  language?: LanguageSource,
): string | undefined {
  const { messages: w } = languageOf(language);
  const tooLong = () => w.tooLong({ label, max: limits.textLength });
  const tooMany = (count: number) => w.tooManyEntries({ label, count, max: String(limits.items) });
  const stack: [unknown, number][] = [[value, 0]];
  let nodes = 0;
  while (stack.length > 0) {
    const [node, depth] = stack.pop() as [unknown, number];
    if (++nodes > limits.nodes) return w.tooManyValues({ label, max: String(limits.nodes) });
    if (typeof node === 'string') {
      if (node.length > limits.textLength) return tooLong();
      continue;
    }
    if (node === null || node === undefined || typeof node === 'number' || typeof node === 'boolean')
      continue;
    if (typeof node !== 'object') return w.notAccepted({ label, value: describeValue(node, 24, language) });
    if (depth + 1 > limits.depth) {
      if (limits.depth === 0) return w.singleValue({ label });
      return Array.isArray(value) ? w.oneFlatList({ label }) : w.plainValues({ label });
    }
    if (Array.isArray(node)) {
      if (node.length > limits.items) return tooMany(node.length);
      for (let index = node.length - 1; index >= 0; index--) stack.push([node[index], depth + 1]);
      continue;
    }
    const proto = Object.getPrototypeOf(node);
    if (proto !== Object.prototype && proto !== null) return w.unknownObject({ label });
    const keys = Object.keys(node);
    if (keys.length > limits.keys)
      return w.tooManyEntries({ label, count: keys.length, max: String(limits.keys) });
    const forbidden = keys.find((key) => FORBIDDEN_KEYS.has(key));
    if (forbidden !== undefined) return w.forbiddenName({ label, name: quote(forbidden) });
    for (let index = keys.length - 1; index >= 0; index--) {
      const key = keys[index] as string;
      if (key.length > limits.textLength) return tooLong();
      // Read without running anything: a getter (never made by JSON) is refused, not called.
      const entry = Object.getOwnPropertyDescriptor(node, key);
      if (!entry || !('value' in entry)) return w.unknownObject({ label });
      stack.push([entry.value, depth + 1]);
    }
  }
  return undefined;
}

/** A copy of a value that has passed `shapeProblem`, with every object prototype-free. */
function withoutPrototypes(value: unknown): unknown {
  if (!value || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map(withoutPrototypes);
  const copy: Record<string, unknown> = Object.create(null);
  for (const [key, item] of Object.entries(value)) copy[key] = withoutPrototypes(item);
  return copy;
}

/** The limits a custom field's value is checked against: its depth from its JSON Schema, the rest shared. */
export function customLimits(field: Pick<CustomField, 'schema'>): ShapeLimits {
  return { ...SHAPE_LIMITS, depth: Math.max(SHAPE_LIMITS.depth, schemaDepth(field.schema)) };
}

/**
 * Reads a custom field's raw value (from the form, a share link or the CLI's JSON) before its own parser sees it:
 * text longer than the limit is refused without being looked at; text that looks like JSON (`[…]` or `{…}`) is
 * parsed; the value's shape is checked (`shapeProblem`); objects come back prototype-free unless asked otherwise
 * (the form keeps plain objects). Never throws.
 */
export function readCustomValue(
  field: Pick<CustomField, 'schema' | 'label' | 'noun'>,
  raw: unknown,
  { prototypeFree = true, language }: { prototypeFree?: boolean; language?: LanguageSource } = {},
): { value: unknown } | { error: string } {
  const limits = customLimits(field);
  // Named as the other messages name a field (validate.ts `fieldName`).
  const label = field.noun ?? field.label;
  let value = raw;
  if (typeof raw === 'string') {
    if (raw.length > limits.textLength)
      return { error: languageOf(language).messages.tooLong({ label, max: limits.textLength }) };
    const trimmed = raw.trim();
    if (/^[[{]/.test(trimmed)) {
      try {
        value = JSON.parse(trimmed);
      } catch {
        value = raw;
      }
    }
  }
  const problem = shapeProblem(value, label, limits, language);
  if (problem) return { error: problem };
  return { value: prototypeFree ? withoutPrototypes(value) : value };
}
