import fc from 'fast-check';
import {
  type CalculatorDefinition,
  checkInput,
  describeBrokenValue,
  type FieldDef,
  FORM_ERROR_FIELD,
  type FormulaContext,
  type RunOutcome,
  unitFieldOf,
  unitFields,
} from '../src/engine';

type Raw = Record<string, unknown>;

function dateArbitrary() {
  return fc
    .date({ min: new Date(Date.UTC(1990, 0, 1)), max: new Date(Date.UTC(2060, 11, 31)), noInvalidDate: true })
    .map((date) => date.toISOString().slice(0, 10));
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
function fieldArbitrary(name: string, field: FieldDef, def: CalculatorDefinition): fc.Arbitrary<unknown> {
  switch (field.type) {
    case 'number':
      return numberArbitrary(field.min, field.max, field.integer);
    case 'select':
      return fc.constantFrom(...field.options.map((option) => option.value));
    case 'date':
      return dateArbitrary();
    case 'quantity':
      return fc.constant(undefined);
    case 'custom': {
      const samples = def.examples
        .map((example) => example.input[name])
        .filter((value) => value !== undefined);
      return samples.length > 0 ? fc.constantFrom(...samples) : fc.constant(undefined);
    }
  }
}

/** Any raw input whose every field lies inside the definition's declared limits (hidden fields included). */
export function validInput(def: CalculatorDefinition): fc.Arbitrary<Raw> {
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
        parts[name] = fieldArbitrary(name, field, def);
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
 * with `checks`) gets messages that its own checks wrote, at its own fields. runCalculator turns a result holding
 * NaN, Infinity or an invalid date into a form-level error: any form-level error that the definition's checks did
 * not write is such a broken result, and the problem names the broken value. (One definition, calorie, writes a
 * form-level message on purpose: a daily energy use too low for targets, from weight, height and age together.)
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
    const written = fromChecks.some((error) => error.field === field && error.message === message);
    if (!written) {
      const broken = checked.ok ? describeBrokenValue(def.formula(checked.input, ctx)) : undefined;
      return [
        field === FORM_ERROR_FIELD
          ? `form-level error "${message}"${broken ? `: the formula gave ${broken}` : ''}`
          : `${field}: "${message}" although the input lies inside the limits`,
      ];
    }
    if (!def.checks) return [`${field}: "${message}" although the input lies inside the limits`];
    if (field !== FORM_ERROR_FIELD && !fields.has(field))
      return [`error at "${field}", which is not a field: "${message}"`];
    return message.trim().length > 5 ? [] : [`${field}: message "${message}" says nothing`];
  });
}
