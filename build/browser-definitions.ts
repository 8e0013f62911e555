import { type Plugin, parseSync } from 'vite';

/** A definition module: `definitions/<id>/calculator.ts`. */
export const DEFINITION_MODULE = /[\\/]definitions[\\/][^\\/]+[\\/]calculator\.ts$/;

/** Properties of a definition only the prerender, the CLI and the tests read: never shipped to the browser. */
export const SERVER_ONLY_PROPERTIES = ['examples'] as const;

interface Node {
  type: string;
  start: number;
  end: number;
  [key: string]: unknown;
}

/**
 * The definition's source without its worked examples. The examples are the page's prerendered section, the contract
 * suite's cases and `npm run calc`'s; the island runs the formula on the visitor's input only, so carrying them
 * cost every calculator page its own examples (maternity's 310 lines: ~1.3 KB gzip). Our own code, so no library
 * version to guard: throws, naming the file, if a definition is not `export default defineCalculator({ … })` with
 * each property once, so a definition written another way fails the build instead of shipping what it should not.
 */
export function withoutServerOnlyProperties(code: string, file: string): string {
  const { program, errors } = parseSync(file, code, { lang: 'ts', sourceType: 'module' });
  if (errors.length) throw new Error(`${file}: does not parse (${errors[0]?.message})`);
  const exported = (program.body as unknown as Node[]).find(
    (node) => node.type === 'ExportDefaultDeclaration',
  );
  const call = exported?.declaration as Node | undefined;
  const callee = call?.callee as Node | undefined;
  const object = (call?.arguments as Node[] | undefined)?.[0];
  if (
    call?.type !== 'CallExpression' ||
    callee?.name !== 'defineCalculator' ||
    object?.type !== 'ObjectExpression'
  ) {
    throw new Error(`${file}: browser-definitions expects export default defineCalculator({ … })`);
  }
  const properties = object.properties as Node[];
  const ranges = SERVER_ONLY_PROPERTIES.map((name) => {
    const matches = properties.filter(
      (property) => property.type === 'Property' && (property.key as Node).name === name,
    );
    if (matches.length !== 1)
      throw new Error(`${file}: expected one "${name}" property, found ${matches.length}`);
    const property = matches[0] as Node;
    const next = properties[properties.indexOf(property) + 1];
    // Up to the next property (its comma with it), or to the end of the last one.
    return [property.start, next ? next.start : property.end] as const;
  });
  let out = code;
  // From the end, so the earlier offsets stay valid.
  for (const [start, end] of ranges.sort((a, b) => b[0] - a[0])) out = out.slice(0, start) + out.slice(end);
  return out;
}

/**
 * Leaves SERVER_ONLY_PROPERTIES out of every definition in the browser's bundle (and the dev server's, so dev runs
 * what production runs). Server rendering, the CLI and the tests import the definitions whole.
 */
export function browserDefinitions(): Plugin {
  return {
    name: 'bloomcalc-browser-definitions',
    enforce: 'pre',
    transform: {
      filter: { id: DEFINITION_MODULE },
      handler(code, id) {
        if (this.environment.name !== 'client') return null;
        return { code: withoutServerOnlyProperties(code, id), map: null };
      },
    },
  };
}
