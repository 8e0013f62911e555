/**
 * Names of the custom form fields a definition can use (`type: 'custom', widget: '<name>'`). The form registry in
 * src/form/theme.tsx has exactly these keys (its type says so), and the generator reads this list (no React here).
 */
export const CUSTOM_FIELD_WIDGETS = ['budget-table', 'date-list'] as const;

/** A registered custom form field's name. */
export type CustomFieldWidget = (typeof CUSTOM_FIELD_WIDGETS)[number];
