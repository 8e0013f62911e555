import { fromCanonical, round, type Severity, type UnitId } from '@/engine';

/** Canonical BMI input: height in cm, weight in kg, plus the units the visitor picked. */
export interface BmiInput {
  height: number;
  heightUnit: UnitId;
  weight: number;
  weightUnit: UnitId;
  age?: number;
}

/** BMI categories for adults (spec part 1 §9; WHO), by id: messages.ts names them. */
export const BMI_CATEGORIES = [
  { below: 18.5, id: 'underweight' },
  { below: 25, id: 'normal' },
  { below: 30, id: 'overweight' },
  { below: Number.POSITIVE_INFINITY, id: 'obese' },
] as const;

/** An adult BMI category. */
export type BmiCategory = (typeof BMI_CATEGORIES)[number]['id'];

/** How each category colours the card (spec part 1 §4: normal green, obese red, the others neutral). */
const SEVERITY: Record<BmiCategory, Severity> = {
  underweight: 'info',
  normal: 'good',
  overweight: 'info',
  obese: 'risk',
};

/** Category of a BMI value (the rounded value, so the number shown and its category agree). */
export function bmiCategory(bmi: number): BmiCategory {
  return BMI_CATEGORIES.find((category) => bmi < category.below)?.id ?? 'obese';
}

/** Under 20 and over 65 the adult categories read differently (words.ts says how). */
function ageGroup(age: number | undefined): 'under-20' | 'over-65' | null {
  if (age === undefined) return null;
  if (age < 20) return 'under-20';
  return age >= 65 ? 'over-65' : null;
}

/** BMI = kg / m², rounded to one decimal; healthy range = BMI 18.5–24.9 × m². Values only: words.ts words them. */
export function bmiFormula(input: BmiInput) {
  const meters = input.height / 100;
  const bmi = round(input.weight / meters ** 2, 1);
  const category = bmiCategory(bmi);
  const min = 18.5 * meters ** 2;
  const max = 24.9 * meters ** 2;
  return {
    bmi,
    category,
    severity: SEVERITY[category],
    healthyWeightRange: { min: round(min, 1), max: round(max, 1) },
    healthyWeightRangeInUnit: {
      min: round(fromCanonical(min, input.weightUnit), 1),
      max: round(fromCanonical(max, input.weightUnit), 1),
      unit: input.weightUnit,
    },
    ageGroup: ageGroup(input.age),
  };
}

/** The BMI formula's values. */
export type BmiValues = ReturnType<typeof bmiFormula>;
