import { unitFields } from './fields';
import { parseNumber } from './parse';
import { readCustomValue } from './shape';
import type { CalculatorDefinition } from './types';

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
 * Query string → raw form values. Decimal numeric text becomes a number (as `npm run calc` reads it); a custom field's JSON is parsed only when its
 * shape fits (see `readCustomValue`); anything else is kept as typed so validation reports it at the field exactly
 * as it would for typed input. Unknown names are ignored. Never throws.
 */
export function fromQuery(
  def: Pick<CalculatorDefinition, 'fields' | 'messages'>,
  search: string,
): Record<string, unknown> {
  const params = new URLSearchParams(search);
  const values: Record<string, unknown> = {};
  for (const name of shareableNames(def)) {
    const raw = params.get(name);
    if (raw === null) continue;
    const field = def.fields[name];
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
