import fc from 'fast-check';
import { type CalculatorDefinition, type FieldDef, unitFieldOf, unitFields } from '../src/engine';

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

/** Every number in a value, with its path. */
export function numbersIn(value: unknown, path = ''): [string, number][] {
  if (typeof value === 'number') return [[path, value]];
  if (Array.isArray(value)) return value.flatMap((item, index) => numbersIn(item, `${path}[${index}]`));
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, item]) => numbersIn(item, path ? `${path}.${key}` : key));
  }
  return [];
}
