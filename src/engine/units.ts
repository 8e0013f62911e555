import { round } from './round';

/** One units module for the whole site: every quantity is converted to a canonical unit before a formula sees it. */

/** What a quantity measures. */
export type Dimension = 'length' | 'mass';

/**
 * Units a visitor can pick. Canonical: `cm` for length, `kg` for mass. `ft` and `lb-oz` hold decimal feet and
 * decimal pounds, typed as feet + inches and pounds + ounces (a baby's weight as parents write it: 7 lb 8 oz).
 */
export type UnitId = 'cm' | 'm' | 'ft' | 'in' | 'kg' | 'lbs' | 'lb-oz';

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
  ft: { dimension: 'length', factor: 30.48, symbol: 'ft', label: 'ft + in' },
  in: { dimension: 'length', factor: 2.54, symbol: 'in', label: 'in' },
  kg: { dimension: 'mass', factor: 1, symbol: 'kg', label: 'kg' },
  lbs: { dimension: 'mass', factor: 0.453592, symbol: 'lbs', label: 'lbs' },
  'lb-oz': { dimension: 'mass', factor: 0.453592, symbol: 'lb', label: 'lb + oz' },
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

const FEET_INCHES =
  /^(\d+)\s*(?:'|′|ft|feet|foot)\s*(?:(\d+(?:\.\d+)?|\.\d+)\s*(?:"|″|''|in|inch|inches)?)?$/i;

/**
 * Reads feet and inches as people write them (`5'6"`, `5′ 6″`, `5 ft 6 in`, `5'`) into decimal feet. Whole feet;
 * inches under 12. `undefined` when the text is not feet and inches; an error when the inches are 12 or more.
 */
export function parseFeetInches(raw: string): { feet: number } | { error: string } | undefined {
  const match = FEET_INCHES.exec(raw.trim());
  if (!match) return undefined;
  const inches = match[2] === undefined ? 0 : Number(match[2]);
  if (inches >= 12) return { error: 'inches must be under 12' };
  return { feet: Number(match[1]) + inches / 12 };
}

/** Decimal feet → whole feet and inches (one decimal), carrying 12 inches into a foot. */
export function splitFeet(feet: number): { feet: number; inches: number } {
  let whole = Math.floor(feet);
  let inches = Math.round((feet - whole) * 12 * 10) / 10;
  if (inches >= 12) {
    whole += 1;
    inches -= 12;
  }
  return { feet: whole, inches };
}

const POUNDS_OUNCES =
  /^(?:(\d+(?:\.\d+)?)\s*(?:lbs?|pounds?|#))?\s*(?:(\d+(?:\.\d+)?|\.\d+)\s*(?:oz|ounces?))?$/i;

/**
 * Reads pounds and ounces as parents write them (`7 lb 8 oz`, `7lbs 8oz`, `7 lb`, `12 oz`) into decimal pounds.
 * Ounces under 16. `undefined` when the text is not pounds and ounces; an error when the ounces are 16 or more.
 */
export function parsePoundsOunces(raw: string): { pounds: number } | { error: string } | undefined {
  const match = POUNDS_OUNCES.exec(raw.trim());
  if (!match || (match[1] === undefined && match[2] === undefined)) return undefined;
  const ounces = match[2] === undefined ? 0 : Number(match[2]);
  if (ounces >= 16) return { error: 'ounces must be under 16' };
  return { pounds: Number(match[1] ?? 0) + ounces / 16 };
}

/** Decimal pounds → whole pounds and ounces (one decimal), carrying 16 ounces into a pound. */
export function splitPounds(pounds: number): { pounds: number; ounces: number } {
  let whole = Math.floor(pounds);
  let ounces = Math.round((pounds - whole) * 16 * 10) / 10;
  if (ounces >= 16) {
    whole += 1;
    ounces -= 16;
  }
  return { pounds: whole, ounces };
}

/**
 * A value in a unit as a visitor reads it: `165 cm`, `60 kg`; feet as feet and inches (`5 ft 6 in`), pounds and
 * ounces as such (`7 lb 8 oz`).
 */
export function formatInUnit(value: number, unit: UnitId): string {
  if (unit === 'lb-oz') {
    const { pounds, ounces } = splitPounds(value);
    return `${pounds} lb ${ounces} oz`;
  }
  if (unit !== 'ft') return `${value} ${UNITS[unit].symbol}`;
  const { feet, inches } = splitFeet(value);
  return `${feet} ft ${inches} in`;
}

/**
 * A value as the visitor typed it, then in the unit the formula uses: "150 lbs = 68.04 kg", "5 ft 6 in = 167.6 cm",
 * so "the calculation with your numbers" starts from her numbers. `undefined` when she typed the canonical unit.
 */
export function typedAsCanonical(canonical: number, unit: UnitId): string | undefined {
  const target = CANONICAL[UNITS[unit].dimension];
  if (unit === target) return undefined;
  const typed = fromCanonical(canonical, unit);
  const shown = formatInUnit(unit === 'ft' ? typed : round(typed, 2), unit);
  return `${shown} = ${round(canonical, 2)} ${UNITS[target].symbol}`;
}
