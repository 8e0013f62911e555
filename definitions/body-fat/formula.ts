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
export const PLAUSIBLE_BODY_FAT = { min: 2, max: 75 } as const;

/** Categories by id (messages.ts names them): the first whose bound the rounded value is below (spec part 1 §9). */
export const BODY_FAT_CATEGORIES = [
  { below: 14, id: 'essential' },
  { below: 21, id: 'athletic' },
  { below: 25, id: 'fitness' },
  { below: 32, id: 'average' },
  { below: Number.POSITIVE_INFINITY, id: 'obese' },
] as const;

/** A body-fat category. */
export type BodyFatCategory = (typeof BODY_FAT_CATEGORIES)[number]['id'];

/** The essential-fat level for women (%): an estimate below it is flagged. */
const ESSENTIAL_FAT = 10;

/** Body fat (%) by the US Navy equation for women, centimetre form (Hodgdon & Beckett 1984), unrounded. */
export function navyBodyFat(heightCm: number, waistCm: number, hipCm: number, neckCm: number): number {
  return (
    495 / (1.29579 - 0.35004 * Math.log10(waistCm + hipCm - neckCm) + 0.221 * Math.log10(heightCm)) - 450
  );
}

/** Category of a body-fat percentage (pass the rounded value so the number shown and its category agree). */
export function bodyFatCategory(percentage: number): BodyFatCategory {
  return BODY_FAT_CATEGORIES.find((category) => percentage < category.below)?.id ?? 'obese';
}

/** US Navy circumference estimate of body fat for women and its category (values; words.ts words them). */
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
