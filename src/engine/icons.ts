/** Icon names a definition may use; `src/site/icons.tsx` maps each to a component (the type enforces all). */
export const ICON_NAMES = [
  'activity',
  'baby',
  'calendar',
  'calendar-heart',
  'droplet',
  'flame',
  'gem',
  'graduation-cap',
  'heart',
  'heart-pulse',
  'piggy-bank',
  'ruler',
  'scale',
  'scissors',
  'sparkles',
  'target',
  'utensils',
  'wallet',
  'flower',
  'moon',
  'sun',
  'timer',
] as const;

/** One icon name. */
export type IconName = (typeof ICON_NAMES)[number];
