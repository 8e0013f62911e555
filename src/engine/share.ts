import { unitFieldOf, unitFields } from './fields';
import { parseNumber } from './parse';
import { readCustomValue } from './shape';
import type { CalculatorDefinition } from './types';
import { compoundTextOf } from './units';

/** Every name a share link may carry for a definition: its fields and their unit fields. */
export function shareableNames(def: Pick<CalculatorDefinition, 'fields'>): string[] {
  return [...Object.keys(def.fields), ...unitFields(def).map((unit) => unit.name)];
}

/** Form values → query string with the headless contract's names; empty values are left out. */
export function toQuery(def: Pick<CalculatorDefinition, 'fields'>, values: Record<string, unknown>): string {
  const params = new URLSearchParams();
  for (const name of shareableNames(def)) {
    const value = values[name];
    if (value === undefined || value === null || value === '') continue;
    params.set(name, typeof value === 'object' ? JSON.stringify(value) : String(value));
  }
  return params.toString();
}

/**
 * A quantity sent as two boxes (feet and inches, pounds and ounces: `height=5&height=6`, what the form sends before
 * its code is ready) as the text the engine reads (`5'6"`); the first box alone when the second is empty.
 */
function twoBoxes([major = '', minor = '']: string[], unit: unknown): string {
  if (minor.trim() === '') return major;
  const shape = compoundTextOf(unit);
  // In a unit typed in one box, two numbers are not one amount: the text stays as sent and gets the field's message.
  return shape ? shape.write(major.trim() === '' ? '0' : major.trim(), minor.trim()) : `${major} ${minor}`;
}

/**
 * Query string → raw form values. Decimal numeric text becomes a number (as `npm run calc` reads it); a custom field's JSON is parsed only when its
 * shape fits (see `readCustomValue`); anything else is kept as typed so validation reports it at the field exactly
 * as it would for typed input. Unknown names are ignored. Never throws.
 *
 * Given `resolveDates` (`resolveRelativeDates` on the visitor's day, src/engine/relative-date.ts), a date written
 * relative to the day (`today-138d`, as a worked example's link is written in the page's HTML) becomes the ISO date
 * it names, in a date field or a list of dates: such a link computes on whatever day it is opened, copied or crawled,
 * and the form shows the real date. Passed in, not imported: the page script owns that module (a static import here
 * would pull the form's shared chunk into every page's first load).
 */
export function fromQuery(
  def: Pick<CalculatorDefinition, 'fields' | 'messages'>,
  search: string,
  { resolveDates }: { resolveDates?: (text: string) => string } = {},
): Record<string, unknown> {
  const params = new URLSearchParams(search);
  const values: Record<string, unknown> = {};
  for (const name of shareableNames(def)) {
    let raw = params.get(name);
    if (raw === null) continue;
    const field = def.fields[name];
    if (
      resolveDates &&
      (field?.type === 'date' || (field?.type === 'custom' && field.widget === 'date-list'))
    )
      raw = resolveDates(raw);
    if (field?.type === 'quantity' && params.getAll(name).length > 1)
      raw = twoBoxes(params.getAll(name), params.get(unitFieldOf(name, field)) ?? field.units[0]);
    if (field?.type === 'number' || field?.type === 'quantity') {
      // Read as the CLI reads it (decimal only): `0xA5`, `0b1`, `0o7` stay text and get the field's message.
      values[name] = parseNumber(raw) ?? raw;
    } else if (field?.type === 'custom') {
      // JSON that passes the field's shape checks becomes the value; anything else (too long, too deep, too many
      // entries, a name like `__proto__`, not JSON at all) stays flat text, which no form code can recurse into
      // or copy onto a prototype, and validation reports it at the field.
      const read = readCustomValue(field, raw, { prototypeFree: false, language: def });
      values[name] = 'value' in read ? read.value : raw;
    } else {
      values[name] = raw;
    }
  }
  return values;
}

/**
 * A link's values with the unit each of its numbers is in: a quantity given without its unit is in the field's
 * first unit (`units[0]`), as `npm run calc` reads it, not in the unit the form starts in (US units), so a link keeps
 * the meaning it had when it was made.
 */
export function withLinkUnits(
  def: Pick<CalculatorDefinition, 'fields' | 'messages'>,
  values: Record<string, unknown>,
): Record<string, unknown> {
  const out = { ...values };
  for (const unit of unitFields(def)) {
    if (out[unit.name] !== undefined || !unit.owners.some((owner) => out[owner] !== undefined)) continue;
    out[unit.name] = unit.units[0];
  }
  return out;
}
