import { fieldMessagesOf } from './field-messages';
import type { LanguageSource } from './language';
import { languageOf } from './language-of';
import type { NumberField, QuantityField } from './types';

/** Realistic adult ranges per unit, shared by the body calculators so limits agree across pages. */

/** Height limits per unit. */
export const HEIGHT_LIMITS = {
  cm: { min: 100, max: 250 },
  m: { min: 1, max: 2.5 },
  // The same heights as 40–98 in, so the form can say "3 ft 4 in" rather than "3.3 ft" (3 ft 3.6 in).
  ft: { min: 40 / 12, max: 98 / 12 },
  in: { min: 40, max: 98 },
} as const;

/** Waist circumference limits per unit (body fat, waist-to-hip and waist-to-height share them). */
export const WAIST_LIMITS = { cm: { min: 40, max: 200 }, in: { min: 16, max: 79 } } as const;

/** Weight limits per unit. */
export const WEIGHT_LIMITS = { kg: { min: 30, max: 300 }, lbs: { min: 66, max: 660 } } as const;

/** Hip circumference limits per unit (body fat, waist-to-hip). */
export const HIP_LIMITS = { cm: { min: 50, max: 200 }, in: { min: 20, max: 79 } } as const;

/** Neck circumference limits per unit (body fat). */
export const NECK_LIMITS = { cm: { min: 20, max: 60 }, in: { min: 8, max: 24 } } as const;

/**
 * The waist field of the waist-to-hip and waist-to-height calculators: measured where WHO says (midway between the
 * lowest rib and the top of the hip bone), in the unit of the form's shared `unit` field.
 */
export const waistField = (m: LanguageSource): QuantityField => ({
  type: 'quantity',
  label: fieldMessagesOf(m).waistLabel(),
  dimension: 'length',
  units: ['cm', 'in'],
  limits: WAIST_LIMITS,
  unitField: 'unit',
  step: 0.1,
  required: true,
  placeholder: languageOf(m).messages.example({ value: '70' }),
  description: fieldMessagesOf(m).waistHelp(),
});

/** The weight field the body and energy calculators share: kg or lbs, realistic adult limits, in m's language. */
export const weightField = (m: LanguageSource): QuantityField => ({
  type: 'quantity',
  label: fieldMessagesOf(m).weightLabel(),
  dimension: 'mass',
  units: ['kg', 'lbs'],
  limits: WEIGHT_LIMITS,
  step: 0.1,
  required: true,
  placeholder: languageOf(m).messages.example({ value: '60' }),
});

/** The height units every calculator offers (the first is the default); feet are typed as feet and inches. */
export const HEIGHT_UNITS = ['cm', 'ft', 'm', 'in'] as const;

/** A height field offering `units` (the first is the default), with the shared limits for each, in m's language. */
export function heightField(
  m: LanguageSource,
  units: readonly (keyof typeof HEIGHT_LIMITS)[] = HEIGHT_UNITS,
): QuantityField {
  return {
    type: 'quantity',
    label: fieldMessagesOf(m).heightLabel(),
    dimension: 'length',
    units,
    limits: Object.fromEntries(units.map((unit) => [unit, HEIGHT_LIMITS[unit]])),
    step: 0.1,
    required: true,
    placeholder: languageOf(m).messages.example({ value: '165' }),
  };
}

/**
 * Age in whole years, 1–120, as the energy, body and blood-pressure calculators ask it: the field takes any age and
 * the definition's `audience` says what an age outside its formula's population gets.
 */
export function ageField(
  m: LanguageSource,
  options: { required?: boolean; description?: string } = {},
): NumberField {
  const words = fieldMessagesOf(m);
  return {
    type: 'number',
    label: words.ageLabel(),
    min: 1,
    max: 120,
    integer: true,
    suffix: words.yearsSuffix(),
    ...options,
  };
}
