import { type Plugin, parseSync } from 'vite';

/** A definition module: `definitions/<id>/calculator.ts`. */
const DEFINITION_MODULE = /[\\/]definitions[\\/][^\\/]+[\\/]calculator\.ts$/;

/** Properties of a definition only the prerender, the CLI and the tests read: never shipped to the browser. */
export const SERVER_ONLY_PROPERTIES = ['description', 'keywords', 'examples', 'sources'] as const;

interface Node {
  type: string;
  start: number;
  end: number;
  [key: string]: unknown;
}

/**
 * The object a definition's builder returns: `defineCalculator(messages, (m) => ({ … }))`, and the call itself.
 * Throws, naming the file, for any other shape.
 */
function definitionObject(program: { body: unknown }, file: string): { call: Node; object: Node } {
  const exported = (program.body as Node[]).find((node) => node.type === 'ExportDefaultDeclaration');
  const call = exported?.declaration as Node | undefined;
  const callee = call?.callee as Node | undefined;
  const build = (call?.arguments as Node[] | undefined)?.[1];
  let object = build?.type === 'ArrowFunctionExpression' ? (build.body as Node) : undefined;
  while (object?.type === 'ParenthesizedExpression') object = object.expression as Node;
  if (
    call?.type !== 'CallExpression' ||
    callee?.name !== 'defineCalculator' ||
    object?.type !== 'ObjectExpression'
  ) {
    throw new Error(
      `${file}: browser-definitions expects export default defineCalculator(messages, (m) => ({ … }))`,
    );
  }
  return { call, object };
}

/**
 * The definition's source without its worked examples, its sources, its description and keywords. The examples are
 * the page's prerendered section, the contract suite's cases and `npm run calc`'s; the sources are checked by the
 * schema and cited by about.md; description and keywords go into the page's head and the catalogue at generate; the
 * island runs the formula on the visitor's input only, so carrying them would cost every calculator page bytes it
 * never runs (maternity's long list of examples above all). Our own code, so no library
 * version to guard: throws, naming the file, if a definition is not `export default defineCalculator(messages, (m) =>
 * ({ … }))` with each property once, so a definition written another way fails the build instead of shipping what it should not.
 */
export function withoutServerOnlyProperties(code: string, file: string): string {
  const { program, errors } = parseSync(file, code, { lang: 'ts', sourceType: 'module' });
  if (errors.length) throw new Error(`${file}: does not parse (${errors[0]?.message})`);
  const { object } = definitionObject(program, file);
  const properties = object.properties as Node[];
  const ranges = SERVER_ONLY_PROPERTIES.map((name) => {
    const matches = properties.filter(
      (property) => property.type === 'Property' && (property.key as Node).name === name,
    );
    if (matches.length !== 1)
      throw new Error(`${file}: expected one "${name}" property, found ${matches.length}`);
    const property = matches[0] as Node;
    const next = properties[properties.indexOf(property) + 1];
    // Up to the next property (its comma with it), or to the end of the last one and its trailing comma.
    if (next) return [property.start, next.start] as const;
    return [
      property.start,
      property.end + (/^\s*,/.exec(code.slice(property.end))?.[0].length ?? 0),
    ] as const;
  });
  let out = code;
  // From the end, so the earlier offsets stay valid.
  for (const [start, end] of ranges.sort((a, b) => b[0] - a[0])) out = out.slice(0, start) + out.slice(end);
  return out;
}

/** Every node of a parsed program, depth first (the tree is the parser's ESTree-shaped output). */
function* nodesOf(value: unknown): Generator<Node> {
  if (!value || typeof value !== 'object') return;
  if (Array.isArray(value)) {
    for (const item of value) yield* nodesOf(item);
    return;
  }
  const node = value as Node;
  if (typeof node.type === 'string') yield node;
  for (const [key, child] of Object.entries(node)) if (key !== 'type') yield* nodesOf(child);
}

/** The module a definition's English messages are compiled into, as calculator.ts imports it. */
const ENGLISH_MESSAGES = './messages.en.gen';

/**
 * The definition's source without its own `messages` (the English ones it builds the tools' and tests' definition
 * from; `undefined` in their place keeps only the builder): in the browser the page's module builds the definition
 * from the messages of the page's language (scripts/generate.ts, `pageModule`), which
 * carry that language's engine words (src/engine/language.ts), so a Spanish page never loads the English messages.
 * The import becomes type-only when nothing else in the file reads the English messages; a definition that still
 * reads them at load time (an option label made from a message) keeps it, and its Spanish page carries both.
 */
function withoutOwnMessages(code: string, file: string): string {
  const { program, errors } = parseSync(file, code, { lang: 'ts', sourceType: 'module' });
  if (errors.length) throw new Error(`${file}: does not parse (${errors[0]?.message})`);
  const body = program.body as unknown as Node[];
  const { call } = definitionObject(program, file);
  const argument = (call.arguments as Node[])[0];
  const imported = body.find(
    (node) => node.type === 'ImportDeclaration' && (node.source as Node).value === ENGLISH_MESSAGES,
  );
  if (argument?.type !== 'Identifier' || !imported) return code;
  const cut: [number, number] = [argument.start, argument.end];
  const specifiers = imported.specifiers as Node[];
  const local = (
    specifiers.find((entry) => entry.type === 'ImportDefaultSpecifier')?.local as Node | undefined
  )?.name;
  if (argument.name !== local) return code;
  const inside = (node: Node, [start, end]: readonly [number, number]) =>
    node.start >= start && node.end <= end;
  const readElsewhere = [...nodesOf(program)].some(
    (node) =>
      node.type === 'Identifier' &&
      node.name === local &&
      !inside(node, cut) &&
      !inside(node, [imported.start, imported.end]),
  );
  const named = specifiers
    .filter((entry) => entry.type === 'ImportSpecifier')
    .map((entry) => code.slice(entry.start, entry.end).replace(/^type\s+/, ''));
  const typeOnly = named.length > 0 ? `import type { ${named.join(', ')} } from '${ENGLISH_MESSAGES}';` : '';
  const edits: [number, number, string][] = [[cut[0], cut[1], 'undefined']];
  if (!readElsewhere) edits.push([imported.start, imported.end, typeOnly]);
  let out = code;
  for (const [start, end, text] of edits.sort((a, b) => b[0] - a[0]))
    out = out.slice(0, start) + text + out.slice(end);
  return out;
}

/** The engine's fallback language (English), which the browser never uses: each page module attaches its own. */
const DEFAULT_LANGUAGE_MODULE = /[\\/]src[\\/]engine[\\/]default-language\.ts$/;

/** A calculator page's module: `src/generated/calculators/(es/)<id>.ts`. */
const PAGE_MODULE = /[\\/]src[\\/]generated[\\/]calculators[\\/](?:es[\\/])?[^\\/]+\.ts$/;

/** The page module's line that imports its calculation (scripts/lib/form-module.ts writes it). */
const CALCULATION_LINE = /^export const calculation = \(\) => import\('[^']+'\);$/m;

/**
 * A page module without its `calculation` loader: in the browser the runner loads the calculation by the URL its page
 * names (an entry of its own), so the page module holds no dynamic import, whose preload helper the bundler split
 * into a chunk of its own that the page script then waited for (one round trip more on every page). The
 * prerender, the dev server and the tests keep the loader.
 */
function withoutCalculationLoader(code: string, file: string): string {
  if (!CALCULATION_LINE.test(code))
    throw new Error(`${file}: expected its calculation loader (npm run generate)`);
  return code.replace(CALCULATION_LINE, '');
}

/** A definition's dated data: `definitions/<id>/rates/*.json`. */
export const RATES_MODULE = /[\\/]definitions[\\/][^\\/]+[\\/]rates[\\/][^\\/]+\.json$/;

/** Fields of a dated record (one with validFrom and validTo) that only the about page and the checks read. */
const SERVER_ONLY_RECORD_FIELDS = ['source', 'asOf', 'reviewBy'] as const;

/**
 * A rates file as the browser gets it: without its `$comment`s, and each dated record without its source, the day
 * it was checked and the day it is due again (src/engine/rates.ts `DatedRecord`): the formula picks a record by
 * `validFrom`/`validTo` and reads its figures; the source list is the definition's `sources` (left out above).
 */
export function ratesForBrowser(json: string): string {
  const strip = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(strip);
    if (!value || typeof value !== 'object') return value;
    const dated = 'validFrom' in value && 'validTo' in value;
    return Object.fromEntries(
      Object.entries(value)
        .filter(
          ([key]) =>
            key !== '$comment' && !(dated && (SERVER_ONLY_RECORD_FIELDS as readonly string[]).includes(key)),
        )
        .map(([key, inner]) => [key, strip(inner)]),
    );
  };
  return JSON.stringify(strip(JSON.parse(json)));
}

/**
 * Leaves SERVER_ONLY_PROPERTIES out of every definition, and SERVER_ONLY_RECORD_FIELDS out of its rates, in the browser's bundle (and the dev server's, so dev runs
 * what production runs). Server rendering, the CLI and the tests import the definitions whole.
 */
export function browserDefinitions(): Plugin {
  return {
    name: 'bloomcalc-browser-definitions',
    enforce: 'pre',
    transform: {
      filter: { id: [DEFINITION_MODULE, RATES_MODULE, DEFAULT_LANGUAGE_MODULE, PAGE_MODULE] },
      handler(code, id) {
        if (this.environment.name !== 'client') return null;
        // Not in dev: the dev server serves the page module as it is (one module per request, no preload helper).
        if (PAGE_MODULE.test(id))
          return this.environment.config.command === 'build'
            ? { code: withoutCalculationLoader(code, id), map: null }
            : null;
        if (DEFAULT_LANGUAGE_MODULE.test(id)) {
          // No English words in a Spanish page: languageOf() without a language fails instead of falling back.
          return {
            code: [
              'export const DEFAULT_LANGUAGE = undefined;',
              'export const DEFAULT_RESULT_WORDS = undefined;',
              'export const DEFAULT_FIELD_WORDS = undefined;',
              '',
            ].join('\n'),
            map: null,
          };
        }
        const out = RATES_MODULE.test(id)
          ? ratesForBrowser(code)
          : withoutOwnMessages(withoutServerOnlyProperties(code, id), id);
        return { code: out, map: null };
      },
    },
  };
}
