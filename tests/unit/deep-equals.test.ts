import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { deepEquals as rjsfDeepEquals } from '@rjsf/utils';
import { createElement } from 'react';
import { describe, expect, it } from 'vitest';
import { BROWSER_ALIASES } from '../../build/browser-aliases';
import { installedVersion, samePatchLine } from '../../build/library-version';
import deepEquals, { createCustomEqual } from '../../src/form/deep-equals';

const root = path.resolve(import.meta.dirname, '../..');

/** Every definition's form schema as the generator snapshots it: what RJSF compares on each render. */
const schemas = readdirSync(path.join(root, 'definitions')).map(
  (id) =>
    JSON.parse(readFileSync(path.join(root, 'definitions', id, 'form-schema.snap.json'), 'utf8')) as object,
);

const circular = () => {
  const value: Record<string, unknown> = { a: 1 };
  value.self = value;
  return value;
};

/** Pairs on which the stand-in must answer as RJSF's fast-equals configuration does (tests keep the original). */
const pairs: [string, unknown, unknown][] = [
  ['equal numbers', 1, 1],
  ['different numbers', 1, 2],
  ['NaN and NaN', Number.NaN, Number.NaN],
  ['0 and -0', 0, -0],
  ['number and its text', 1, '1'],
  ['null and undefined', null, undefined],
  ['empty object and null', {}, null],
  ['two functions', () => 1, () => 2],
  ['function and object', () => 1, {}],
  ['equal form data', { weight: 70, height: 170, unit: 'kg' }, { unit: 'kg', height: 170, weight: 70 }],
  ['a changed field', { weight: 70, height: 170 }, { weight: 71, height: 170 }],
  ['a field more', { weight: 70 }, { weight: 70, height: undefined }],
  ['an undefined field against a missing one', { a: undefined, b: 1 }, { b: 1, c: undefined }],
  ['equal arrays', [1, [2, { x: 3 }]], [1, [2, { x: 3 }]]],
  ['arrays of other lengths', [1, 2], [1, 2, 3]],
  ['array and object', [1], { 0: 1 }],
  ['equal dates', new Date(2026, 0, 1), new Date(2026, 0, 1)],
  ['other dates', new Date(2026, 0, 1), new Date(2026, 0, 2)],
  ['equal expressions', /^\d+$/u, /^\d+$/u],
  ['expressions with other flags', /a/g, /a/i],
  ['null-prototype and plain object', Object.assign(Object.create(null), { a: 1 }), { a: 1 }],
  [
    'two null-prototype objects',
    Object.assign(Object.create(null), { a: 1 }),
    Object.assign(Object.create(null), { a: 1 }),
  ],
  ['circular values', circular(), circular()],
  ['equal React elements', createElement('p', { id: 'a' }, 'x'), createElement('p', { id: 'a' }, 'x')],
  ['other React elements', createElement('p', { id: 'a' }, 'x'), createElement('p', { id: 'b' }, 'x')],
  [
    'error schemas',
    { weight: { __errors: ['Enter a weight'] } },
    { weight: { __errors: ['Enter a weight'] } },
  ],
  ...schemas.map((schema, index): [string, unknown, unknown] => [
    `form schema ${index} and its copy`,
    schema,
    structuredClone(schema),
  ]),
  ...schemas
    .slice(1)
    .map((schema, index): [string, unknown, unknown] => [
      `form schemas ${index} and ${index + 1}`,
      schemas[index],
      schema,
    ]),
];

describe('deepEquals (fast-equals stand-in for RJSF, src/form/deep-equals.ts)', () => {
  for (const [name, a, b] of pairs) {
    it(`answers as RJSF's own deepEquals: ${name}`, () => {
      const expected = rjsfDeepEquals(a, b);
      expect(deepEquals(a, b)).toBe(expected);
      expect(deepEquals(b, a)).toBe(rjsfDeepEquals(b, a));
      expect(createCustomEqual({ circular: true })(a, b)).toBe(expected);
    });
  }

  it('stands in for fast-equals in the browser build, and RJSF still asks it for createCustomEqual only', () => {
    expect(BROWSER_ALIASES['fast-equals']).toBe(path.join(root, 'src/form/deep-equals.ts'));
    const rjsf = readFileSync(path.join(root, 'node_modules/@rjsf/utils/lib/deepEquals.js'), 'utf8');
    const imports = [...rjsf.matchAll(/import (.+) from ['"]fast-equals['"]/g)].map((match) => match[1]);
    expect(imports).toEqual(['{ createCustomEqual }']);
    expect(samePatchLine(installedVersion('fast-equals', root), '6.2.2')).toBe(true);
  });
});
