import { fromCanonical, round, type Severity, type UnitId } from '@/engine';

/** Canonical BMI input: height in cm, weight in kg, plus the units the visitor picked. */
export interface BmiInput {
  height: number;
  heightUnit: UnitId;
  weight: number;
  weightUnit: UnitId;
  age?: number;
}

/** Lowest BMI of the normal-weight category for adults (WHO, CDC); also the healthy range's lower end. */
export const NORMAL_FROM = 18.5;
/** Lowest BMI of the overweight category for adults (WHO, CDC). */
export const OVERWEIGHT_FROM = 25;
/** Lowest BMI of the obese category for adults (WHO, CDC). */
export const OBESE_FROM = 30;
/** Upper end of the healthy weight range: the highest one-decimal BMI still below OVERWEIGHT_FROM. */
export const HEALTHY_MAX = 24.9;

/** BMI categories for adults (spec part 1 §9; WHO), by id: messages.ts names them. */
const BMI_CATEGORIES = [
  { below: NORMAL_FROM, id: 'underweight' },
  { below: OVERWEIGHT_FROM, id: 'normal' },
  { below: OBESE_FROM, id: 'overweight' },
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

/** From this age the adult categories apply (CDC); from 2 to 19, BMI is read on BMI-for-age charts (child-bmi). */
export const ADULT_AGE = 20;
/** Before the second birthday BMI is not used at all (CDC and WHO read weight against length instead). */
export const FIRST_BMI_AGE = 2;
/** From this age BMI reads a little differently (present.ts says how). */
export const OLDER_AGE = 65;

/** Category of a BMI value (the rounded value, so the number shown and its category agree). */
export function bmiCategory(bmi: number): BmiCategory {
  return BMI_CATEGORIES.find((category) => bmi < category.below)?.id ?? 'obese';
}

/** Units the child-bmi calculator offers: a height typed in m or in goes there in cm or ft (the same length). */
const CHILD_HEIGHT_UNIT: Partial<Record<UnitId, UnitId>> = { m: 'cm', in: 'ft' };

/** A canonical value back in the unit she typed, without the float noise of the round trip (5.5 ft, not 5.4999…). */
const asTyped = (canonical: number, unit: UnitId) => Number(fromCanonical(canonical, unit).toPrecision(12));

/** Her height and weight as she typed them, in units the BMI-for-age calculator offers. */
interface TypedBody {
  height: number;
  heightUnit: UnitId;
  weight: number;
  weightUnit: UnitId;
}

/** The BMI formula's values: adults get the category and healthy range, 2 to 19 year olds `childBmi` instead. */
export interface BmiValues {
  bmi: number;
  category: BmiCategory | null;
  severity: Severity;
  healthyWeightRange?: { min: number; max: number };
  healthyWeightRangeInUnit?: { min: number; max: number; unit: UnitId };
  olderAdult: boolean;
  childBmi: TypedBody | null;
}

/**
 * BMI = kg / m², rounded to one decimal. For adults (20 and over, or no age given): the WHO category and the healthy
 * range = BMI NORMAL_FROM–HEALTHY_MAX × m². From 2 to 19 the adult categories and range do not apply: no category, a neutral
 * severity, and her height and weight as typed for the BMI-for-age calculator (`childBmi`). Values only: present.ts
 * words them.
 */
export function bmiFormula(input: BmiInput): BmiValues {
  const meters = input.height / 100;
  const bmi = round(input.weight / meters ** 2, 1);
  if (input.age !== undefined && input.age < ADULT_AGE) {
    const heightUnit = CHILD_HEIGHT_UNIT[input.heightUnit] ?? input.heightUnit;
    return {
      bmi,
      category: null,
      severity: 'info',
      olderAdult: false,
      childBmi: {
        height: asTyped(input.height, heightUnit),
        heightUnit,
        weight: asTyped(input.weight, input.weightUnit),
        weightUnit: input.weightUnit,
      },
    };
  }
  const category = bmiCategory(bmi);
  const min = NORMAL_FROM * meters ** 2;
  const max = HEALTHY_MAX * meters ** 2;
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
    olderAdult: input.age !== undefined && input.age >= OLDER_AGE,
    childBmi: null,
  };
}
