import {
  type CalculatorDefinition,
  COMPOUND_UNITS,
  formatInUnit,
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

/** The form's values after a unit change, and what the page converted: field → the amount it held before. */
export interface UnitChange {
  values: Values;
  /** Each quantity converted into the new unit, with the amount it held before ("165 cm"), to be said at the field. */
  converted: Record<string, string>;
}

/**
 * A number she typed, now read in `to`: the number stays as she typed it. People fill a form left to right (the
 * number, then the unit beside it), so a unit chosen after the number says what the number is in: 145 then lbs is
 * 145 lbs, 5 then ft + in is 5 ft 0 in, 18 then lb + oz is 18 lb 0 oz. Two boxes (5 ft 6 in) read into a single
 * box keep their amount in the larger unit (5.5); text that is not a number yet is left as it is.
 */
function keepTyped(value: unknown, from: UnitId, to: UnitId): unknown {
  if (!isCompoundUnit(from) || isCompoundUnit(to) || typeof value !== 'string') return value;
  const amount = readInUnit(value, from);
  return amount === undefined ? value : round(amount, 4);
}

/**
 * The form's values after a unit select changed. A number she typed is never changed (see `keepTyped`): it now
 * means the new unit, and the result is computed from what the boxes show. A number the page put there (a share link,
 * a worked example) is converted so it still says the same measurement (165 cm → 5 ft 5 in, 60 kg → 132.3 lbs), and
 * `converted` names it so the field can say so: a number on the form never changes without her seeing why.
 * Values that are not a number yet (empty, half-typed) are left as they are. Returns `after` itself when no unit
 * changed.
 */
export function convertOnUnitChange(
  def: Pick<CalculatorDefinition, 'fields' | 'messages'>,
  before: Values,
  after: Values,
  typed: ReadonlySet<string> = new Set(),
): UnitChange {
  let next = after;
  const converted: Record<string, string> = {};
  for (const unitField of unitFields(def)) {
    const from = before[unitField.name];
    const to = after[unitField.name];
    if (from === to || !isUnitId(from) || !isUnitId(to)) continue;
    for (const owner of unitField.owners) {
      const field = def.fields[owner];
      // Only the value she had: a quantity also edited in this same change is hers to keep.
      if (field?.type !== 'quantity' || after[owner] !== before[owner]) continue;
      if (typed.has(owner)) {
        const kept = keepTyped(after[owner], from, to);
        if (kept !== after[owner]) next = { ...next, [owner]: kept };
        continue;
      }
      const amount = readInUnit(after[owner], from);
      if (amount === undefined) continue;
      next = { ...next, [owner]: writeInUnit(toCanonical(amount, from), to, field.step) };
      converted[owner] = formatInUnit(amount, from, def);
    }
  }
  return { values: next, converted };
}
