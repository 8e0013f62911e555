import fc from 'fast-check';
import { workedExamples } from '../scripts/lib/result-checks';
import {
  type CalculatorDefinition,
  checkInput,
  describeBrokenValue,
  type FieldDef,
  FORM_ERROR_FIELD,
  type FormulaContext,
  type RunOutcome,
  resolveExampleInput,
  unitFieldOf,
  unitFields,
} from '../src/engine';

type Raw = Record<string, unknown>;

const DAY_MS = 86_400_000;

/**
 * Dates: mostly within a year and a half of `today` (where checks such as "in the past year" let the formula run),
 * the rest anywhere from 1990 to 2060.
 */
function dateArbitrary(today: string) {
  const center = Date.parse(`${today}T00:00:00Z`);
  const near = fc
    .integer({ min: -550, max: 550 })
    .map((days) => new Date(center + days * DAY_MS).toISOString().slice(0, 10));
  const wide = fc
    .date({ min: new Date(Date.UTC(1990, 0, 1)), max: new Date(Date.UTC(2060, 11, 31)), noInvalidDate: true })
    .map((date) => date.toISOString().slice(0, 10));
  return fc.oneof({ weight: 4, arbitrary: near }, { weight: 1, arbitrary: wide });
}

function numberArbitrary(min: number, max: number, integer?: boolean) {
  return integer
    ? fc.integer({ min: Math.ceil(min), max: Math.floor(max) })
    : fc
        .double({ min, max, noNaN: true, noDefaultInfinity: true })
        .map((value) => Math.round(value * 100) / 100)
        .filter((value) => value >= min && value <= max);
}

/** Values for one field inside its declared limits (custom fields draw from the worked examples). */
function fieldArbitrary(
  name: string,
  field: FieldDef,
  def: CalculatorDefinition,
  today: string,
): fc.Arbitrary<unknown> {
  switch (field.type) {
    case 'number':
      return numberArbitrary(field.min, field.max, field.integer);
    case 'select':
      return fc.constantFrom(...field.options.map((option) => option.value));
    case 'date':
      return dateArbitrary(today);
    case 'quantity':
      return fc.constant(undefined);
    case 'custom': {
      const samples = def.examples
        .map((example) => resolveExampleInput(example.input, today)[name])
        .filter((value) => value !== undefined);
      return samples.length > 0 ? fc.constantFrom(...samples) : fc.constant(undefined);
    }
  }
}

/**
 * Any raw input whose every field lies inside the definition's declared limits (hidden fields included); dates
 * cluster around `today`, the date the input is computed on.
 */
export function validInput(def: CalculatorDefinition, today: string): fc.Arbitrary<Raw> {
  const units = unitFields(def);
  const unitChoice = fc.record(
    Object.fromEntries(units.map((unit) => [unit.name, fc.constantFrom(...unit.units)])),
  ) as fc.Arbitrary<Raw>;
  return unitChoice.chain((chosen) => {
    const parts: Record<string, fc.Arbitrary<unknown>> = {};
    for (const [name, field] of Object.entries(def.fields)) {
      if (field.type === 'quantity') {
        const unit = chosen[unitFieldOf(name, field)] as keyof typeof field.limits;
        const limits = field.limits[unit];
        parts[name] = limits ? numberArbitrary(limits.min, limits.max) : fc.constant(undefined);
      } else {
        parts[name] = fieldArbitrary(name, field, def, today);
      }
    }
    return (fc.record(parts) as fc.Arbitrary<Raw>).map((values) => ({ ...chosen, ...values }));
  });
}

/** Numeric fields (with the value range for the chosen unit) that an out-of-range test can push past a limit. */
export function numericLimits(
  def: CalculatorDefinition,
  input: Raw,
): { name: string; min: number; max: number }[] {
  const list: { name: string; min: number; max: number }[] = [];
  for (const [name, field] of Object.entries(def.fields)) {
    if (field.type === 'number') list.push({ name, min: field.min, max: field.max });
    if (field.type === 'quantity') {
      const limits = field.limits[input[unitFieldOf(name, field)] as keyof typeof field.limits];
      if (limits) list.push({ name, ...limits });
    }
  }
  return list;
}

/**
 * What is wrong with an outcome of input inside the declared limits: such input computes, or (for a definition
 * with `checks`) gets messages that its own checks wrote, at its own fields. Any form-level error fails:
 * runCalculator turns a result holding NaN, Infinity or an invalid date into one, and a definition's checks put
 * every message at a field (the visitor is taken to it), so the problem names the broken value.
 */
export function inLimitsProblems(
  def: CalculatorDefinition,
  input: Raw,
  outcome: RunOutcome,
  ctx: FormulaContext,
): string[] {
  if (outcome.ok) {
    const broken = describeBrokenValue(outcome.result);
    return broken ? [`the result's ${broken}`] : [];
  }
  const checked = checkInput(def, input, ctx);
  const fromChecks = checked.ok ? [] : checked.errors;
  const fields = new Set([...Object.keys(def.fields), ...unitFields(def).map((unit) => unit.name)]);
  return outcome.errors.flatMap(({ field, message }) => {
    if (field === FORM_ERROR_FIELD) {
      const broken = checked.ok ? describeBrokenValue(def.formula(checked.input, ctx)) : undefined;
      return [`form-level error "${message}"${broken ? `: the formula gave ${broken}` : ''}`];
    }
    const written = fromChecks.some((error) => error.field === field && error.message === message);
    if (!written || !(def.checks || def.audience?.outside))
      return [`${field}: "${message}" although the input lies inside the limits`];
    if (!fields.has(field)) return [`error at "${field}", which is not a field: "${message}"`];
    return message.trim().length > 5 ? [] : [`${field}: message "${message}" says nothing`];
  });
}

/** An input and the date it is computed on. */
export interface FuzzCase {
  input: Raw;
  today: string;
}

/**
 * Cases for the in-limits property: fully random inputs (`validInput`) computed on `today`, and worked examples
 * with one field changed to any value inside its limits, computed on the example's own date. Random inputs alone
 * rarely pass checks that relate fields (a start date before a latest date, lengths that grow), so without the
 * second kind some formulas would almost never run.
 */
export function inLimitsCase(def: CalculatorDefinition, today: string): fc.Arbitrary<FuzzCase> {
  const random = validInput(def, today).map((input) => ({ input, today }));
  const names = Object.keys(def.fields);
  if (def.examples.length === 0 || names.length === 0) return random;
  const varied = fc
    .tuple(fc.constantFrom(...workedExamples(def)), fc.constantFrom(...names))
    .chain(([example, name]) => {
      const on = example.today ?? today;
      // Fields the example leaves out (hidden ones, which the change may show) take random values in their limits.
      const filled = validInput(def, on).map((random) => {
        const input: Raw = { ...example.input };
        for (const [key, value] of Object.entries(random)) {
          const field = def.fields[key];
          const unitField = field?.type === 'quantity' ? unitFieldOf(key, field) : undefined;
          const sameUnit = !unitField || !(unitField in input) || input[unitField] === random[unitField];
          if (!(key in input) && sameUnit) input[key] = value;
        }
        return input;
      });
      const field = def.fields[name] as FieldDef;
      let value: fc.Arbitrary<unknown>;
      if (field.type === 'quantity') {
        const unit = example.input[unitFieldOf(name, field)] ?? field.units[0];
        const limits = field.limits[unit as keyof typeof field.limits];
        value = limits ? numberArbitrary(limits.min, limits.max) : fc.constant(example.input[name]);
      } else {
        value = fieldArbitrary(name, field, def, on);
      }
      return fc
        .tuple(filled, value)
        .map(([input, drawn]) => ({ input: { ...input, [name]: drawn }, today: on }));
    });
  return fc.oneof({ weight: 1, arbitrary: random }, { weight: 1, arbitrary: varied });
}
