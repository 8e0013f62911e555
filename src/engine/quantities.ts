/**
 * Quantities written in words in a page's language (src/engine/language.ts): a value with its unit, a unit's name in a
 * select. Apart from units.ts, which the definition schema reads, so the schema never reaches the engine's words.
 */
import type { LanguageSource } from './language';
import { languageOf } from './language-of';
import { round } from './round';
import {
  CANONICAL,
  COMPOUND_UNITS,
  fromCanonical,
  isCompoundUnit,
  splitCompound,
  UNITS,
  type UnitId,
} from './units';

/**
 * A value in a unit as a visitor reads it: `165 cm`, `60 kg`; feet as feet and inches (`5 ft 6 in`, in Spanish
 * `5 pies 6 pulg.`), pounds and ounces as such (`7 lb 8 oz`).
 */
export function formatInUnit(value: number, unit: UnitId, language?: LanguageSource): string {
  if (!isCompoundUnit(unit)) return `${value} ${unitSymbol(unit, language)}`;
  const [major, minor] = splitCompound(value, unit);
  const { messages: words } = languageOf(language);
  const [majorSymbol, minorSymbol] = COMPOUND_UNITS[unit].parts.map((part) =>
    words.unitSymbol({ unit: part }),
  );
  return `${major} ${majorSymbol} ${minor} ${minorSymbol}`;
}

/**
 * A value as the visitor typed it, then in the unit the formula uses: "150 lbs = 68.04 kg", "5 ft 6 in = 167.6 cm",
 * so "the calculation with your numbers" starts from her numbers. `undefined` when she typed the canonical unit.
 */
export function typedAsCanonical(
  canonical: number,
  unit: UnitId,
  language?: LanguageSource,
): string | undefined {
  const target = CANONICAL[UNITS[unit].dimension];
  if (unit === target) return undefined;
  const typed = fromCanonical(canonical, unit);
  const shown = formatInUnit(unit === 'ft' ? typed : round(typed, 2), unit, language);
  return `${shown} = ${round(canonical, 2)} ${unitSymbol(target, language)}`;
}

/** A unit's symbol in a language ("lbs" is "lb" in Spanish text, docs/es/style-guide.md). */
export function unitSymbol(unit: UnitId, language?: LanguageSource): string {
  return languageOf(language).messages.unitSymbol({ unit: UNITS[unit].symbol });
}

/** A unit's name in a unit select, in a language: "cm", "ft + in", "lb + oz". */
export function unitLabel(unit: UnitId, language?: LanguageSource): string {
  const { messages: words } = languageOf(language);
  if (unit === 'ft') return words.unitLabelFeet();
  if (unit === 'lb-oz') return words.unitLabelPounds();
  return words.unitSymbol({ unit: UNITS[unit].label });
}
