import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { RJSF_STAND_INS } from '../../build/rjsf-stand-ins';
import { toFormSchema } from '../../src/engine/json-schema';
import { THEME } from '../../src/form/theme';
import { loadAllDefinitions } from '../e2e/fixtures';

/**
 * The browser bundle replaces RJSF's array, anyOf/oneOf and layout-grid fields and its allOf merger with stand-ins
 * (build/rjsf-stand-ins.ts). Every definition's form must therefore stay a flat object whose lists go through
 * custom fields: this fails the day one does not, instead of a visitor's form failing.
 */
const definitions = await loadAllDefinitions();
const root = path.resolve(import.meta.dirname, '../..');

/** Field types RJSF renders with the fields the bundle keeps (others reach the BooleanField/NullField/FallbackField stand-ins). */
const FIELD_TYPES = ['string', 'number', 'integer'];

/** Schema and uiSchema keys that reach stand-ins: extra properties, cyclic or other refs, optional-data controls. */
const STAND_IN_KEYS = ['additionalProperties', 'patternProperties', '$ref', 'enableOptionalDataFieldForType'];

function keysIn(node: unknown, path: string, found: string[]) {
  if (!node || typeof node !== 'object') return;
  for (const [key, value] of Object.entries(node)) {
    const bare = key.replace(/^ui:/, '');
    if (STAND_IN_KEYS.includes(bare) && value !== false) found.push(`${path}.${key}`);
    keysIn(value, `${path}.${key}`, found);
  }
}

function features(node: unknown, path: string, found: string[]) {
  if (!node || typeof node !== 'object') return;
  const schema = node as Record<string, unknown>;
  for (const key of ['allOf', 'anyOf', 'oneOf']) {
    // A field's `dependencies` with oneOf (conditional fields) is resolved by RJSF's retrieveSchema, which the
    // bundle keeps; it never renders the anyOf/oneOf field.
    const dependency = key === 'oneOf' && /\.dependencies\.[^.]+$/.test(path);
    if (key in schema && !dependency) found.push(`${path}: ${key}`);
  }
  for (const [key, value] of Object.entries(schema)) features(value, `${path}.${key}`, found);
}

/** The widgets the bundle keeps (text is RJSF's default for a string without `ui:widget`). */
const FORM_WIDGETS = ['select', 'updown', 'date', 'text'];

describe('form schemas use only what the browser bundle keeps of RJSF', () => {
  it('names the stand-ins', () => {
    const names = Object.values(RJSF_STAND_INS);
    for (const name of [
      'ArrayField',
      'BooleanField',
      'FallbackField',
      'omitExtraData',
      'getClosestMatchingOption',
    ])
      expect(names).toContain(name);
  });

  it("never asks RJSF's Form to omit extra data (omitExtraData and toPathSchema are stand-ins)", () => {
    const runner = readFileSync(path.join(root, 'src/islands/calculator-runner.tsx'), 'utf8');
    expect(runner).toMatch(/<ChakraForm\b/);
    expect(runner).not.toMatch(/omitExtraData|liveOmit/);
  });

  it("replaces RJSF's default FieldTemplate (its Label and WrapIfAdditionalTemplate are stand-ins)", () => {
    expect(THEME.templates).toHaveProperty('FieldTemplate');
  });

  it('replaces every default template and widget the bundle drops with its own', () => {
    const replaced = [
      'BaseInputTemplate',
      'ObjectFieldTemplate',
      'ErrorList',
      'DescriptionField',
      'TitleField',
      'NumberField',
    ];
    const ours = [
      'BaseInputTemplate',
      'ObjectFieldTemplate',
      'ErrorListTemplate',
      'DescriptionFieldTemplate',
    ];
    for (const name of replaced) expect(Object.values(RJSF_STAND_INS).join(' ')).toContain(name);
    for (const name of [...ours, 'TitleFieldTemplate']) expect(THEME.templates).toHaveProperty(name);
    expect(THEME.widgets).toHaveProperty('SelectWidget');
    expect(THEME.fields).toHaveProperty('NumberField');
  });
  for (const definition of definitions) {
    it(`${definition.id}: no allOf/anyOf/oneOf, arrays only in custom fields, no layout grid`, () => {
      const { schema, uiSchema } = toFormSchema(definition) as {
        schema: { properties?: Record<string, { type?: string }> };
        uiSchema: Record<string, Record<string, unknown>>;
      };
      const found: string[] = [];
      features(schema, definition.id, found);
      for (const [name, property] of Object.entries(schema.properties ?? {})) {
        if (property.type === 'array' && !uiSchema[name]?.['ui:field'])
          found.push(`${name}: array without a custom field`);
      }
      expect(JSON.stringify(uiSchema)).not.toContain('LayoutGridField');
      // The form's fields, those shown under a dependency (childcare's type) included.
      const dependent = Object.values(
        (schema as { dependencies?: Record<string, { oneOf?: unknown[] }> }).dependencies ?? {},
      )
        .flatMap((dependency) => dependency.oneOf ?? [])
        .map((branch) => (branch as { properties?: Record<string, { type?: string }> }).properties ?? {});
      const fields = Object.assign({}, ...dependent, schema.properties ?? {}) as Record<
        string,
        { type?: string }
      >;
      expect(Object.keys(fields).length).toBeGreaterThan(0);
      for (const [name, property] of Object.entries(fields)) {
        const ui = uiSchema[name] ?? {};
        if (ui['ui:field']) continue;
        const widget = String(ui['ui:widget'] ?? 'text');
        if (!FORM_WIDGETS.includes(widget)) found.push(`${name}: widget ${widget}`);
        if (property.type === 'boolean') found.push(`${name}: boolean (checkbox widgets are dropped)`);
        if (!FIELD_TYPES.includes(String(property.type))) found.push(`${name}: type ${property.type}`);
        const format = (property as { format?: string }).format;
        if (format && format !== 'date') found.push(`${name}: format ${format}`);
      }
      keysIn(schema, 'schema', found);
      keysIn(uiSchema, 'uiSchema', found);
      if (JSON.stringify(uiSchema).includes('LayoutHeaderField')) found.push('LayoutHeaderField');
      expect(found).toEqual([]);
    });
  }
});
