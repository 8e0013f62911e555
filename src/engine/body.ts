/** Realistic adult ranges per unit, shared by the body calculators so limits agree across pages. */

/** Height limits per unit. */
export const HEIGHT_LIMITS = {
  cm: { min: 100, max: 250 },
  m: { min: 1, max: 2.5 },
  ft: { min: 3.3, max: 8.2 },
  in: { min: 40, max: 98 },
} as const;

/** Weight limits per unit. */
export const WEIGHT_LIMITS = { kg: { min: 30, max: 300 }, lbs: { min: 66, max: 660 } } as const;
