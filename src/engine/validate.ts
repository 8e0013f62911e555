import { type FieldName, fieldName, isVisible, unitFieldOf, unitFields } from './fields';
import { formatMoney, formatNumber } from './intl';
import type { EngineMessages, Language } from './language';
import { languageOf } from './language-of';
import { isIsoDate, isMoneyField, parseMoney, parseNumber } from './parse';
import { formatInUnit } from './quantities';
import { capMessage, readCustomValue } from './shape';
import type { CalculatorDefinition, FieldDef, FieldError } from './types';
import { compoundTextOf, isUnitId, toCanonical, type UnitId } from './units';

function isMissing(raw: unknown): boolean {
  return raw === undefined || raw === null || (typeof raw === 'string' && raw.trim() === '');
}

function checkNumber(
  name: FieldName,
  value: number,
  limits: { min: number; max: number; integer?: boolean },
  format: (limit: number) => string,
  w: EngineMessages,
): string | undefined {
  if (limits.integer && !Number.isInteger(value)) return w.wholeNumber(name);
  if (value < limits.min) return w.atLeast({ ...name, limit: format(limits.min) });
  if (value > limits.max) return w.atMost({ ...name, limit: format(limits.max) });
  return undefined;
}

/**
 * A quantity's number: in feet, decimal feet or feet and inches as text (`5'6"`); in pounds + ounces, decimal
 * pounds or pounds and ounces as text (`7 lb 8 oz`); otherwise a plain number.
 */
function parseQuantity(
  name: FieldName,
  value: unknown,
  unit: unknown,
  w: EngineMessages,
): { value: number } | { error: string } {
  const { label } = name;
  const number = parseNumber(value);
  if (number !== undefined) return { value: number };
  // Two-part text (`5'6"`, `7 lb 8 oz`) in a compound unit, or in a unit of the same size (`lbs`).
  const compound = compoundTextOf(unit);
  if (compound && typeof value === 'string') {
    const read = compound.parse(value);
    if (read && 'error' in read) return { error: w.fieldSays({ label, text: w[read.error]() }) };
    if (read) return { value: read.value };
    // Text meant in the unit that does not read as such (5.5 ft in the feet box, a minus sign): say how to write it.
    if (compound.meant.test(value)) return { error: w.fieldSays({ label, text: w[compound.howTo]() }) };
  }
  return { error: w.notANumber(name) };
}

type Parsed = { value: unknown } | { error: string } | { absent: true };

function parseField(
  name: string,
  field: FieldDef,
  raw: Record<string, unknown>,
  language: Language,
  messages: unknown,
): Parsed {
  const value = raw[name];
  const named = fieldName(field);
  const w = language.messages;
  if (isMissing(value)) {
    // A required number's default only fills the box: once she clears it, computing with it would use a
    // number she no longer sees.
    if (field.type === 'number' && field.default !== undefined && !field.required)
      return { value: field.default };
    if (field.type === 'select' && field.default !== undefined) return { value: field.default };
    return field.required ? { error: w.required(named) } : { absent: true };
  }
  switch (field.type) {
    case 'number': {
      const money = isMoneyField(field);
      const number = money ? parseMoney(value) : parseNumber(value);
      if (number === undefined) return { error: w.notANumber(named) };
      // Money as money ("$100,000", not "100000 USD"); other numbers grouped as the page writes them, then "at least
      // 1 year", not "1 years", and "20% a year" with no space before the sign.
      const format = (limit: number) => {
        if (money) return formatMoney(limit, { cents: 'auto' }, language.locale);
        const number = formatNumber(limit, { maxDecimals: 6 }, language.locale);
        if (!field.suffix) return number;
        const suffix = limit === 1 ? field.suffix.replace(/s$/, '') : field.suffix;
        return `${number}${field.suffix[0] === '%' ? '' : ' '}${suffix}`;
      };
      const problem = checkNumber(named, number, field, format, w);
      return problem ? { error: problem } : { value: number };
    }
    case 'quantity': {
      const unit = raw[unitFieldOf(name, field)] ?? field.units[0];
      const parsed = parseQuantity(named, value, unit, w);
      if ('error' in parsed) return parsed;
      if (!isUnitId(unit) || !field.units.includes(unit)) return parsed;
      const limits = field.limits[unit];
      const problem = limits
        ? checkNumber(named, parsed.value, limits, (limit) => formatInUnit(limit, unit, language), w)
        : undefined;
      return problem ? { error: problem } : parsed;
    }
    case 'select': {
      const match = field.options.find((option) => option.value === value);
      return match ? { value: match.value } : { error: w.chooseOption(named) };
    }
    case 'date':
      return isIsoDate(value) ? { value } : { error: w.realDate(named) };
    case 'custom': {
      // The shape first (depth, entries, names, length), so the field's own parser never sees a hostile value.
      const read = readCustomValue(field, value, { language });
      if ('error' in read) return read;
      // The page language's messages, for the parser's words (a definition localized swaps them).
      // The form's part of a definition (FormDefinition, the browser's first load) has no parser: the value's shape
      // is checked here, and the calculation, which brings the parser, checks it again before the formula runs.
      const parse = (field as { parse?: typeof field.parse }).parse;
      if (!parse) return { value: read.value };
      const parsed = parse(read.value, messages);
      return 'error' in parsed ? { error: capMessage(parsed.error) } : { value: parsed.value };
    }
  }
}

/** Result of checking raw input field by field. */
export interface Validation {
  /** Parsed values of the visible fields, each in the unit the visitor picked. */
  values: Record<string, unknown>;
  errors: FieldError[];
}

/**
 * Checks raw input (typed, from a share link or from the headless CLI) field by field: required, number, whole
 * number, range (per unit), option, real date. Hidden fields are ignored. The same messages serve page and CLI.
 */
export function validateInput(
  def: Pick<CalculatorDefinition, 'fields' | 'messages'>,
  raw: Record<string, unknown>,
): Validation {
  const language = languageOf(def);
  const values: Record<string, unknown> = {};
  const errors: FieldError[] = [];
  for (const unit of unitFields(def)) {
    const value = raw[unit.name];
    if (isMissing(value)) values[unit.name] = unit.units[0];
    else if (isUnitId(value) && unit.units.includes(value)) values[unit.name] = value;
    else
      errors.push({
        field: unit.name,
        message: language.messages.chooseUnit({ units: unit.units.join(', ') }),
      });
  }
  for (const [name, field] of Object.entries(def.fields)) {
    if (field.type === 'select' && !field.visibleWhen) {
      const parsed = parseField(name, field, raw, language, def.messages);
      if ('value' in parsed) values[name] = parsed.value;
    }
  }
  for (const [name, field] of Object.entries(def.fields)) {
    if (!isVisible(field, { ...raw, ...values })) continue;
    const parsed = parseField(name, field, raw, language, def.messages);
    if ('error' in parsed) errors.push({ field: name, message: parsed.error });
    else if ('value' in parsed) values[name] = parsed.value;
  }
  return { values, errors };
}

/** Converts every quantity to its canonical unit (cm, kg); unit fields keep the visitor's choice. */
export function canonicalize(def: Pick<CalculatorDefinition, 'fields'>, values: Record<string, unknown>) {
  const input: Record<string, unknown> = { ...values };
  for (const [name, field] of Object.entries(def.fields)) {
    const value = values[name];
    if (field.type !== 'quantity' || typeof value !== 'number') continue;
    input[name] = toCanonical(value, values[unitFieldOf(name, field)] as UnitId);
  }
  return input;
}
