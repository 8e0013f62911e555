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
  /** Name shown in unit selects (in English; `unitLabel` gives it in a page's language). */
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
function parseFeetInches(raw: string): { feet: number } | { error: 'inchesUnder12' } | undefined {
  const match = FEET_INCHES.exec(raw.trim());
  if (!match) return undefined;
  const inches = match[2] === undefined ? 0 : Number(match[2]);
  if (inches >= 12) return { error: 'inchesUnder12' };
  return { feet: Number(match[1]) + inches / 12 };
}

const POUNDS_OUNCES =
  /^(?:(\d+(?:\.\d+)?)\s*(?:lbs?|pounds?|#))?\s*(?:(\d+(?:\.\d+)?|\.\d+)\s*(?:oz|ounces?))?$/i;

/**
 * Reads pounds and ounces as parents write them (`7 lb 8 oz`, `7lbs 8oz`, `7 lb`, `12 oz`) into decimal pounds.
 * Ounces under 16. `undefined` when the text is not pounds and ounces; an error when the ounces are 16 or more.
 */
export function parsePoundsOunces(raw: string): { pounds: number } | { error: 'ouncesUnder16' } | undefined {
  const match = POUNDS_OUNCES.exec(raw.trim());
  if (!match || (match[1] === undefined && match[2] === undefined)) return undefined;
  const ounces = match[2] === undefined ? 0 : Number(match[2]);
  if (ounces >= 16) return { error: 'ouncesUnder16' };
  return { pounds: Number(match[1] ?? 0) + ounces / 16 };
}

/** Decimal pounds → whole pounds and ounces (one decimal), carrying 16 ounces into a pound. */
export function splitPounds(pounds: number): { pounds: number; ounces: number } {
  const [whole, ounces] = splitCompound(pounds, 'lb-oz');
  return { pounds: whole, ounces };
}

/**
 * A unit typed in two boxes, whole major units and minor ones (5 ft 6 in, 7 lb 8 oz), declared here once: the
 * form's boxes, validation, the unit change, help texts and formatting all read this table, so another compound
 * unit is one entry (and its `UNITS` line).
 */
export interface CompoundUnit {
  /** Minor units in one major unit (12 inches to the foot, 16 ounces to the pound). */
  perMajor: number;
  /** Symbols of the two parts, beside the boxes and in text. */
  parts: readonly [major: string, minor: string];
  /** Names of the two parts (ids of the engine's `unitPart` words), for the boxes' ids and accessible names. */
  names: readonly [major: UnitPart, minor: UnitPart];
  /** The example number of each box (its placeholder is "e.g. 5" in the page's language). */
  placeholders: readonly [major: string, minor: string];
  /** Reads text as people write it into decimal major units; an error (a key of the engine's words) for a minor part too big. */
  parse: (text: string) => { value: number } | { error: 'inchesUnder12' | 'ouncesUnder16' } | undefined;
  /** The text the engine reads back for the two parts (what the boxes send). */
  write: (major: string | number, minor: string | number) => string;
  /** Text that was meant in this unit but does not read (5.5 ft in the feet box): the message says how to write it. */
  meant: RegExp;
  /** How to write it, for that message (a key of the engine's words). */
  howTo: 'howToFeet' | 'howToPounds';
}

/** A part of a compound unit, as the engine's `unitPart` words name it. */
type UnitPart = 'feet' | 'inches' | 'pounds' | 'ounces';

/** The compound units by id: feet + inches, pounds + ounces. */
export const COMPOUND_UNITS = {
  ft: {
    perMajor: 12,
    parts: ['ft', 'in'],
    names: ['feet', 'inches'],
    placeholders: ['5', '6'],
    parse: (text) => {
      const read = parseFeetInches(text);
      return read && 'feet' in read ? { value: read.feet } : read;
    },
    write: (major, minor) => `${major}'${minor}"`,
    meant: /['′]|\bft\b|feet|foot/i,
    howTo: 'howToFeet',
  },
  'lb-oz': {
    perMajor: 16,
    parts: ['lb', 'oz'],
    names: ['pounds', 'ounces'],
    placeholders: ['7', '8'],
    parse: (text) => {
      const read = parsePoundsOunces(text);
      return read && 'pounds' in read ? { value: read.pounds } : read;
    },
    write: (major, minor) => `${major} lb ${minor} oz`,
    meant: /\blbs?\b|pound|\boz\b|ounce/i,
    howTo: 'howToPounds',
  },
} as const satisfies Partial<Record<UnitId, CompoundUnit>>;

/** A compound unit's id. */
export type CompoundUnitId = keyof typeof COMPOUND_UNITS;

/** Is this unit typed in two boxes? */
export function isCompoundUnit(unit: unknown): unit is CompoundUnitId {
  return typeof unit === 'string' && Object.hasOwn(COMPOUND_UNITS, unit);
}

/**
 * The compound unit whose text a unit reads: its own, or that of a compound unit of the same size (a share link
 * or the CLI may say `7 lb 8 oz` with `lbs`).
 */
export function compoundTextOf(unit: unknown): CompoundUnit | undefined {
  if (isCompoundUnit(unit)) return COMPOUND_UNITS[unit];
  if (!isUnitId(unit)) return undefined;
  const same = (Object.keys(COMPOUND_UNITS) as CompoundUnitId[]).find(
    (id) => UNITS[id].factor === UNITS[unit].factor && UNITS[id].dimension === UNITS[unit].dimension,
  );
  return same ? COMPOUND_UNITS[same] : undefined;
}

/** Decimal major units → whole major and minor units (one decimal), carrying a full major unit. */
export function splitCompound(value: number, unit: CompoundUnitId): [major: number, minor: number] {
  const { perMajor } = COMPOUND_UNITS[unit];
  let whole = Math.floor(value);
  let minor = Math.round((value - whole) * perMajor * 10) / 10;
  if (minor >= perMajor) {
    whole += 1;
    minor -= perMajor;
  }
  return [whole, minor];
}

/** The units a US visitor measures in (pounds, feet and inches, inches). */
const US_CUSTOMARY: ReadonlySet<UnitId> = new Set(['lbs', 'lb-oz', 'ft', 'in']);

/**
 * The unit a form starts in: the first US customary unit a field offers (lb, ft + in, in; pounds and ounces for a
 * baby where the field lists them first), else its first. Only the form's first state: a share link or `npm run calc`
 * input without a unit still means the field's first unit (`units[0]`), so old links keep their meaning.
 */
export function formUnitOf(units: readonly UnitId[]): UnitId | undefined {
  return units.find((unit) => US_CUSTOMARY.has(unit)) ?? units[0];
}
