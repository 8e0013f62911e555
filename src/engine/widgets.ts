import { formUnitOf, isCompoundUnit, isUnitId } from './units';

/**
 * Names of the custom form fields a definition can use (`type: 'custom', widget: '<name>'`). The form registry in
 * src/form/theme.tsx has exactly these keys (its type says so), and the generator reads this list (no React here).
 */
export const CUSTOM_FIELD_WIDGETS = ['budget-table', 'date-list'] as const;

/** A registered custom form field's name. */
export type CustomFieldWidget = (typeof CUSTOM_FIELD_WIDGETS)[number];

/** The custom fields a calculator's form uses, each once (the page names them so the form loads them with itself). */
function customWidgetsOf(def: { fields: Record<string, { type: string; widget?: string }> }): string[] {
  const names = Object.values(def.fields).flatMap((field) =>
    field.type === 'custom' && field.widget !== undefined ? [field.widget] : [],
  );
  return [...new Set(names)];
}

/** The form's module of the two boxes (feet and inches, pounds and ounces): src/form/fields/feet-inches.tsx. */
export const TWO_BOXES_MODULE = 'feet-inches';

/**
 * The form modules a calculator's page names and loads with its form: its custom fields, and the two boxes when a
 * quantity starts in feet and inches or pounds and ounces (the US units the form starts in, `formUnitOf`). A form
 * that does not start in them does not load them with the page.
 */
export function formModulesOf(def: {
  fields: Record<string, { type: string; widget?: string; units?: readonly string[] }>;
}): string[] {
  const twoBoxes = Object.values(def.fields).some(
    (field) => field.type === 'quantity' && isCompoundUnit(formUnitOf((field.units ?? []).filter(isUnitId))),
  );
  return [...customWidgetsOf(def), ...(twoBoxes ? [TWO_BOXES_MODULE] : [])];
}
