/** One units module for the whole site: every quantity is converted to a canonical unit before a formula sees it. */

/** What a quantity measures. */
export type Dimension = 'length' | 'mass';

/** Units a visitor can pick. Canonical: `cm` for length, `kg` for mass. */
export type UnitId = 'cm' | 'm' | 'ft' | 'in' | 'kg' | 'lbs';

interface UnitInfo {
  dimension: Dimension;
  /** How many canonical units one of this unit is. */
  factor: number;
  /** Short symbol shown next to numbers. */
  symbol: string;
  /** Name shown in unit selects. */
  label: string;
}

/** Conversion factors (spec part 1 §9: lbs × 0.453592, ft × 0.3048 m, in × 2.54 cm). */
export const UNITS: Record<UnitId, UnitInfo> = {
  cm: { dimension: 'length', factor: 1, symbol: 'cm', label: 'cm' },
  m: { dimension: 'length', factor: 100, symbol: 'm', label: 'm' },
  ft: { dimension: 'length', factor: 30.48, symbol: 'ft', label: 'ft' },
  in: { dimension: 'length', factor: 2.54, symbol: 'in', label: 'in' },
  kg: { dimension: 'mass', factor: 1, symbol: 'kg', label: 'kg' },
  lbs: { dimension: 'mass', factor: 0.453592, symbol: 'lbs', label: 'lbs' },
};

/** The canonical unit of each dimension. */
export const CANONICAL: Record<Dimension, UnitId> = { length: 'cm', mass: 'kg' };

/** Is this string a unit we know? */
export function isUnitId(value: unknown): value is UnitId {
  return typeof value === 'string' && Object.hasOwn(UNITS, value);
}

/** Converts a value in `unit` to the canonical unit of its dimension. */
export function toCanonical(value: number, unit: UnitId): number {
  return value * UNITS[unit].factor;
}

/** Converts a canonical value into `unit`. */
export function fromCanonical(value: number, unit: UnitId): number {
  return value / UNITS[unit].factor;
}
