/**
 * Form controls show focus clearly (WCAG 2.2 focus appearance): a 2 px pink ring around the 1 px border, pink
 * also on grey fields (Chakra's default is a 1 px ring in the field's own palette: faint grey).
 */
export const FOCUS = { '--focus-color': 'colors.pink.focusRing', '--focus-ring-width': '2px' } as const;

/** A recipe whose base style carries the site's focus ring (FOCUS). */
export const withFocus = <T extends { base?: object }>(recipe: T): T => ({
  ...recipe,
  base: { ...recipe.base, ...FOCUS },
});
