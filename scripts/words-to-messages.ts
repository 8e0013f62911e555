/**
 * The codemod that moved each calculator's declarative texts into ICU messages (docs/adr/0005, "Revised"): it reads a
 * folder's `es.ts` (English text → Spanish) and its English definition, and rewrites `calculator.ts` to build the
 * definition from its messages (`defineCalculator(messages, (m) => ({ … name: m.name() … }))`), appending each text
 * to `messages.ts` and its Spanish to `messages.es.ts` under a short camelCase key.
 *
 *   npx tsx scripts/words-to-messages.ts convert [id…]   rewrite folders that still have an es.ts (then deletes it)
 *   npx tsx scripts/words-to-messages.ts port <es.ts> <id|all>  copy an es.ts's (or texts.es.ts's) Spanish onto
 *                                                        the keys whose English matches (a Spanish fix made to an
 *                                                        es.ts elsewhere; read from its source, not imported)
 *
 * A text the codemod cannot reach (one built outside the definition's object, or from data) is listed: the
 * definition is then finished by hand, and `npm run generate` (loadSpanish) fails on any text left in English.
 */
import { existsSync, readdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import ts from 'typescript';

const ROOT = path.resolve(import.meta.dirname, '..');
const DEFINITIONS = path.join(ROOT, 'definitions');

/** The keys whose string values a visitor reads (the list the walker over the old definitions kept). */
const TEXT_KEYS: ReadonlySet<string> = new Set([
  'name',
  'description',
  'keywords',
  'label',
  'noun',
  'placeholder',
  'suffix',
  'title',
  'text',
  'note',
  'caption',
  'readyHint',
  'shareTitle',
  'footer',
  'calendarName',
  'fileName',
  'filename',
  'unit',
  'legend',
  'summary',
]);

/** Parts of a definition that hold no visitor text: code, citations, example data. */
const SKIP: ReadonlySet<string> = new Set([
  'sources',
  'input',
  'expect',
  'today',
  'formula',
  'present',
  'messages',
  'explain',
  'checks',
  'ready',
]);

/** Keys that name data, never text, in a definition (ids, paths, kinds). */
const NOT_TEXT: ReadonlySet<string> = new Set([
  'key',
  'value',
  'id',
  'when',
  'block',
  'kind',
  'type',
  'tone',
]);

/** The engine's field helpers, which now take the messages (`m`) whose language they speak. */
const HELPERS: [RegExp, string][] = [
  [/\bWEIGHT_FIELD\b/g, 'weightField(m)'],
  [/\bWAIST_FIELD\b/g, 'waistField(m)'],
  [/\bLAST_PERIOD_FIELD\b/g, 'lastPeriodField(m)'],
  [/\bCYCLE_LENGTH_FIELD\b/g, 'cycleLengthField(m)'],
  [/\bheightField\(\)/g, 'heightField(m)'],
  [/\bheightField\((?!m[,)])/g, 'heightField(m, '],
  [/\bageField\(\)/g, 'ageField(m)'],
  [/\bageField\((?!m[,)])/g, 'ageField(m, '],
  [/\bENERGY_TARGETS_NOTE\b/g, 'energyTargetsNote(m)'],
  [/ACTIVITY_LEVELS\.map\(\(\{ value, label \}\) => \(\{ value, label \}\)\)/g, 'activityOptions(m)'],
];

/** The import names the helpers replace. */
const RENAMED_IMPORTS: Record<string, string> = {
  WEIGHT_FIELD: 'weightField',
  WAIST_FIELD: 'waistField',
  LAST_PERIOD_FIELD: 'lastPeriodField',
  CYCLE_LENGTH_FIELD: 'cycleLengthField',
  ENERGY_TARGETS_NOTE: 'energyTargetsNote',
};

/** A text as an ICU message: braces quoted (an apostrophe before them doubled), everything else as written. */
export function icuText(text: string): string {
  if (!/[{}]/.test(text)) return text;
  return text.replace(/'/g, "''").replace(/[{}]+/g, (braces) => `'${braces}'`);
}

/** A TypeScript string literal of a text, as biome writes one. */
const literal = (text: string) =>
  text.includes("'") && !text.includes('"')
    ? JSON.stringify(text)
    : `'${text.replace(/\\/g, '\\\\').replace(/'/g, "\\'").replace(/\n/g, '\\n')}'`;

/** A short camelCase name from words. */
function camel(text: string, words = 4): string {
  const parts = text
    .replace(/\{[^}]*\}/g, ' ')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9]+/g, ' ')
    .trim()
    .split(' ')
    .filter(Boolean)
    .slice(0, words);
  const name = parts
    .map((part, index) =>
      index === 0 ? part.toLowerCase() : part.charAt(0).toUpperCase() + part.slice(1).toLowerCase(),
    )
    .join('');
  return /^[a-z]/.test(name) ? name : `t${name.charAt(0).toUpperCase()}${name.slice(1)}`;
}

/** The name of a property (`label`, `'label'`), or undefined. */
function propertyName(node: ts.Node): string | undefined {
  if (!ts.isPropertyAssignment(node)) return undefined;
  const { name } = node;
  return ts.isIdentifier(name) || ts.isStringLiteral(name) ? name.text : undefined;
}

/** The property names from the definition's object down to `node` (array positions left out). */
function pathOf(node: ts.Node, stop: ts.Node): string[] {
  const out: string[] = [];
  for (let at: ts.Node | undefined = node.parent; at && at !== stop; at = at.parent) {
    const name = propertyName(at);
    if (name) out.unshift(name);
  }
  return out;
}

/** A sibling `value` or `key` of an option's label (`{ value: 'lose', label: 'Lose weight' }`). */
function siblingValue(node: ts.Node): string | undefined {
  const object = node.parent?.parent;
  if (!object || !ts.isObjectLiteralExpression(object)) return undefined;
  for (const property of object.properties) {
    const name = propertyName(property);
    if ((name === 'value' || name === 'key') && ts.isPropertyAssignment(property)) {
      const init = property.initializer;
      if (ts.isStringLiteral(init) || ts.isNoSubstitutionTemplateLiteral(init)) return init.text;
    }
  }
  return undefined;
}

/** The worked example a text belongs to, counted from 1. */
function exampleNumber(node: ts.Node): number {
  for (let at: ts.Node = node; at.parent; at = at.parent) {
    if (ts.isArrayLiteralExpression(at.parent) && propertyName(at.parent.parent) === 'examples')
      return at.parent.elements.indexOf(at as ts.Expression) + 1;
  }
  return 0;
}

/** A key for a text from where it stands: `heightLabel`, `yourBmi`, `example165Cm60Kg`. */
function keyFor(where: string[], text: string, node: ts.Node): string {
  const last = where.at(-1) ?? '';
  const first = where[0] ?? '';
  if (where.length === 1 && (last === 'name' || last === 'description')) return last;
  if (first === 'keywords') return `keyword${camel(text, 3).replace(/^./, (c) => c.toUpperCase())}`;
  if (first === 'examples') return `example${exampleNumber(node)}`;
  if (first === 'audience' && last === 'note') return 'audienceNote';
  if (first === 'fields' && where.length >= 3) {
    const field = where[1] ?? '';
    if (where[2] === 'options' && last === 'label') {
      const value = siblingValue(node);
      if (value) return `${field}Option${camel(value, 3).replace(/^./, (c) => c.toUpperCase())}`;
    }
    if (where.length === 3) {
      const role = { description: 'Help' }[last] ?? last.charAt(0).toUpperCase() + last.slice(1);
      return `${field}${role}`;
    }
  }
  return camel(text);
}

/** A definition's own words and the shared dictionary's, English → Spanish. */
interface Dictionary {
  own: Readonly<Record<string, string>>;
  shared: Readonly<Record<string, string>>;
}

async function importDefault(file: string): Promise<unknown> {
  return ((await import(pathToFileURL(file).href)) as { default?: unknown }).default;
}

/** Appends `entries` to the object of a messages file's `defineMessages({ … })`, keeping what is there. */
function appendMessages(file: string, entries: [string, string][], comment: string, tail = ''): void {
  if (entries.length === 0 && !tail) return;
  const source = readFileSync(file, 'utf8');
  const end = source.lastIndexOf('});');
  if (end < 0) throw new Error(`${file}: expected export default defineMessages({ … });`);
  const lines = entries.map(([key, text]) => `  ${key}: ${literal(text)},\n`).join('');
  const block = entries.length > 0 ? `  // ${comment}\n${lines}` : '';
  writeFileSync(file, `${source.slice(0, end)}${block}${source.slice(end)}${tail}`);
}

/** Rewrites one definition folder; returns the texts it could not reach. */
async function convert(id: string, dictionary: Dictionary['shared']): Promise<string[]> {
  const dir = path.join(DEFINITIONS, id);
  const esFile = path.join(dir, 'es.ts');
  const calculatorFile = path.join(dir, 'calculator.ts');
  const translation = (await importDefault(esFile)) as { slug: string; texts: Record<string, string> };
  const spanishOf = (text: string): string | undefined =>
    Object.hasOwn(translation.texts, text)
      ? translation.texts[text]
      : Object.hasOwn(dictionary, text)
        ? dictionary[text]
        : undefined;
  const englishMessages = (await importDefault(path.join(dir, 'messages.ts'))) as Record<string, string>;
  const taken = new Set(Object.keys(englishMessages));
  const code = readFileSync(calculatorFile, 'utf8');
  const file = ts.createSourceFile(calculatorFile, code, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  const exported = file.statements.find(ts.isExportAssignment);
  const call = exported?.expression;
  const object = call && ts.isCallExpression(call) ? call.arguments[0] : undefined;
  if (!call || !ts.isCallExpression(call) || !object || !ts.isObjectLiteralExpression(object))
    throw new Error(`${calculatorFile}: expected export default defineCalculator({ … })`);

  const edits: [number, number, string][] = [];
  const added = new Map<string, { key: string; spanish: string }>();
  const messages: [string, string][] = [];
  const spanishMessages: [string, string][] = [];
  const reached = new Set<string>();
  const keyOf = (where: string[], text: string, node: ts.Node, spanish: string, icu = false): string => {
    const known = added.get(text);
    if (known && known.spanish === spanish) return known.key;
    const base = keyFor(where, text, node);
    let key = base;
    for (let n = 2; taken.has(key); n += 1) key = `${base}${n}`;
    taken.add(key);
    added.set(text, { key, spanish });
    messages.push([key, icu ? text : icuText(text)]);
    spanishMessages.push([key, icu ? spanish : icuText(spanish)]);
    return key;
  };

  /**
   * The one own text a template stands for, and the figures its expressions put into it: each becomes a parameter
   * where the Spanish holds the same figure once (else the message keeps the figure as written).
   */
  const templateText = (
    node: ts.TemplateExpression,
  ): { text: string; params: { name: string; expression: string; value: string }[] } | undefined => {
    const quote = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    const parts = [node.head.text, ...node.templateSpans.map((span) => span.literal.text)];
    const pattern = new RegExp(`^${parts.map(quote).join('(.+?)')}$`, 's');
    const found = Object.keys(translation.texts).filter((text) => pattern.test(text));
    if (found.length !== 1 || !found[0]) return undefined;
    const values = pattern.exec(found[0])?.slice(1) ?? [];
    const params = node.templateSpans.map((span, index) => {
      const expression = span.expression.getText(file);
      const last = expression.split('.').at(-1) ?? expression;
      const name = /^[A-Z0-9_]+$/.test(last) ? camel(last.replace(/_/g, ' '), 6) : last;
      return { name, expression, value: values[index] ?? '' };
    });
    return { text: found[0], params };
  };
  /** Top-level functions by name, with their parameters' names (a text passed as `summary` is a text). */
  const topFunctions = new Map<string, string[]>();
  for (const statement of file.statements) {
    if (ts.isFunctionDeclaration(statement) && statement.name)
      topFunctions.set(
        statement.name.text,
        statement.parameters.map((param) => param.name.getText(file)),
      );
    if (ts.isVariableStatement(statement))
      for (const declaration of statement.declarationList.declarations) {
        const init = declaration.initializer;
        if (
          ts.isIdentifier(declaration.name) &&
          init &&
          (ts.isArrowFunction(init) || ts.isFunctionExpression(init))
        )
          topFunctions.set(
            declaration.name.text,
            init.parameters.map((param) => param.name.getText(file)),
          );
      }
  }
  const replace = (node: ts.Node, text: string, stop: ts.Node) => {
    const spanish = spanishOf(text);
    if (spanish === undefined) return false;
    const key = keyOf(pathOf(node, stop), text, node, spanish);
    edits.push([node.getStart(file), node.end, `m.${key}()`]);
    reached.add(text);
    return true;
  };
  /** A template's text as a message with its figures as parameters (a figure the Spanish lacks stays written). */
  const replaceTemplate = (node: ts.TemplateExpression, stop: ts.Node) => {
    const found = templateText(node);
    const spanish = found && spanishOf(found.text);
    if (!found || spanish === undefined) return false;
    let english = icuText(node.head.text);
    let es = icuText(spanish);
    const args: string[] = [];
    node.templateSpans.forEach((span, index) => {
      const param = found.params[index];
      const once = param && es.split(param.value).length === 2 && /^[\w.,%$ ]+$/.test(param.value);
      if (param && once) {
        english += `{${param.name}}`;
        es = es.replace(param.value, `{${param.name}}`);
        args.push(`${param.name}: String(${param.expression})`);
      } else english += icuText(param?.value ?? '');
      english += icuText(span.literal.text);
    });
    const key = keyOf(pathOf(node, stop), english, node, es, true);
    edits.push([
      node.getStart(file),
      node.end,
      `m.${key}(${args.length > 0 ? `{ ${args.join(', ')} }` : ''})`,
    ]);
    reached.add(found.text);
    return true;
  };
  // `top`: outside the definition's object, where a literal is a text when its own dictionary translates it.
  const visit = (node: ts.Node, inText: boolean, skipped: boolean, stop: ts.Node, top: boolean): void => {
    if (skipped) return;
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) {
      const parent = node.parent;
      const isKey = ts.isPropertyAssignment(parent) && parent.name === node;
      const own = (text: string) => Object.hasOwn(translation.texts, text);
      // A shared word among a table of own texts (`{ pregnant: 'Pregnant', both: 'Pregnant and breastfeeding' }`).
      const amongOwn =
        ts.isPropertyAssignment(parent) &&
        !NOT_TEXT.has(propertyName(parent) ?? '') &&
        ts.isObjectLiteralExpression(parent.parent) &&
        parent.parent.properties.some(
          (property) =>
            ts.isPropertyAssignment(property) &&
            ts.isStringLiteral(property.initializer) &&
            own(property.initializer.text),
        );
      const ownText = top && (own(node.text) || amongOwn) && !ts.isImportDeclaration(parent);
      if ((inText || ownText) && !isKey && /\p{L}/u.test(node.text)) replace(node, node.text, stop);
      return;
    }
    if (ts.isTemplateExpression(node)) {
      if (inText && replaceTemplate(node, stop)) return;
    }
    // Outside the definition, the English messages it imports become the messages it is built with.
    if (
      top &&
      ts.isPropertyAccessExpression(node) &&
      ts.isIdentifier(node.expression) &&
      node.expression.text === 'messages'
    ) {
      edits.push([node.expression.getStart(file), node.expression.end, 'm']);
      return;
    }
    if (ts.isCallExpression(node) && ts.isIdentifier(node.expression)) {
      const params = topFunctions.get(node.expression.text);
      if (params) {
        node.arguments.forEach((argument, index) => {
          visit(argument, inText || TEXT_KEYS.has(params[index] ?? ''), false, stop, top);
        });
        return;
      }
    }
    const name = propertyName(node);
    const skip = name !== undefined && SKIP.has(name);
    const text = inText || (name !== undefined && TEXT_KEYS.has(name));
    // A property's name is not its value: only the initializer is read.
    if (ts.isPropertyAssignment(node)) {
      visit(node.initializer, text, skip, stop, top);
      return;
    }
    ts.forEachChild(node, (child) => visit(child, text, skip, stop, top));
  };
  visit(object, false, false, object, false);
  const insideObject = edits.length;
  for (const statement of file.statements) {
    if (statement === exported || ts.isImportDeclaration(statement)) continue;
    visit(statement, false, false, statement, true);
  }

  // A top-level constant or function that holds a text (or reads one that does) now needs the messages: a constant
  // becomes a function of `m`, a function gets `m` first, and each use passes it.
  const declared = new Map<string, { statement: ts.Statement; kind: 'value' | 'function'; node: ts.Node }>();
  for (const statement of file.statements) {
    if (ts.isFunctionDeclaration(statement) && statement.name)
      declared.set(statement.name.text, { statement, kind: 'function', node: statement });
    if (ts.isVariableStatement(statement))
      for (const declaration of statement.declarationList.declarations) {
        const init = declaration.initializer;
        if (!ts.isIdentifier(declaration.name) || !init) continue;
        const isFunction = ts.isArrowFunction(init) || ts.isFunctionExpression(init);
        declared.set(declaration.name.text, {
          statement,
          kind: isFunction ? 'function' : 'value',
          node: declaration,
        });
      }
  }
  const holds = (statement: ts.Node, start: number, end: number) =>
    statement.getStart(file) <= start && end <= statement.end;
  const needing = new Set<string>();
  for (const [name, { statement }] of declared)
    if (edits.slice(insideObject).some(([start, end]) => holds(statement, start, end))) needing.add(name);
  const referencesTo = (name: string) => {
    const found: ts.Identifier[] = [];
    const walk = (node: ts.Node) => {
      if (ts.isIdentifier(node) && node.text === name) {
        const parent = node.parent;
        const isDeclaration =
          (ts.isVariableDeclaration(parent) || ts.isFunctionDeclaration(parent) || ts.isParameter(parent)) &&
          parent.name === node;
        const isMember = ts.isPropertyAccessExpression(parent) && parent.name === node;
        const isKey =
          (ts.isPropertyAssignment(parent) || ts.isPropertySignature(parent)) && parent.name === node;
        const isImport = ts.isImportSpecifier(parent) || ts.isImportClause(parent);
        if (!isDeclaration && !isMember && !isKey && !isImport) found.push(node);
      }
      ts.forEachChild(node, walk);
    };
    walk(file);
    return found;
  };
  for (let grew = true; grew; ) {
    grew = false;
    for (const name of [...needing]) {
      for (const reference of referencesTo(name)) {
        for (const [other, { statement }] of declared) {
          if (!needing.has(other) && holds(statement, reference.getStart(file), reference.end)) {
            needing.add(other);
            grew = true;
          }
        }
      }
    }
  }
  const hasM = (node: ts.Node) => {
    const fn = ts.isVariableDeclaration(node) ? node.initializer : node;
    return (
      !!fn &&
      (ts.isArrowFunction(fn) || ts.isFunctionExpression(fn) || ts.isFunctionDeclaration(fn)) &&
      fn.parameters.some((param) => param.name.getText(file) === 'm')
    );
  };
  for (const name of needing) {
    const { kind, node } = declared.get(name) ?? {};
    if (!node || hasM(node)) continue;
    if (kind === 'value' && ts.isVariableDeclaration(node) && node.initializer) {
      const type = node.type ? `: ${node.type.getText(file)}` : '';
      if (node.type) edits.push([node.name.end, node.type.end, '']);
      const init = node.initializer;
      edits.push([init.getStart(file), init.getStart(file), `(m: Messages)${type} => (`]);
      edits.push([init.end, init.end, ')']);
    } else {
      const fn = ts.isVariableDeclaration(node) ? node.initializer : node;
      if (!fn || !(ts.isArrowFunction(fn) || ts.isFunctionExpression(fn) || ts.isFunctionDeclaration(fn)))
        continue;
      const first = fn.parameters[0];
      const at = first ? first.getStart(file) : fn.parameters.pos;
      edits.push([at, at, first ? 'm: Messages, ' : 'm: Messages']);
    }
    for (const reference of referencesTo(name)) {
      if (kind === 'value') edits.push([reference.end, reference.end, '(m)']);
      else if (ts.isCallExpression(reference.parent) && reference.parent.expression === reference) {
        const args = reference.parent.arguments;
        edits.push(args.length > 0 ? [args.pos, args.pos, 'm, '] : [args.pos, args.pos, 'm']);
      }
    }
  }

  // The messages property goes (defineCalculator attaches the messages it builds with).
  for (const property of object.properties) {
    if (ts.isShorthandPropertyAssignment(property) && property.name.text === 'messages') {
      const next = object.properties[object.properties.indexOf(property) + 1];
      edits.push([property.getFullStart(), next ? next.getFullStart() : property.end + 1, '']);
    }
  }
  edits.push([object.getStart(file), object.getStart(file), 'messages, (m) => (']);
  edits.push([object.end, object.end, ')']);
  let out = code;
  for (const [start, end, text] of edits.sort((a, b) => b[0] - a[0] || b[1] - a[1]))
    out = out.slice(0, start) + text + out.slice(end);
  // The imports are above every edit, so their offsets still hold: the helpers are replaced below them only.
  const importEnd = Math.max(0, ...file.statements.filter(ts.isImportDeclaration).map((node) => node.end));
  let body = out.slice(importEnd);
  for (const [pattern, replacement] of HELPERS) body = body.replace(pattern, replacement);
  const head = out
    .slice(0, importEnd)
    .replace(/import \{([^}]*)\} from '@\/engine';/, (_all, names: string) => {
      const list = names
        .split(',')
        .map((name) => name.trim())
        .filter(Boolean)
        .map((name) => RENAMED_IMPORTS[name] ?? name);
      if (body.includes('activityOptions(m)')) list.push('activityOptions');
      const bare = (name: string) => name.replace(/^type /, '');
      const used = [...new Set(list)].filter((name) => new RegExp(`\\b${bare(name)}\\b`).test(body));
      used.sort((a, b) => bare(a).localeCompare(bare(b), 'en', { sensitivity: 'base' }));
      return `import { ${used.join(', ')} } from '@/engine';`;
    });
  out = head + body;
  writeFileSync(calculatorFile, out);
  appendMessages(
    path.join(dir, 'messages.ts'),
    messages,
    "The definition's declarative texts (calculator.ts): name, labels, help, titles.",
  );
  appendMessages(
    path.join(dir, 'messages.es.ts'),
    spanishMessages,
    'Los textos de la definición (calculator.ts).',
    `\n/** The Spanish page's address: /es/calculadoras/<slug> (lower case, digits, hyphens; no accents or ñ). */\nexport const slug = ${literal(translation.slug)};\n`,
  );
  unlinkSync(esFile);
  return Object.keys(translation.texts).filter((text) => !reached.has(text));
}

/**
 * An es.ts's texts, English → Spanish, read from its source (it imports `defineTranslation`, which is gone): the
 * entries whose key and value are written as strings (a computed key is skipped, and listed).
 */
function esTexts(esFile: string): Record<string, string> {
  const code = readFileSync(esFile, 'utf8');
  const file = ts.createSourceFile(esFile, code, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  const out: Record<string, string> = {};
  const visit = (node: ts.Node) => {
    // A definition's `texts: { … }`, or the old shared dictionary's `SHARED_ES = { … }`.
    const object =
      ts.isPropertyAssignment(node) && propertyName(node) === 'texts'
        ? node.initializer
        : ts.isVariableDeclaration(node) && node.name.getText(file) === 'SHARED_ES'
          ? node.initializer
          : undefined;
    if (object && ts.isObjectLiteralExpression(object)) {
      for (const entry of object.properties) {
        const key = ts.isPropertyAssignment(entry) ? entry.name : undefined;
        const value = ts.isPropertyAssignment(entry) ? entry.initializer : undefined;
        const text = (at?: ts.Node) =>
          at && (ts.isStringLiteral(at) || ts.isNoSubstitutionTemplateLiteral(at)) ? at.text : undefined;
        const keyText = (at?: ts.Node) => (at && ts.isIdentifier(at) ? at.text : text(at));
        const english = keyText(key);
        const spanish = text(value);
        if (english !== undefined && spanish !== undefined) out[english] = spanish;
        else console.log(`${esFile}: skipped (not plain strings): ${entry.getText(file).slice(0, 80)}`);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return out;
}

/** Copies an es.ts's Spanish onto the keys of a folder's messages.es.ts whose English (messages.ts) is the same text. */
async function port(esFile: string, id: string): Promise<void> {
  const dir = path.join(DEFINITIONS, id);
  const texts = esTexts(path.resolve(esFile));
  const english = (await importDefault(path.join(dir, 'messages.ts'))) as Record<string, string>;
  const spanishFile = path.join(dir, 'messages.es.ts');
  let source = readFileSync(spanishFile, 'utf8');
  for (const [key, text] of Object.entries(english)) {
    const spanish = Object.entries(texts).find(([from]) => icuText(from) === text)?.[1];
    if (spanish === undefined) continue;
    // The key's value as biome writes a one-string message: on its line, or on the next.
    const line = new RegExp(`^( {2}${key}:\\s*)(?:'(?:[^'\\\\]|\\\\.)*'|"(?:[^"\\\\]|\\\\.)*"),$`, 'm');
    const next = source.replace(line, (_all, head: string) => `${head}${literal(icuText(spanish))},`);
    if (next === source && !source.includes(literal(icuText(spanish))))
      console.log(
        `${id}: ${key}: not a one-string message in messages.es.ts; port by hand: ${JSON.stringify(spanish)}`,
      );
    source = next;
  }
  writeFileSync(spanishFile, source);
}

const [command, ...rest] = process.argv.slice(2);
if (command === 'convert') {
  const sharedFile = path.join(ROOT, 'src', 'engine', 'texts.es.ts');
  const shared = existsSync(sharedFile)
    ? ((await import(pathToFileURL(sharedFile).href)) as { SHARED_ES: Record<string, string> }).SHARED_ES
    : {};
  const ids =
    rest.length > 0
      ? rest
      : readdirSync(DEFINITIONS).filter((id) => existsSync(path.join(DEFINITIONS, id, 'es.ts')));
  for (const id of ids) {
    const left = await convert(id, shared);
    for (const text of left) console.log(`${id}: not reached: ${JSON.stringify(text)}`);
  }
} else if (command === 'port' && rest.length === 2) {
  const [esFile = '', id = ''] = rest;
  // `all`: every folder, as a shared dictionary's words were copied into each definition that used them.
  for (const each of id === 'all' ? readdirSync(DEFINITIONS) : [id]) await port(esFile, each);
} else {
  console.error('usage: words-to-messages.ts convert [id…] | port <es.ts> <id>');
  process.exitCode = 1;
}
