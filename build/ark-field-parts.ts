import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { type Plugin, parseSync } from 'vite';
import { CHAKRA_TARGET } from './chakra-create-system';
import { assertLibraryVersions, type LibraryTarget } from './library-version';

/**
 * The release line whose field components this rewrite names. Ark comes with Chakra (it pins it); its parts module
 * is held to what the rewrite needs (it exists and exports every part Chakra reads), whatever its version.
 */
export const ARK_FIELD_TARGETS: readonly LibraryTarget[] = [CHAKRA_TARGET];

/** Chakra's components that read Ark's `Field` parts (`Field.Root`, `Field.Input`…). */
export const ARK_FIELD_USERS =
  /[\\/]@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]components[\\/](field[\\/]field|input[\\/]input|textarea[\\/]textarea|native-select[\\/]native-select)\.js$/;

/** Ark's module that exports each field part under its short name (`Root`, `Textarea`…). */
export const ARK_FIELD_PARTS = path.resolve(
  import.meta.dirname,
  '../node_modules/@ark-ui/react/dist/components/field/field.js',
);

const IMPORT = /import \{([^}]*)\} from '@ark-ui\/react\/field';/;

/** The names a module exports (`export { a as B }`, `export const x`), read from its source. */
export function exportedNames(code: string, file: string): string[] {
  const { program } = parseSync(file, code, { lang: 'js', sourceType: 'module' });
  type Node = { type: string; [key: string]: unknown };
  const names: string[] = [];
  for (const node of program.body as unknown as Node[]) {
    if (node.type !== 'ExportNamedDeclaration') continue;
    for (const specifier of (node.specifiers as Node[]) ?? []) {
      const exported = specifier.exported as Node;
      names.push(String(exported.name ?? exported.value));
    }
    const declaration = node.declaration as Node | null;
    if (declaration?.type === 'VariableDeclaration')
      for (const declarator of declaration.declarations as Node[])
        names.push(String((declarator.id as Node).name));
    else if (declaration?.id) names.push(String((declaration.id as Node).name));
  }
  return names;
}

/**
 * Ark hands Chakra its field parts as one object (`Field`, built with getters over all eleven parts), so every
 * page with an input kept all of them: the textarea part with its auto-resize code, the item and select parts.
 * Imported instead as the module namespace of the same parts, `Field.Root` is a plain reference the bundler can
 * follow, and parts nobody reads are dropped (docs/adr/0006). Throws when Chakra's import moved, or when it reads a
 * part (`Field.X`) the parts module does not export (`parts`: its exports), which would be `undefined` at run time.
 */
export function arkFieldPartsSource(code: string, id: string, parts: readonly string[]): string {
  const found = IMPORT.exec(code);
  const names = found?.[1]?.split(',').map((name) => name.trim()) ?? [];
  if (!found || !names.includes('Field')) {
    throw new Error(`arkFieldParts: no import of Ark's Field in ${id}; update build/ark-field-parts.ts`);
  }
  const missing = [...code.matchAll(/\bField\.(\w+)/g)]
    .map((match) => match[1] ?? '')
    .filter((part) => !parts.includes(part));
  if (missing.length > 0) {
    throw new Error(
      `arkFieldParts: ${id} reads Field.${missing.join(', Field.')}, which ${ARK_FIELD_PARTS} does not export; update build/ark-field-parts.ts`,
    );
  }
  const rest = names.filter((name) => name && name !== 'Field');
  const lines = [`import * as Field from ${JSON.stringify(ARK_FIELD_PARTS)};`];
  if (rest.length) lines.push(`import { ${rest.join(', ')} } from '@ark-ui/react/field';`);
  return code.replace(found[0], lines.join('\n'));
}

/** Chakra's field components read Ark's field parts one by one (build and dev pre-bundle alike). */
export function arkFieldParts(): Plugin {
  let parts: string[] = [];
  return {
    name: 'bloomcalc-ark-field-parts',
    buildStart() {
      assertLibraryVersions('ark-field-parts', ARK_FIELD_TARGETS);
      if (!existsSync(ARK_FIELD_PARTS))
        throw new Error(`arkFieldParts: ${ARK_FIELD_PARTS} is gone; update build/ark-field-parts.ts`);
      parts = exportedNames(readFileSync(ARK_FIELD_PARTS, 'utf8'), ARK_FIELD_PARTS);
    },
    transform: {
      filter: { id: ARK_FIELD_USERS },
      handler: (code, id) => ({ code: arkFieldPartsSource(code, id, parts), map: null }),
    },
  };
}
