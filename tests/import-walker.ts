import path from 'node:path';
import ts from 'typescript';

const root = path.resolve(import.meta.dirname, '..');

/** The project's compiler options (its `paths` resolve `@/…`). */
export const compilerOptions = ts.parseJsonConfigFileContent(
  ts.readConfigFile(path.join(root, 'tsconfig.json'), ts.sys.readFile).config,
  ts.sys,
  root,
).options;

/** One module a source file loads, with the names it imports from it by name (`import { a, b } from …`). */
export interface ImportOf {
  specifier: string;
  names: string[];
}

/**
 * The modules a source file loads: static and dynamic imports and re-exports; type-only ones (and type-only names)
 * left out unless `types`.
 */
export function importsOf(file: string, { types = false } = {}): ImportOf[] {
  const source = ts.createSourceFile(file, ts.sys.readFile(file) ?? '', ts.ScriptTarget.Latest, true);
  const found: ImportOf[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node) && (types || !node.importClause?.isTypeOnly)) {
      if (ts.isStringLiteral(node.moduleSpecifier)) {
        const bindings = node.importClause?.namedBindings;
        const names =
          bindings && ts.isNamedImports(bindings)
            ? bindings.elements
                .filter((element) => types || !element.isTypeOnly)
                .map((element) => element.name.text)
            : [];
        found.push({ specifier: node.moduleSpecifier.text, names });
      }
    } else if (ts.isExportDeclaration(node) && (types || !node.isTypeOnly) && node.moduleSpecifier) {
      if (ts.isStringLiteral(node.moduleSpecifier))
        found.push({ specifier: node.moduleSpecifier.text, names: [] });
    } else if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteral(node.arguments[0])
    ) {
      found.push({ specifier: node.arguments[0].text, names: [] });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** The module specifiers a source file loads (see `importsOf`). */
export const specifiersOf = (file: string, options: { types?: boolean } = {}): string[] =>
  importsOf(file, options).map(({ specifier }) => specifier);

/** Where a specifier imported by `from` resolves, as the compiler resolves it. */
export const resolveImport = (specifier: string, from: string) =>
  ts.resolveModuleName(specifier, from, compilerOptions, ts.sys).resolvedModule;
