import { isVisible, unitFieldOf, unitFields, unitOptions } from './fields';
import type { Language } from './language';
import { languageOf } from './language-of';
import { isMoneyField } from './parse';
import { formatInUnit } from './quantities';
import { round } from './round';
import type { CalculatorDefinition, FieldDef, SelectOption } from './types';
import { formUnitOf, fromCanonical, isCompoundUnit, toCanonical } from './units';

/** A JSON Schema object (kept loose: it is data handed to RJSF). */
type JsonSchema = Record<string, unknown>;

/** The form of a definition: JSON Schema for the values, uiSchema for widgets and order. */
export interface FormSchema {
  schema: JsonSchema;
  uiSchema: Record<string, unknown>;
}

function selectSchema(label: string, description: string | undefined, options: readonly SelectOption[]) {
  return {
    property: {
      type: 'string',
      title: label,
      ...(description ? { description } : {}),
      enum: options.map((option) => option.value),
    },
    ui: { 'ui:widget': 'select', 'ui:enumNames': options.map((option) => option.label) },
  };
}

function quantityHelp(field: Extract<FieldDef, { type: 'quantity' }>, language: Language): string {
  const ranges = field.units
    .map((unit) => {
      const limits = field.limits[unit];
      if (!limits) return undefined;
      return language.messages.rangeBetween({
        min: isCompoundUnit(unit) ? formatInUnit(limits.min, unit, language) : String(limits.min),
        max: formatInUnit(limits.max, unit, language),
      });
    })
    .filter(Boolean);
  // A last unit written with its own period ("pulg.") ends the sentence: one period, not two.
  return (
    field.description ??
    language.messages.between({ ranges: ranges.join(language.messages.orBetween()) }).replace(/\.\.$/, '.')
  );
}

/**
 * A quantity's example ("e.g. 60") is written in its first unit; in each other unit the form shows it as the same
 * amount in that unit ("e.g. 132" in pounds, "e.g. 1.65" in metres), so an example never suggests a number that means
 * something else (60 lbs is under the weight limit). Whole numbers from 10 up, one decimal below, metres to the
 * centimetre. The two boxes of feet and inches or pounds and ounces have their own examples.
 */
function examplesInUnits(field: Extract<FieldDef, { type: 'quantity' }>): Record<string, string> | undefined {
  const [first] = field.units;
  const text = field.placeholder;
  if (!first || !text) return undefined;
  const examples = field.units.slice(1).flatMap((unit) => {
    if (isCompoundUnit(unit)) return [];
    const shown = text.replace(/\d+(?:\.\d+)?/, (number) => {
      const value = fromCanonical(toCanonical(Number(number), first), unit);
      return String(round(value, unit === 'm' ? 2 : value < 10 ? 1 : 0));
    });
    return shown === text ? [] : [[unit, shown]];
  });
  return examples.length > 0 ? Object.fromEntries(examples) : undefined;
}

function fieldSchema(
  name: string,
  field: FieldDef,
  language: Language,
): { property: JsonSchema; ui: Record<string, unknown> } {
  const placeholder = field.placeholder ? { 'ui:placeholder': field.placeholder } : {};
  switch (field.type) {
    case 'number':
      return {
        property: {
          type: field.integer ? 'integer' : 'number',
          title: field.label,
          minimum: field.min,
          maximum: field.max,
          ...(field.description ? { description: field.description } : {}),
          ...(field.default !== undefined ? { default: field.default } : {}),
        },
        ui: {
          'ui:widget': 'updown',
          'ui:options': {
            step: field.step ?? (field.integer ? 1 : 'any'),
            suffix: field.suffix,
            ...(isMoneyField(field) ? { money: true } : {}),
          },
          ...placeholder,
        },
      };
    case 'quantity':
      return {
        property: { type: 'number', title: field.label, description: quantityHelp(field, language) },
        ui: {
          'ui:widget': 'updown',
          'ui:options': {
            step: field.step ?? 'any',
            unitField: unitFieldOf(name, field),
            ...(examplesInUnits(field) ? { examples: examplesInUnits(field) } : {}),
          },
          ...placeholder,
        },
      };
    case 'select': {
      const { property, ui } = selectSchema(field.label, field.description, field.options);
      return { property: field.default ? { ...property, default: field.default } : property, ui };
    }
    case 'date':
      return {
        property: {
          type: 'string',
          format: 'date',
          title: field.label,
          ...(field.description ? { description: field.description } : {}),
        },
        ui: { 'ui:widget': 'date' },
      };
    case 'custom':
      return {
        property: { ...field.schema, title: field.label },
        ui: {
          'ui:field': field.widget,
          ...(field.description ? { 'ui:description': field.description } : {}),
        },
      };
  }
}

/**
 * Turns a definition's fields into JSON Schema + uiSchema for RJSF. Quantities become a number plus a unit select;
 * fields with `visibleWhen` go into JSON Schema `dependencies` (oneOf per value of the controlling select).
 */
export function toFormSchema(def: Pick<CalculatorDefinition, 'fields' | 'messages'>): FormSchema {
  const language = languageOf(def);
  const properties: Record<string, JsonSchema> = {};
  const required: string[] = [];
  const uiSchema: Record<string, unknown> = {};
  const order: string[] = [];
  const units = new Map(unitFields(def).map((info) => [info.owners[0], info]));
  const conditional = new Map<string, [string, FieldDef][]>();

  for (const [name, field] of Object.entries(def.fields)) {
    const { property, ui } = fieldSchema(name, field, language);
    uiSchema[name] = ui;
    order.push(name);
    if (field.visibleWhen) {
      const list = conditional.get(field.visibleWhen.field) ?? [];
      list.push([name, field]);
      conditional.set(field.visibleWhen.field, list);
    } else {
      properties[name] = property;
      if (field.required) required.push(name);
    }
    const unit = units.get(name);
    if (unit) {
      const { property: unitProperty, ui: unitUi } = selectSchema(
        unit.label,
        undefined,
        unitOptions(unit.units, language),
      );
      // The form starts in US units (metric one choice away); validation still reads a missing unit as units[0].
      properties[unit.name] = { ...unitProperty, default: formUnitOf(unit.units) };
      uiSchema[unit.name] = { ...unitUi, 'ui:options': { unitOf: unit.owners } };
      required.push(unit.name);
      order.push(unit.name);
    }
  }

  const dependencies: Record<string, JsonSchema> = {};
  for (const [controller, fields] of conditional) {
    const control = def.fields[controller];
    if (control?.type !== 'select') throw new Error(`visibleWhen must name a select field: ${controller}`);
    dependencies[controller] = {
      oneOf: control.options.map((option) => {
        const shown = fields.filter(([, field]) => isVisible(field, { [controller]: option.value }));
        return {
          properties: {
            [controller]: { enum: [option.value] },
            ...Object.fromEntries(
              shown.map(([name, field]) => [name, fieldSchema(name, field, language).property]),
            ),
          },
          required: shown.filter(([, field]) => field.required).map(([name]) => name),
        };
      }),
    };
  }

  const schema: JsonSchema = { type: 'object', required, properties };
  if (conditional.size > 0) schema.dependencies = dependencies;
  uiSchema['ui:order'] = order;
  return { schema, uiSchema };
}

/**
 * The uiSchema with each quantity's current unit in its options (`ui:options.unit`), so its input can take the
 * unit's shape: feet are typed as feet and inches in two boxes.
 */
export function withCurrentUnits(
  uiSchema: Record<string, unknown>,
  values: Record<string, unknown>,
): Record<string, unknown> {
  const out: Record<string, unknown> = { ...uiSchema };
  for (const [name, entry] of Object.entries(uiSchema)) {
    const options = (entry as { 'ui:options'?: { unitField?: unknown } } | undefined)?.['ui:options'];
    if (typeof options?.unitField !== 'string') continue;
    const unit = values[options.unitField];
    out[name] = { ...(entry as object), 'ui:options': { ...options, unit } };
  }
  return out;
}
