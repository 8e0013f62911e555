import { describe, expect, it } from 'vitest';
import bmi from '../../definitions/bmi/page';
import { checkDefinition } from '../../scripts/lib/definitions';
import {
  defineCalculator,
  definitionIn,
  formatValue,
  fromQuery,
  isIsoDate,
  parseNumber,
  round,
  runCalculator,
  toCanonical,
  toFormSchema,
  toQuery,
  validateInput,
} from '../../src/engine';
import { SEVERITIES } from '../../src/engine/severity';
import { fitsSchema } from '../../src/form/validator';
import { SEVERITY_PALETTE, severityAt } from '../../src/results/tone';

describe('units', () => {
  it('converts to canonical cm and kg with the spec factors', () => {
    expect(toCanonical(1, 'ft')).toBeCloseTo(30.48, 10);
    expect(toCanonical(1, 'in')).toBeCloseTo(2.54, 10);
    expect(toCanonical(1.65, 'm')).toBeCloseTo(165, 10);
    expect(toCanonical(100, 'lbs')).toBeCloseTo(45.3592, 10);
  });
});

describe('round', () => {
  it('rounds half away from zero without binary artefacts', () => {
    expect(round(1.005, 2)).toBe(1.01);
    expect(round(22.05, 1)).toBe(22.1);
    expect(round(-2.5)).toBe(-3);
    expect(round(-0.04, 1)).toBe(0);
  });
});

describe('parsing', () => {
  it('accepts numbers and numeric text only', () => {
    expect(parseNumber('  165.5 ')).toBe(165.5);
    expect(parseNumber(60)).toBe(60);
    expect(parseNumber('1e3')).toBe(1000);
    for (const bad of [
      'abc',
      '',
      '12abc',
      'Infinity',
      Number.NaN,
      Number.POSITIVE_INFINITY,
      '0x10',
      null,
      {},
    ]) {
      expect(parseNumber(bad)).toBeUndefined();
    }
  });

  it('accepts real calendar dates only', () => {
    expect(isIsoDate('2028-02-29')).toBe(true);
    expect(isIsoDate('2026-02-29')).toBe(false);
    expect(isIsoDate('2026-04-31')).toBe(false);
    expect(isIsoDate('2026-13-01')).toBe(false);
    expect(isIsoDate('26-01-01')).toBe(false);
    expect(isIsoDate('1899-12-31')).toBe(false);
  });
});

describe('validateInput', () => {
  it('names the field and the limit in the unit picked', () => {
    const { errors } = validateInput(bmi, {
      height: 300,
      heightUnit: 'cm',
      weight: 700,
      weightUnit: 'lbs',
      age: 3.5,
    });
    expect(errors).toEqual([
      { field: 'height', message: 'Height must be at most 250 cm.' },
      { field: 'weight', message: 'Weight must be at most 660 lbs.' },
      { field: 'age', message: 'Age must be a whole number.' },
    ]);
  });

  it('says how to write feet and inches, and "1 year", not "must be a number" or "1 years"', () => {
    const { errors } = validateInput(bmi, {
      height: `5.5'0"`,
      heightUnit: 'ft',
      weight: 60,
      weightUnit: 'kg',
      age: 0,
    });
    expect(errors).toEqual([
      { field: 'height', message: 'Height: type whole feet and inches under 12, such as 5 ft 6 in.' },
      { field: 'age', message: expect.stringMatching(/^Age must be at least \d+ years?\.$/) },
    ]);
    const min = bmi.fields.age;
    if (min?.type === 'number' && min.min === 1)
      expect(errors[1]?.message).toBe('Age must be at least 1 year.');
  });

  it('says a required field is missing instead of treating it as 0', () => {
    const { errors } = validateInput(bmi, { heightUnit: 'cm', weight: 60 });
    expect(errors).toEqual([{ field: 'height', message: 'Height is required.' }]);
  });

  it('rejects a unit the field does not offer', () => {
    const outcome = runCalculator(
      bmi,
      { height: 165, heightUnit: 'lbs', weight: 60 },
      { today: '2026-01-01' },
    );
    expect(outcome).toEqual({
      ok: false,
      errors: [{ field: 'heightUnit', message: 'Choose one of: cm, ft, m, in.' }],
    });
  });
});

describe('share links', () => {
  it('round-trips the contract field names and drops unknown ones', () => {
    const query = toQuery(bmi, { height: 165, heightUnit: 'cm', weight: 60, weightUnit: 'kg', evil: 'x' });
    expect(query).toBe('height=165&weight=60&heightUnit=cm&weightUnit=kg');
    expect(fromQuery(bmi, `?${query}&evil=1`)).toEqual({
      height: 165,
      heightUnit: 'cm',
      weight: 60,
      weightUnit: 'kg',
    });
  });

  it('keeps malformed values as typed so validation reports them', () => {
    const values = fromQuery(bmi, '?height=%3Cscript%3E&weight=1e999&heightUnit=yd');
    const outcome = runCalculator(bmi, values, { today: '2026-01-01' });
    expect(outcome).toMatchObject({
      ok: false,
      errors: [
        { field: 'heightUnit', message: 'Choose one of: cm, ft, m, in.' },
        { field: 'height', message: 'Height must be a number.' },
        { field: 'weight', message: 'Weight must be a number.' },
      ],
    });
  });

  // Issue 32: Number('0xA5') is 165, so the page computed what `npm run calc` refuses.
  it.each(['0xA5', '0b10100101', '0o245', ' 0XA5 '])(
    'reads numbers as the CLI does: height=%s is a field error, not a number',
    (height) => {
      const values = fromQuery(bmi, `?${new URLSearchParams({ height, heightUnit: 'cm', weight: '60' })}`);
      expect(values.height).toBe(height);
      const outcome = runCalculator(bmi, values, { today: '2026-01-01' });
      expect(outcome).toMatchObject({
        ok: false,
        errors: [{ field: 'height', message: 'Height must be a number.' }],
      });
    },
  );

  it('still reads decimal numbers, with signs, exponents and spaces around them', () => {
    expect(fromQuery(bmi, '?height=%20165.5%20&weight=6e1')).toEqual({ height: 165.5, weight: 60 });
  });
});

describe('form schema', () => {
  it('pairs each quantity with a unit select and keeps the contract names', () => {
    const { schema, uiSchema } = toFormSchema(bmi);
    expect(Object.keys(schema.properties as object)).toEqual([
      'height',
      'heightUnit',
      'weight',
      'weightUnit',
      'age',
    ]);
    expect(schema.required).toEqual(['height', 'heightUnit', 'weight', 'weightUnit']);
    expect(uiSchema['ui:order']).toEqual(['height', 'heightUnit', 'weight', 'weightUnit', 'age']);
  });

  it('puts conditional fields in dependencies that the subset matcher resolves', () => {
    const def = definitionIn(
      defineCalculator(
        () =>
          ({
            ...bmi,
            fields: {
              kind: {
                type: 'select',
                label: 'Kind',
                required: true,
                options: [
                  { value: 'a', label: 'A' },
                  { value: 'b', label: 'B' },
                ],
              },
              onlyA: {
                type: 'number',
                label: 'Only A',
                min: 0,
                max: 5,
                required: true,
                visibleWhen: { field: 'kind', equals: 'a' },
              },
            },
          }) as never,
      ),
      bmi.messages as never,
    );
    const { schema } = toFormSchema(def);
    const branches = (schema.dependencies as { kind: { oneOf: { properties: { kind: object } }[] } }).kind
      .oneOf;
    // RJSF picks the branch whose controlling property matches (withExactlyOneSubschema).
    const pick = (kind: string) =>
      branches.map((branch) =>
        fitsSchema({ type: 'object', properties: { kind: branch.properties.kind } }, { kind }),
      );
    expect(pick('a')).toEqual([true, false]);
    expect(pick('b')).toEqual([false, true]);
    expect(validateInput(def, { kind: 'b' }).errors).toEqual([]);
    expect(validateInput(def, { kind: 'a' }).errors).toEqual([
      { field: 'onlyA', message: 'Only A is required.' },
    ]);
  });
});

describe('definition schema', () => {
  it('names the file and the field of a broken definition', () => {
    const broken = {
      ...bmi,
      category: 'astrology',
      fields: { height: { ...bmi.fields.height, limits: {} } },
    };
    const problems = checkDefinition('definitions/bmi/calculator.ts', 'bmi', broken);
    expect(problems).toContain('definitions/bmi/calculator.ts: fields.height.limits.cm: limits missing');
    expect(problems.some((line) => line.startsWith('definitions/bmi/calculator.ts: category:'))).toBe(true);
  });

  it('rejects an id that differs from its folder and examples naming unknown fields', () => {
    const wrong = {
      ...bmi,
      examples: [...bmi.examples.slice(0, 2), { ...bmi.examples[0], input: { hieght: 1 } }],
    };
    // A worked example is page.ts's: its mistake is named there, the id's in calculator.ts.
    expect(checkDefinition('bmi-2/calculator.ts', 'bmi-2', wrong)).toEqual([
      "bmi-2/calculator.ts: id: must equal the folder name 'bmi-2'",
      'bmi-2/page.ts: examples.2.input.hieght: not a field of this calculator',
    ]);
  });
});

describe('display', () => {
  it("colours result cards by the result's severity id, never by the words of a label", () => {
    expect(severityAt('urgent')).toBe('urgent');
    expect(severityAt('good')).toBe('good');
    // A category text is not a severity: it reads as neutral, whatever words it holds.
    expect(severityAt('Normal Weight')).toBe('info');
    expect(severityAt('High Risk')).toBe('info');
    expect(severityAt(undefined)).toBe('info');
    // Every severity has a colour, and a risky or urgent result is never drawn in a calm one.
    expect(Object.keys(SEVERITY_PALETTE).sort()).toEqual([...SEVERITIES].sort());
    for (const alarming of ['risk', 'urgent'] as const) {
      expect([SEVERITY_PALETTE.good, SEVERITY_PALETTE.info]).not.toContain(SEVERITY_PALETTE[alarming]);
    }
  });

  it('formats numbers, money, dates and never prints NaN', () => {
    expect(formatValue(22, { kind: 'number', decimals: 1 })).toBe('22.0');
    expect(formatValue(1234.5, { kind: 'money' })).toBe('$1,234.50');
    expect(formatValue('2026-03-01', { kind: 'date' })).toBe('Mar 01, 2026');
    expect(formatValue('2026-03-01', { kind: 'weekday-date' })).toBe('Sunday, Mar 01, 2026');
    expect(formatValue(Number.NaN, { kind: 'number' })).toBe('—');
  });
});
