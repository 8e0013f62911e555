/**
 * The ids of what a field says about itself, from its control's id: FieldTemplate draws them and `describedBy`
 * names them (src/form/templates.tsx); a custom field that draws its own (the budget table, the date list) spells
 * them the same way.
 */

/** The id of a field's error message. */
export const errorId = (id: string) => `${id}__error`;

/** The id of a field's help text. */
export const helpId = (id: string) => `${id}__help`;
