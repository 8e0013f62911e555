import { round, type UnitId } from '@/engine';

/** Canonical body-fat input: every length in cm, plus the units the visitor picked. */
export interface BodyFatInput {
  height: number;
  heightUnit: UnitId;
  waist: number;
  neck: number;
  hip: number;
  measurementUnit: UnitId;
}

/** Lowest and highest body fat (%) the US Navy equation can sensibly report; outside, the measurements disagree. */
export const PLAUSIBLE_MIN_BODY_FAT = 2;
export const PLAUSIBLE_MAX_BODY_FAT = 75;
export const PLAUSIBLE_BODY_FAT = { min: PLAUSIBLE_MIN_BODY_FAT, max: PLAUSIBLE_MAX_BODY_FAT } as const;

/** Categories by id (messages.ts names them): the first whose bound the rounded value is below (spec part 1 §9). */
export const ESSENTIAL_BELOW = 14;
export const ATHLETIC_BELOW = 21;
export const FITNESS_BELOW = 25;
export const AVERAGE_BELOW = 32;
export const BODY_FAT_CATEGORIES = [
  { below: ESSENTIAL_BELOW, id: 'essential' },
  { below: ATHLETIC_BELOW, id: 'athletic' },
  { below: FITNESS_BELOW, id: 'fitness' },
  { below: AVERAGE_BELOW, id: 'average' },
  { below: Number.POSITIVE_INFINITY, id: 'obese' },
] as const;

/** A body-fat category. */
export type BodyFatCategory = (typeof BODY_FAT_CATEGORIES)[number]['id'];

/** The essential-fat level for women (%): an estimate below it is flagged. */
export const ESSENTIAL_FAT = 10;

/**
 * The US Navy equation for women, centimetre form (Hodgdon & Beckett 1984): body fat % = NUMERATOR ÷ (CONSTANT −
 * GIRTH × log10(waist + hip − neck) + HEIGHT × log10(height)) − OFFSET.
 */
export const NAVY_NUMERATOR = 495;
export const NAVY_CONSTANT = 1.29579;
export const NAVY_GIRTH = 0.35004;
export const NAVY_HEIGHT = 0.221;
export const NAVY_OFFSET = 450;
/** The figures messages state, as their parameters. */
export const NAVY_FIGURES = {
  numerator: NAVY_NUMERATOR,
  constant: NAVY_CONSTANT,
  girth: NAVY_GIRTH,
  heightFactor: NAVY_HEIGHT,
  offset: NAVY_OFFSET,
} as const;

/** Body fat (%) by the US Navy equation for women, centimetre form (Hodgdon & Beckett 1984), unrounded. */
export function navyBodyFat(heightCm: number, waistCm: number, hipCm: number, neckCm: number): number {
  return (
    NAVY_NUMERATOR /
      (NAVY_CONSTANT -
        NAVY_GIRTH * Math.log10(waistCm + hipCm - neckCm) +
        NAVY_HEIGHT * Math.log10(heightCm)) -
    NAVY_OFFSET
  );
}

/** Category of a body-fat percentage (pass the rounded value so the number shown and its category agree). */
export function bodyFatCategory(percentage: number): BodyFatCategory {
  return BODY_FAT_CATEGORIES.find((category) => percentage < category.below)?.id ?? 'obese';
}

/** US Navy circumference estimate of body fat for women and its category (values; present.ts words them). */
export function bodyFatFormula(input: BodyFatInput) {
  const bodyFatPercentage = round(navyBodyFat(input.height, input.waist, input.hip, input.neck), 1);
  const category = bodyFatCategory(bodyFatPercentage);
  return {
    bodyFatPercentage,
    category,
    // Obese is red (spec part 1 §4); the others neutral.
    severity: category === 'obese' ? ('risk' as const) : ('info' as const),
    belowEssential: bodyFatPercentage < ESSENTIAL_FAT,
  };
}

/** The body-fat formula's values. */
export type BodyFatValues = ReturnType<typeof bodyFatFormula>;
