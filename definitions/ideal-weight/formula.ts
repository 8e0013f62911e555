import { fromCanonical, round, type UnitId } from '@/engine';

/** Canonical ideal-weight input: height in cm, plus the unit the visitor picked. */
export interface IdealWeightInput {
  height: number;
  heightUnit: UnitId;
  age: number;
  frame: 'small' | 'medium' | 'large';
}

/** The formulas and the healthy BMI range are for adults: CDC reads BMI on charts for age until the 20th birthday. */
export const ADULT_AGE = 20;

/** The formulas extrapolate below 5 ft; under this height (in inches) they give meaningless weights. */
export const MIN_HEIGHT_INCHES = 48;

/** Frame multipliers applied to the spec's "Hamwi" figure (spec part 1 §9): small, medium, large. */
export const SMALL_FRAME = 0.9;
export const MEDIUM_FRAME = 1;
export const LARGE_FRAME = 1.1;
/** The frame multipliers by frame. */
export const FRAME_FACTORS = { small: SMALL_FRAME, medium: MEDIUM_FRAME, large: LARGE_FRAME } as const;

/** Devine's constants (1974), the spec's "Hamwi": kg at 5 ft, and kg for each inch over it. */
export const HAMWI_BASE_KG = 45.5;
export const HAMWI_KG_PER_INCH = 2.3;
/** Robinson (1983), women: kg at 5 ft, and kg for each inch over it. */
export const ROBINSON_BASE_KG = 49;
export const ROBINSON_KG_PER_INCH = 1.7;
/** Miller (1983), women: kg at 5 ft, and kg for each inch over it. */
export const MILLER_BASE_KG = 53.1;
export const MILLER_KG_PER_INCH = 1.36;
/** Each formula's figure at 5 ft and per inch over it, by method, as messages state them. */
export const PER_INCH_RULES = {
  hamwi: { base: HAMWI_BASE_KG, perInch: HAMWI_KG_PER_INCH },
  robinson: { base: ROBINSON_BASE_KG, perInch: ROBINSON_KG_PER_INCH },
  miller: { base: MILLER_BASE_KG, perInch: MILLER_KG_PER_INCH },
} as const;

/** The healthy BMI range for adults (WHO, CDC normal weight; 24.9 is the highest one-decimal BMI below 25). */
export const HEALTHY_BMI_MIN = 18.5;
export const HEALTHY_BMI_MAX = 24.9;

/** Height in inches (spec: cm ÷ 2.54). */
export function heightInches(heightCm: number): number {
  return heightCm / 2.54;
}

/**
 * The spec's "Hamwi" figure: 45.5 kg + 2.3 kg per inch over 60 in, × 0.9 / 1.0 / 1.1 by frame. These are Devine's
 * constants; Hamwi's own rule for women is 45.5 + 2.2 kg per inch.
 */
export function specHamwi(inches: number, frame: IdealWeightInput['frame']): number {
  return (HAMWI_BASE_KG + HAMWI_KG_PER_INCH * (inches - 60)) * FRAME_FACTORS[frame];
}

/** Robinson (1983), women: 49 kg + 1.7 kg per inch over 60 in. */
export function robinson(inches: number): number {
  return ROBINSON_BASE_KG + ROBINSON_KG_PER_INCH * (inches - 60);
}

/** Miller (1983), women: 53.1 kg + 1.36 kg per inch over 60 in. */
export function miller(inches: number): number {
  return MILLER_BASE_KG + MILLER_KG_PER_INCH * (inches - 60);
}

/** Pounds to one decimal, from an unrounded kilogram figure. */
const lbs = (kg: number) => round(fromCanonical(kg, 'lbs'), 1);

/** Where a formula's figure falls against the healthy BMI range for her height. */
export type Band = 'below' | 'within' | 'above';

/** The band of a figure, both as shown (one decimal), so the words never contradict the numbers beside them. */
function bandOf(kg: number, range: { min: number; max: number }): Band {
  if (kg < range.min) return 'below';
  return kg > range.max ? 'above' : 'within';
}

/**
 * Three ideal-weight formulas for women and the healthy weight range from BMI 18.5–24.9, with where each figure
 * falls against that range. A figure outside it is no healthy target, so then the range leads the result
 * (`rangeFirst`) instead of the formula figures (`allInRange`). Values; present.ts words them.
 */
export function idealWeightFormula(input: IdealWeightInput) {
  const inches = heightInches(input.height);
  const meters = input.height / 100;
  const hamwiExact = specHamwi(inches, input.frame);
  const robinsonExact = robinson(inches);
  const millerExact = miller(inches);
  const hamwiWeight = round(hamwiExact, 1);
  const robinsonWeight = round(robinsonExact, 1);
  const millerWeight = round(millerExact, 1);
  const healthyMin = HEALTHY_BMI_MIN * meters ** 2;
  const healthyMax = HEALTHY_BMI_MAX * meters ** 2;
  const healthyRange = { min: round(healthyMin, 1), max: round(healthyMax, 1) };
  const shortHeight = inches < 60;
  const formulas = (
    [
      ['hamwi', hamwiWeight, hamwiExact],
      ['robinson', robinsonWeight, robinsonExact],
      ['miller', millerWeight, millerExact],
    ] as const
  ).map(([method, kg, exact]) => ({ method, kg, lbs: lbs(exact), band: bandOf(kg, healthyRange) }));
  const allInRange = formulas.every((row) => row.band === 'within');
  return {
    hamwiWeight,
    robinsonWeight,
    millerWeight,
    healthyRange,
    healthyRangeLbs: { min: lbs(healthyMin), max: lbs(healthyMax) },
    inches: round(inches, 1),
    frame: input.frame,
    shortHeight,
    formulas,
    allInRange,
    rangeFirst: !allInRange,
  };
}

/** The ideal-weight formula's values. */
export type IdealWeightValues = ReturnType<typeof idealWeightFormula>;
