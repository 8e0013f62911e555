/**
 * What she entered, as a printed result lists it: one line per field the form showed and she filled in (or left at
 * its default, which the formula used), its label and its value as she gave it, in her own units ("Weight: 14 lb
 * 2 oz", "Last period: Sep 30, 2026"), so the paper says which numbers the result is about.
 */
import { isVisible, unitFieldOf } from './fields';
import { formatDate, formatList, formatMoney, formatNumber } from './intl';
import { languageOf } from './language-of';
import { formatInUnit, unitSymbol } from './quantities';
import type { CalculatorDefinition, FieldDef } from './types';
import { isCompoundUnit, isUnitId, type UnitId } from './units';

/** One entered value: the field's label and the value in words. */
export interface EnteredLine {
  field: string;
  label: string;
  value: string;
}

const isIsoDate = (value: unknown): value is string =>
  typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value);

const isNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

/** A field's value in words, or undefined when there is none to show (empty, or not what the field holds). */
function valueInWords(
  name: string,
  field: FieldDef,
  values: Record<string, unknown>,
  def: Pick<CalculatorDefinition, 'fields' | 'messages'>,
): string | undefined {
  const value = values[name];
  const { locale } = languageOf(def);
  switch (field.type) {
    case 'number': {
      if (!isNumber(value)) return undefined;
      if (field.suffix === 'USD') return formatMoney(value, { cents: 'auto' }, locale);
      const number = formatNumber(value, { maxDecimals: 3 }, locale);
      if (!field.suffix) return number;
      return field.suffix.startsWith('%') ? `${number}${field.suffix}` : `${number} ${field.suffix}`;
    }
    case 'quantity': {
      if (!isNumber(value)) return undefined;
      const chosen = values[unitFieldOf(name, field)];
      const unit: UnitId =
        isUnitId(chosen) && field.units.includes(chosen) ? chosen : (field.units[0] as UnitId);
      if (isCompoundUnit(unit)) return formatInUnit(value, unit, def);
      return `${formatNumber(value, { maxDecimals: 2 }, locale)} ${unitSymbol(unit, def)}`;
    }
    case 'select': {
      if (typeof value !== 'string' || value === '') return undefined;
      return field.options.find((option) => option.value === value)?.label ?? value;
    }
    case 'date':
      return isIsoDate(value) ? formatDate(value, 'short', locale) : undefined;
    case 'custom': {
      if (Array.isArray(value)) {
        const dates = value.filter(isIsoDate).map((date) => formatDate(date, 'short', locale));
        return dates.length > 0 ? formatList(dates, locale) : undefined;
      }
      if (value && typeof value === 'object') {
        // A table of amounts (the budget table): each row she filled in, by its title.
        const titles = (field.schema.properties ?? {}) as Record<string, { title?: string }>;
        const rows = Object.entries(value as Record<string, unknown>)
          .filter((entry): entry is [string, number] => isNumber(entry[1]))
          .map(
            ([key, amount]) =>
              `${titles[key]?.title ?? key} ${formatMoney(amount, { cents: 'auto' }, locale)}`,
          );
        return rows.length > 0 ? rows.join('; ') : undefined;
      }
      return undefined;
    }
  }
}

/** The lines of what she entered, in the form's order; fields hidden for her answers and empty ones are left out. */
export function enteredLines(
  def: Pick<CalculatorDefinition, 'fields' | 'messages'>,
  values: Record<string, unknown>,
): EnteredLine[] {
  return Object.entries(def.fields).flatMap(([name, field]) => {
    if (!isVisible(field, values)) return [];
    const value = valueInWords(name, field, values, def);
    return value === undefined ? [] : [{ field: name, label: field.label, value }];
  });
}
