/**
 * Names of the custom form fields a definition can use (`type: 'custom', widget: '<name>'`). The form registry in
 * src/form/theme.tsx has exactly these keys (its type says so), and the generator reads this list (no React here).
 */
export const CUSTOM_FIELD_WIDGETS = ['budget-table', 'date-list'] as const;

/** A registered custom form field's name. */
export type CustomFieldWidget = (typeof CUSTOM_FIELD_WIDGETS)[number];

/** The custom fields a calculator's form uses, each once (the page names them so the form loads them with itself). */
export function customWidgetsOf(def: {
  fields: Record<string, { type: string; widget?: string }>;
}): string[] {
  const names = Object.values(def.fields).flatMap((field) =>
    field.type === 'custom' && field.widget !== undefined ? [field.widget] : [],
  );
  return [...new Set(names)];
}
