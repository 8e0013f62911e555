import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { assertLibraryVersions, type LibraryTarget } from './library-version';

/** The releases whose files this rewrite names (Chakra's field components, Ark's field module). */
export const ARK_FIELD_TARGETS: readonly LibraryTarget[] = [
  { name: '@chakra-ui/react', version: '3.38.0' },
  { name: '@ark-ui/react', version: '5.40.0' },
];

/** Chakra's components that read Ark's `Field` parts (`Field.Root`, `Field.Input`…). */
export const ARK_FIELD_USERS =
  /[\\/]@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]components[\\/](field[\\/]field|input[\\/]input|textarea[\\/]textarea|native-select[\\/]native-select)\.js$/;

/** Ark's module that exports each field part under its short name (`Root`, `Textarea`…). */
export const ARK_FIELD_PARTS = path.resolve(
  import.meta.dirname,
  '../node_modules/@ark-ui/react/dist/components/field/field.js',
);

const IMPORT = /import \{([^}]*)\} from '@ark-ui\/react\/field';/;

/**
 * Ark hands Chakra its field parts as one object (`Field`, built with getters over all eleven parts), so every
 * page with an input kept all of them: the textarea part with its auto-resize code, the item and select parts.
 * Imported instead as the module namespace of the same parts, `Field.Root` is a plain reference the bundler can
 * follow, and parts nobody reads are dropped (docs/adr/0006). Throws when Chakra's import moved.
 */
export function arkFieldPartsSource(code: string, id: string): string {
  const found = IMPORT.exec(code);
  const names = found?.[1]?.split(',').map((name) => name.trim()) ?? [];
  if (!found || !names.includes('Field')) {
    throw new Error(`arkFieldParts: no import of Ark's Field in ${id}; update build/ark-field-parts.ts`);
  }
  const rest = names.filter((name) => name && name !== 'Field');
  const lines = [`import * as Field from ${JSON.stringify(ARK_FIELD_PARTS)};`];
  if (rest.length) lines.push(`import { ${rest.join(', ')} } from '@ark-ui/react/field';`);
  return code.replace(found[0], lines.join('\n'));
}

/** Chakra's field components read Ark's field parts one by one (build and dev pre-bundle alike). */
export function arkFieldParts(): Plugin {
  return {
    name: 'bloomcalc-ark-field-parts',
    buildStart() {
      assertLibraryVersions('ark-field-parts', ARK_FIELD_TARGETS);
      if (!existsSync(ARK_FIELD_PARTS))
        throw new Error(`arkFieldParts: ${ARK_FIELD_PARTS} is gone; update build/ark-field-parts.ts`);
    },
    transform: {
      filter: { id: ARK_FIELD_USERS },
      handler: (code, id) => ({ code: arkFieldPartsSource(code, id), map: null }),
    },
  };
}
