import { existsSync } from 'node:fs';
import validator from '@rjsf/validator-ajv8';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  CONTRACT_IDS_ENV,
  checkDefinition,
  contractIds,
  FORM_SCHEMA_SNAPSHOT,
  formSchemaSnapshot,
  type LoadedDefinition,
  loadDefinitions,
  missingSnapshotMessage,
} from '../scripts/lib/definitions';
import { EXAMPLE_TODAY, workedExamples } from '../scripts/lib/result-checks';
import {
  compoundTextOf,
  fieldName,
  isVisible,
  runCalculator,
  toFormSchema,
  unitFieldOf,
} from '../src/engine';
import { definitionSchema } from '../src/engine/schema';
import { inLimitsCase, inLimitsProblems, numericLimits, validInput } from './fuzz';

// One contract every definition passes (like RJSF's shared snapshot suite for themes). `npm run check -- <id>`
// runs it for one definition (CONTRACT_IDS_ENV names it).
const ids = contractIds(process.env[CONTRACT_IDS_ENV]);
let loaded: Map<string, LoadedDefinition>;
const TODAY = EXAMPLE_TODAY;
/** Sections every about.md has (docs/authoring.md, "about.md"). */
const ABOUT_SECTIONS = [/^## How we calculate$/m, /^## Sources$/m];

beforeAll(async () => {
  loaded = new Map((await loadDefinitions(undefined, ids)).map((entry) => [entry.definition.id, entry]));
});

describe.each(ids)('definition %s', (id) => {
  const get = () => {
    const entry = loaded.get(id);
    if (!entry) throw new Error(`${id} did not load`);
    return entry.definition;
  };

  it('passes the definition schema and folder rules', () => {
    const file = `definitions/${id}/calculator.ts`;
    expect(definitionSchema.safeParse(get()).error?.issues ?? []).toEqual([]);
    expect(checkDefinition(file, id, get())).toEqual([]);
    // A broken copy must fail, naming the key: the check above can fail.
    const [name, field] = Object.entries(get().fields)[0] ?? [];
    const broken = { ...get(), fields: { ...get().fields, [name as string]: { ...field, type: 'nope' } } };
    expect(checkDefinition(file, id, broken)).toEqual([
      expect.stringMatching(new RegExp(`^${file}: fields\\.${name}\\.type: unknown field type "nope"`)),
    ]);
  });

  it('has an about.md with the sections of docs/authoring.md', () => {
    const about = loaded.get(id)?.about ?? '';
    for (const heading of ABOUT_SECTIONS) expect(about, `definitions/${id}/about.md`).toMatch(heading);
  });

  it('holds every worked example through the headless path', () => {
    for (const example of workedExamples(get())) {
      const outcome = runCalculator(get(), example.input, { today: example.today });
      expect(outcome, example.title).toMatchObject({ ok: true, result: example.expect });
    }
  });

  it(`has a stable generated form schema (QA snapshot: definitions/<id>/${FORM_SCHEMA_SNAPSHOT})`, async () => {
    const file = formSchemaSnapshot(id);
    // Vitest would write a missing file snapshot silently, or in CI call it "mismatched"; a new calculator's
    // snapshot is accepted on purpose, with the command the message names (it runs this suite with -u).
    if (!existsSync(file) && expect.getState().snapshotState.snapshotUpdateState !== 'all') {
      throw new Error(missingSnapshotMessage(id));
    }
    await expect(`${JSON.stringify(toFormSchema(get()), null, 2)}\n`).toMatchFileSnapshot(
      file,
      `form schema of ${id} changed: if intended, accept it with npm run check -- ${id} --accept`,
    );
  });

  /**
   * A quantity written as two-part text (`7 lb 8 oz`, `5'6"`), as the handbook allows in examples and share links:
   * the form's two boxes hold its parts, the schema their decimal number (src/engine/units.ts reads it).
   */
  const asTyped = (name: string, value: unknown, input: Record<string, unknown>) => {
    const field = get().fields[name];
    if (field?.type !== 'quantity' || typeof value !== 'string') return value;
    const read = compoundTextOf(input[unitFieldOf(name, field)])?.parse(value);
    return read && 'value' in read ? read.value : value;
  };

  it('generates JSON Schema that ajv accepts, and that accepts every worked example', () => {
    const { schema } = toFormSchema(get());
    for (const example of workedExamples(get())) {
      const visible = Object.fromEntries(
        Object.entries(example.input)
          .filter(([name]) => {
            const field = get().fields[name];
            return !field || isVisible(field, example.input);
          })
          .map(([name, value]) => [name, asTyped(name, value, example.input)]),
      );
      const { errors } = validator.validateFormData(visible, schema);
      expect(errors, example.title).toEqual([]);
    }
  });

  it('computes, or gives only the messages its own checks write (a NaN is never hidden as a form-level error), for any input inside the declared limits (fuzzed)', () => {
    const def = get();
    fc.assert(
      fc.property(inLimitsCase(def, TODAY), ({ input, today }) => {
        const ctx = { today };
        expect(inLimitsProblems(def, input, runCalculator(def, input, ctx), ctx)).toEqual([]);
      }),
      { numRuns: 300 },
    );
  });

  it('reports a field error for any number just outside its limits (fuzzed)', () => {
    const def = get();
    fc.assert(
      fc.property(
        validInput(def, TODAY),
        fc.nat(),
        fc.boolean(),
        fc.double({ min: 0.01, max: 1e6, noNaN: true }),
        (input, pick, above, delta) => {
          const limits = numericLimits(def, input).filter(({ name }) => {
            const field = def.fields[name];
            return field && isVisible(field, input);
          });
          if (limits.length === 0) return;
          const target = limits[pick % limits.length];
          if (!target) return;
          const bad = { ...input, [target.name]: above ? target.max + delta : target.min - delta };
          const outcome = runCalculator(def, bad, { today: TODAY });
          expect(outcome.ok).toBe(false);
          if (!outcome.ok) expect(outcome.errors.map((error) => error.field)).toContain(target.name);
        },
      ),
      { numRuns: 200 },
    );
  });

  it('reports required, non-numeric and unknown-option input at the field, never a silent 0', () => {
    const def = get();
    for (const [name, field] of Object.entries(def.fields)) {
      if (field.visibleWhen) continue;
      const example = workedExamples(def)[0]?.input ?? {};
      if (field.required && !(field.type === 'select' && field.default)) {
        const outcome = runCalculator(def, { ...example, [name]: '' }, { today: TODAY });
        expect(outcome, `${name} empty`).toMatchObject({
          ok: false,
          errors: expect.arrayContaining([expect.objectContaining({ field: name })]),
        });
      }
      if (field.type === 'number' || field.type === 'quantity') {
        const outcome = runCalculator(def, { ...example, [name]: 'abc' }, { today: TODAY });
        expect(outcome, `${name} abc`).toMatchObject({
          ok: false,
          errors: expect.arrayContaining([
            { field: name, message: `${fieldName(field).label} must be a number.` },
          ]),
        });
      }
      if (field.type === 'select' || field.type === 'date') {
        const outcome = runCalculator(def, { ...example, [name]: '<script>' }, { today: TODAY });
        expect(outcome, `${name} hostile`).toMatchObject({
          ok: false,
          errors: expect.arrayContaining([expect.objectContaining({ field: name })]),
        });
      }
    }
  });
});
