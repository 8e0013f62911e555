import {
  type CalculatorDefinition,
  COMPOUND_UNITS,
  fromCanonical,
  isCompoundUnit,
  isUnitId,
  round,
  splitCompound,
  toCanonical,
  type UnitId,
  unitFields,
} from '@/engine';

type Values = Record<string, unknown>;

/**
 * A quantity's value in `unit` as a number: plain numbers, numeric text, feet as `5'6"` or decimal feet, pounds as
 * `7 lb 8 oz` or decimal pounds.
 */
function readInUnit(value: unknown, unit: UnitId): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value !== 'string' || value.trim() === '') return undefined;
  if (isCompoundUnit(unit)) {
    const read = COMPOUND_UNITS[unit].parse(value);
    if (read && 'value' in read) return read.value;
  }
  const number = Number(value);
  return Number.isFinite(number) ? number : undefined;
}

/** Decimals of a step (0.1 → 1, 1 → 0), at most 4. */
function decimalsOf(step: number): number {
  for (let decimals = 0; decimals < 4; decimals += 1) {
    if (Math.abs(round(step, decimals) - step) < 1e-9) return decimals;
  }
  return 4;
}

/**
 * A canonical amount written in `unit` as the field holds it: feet as feet and inches (`5'5"`, whole feet as a
 * number, what the feet-and-inches boxes send), pounds as pounds and ounces (`7 lb 8 oz`, what the pounds-and-ounces
 * boxes send), metres to the centimetre, other units to the field's step.
 */
function writeInUnit(canonical: number, unit: UnitId, step: number | undefined): number | string {
  const value = fromCanonical(canonical, unit);
  if (isCompoundUnit(unit)) {
    const [major, minor] = splitCompound(value, unit);
    return minor === 0 ? major : COMPOUND_UNITS[unit].write(major, minor);
  }
  const decimals = unit === 'm' ? 2 : decimalsOf(step ?? 0.1);
  return round(value, decimals);
}

/**
 * The form's values after a unit select changed: each quantity of that unit is converted from the old unit into
 * the new one (165 cm → 5 ft 5 in, 60 kg → 132.3 lbs), so the number beside the unit still says what she typed.
 * Values that are not a number yet (empty, half-typed) are left as they are. Returns `after` itself when no unit
 * changed.
 */
export function convertOnUnitChange(
  def: Pick<CalculatorDefinition, 'fields'>,
  before: Values,
  after: Values,
): Values {
  let next = after;
  for (const unitField of unitFields(def)) {
    const from = before[unitField.name];
    const to = after[unitField.name];
    if (from === to || !isUnitId(from) || !isUnitId(to)) continue;
    for (const owner of unitField.owners) {
      const field = def.fields[owner];
      // Only the value she had: a quantity also edited in this same change is hers to keep.
      if (field?.type !== 'quantity' || after[owner] !== before[owner]) continue;
      const amount = readInUnit(after[owner], from);
      if (amount === undefined) continue;
      next = { ...next, [owner]: writeInUnit(toCanonical(amount, from), to, field.step) };
    }
  }
  return next;
}
