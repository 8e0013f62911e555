import type { LanguageSource } from './language';
import { languageOf } from './language-of';
import { unitLabel } from './quantities';
import type { CalculatorDefinition, FieldDef, QuantityField, SelectOption } from './types';
import type { UnitId } from './units';

/**
 * Field name used for an error that belongs to the whole form (here, not in ./run.ts: the form reads it before
 * the checks have loaded).
 */
export const FORM_ERROR_FIELD = '_form';

/** How a message names a field: `label` in the page language and whether it is a question. */
export interface FieldName {
  label: string;
  form: 'question' | 'noun';
}

/**
 * A field as a message names it: its `noun` when its label is not a noun phrase ("Your baby is a" → "Your baby's
 * sex"), else its label. A label that asks a question is asked first ("Are your cycles regular? Choose one of the
 * options."): put inside a sentence it would read "…for Are your cycles regular?.".
 */
export function fieldName(field: Pick<FieldDef, 'label' | 'noun'>): FieldName {
  const label = field.noun ?? field.label;
  return { label, form: label.trimEnd().endsWith('?') ? 'question' : 'noun' };
}

/** Name of the field that holds a quantity's unit. */
export function unitFieldOf(name: string, field: QuantityField): string {
  return field.unitField ?? `${name}Unit`;
}

/** A unit select derived from one or more quantity fields. */
export interface UnitFieldInfo {
  name: string;
  label: string;
  units: readonly UnitId[];
  /** Quantity fields that use this unit. */
  owners: string[];
}

/** Every unit field of a definition, in the order of their first quantity. */
export function unitFields(def: Pick<CalculatorDefinition, 'fields' | 'messages'>): UnitFieldInfo[] {
  const { messages: words } = languageOf(def);
  const found = new Map<string, UnitFieldInfo>();
  for (const [name, field] of Object.entries(def.fields)) {
    if (field.type !== 'quantity') continue;
    const unitName = unitFieldOf(name, field);
    const existing = found.get(unitName);
    if (existing) existing.owners.push(name);
    else
      found.set(unitName, {
        name: unitName,
        label: words.unitOf({ label: field.label }),
        units: field.units,
        owners: [name],
      });
  }
  for (const info of found.values()) {
    if (info.owners.length > 1) info.label = words.unitOfSeveral();
  }
  return [...found.values()];
}

/** Options of a unit select, named in a language. */
export function unitOptions(units: readonly UnitId[], language?: LanguageSource): SelectOption[] {
  return units.map((unit) => ({ value: unit, label: unitLabel(unit, language) }));
}

/** Whether a field is shown for the current values. */
export function isVisible(field: FieldDef, values: Record<string, unknown>): boolean {
  if (!field.visibleWhen) return true;
  const current = values[field.visibleWhen.field];
  const allowed = field.visibleWhen.equals;
  return (
    typeof current === 'string' &&
    (typeof allowed === 'string' ? current === allowed : allowed.includes(current))
  );
}
