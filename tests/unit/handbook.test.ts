import { describe, expect, it } from 'vitest';
import {
  BEGIN_MARKER,
  END_MARKER,
  handbookReference,
  readHandbook,
  SHARED_LIMITS,
  schemaParts,
  withReference,
} from '../../scripts/lib/handbook';
import { SEVERITIES } from '../../src/engine/severity';
import { customFields } from '../../src/form/theme';
import { customBlocks } from '../../src/results/registry';

const handbook = readHandbook();
const reference = handbook.slice(handbook.indexOf(BEGIN_MARKER), handbook.indexOf(END_MARKER));
const parts = schemaParts();

// docs/authoring.md is the content editor's only guide: everything the schema allows must be in it.
describe('docs/authoring.md', () => {
  it('holds the reference as npm run handbook writes it from the schema and registries now', () => {
    const fresh = withReference(
      handbook,
      handbookReference(Object.keys(customBlocks), Object.keys(customFields)),
    );
    expect(handbook, 'docs/authoring.md is out of date: run npm run handbook and commit it').toBe(fresh);
  });

  it.each([
    ['field kind', parts.fieldKinds.map((kind) => `\`type: '${kind}'\``)],
    ['result block kind', parts.blockKinds.map((kind) => `\`block: '${kind}'\``)],
    ['format kind', parts.formatKinds.map(({ kind }) => `| \`${kind}\` |`)],
    ['colour', parts.colors.map((color) => `\`${color}\``)],
    ['place of the icons and categories', ['https://lucide.dev/icons', '`content/categories/`']],
    ['shared limit', SHARED_LIMITS.map(([, constant]) => `\`${constant}\``)],
    ['card severity', SEVERITIES.map((severity) => `| \`${severity}\` |`)],
  ])('names every %s of the definition schema', (_what, expected) => {
    expect(expected.length).toBeGreaterThan(0);
    for (const text of expected) expect(reference, text).toContain(text);
  });

  it('names and describes every custom result block, its props, and every custom form field', () => {
    expect(Object.keys(customBlocks).sort()).toEqual(parts.components.map(({ kind }) => kind).sort());
    for (const component of parts.components) {
      expect(reference).toContain(`#### \`component: '${component.kind}'\`: ${component.description}`);
      expect(component.description, component.kind).not.toBe('');
      expect(component.rows.length, component.kind).toBeGreaterThan(0);
      for (const row of component.rows) expect(row.description, `${component.kind}: ${row.key}`).not.toBe('');
    }
    for (const name of Object.keys(customFields)) expect(reference).toContain(`\`${name}\``);
  });

  it('describes every key of every field and block kind', () => {
    for (const kind of [...parts.fields.list, ...parts.blocks.list]) {
      expect(kind.description, kind.kind).not.toBe('');
      for (const row of kind.rows) expect(row.description, `${kind.kind}: ${row.key}`).not.toBe('');
    }
  });
});
