import { isDeepStrictEqual } from 'node:util';
import { parseSync } from 'vite';
import { CALCULATION_KEYS, type CalculatorDefinition, SERVER_ONLY_KEYS } from '../../src/engine/types';
import { JOURNAL_DB } from '../../src/journal/exists';

/** Names a `ready` may read besides its parameters: it is written into the page's module as its source. */
const READY_GLOBALS: ReadonlySet<string> = new Set([
  'Array',
  'Number',
  'String',
  'Object',
  'Boolean',
  'Math',
]);

interface Node {
  type: string;
  [key: string]: unknown;
}

/** Every node of a parsed program, depth first, with the key it hangs under in its parent. */
function* nodesOf(value: unknown, parent?: Node, key?: string): Generator<[Node, Node | undefined, string]> {
  if (!value || typeof value !== 'object') return;
  if (Array.isArray(value)) {
    for (const item of value) yield* nodesOf(item, parent, key);
    return;
  }
  const node = value as Node;
  if (typeof node.type === 'string') yield [node, parent, key ?? ''];
  for (const [name, child] of Object.entries(node))
    if (name !== 'type') yield* nodesOf(child, typeof node.type === 'string' ? node : parent, name);
}

/**
 * The source of a definition's `ready` as the page's module carries it, after checking that it reads nothing but
 * its parameters and a few globals (a `ready` that reads an import or a constant of calculator.ts would fail in the
 * browser, so it fails here, naming the definition).
 */
function readySource(id: string, ready: (values: Record<string, unknown>) => boolean): string {
  const source = ready.toString();
  const { program, errors } = parseSync('ready.js', `(${source});`, { lang: 'js', sourceType: 'module' });
  if (errors.length)
    throw new Error(`definitions/${id}: ready is not a plain function (${errors[0]?.message})`);
  const params = new Set<string>();
  const read = new Set<string>();
  for (const [node, parent, key] of nodesOf(program)) {
    if (node.type !== 'Identifier') continue;
    const name = node.name as string;
    const isParam = key === 'params' || (parent?.type === 'AssignmentPattern' && key === 'left');
    if (isParam) params.add(name);
    else if (!(parent?.type === 'MemberExpression' && key === 'property' && !parent.computed)) read.add(name);
  }
  const outside = [...read].filter((name) => !params.has(name) && !READY_GLOBALS.has(name));
  if (outside.length > 0)
    throw new Error(
      `definitions/${id}: ready reads ${outside.join(', ')}; it is copied into the page's module, so it may read only its values`,
    );
  return source;
}

/**
 * The form's part of a definition (src/engine/types.ts `FormDefinition`) as data: everything but the calculation's
 * keys and the server's, checked to survive JSON unchanged (a function, a RegExp or an Infinity in a field would
 * not), and its `ready`'s source apart.
 */
function formPart(definition: CalculatorDefinition): {
  data: Record<string, unknown>;
  ready?: string;
} {
  const left: ReadonlySet<string> = new Set([...CALCULATION_KEYS, ...SERVER_ONLY_KEYS, 'ready']);
  const data: Record<string, unknown> = Object.fromEntries(
    Object.entries(definition).filter(([key]) => !left.has(key)),
  );
  // A custom field's parser is the calculation's (it speaks with the definition's messages): the form checks the
  // value's shape, the calculation parses it again before the formula runs (src/engine/validate.ts).
  data.fields = Object.fromEntries(
    Object.entries(definition.fields).map(([name, field]) => {
      if (field.type !== 'custom') return [name, field];
      const { parse: _parse, ...rest } = field;
      return [name, rest];
    }),
  );
  if (!isDeepStrictEqual(JSON.parse(JSON.stringify(data)), data))
    throw new Error(
      `definitions/${definition.id}: the form's part of the definition is not plain data (a function, RegExp or non-finite number outside ${[...left].join(', ')})`,
    );
  return {
    data,
    ...(definition.ready ? { ready: readySource(definition.id, definition.ready) } : {}),
  };
}

/**
 * Her journal at the form, in the module of a calculator with a `journal` part only (no other page carries a byte
 * of it): the journal's code loads only when the browser lists a database of the journal's name (asking creates
 * none), or, where it has no such list, to ask the store's own check (which creates none either). Never on an embed,
 * which keeps nothing (docs/embedding.md).
 */
const JOURNAL_HOOK = [
  `/** Her journal at the form, if she kept one on this device (src/journal/calculators/at-form.tsx). */`,
  `export const journal: NonNullable<import('@/site/data/calculator-module').CalculatorModule['journal']> = (load, ...form) => {`,
  `  const idb = globalThis.indexedDB;`,
  `  if (!idb || document.documentElement.hasAttribute('data-embed')) return Promise.resolve(null);`,
  `  return Promise.resolve(idb.databases?.() ?? [{ name: ${JSON.stringify(JOURNAL_DB)} }])`,
  `    .then((list) =>`,
  `      list.some((db) => db.name === ${JSON.stringify(JOURNAL_DB)})`,
  `        ? load().then((module) => module.atForm(definition, ...form))`,
  `        : null,`,
  `    )`,
  `    .catch(() => null);`,
  `};`,
];

/**
 * A calculator page's module (what the browser loads by the URL its page names): the form's part of the definition
 * in the page's language, the form schema, the page's address, and the calculation (the whole definition with the
 * language's messages) as a module loaded when a result is wanted (docs/adr/0012).
 */
export function formModule({
  definition,
  lang,
  formSchema,
  href,
  slug,
  calculation,
}: {
  definition: CalculatorDefinition;
  lang: 'en' | 'es';
  formSchema: unknown;
  href: string;
  slug: string;
  /** Import specifier of the calculation module from the page's module. */
  calculation: string;
}): string {
  const { data, ready } = formPart(definition);
  const language = lang === 'en' ? ['ENGLISH', '@/engine/english'] : ['SPANISH', '@/engine/spanish'];
  return [
    `import type { FormDefinition } from '@/engine';`,
    `import { ${language[0]} } from '${language[1]}';`,
    `import { LANGUAGE } from '@/engine/language';`,
    '',
    ...(ready ? [`const ready: NonNullable<FormDefinition['ready']> = ${ready};`, ''] : []),
    `export const definition: FormDefinition = {`,
    `  ...(${JSON.stringify(data)} as unknown as FormDefinition),`,
    ...(ready ? ['  ready,'] : []),
    `  [LANGUAGE]: ${language[0]},`,
    `};`,
    `export const formSchema = ${JSON.stringify(formSchema)};`,
    `export const href = ${JSON.stringify(href)};`,
    `export const slug = ${JSON.stringify(slug)};`,
    `export const lang = ${JSON.stringify(lang)};`,
    `/** The rest of the definition: its formula, words and result, loaded when a result is wanted. */`,
    `export const calculation = () => import('${calculation}');`,
    ...(definition.journal ? JOURNAL_HOOK : []),
    '',
  ].join('\n');
}
