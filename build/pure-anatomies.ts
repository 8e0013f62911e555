import { type Plugin, parseSync } from 'vite';
import { CHAKRA_TARGET } from './chakra-create-system';
import { assertLibraryVersions, type LibraryTarget } from './library-version';

/**
 * The release line whose anatomy modules this was checked against. Ark and Zag come with Chakra (it pins them);
 * their anatomy modules are held to the shapes `pureAnatomySource` knows, whatever their version.
 */
export const ANATOMY_TARGETS: readonly LibraryTarget[] = [CHAKRA_TARGET];

/** Chakra's anatomy module and every Zag/Ark `*.anatomy.js`. */
export const ANATOMY_MODULE =
  /[\\/]node_modules[\\/](@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]anatomy\.js|@(zag-js|ark-ui)[\\/].*\.anatomy\.m?js)$/;

/** The methods of Zag's anatomy object (`@zag-js/anatomy`): each returns a new anatomy or its part names. */
const ANATOMY_METHODS: ReadonlySet<string> = new Set([
  'parts',
  'extendWith',
  'rename',
  'omit',
  'keys',
  'build',
]);

interface Node {
  type: string;
  start: number;
  end: number;
  [key: string]: unknown;
}

/**
 * Whether an expression is an anatomy call: `createAnatomy(…)`, or a chain of ANATOMY_METHODS calls on it or on an
 * imported anatomy (`createAnatomy('x').parts(…)`, `anatomy.extendWith(…)`, `anatomy.rename(…).build()`).
 */
function isAnatomyCall(node: Node | undefined): boolean {
  if (node?.type !== 'CallExpression') return false;
  const callee = node.callee as Node;
  if (callee.type === 'Identifier') return callee.name === 'createAnatomy';
  if (callee.type !== 'MemberExpression' || callee.computed) return false;
  const method = (callee.property as Node).name as string;
  const object = callee.object as Node;
  return ANATOMY_METHODS.has(method) && (object.type === 'Identifier' || isAnatomyCall(object));
}

/** A statement that runs nothing when the module loads: an import, a re-export, a directive, a function. */
function runsNothing(node: Node): boolean {
  if (node.type === 'ExpressionStatement') return (node.expression as Node).type === 'Literal';
  if (node.type === 'ExportNamedDeclaration') return !node.declaration;
  return ['ImportDeclaration', 'ExportAllDeclaration', 'FunctionDeclaration', 'EmptyStatement'].includes(
    node.type,
  );
}

/**
 * Marks each top-level anatomy call of one module pure. Throws, naming the module and the code, when a top-level
 * statement runs anything but an anatomy call or an alias of one (a new way of building anatomies, which the bundler
 * would otherwise keep on every page without a word), and when a module that declares anything has no anatomy call
 * to mark. A module of imports and re-exports only (Ark's) has nothing to mark and is left as it is.
 */
export function pureAnatomySource(code: string, id: string): string {
  const { program, errors } = parseSync(id, code, { lang: 'js', sourceType: 'module' });
  if (errors.length) throw new Error(`pureAnatomies: ${id} does not parse (${errors[0]?.message})`);
  const marks: number[] = [];
  const fail = (node: Node, why: string) =>
    new Error(
      `pureAnatomies: ${why} in ${id}: ${code.slice(node.start, node.end).slice(0, 120)}; update build/pure-anatomies.ts`,
    );
  for (const statement of program.body as unknown as Node[]) {
    if (runsNothing(statement)) continue;
    const declaration =
      statement.type === 'ExportNamedDeclaration' ? (statement.declaration as Node) : statement;
    if (declaration.type === 'VariableDeclaration') {
      for (const declarator of declaration.declarations as Node[]) {
        const init = declarator.init as Node | undefined;
        if (init?.type === 'Identifier') continue;
        if (!isAnatomyCall(init)) throw fail(declarator, 'a top-level value it does not understand');
        marks.push((init as Node).start);
      }
    } else if (declaration.type === 'ExpressionStatement' && isAnatomyCall(declaration.expression as Node)) {
      marks.push((declaration.expression as Node).start);
    } else {
      throw fail(statement, 'a top-level statement it does not understand');
    }
  }
  const declares = (program.body as unknown as Node[]).some(
    (node) =>
      node.type === 'VariableDeclaration' || (node.type === 'ExportNamedDeclaration' && node.declaration),
  );
  if (declares && marks.length === 0)
    throw new Error(`pureAnatomies: no anatomy call found in ${id}; update build/pure-anatomies.ts`);
  let out = code;
  for (const at of marks.sort((a, b) => b - a)) out = `${out.slice(0, at)}/* @__PURE__ */ ${out.slice(at)}`;
  return out;
}

/**
 * Chakra's and Zag's anatomy modules build every component's part names at the top level
 * (`createAnatomy('dialog').parts(…)`, `anatomy.extendWith(…)`, `anatomy.build()`). Those calls have no side
 * effects, but without an annotation the bundler must keep all ~60 of them on every page. Marking them pure lets
 * it drop the anatomies of components the site does not use (docs/adr/0002). Rolldown's
 * `treeshake.manualPureFunctions` matches callee names, which cannot name `accordionAnatomy$1.extendWith`.
 */
export function pureAnatomies(): Plugin {
  return {
    name: 'bloomcalc-pure-anatomies',
    apply: 'build',
    buildStart() {
      assertLibraryVersions('pure-anatomies', ANATOMY_TARGETS);
    },
    transform: {
      filter: { id: ANATOMY_MODULE },
      handler(code, id) {
        const pure = pureAnatomySource(code, id);
        return pure === code ? null : { code: pure, map: null };
      },
    },
  };
}
