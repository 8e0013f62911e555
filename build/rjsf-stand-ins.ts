import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { assertLibraryVersions, type LibraryTarget } from './library-version';

/** The RJSF release line whose `lib/` file layout the stand-ins name. */
export const RJSF_TARGETS: readonly LibraryTarget[] = [
  { name: '@rjsf/core', version: '6.11.1' },
  { name: '@rjsf/utils', version: '6.11.1' },
];

/**
 * RJSF's default registry brings every field kind, and its schema utilities a general allOf merger. The site's
 * forms are flat objects of numbers, texts, dates and selects, with lists only through custom fields
 * (tests/unit/form-schema-features.test.ts holds every definition to that). In the browser the field kinds for
 * arrays, anyOf/oneOf and layout grids, and the allOf merger, are stand-ins that fail loudly if ever reached (the
 * island's error boundary then shows its message), so no calculator page carries them (docs/adr/0006).
 * Keys are paths under node_modules/@rjsf/; the build (`assertStandInFilesExist`) and
 * tests/unit/library-patches.test.tsx fail when one no longer exists.
 * The way to retire them is upstream: rjsf-team/react-jsonschema-form pull request #5266 (merged on the breaking v7
 * line, not in 6.x) exports core's components one by one in place of `getDefaultRegistry()`, whose one object
 * referencing every field, widget and template is why no bundler can drop the unused ones. When the installed RJSF
 * has it, the theme imports the parts the forms use and this list goes (docs/adr/0006-library-patches.md).
 */
export const RJSF_STAND_INS: Record<string, string> = {
  'core/lib/components/fields/ArrayField.js': 'ArrayField',
  'core/lib/components/fields/LayoutGridField.js': 'LayoutGridField',
  'core/lib/components/fields/MultiSchemaField.js': 'MultiSchemaField',
  'core/lib/components/fields/LayoutMultiSchemaField.js': 'LayoutMultiSchemaField',
  'utils/lib/schema/shallowAllOfMerge.js': 'allOf merging',
  // Widgets no form asks for (forms use select, updown, date and text only: FORM_WIDGETS in the test).
  ...Object.fromEntries(
    [
      'AltDateTimeWidget',
      'AltDateWidget',
      'CheckboxWidget',
      'CheckboxesWidget',
      'ColorWidget',
      'DateTimeWidget',
      'EmailWidget',
      'FileWidget',
      'PasswordWidget',
      'RadioWidget',
      'RangeWidget',
      'RatingWidget',
      'TextareaWidget',
      'TimeWidget',
      'URLWidget',
    ].map((name) => [`core/lib/components/widgets/${name}.js`, name]),
  ),
  // Templates for arrays and anyOf/oneOf (never rendered), and the defaults src/form/theme.tsx replaces.
  ...Object.fromEntries(
    [
      'ArrayFieldDescriptionTemplate',
      'ArrayFieldItemButtonsTemplate',
      'ArrayFieldItemTemplate',
      'ArrayFieldTemplate',
      'ArrayFieldTitleTemplate',
      'MultiSchemaFieldTemplate',
      'GridTemplate',
      'CyclicSchemaExpandTemplate',
      'BaseInputTemplate',
      'ObjectFieldTemplate',
      'ErrorList',
      'DescriptionField',
      'TitleField',
    ].map((name) => [`core/lib/components/templates/${name}.js`, name]),
  ),
  'core/lib/components/widgets/SelectWidget.js': 'SelectWidget (the theme has its own)',
  // The theme's NumberField hands numbers straight to the native input (src/form/theme.tsx): RJSF's is never drawn.
  'core/lib/components/fields/NumberField.js': 'NumberField (the theme has its own)',
  // Fields and templates for what no form has (FORM_FEATURES in tests/unit/form-schema-features.test.ts): booleans,
  // nulls, schemas without a known type (FallbackField), cyclic $refs, layout headers, optional-data controls,
  // additional properties (WrapIfAdditionalTemplate, AddButton) and array item buttons (IconButton's), and the
  // default FieldTemplate and its Label, which the theme replaces.
  ...Object.fromEntries(
    [
      'BooleanField',
      'NullField',
      'FallbackField',
      'CyclicSchemaField',
      'LayoutHeaderField',
      'OptionalDataControlsField',
    ].map((name) => [`core/lib/components/fields/${name}.js`, name]),
  ),
  ...Object.fromEntries(
    [
      'FallbackFieldTemplate',
      'UnsupportedField',
      'OptionalDataControlsTemplate',
      'WrapIfAdditionalTemplate',
      'FieldTemplate/FieldTemplate',
      'FieldTemplate/Label',
      'ButtonTemplates/AddButton',
      'ButtonTemplates/IconButton',
    ].map((name) => [`core/lib/components/templates/${name}.js`, name]),
  ),
  // Schema utilities only anyOf/oneOf (outside a field's dependencies) or Form's `omitExtraData` reach.
  ...Object.fromEntries(
    [
      'getClosestMatchingOption',
      'getFirstMatchingOption',
      'findSelectedOptionInXxxOf',
      'toPathSchema',
      'omitExtraData',
    ].map((name) => [`utils/lib/schema/${name}.js`, name]),
  ),
};

/** Where the RJSF packages are installed (the keys of RJSF_STAND_INS are paths under it). */
const RJSF_DIR = path.resolve(import.meta.dirname, '../node_modules/@rjsf');

/**
 * Throws when a file RJSF_STAND_INS names is gone: RJSF moved or renamed it, and the original would ride on every
 * calculator page again without a word.
 */
export function assertStandInFilesExist(dir = RJSF_DIR): void {
  const missing = Object.keys(RJSF_STAND_INS).filter((file) => !existsSync(path.join(dir, file)));
  if (missing.length > 0)
    throw new Error(
      `rjsfStandIns: ${missing.join(', ')} no longer in @rjsf/; update build/rjsf-stand-ins.ts (docs/adr/0006-library-patches.md)`,
    );
}

/** The names a replaced file exports besides its default (`export function x`, `export const x`), kept by its stand-in. */
export function namedExports(code: string): string[] {
  return [...code.matchAll(/^export (?:function|const|let|class) ([A-Za-z_$][\w$]*)/gm)].map(
    (match) => match[1] ?? '',
  );
}

/** The one module every stand-in re-exports its throwing function from. */
export const UNSUPPORTED_ID = 'virtual:rjsf-unsupported';
const RESOLVED_UNSUPPORTED = `\0${UNSUPPORTED_ID}`;

/**
 * What a stand-in throws: the file that lists what the forms leave out of RJSF (its test is
 * tests/unit/form-schema-features.test.ts). Short: it is in every calculator page's first load.
 */
export const UNSUPPORTED_MESSAGE = 'RJSF part left out: build/rjsf-stand-ins.ts';

/** The module UNSUPPORTED_ID names: the one function every stand-in's exports are. */
export const UNSUPPORTED_SOURCE = `export function unsupported() { throw new Error(${JSON.stringify(UNSUPPORTED_MESSAGE)}); }\n`;

/**
 * The stand-in module for one RJSF file: its default export and each of the original's other exports (`names`) are
 * one shared function that throws UNSUPPORTED_MESSAGE. One function for all the exports: a thrower per stand-in,
 * naming what it replaces, would cost bytes on every calculator page; in `npm run dev` the stack's caller
 * names the replaced file. A file exporting in a form `namedExports` does not read fails the build (an import of a
 * missing export), never a visitor's form.
 */
export function rjsfStandInSource(names: readonly string[] = []): string {
  const lines = [`import { unsupported } from '${UNSUPPORTED_ID}';`, 'export default unsupported;'];
  for (const name of names) lines.push(`export { unsupported as ${name} };`);
  return `${lines.join('\n')}\n`;
}

/** The stand-in key for a module id, if it is one of the replaced RJSF files. */
export function rjsfStandInFor(id: string): string | undefined {
  const normal = id.replace(/\\/g, '/');
  return Object.keys(RJSF_STAND_INS).find((file) => normal.endsWith(`@rjsf/${file}`));
}

/**
 * Replaces the files of RJSF_STAND_INS in the browser's code: the build's client bundle, and (through
 * `optimizeDeps.rolldownOptions.plugins`) the dev server's dependency pre-bundle, so a form that reaches one fails
 * in `npm run dev` as it would in production. Server rendering keeps the originals.
 */
export function rjsfStandIns(): Plugin {
  return {
    name: 'bloomcalc-rjsf-stand-ins',
    buildStart() {
      assertLibraryVersions('rjsf-stand-ins', RJSF_TARGETS);
      assertStandInFilesExist();
    },
    resolveId: (id) => (id === UNSUPPORTED_ID ? RESOLVED_UNSUPPORTED : null),
    load: (id) => (id === RESOLVED_UNSUPPORTED ? UNSUPPORTED_SOURCE : null),
    transform: {
      filter: { id: /[\\/]node_modules[\\/]@rjsf[\\/]/ },
      handler(code, id) {
        const key = rjsfStandInFor(id);
        // The dependency optimizer has no environment: it only pre-bundles the browser's dependencies.
        const environment = (this as { environment?: { name: string } }).environment?.name ?? 'client';
        if (!key || environment !== 'client') return null;
        return { code: rjsfStandInSource(namedExports(code)), map: null };
      },
    },
  };
}
