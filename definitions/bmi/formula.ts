import { fromCanonical, round, type Severity, type UnitId } from '@/engine';

/** Canonical BMI input: height in cm, weight in kg, plus the units the visitor picked. */
export interface BmiInput {
  height: number;
  heightUnit: UnitId;
  weight: number;
  weightUnit: UnitId;
  age?: number;
}

/** BMI categories for adults (spec part 1 §9; WHO). */
export const BMI_CATEGORIES = [
  { below: 18.5, name: 'Underweight' },
  { below: 25, name: 'Normal Weight' },
  { below: 30, name: 'Overweight' },
  { below: Number.POSITIVE_INFINITY, name: 'Obese' },
] as const;

/** How each category colours the card (spec part 1 §4: normal green, obese red, the others neutral). */
const SEVERITY: Record<string, Severity> = { 'Normal Weight': 'good', Obese: 'risk' };

const INTERPRETATIONS: Record<string, string> = {
  Underweight: 'Your BMI is below the range linked with the lowest health risk for adults.',
  'Normal Weight': 'Your BMI is within the range linked with the lowest health risk for adults.',
  Overweight: 'Your BMI is above the healthy range; waist size and activity tell you more about your risk.',
  Obese: 'Your BMI is in the range linked with higher risk of diabetes, heart disease and other conditions.',
};

const ADVICE: Record<string, string[]> = {
  Underweight: [
    'Talk to a doctor or dietitian about a safe way to reach a healthy weight.',
    'Eat regular meals and snacks rich in protein, whole grains and healthy fats.',
    'Strength training can help you build muscle rather than only fat.',
  ],
  'Normal Weight': [
    'Keep up a balanced diet with plenty of vegetables, fruit and whole grains.',
    'Aim for at least 150 minutes of moderate activity a week, plus strength work twice a week.',
    'Check your waist measurement too: BMI does not show where fat is stored.',
  ],
  Overweight: [
    'A loss of 5–10% of body weight already brings measurable health benefits.',
    'Build up to 150–300 minutes of moderate activity a week.',
    'Measure your waist: over 80 cm (31.5 in) means increased risk for women.',
  ],
  Obese: [
    'Talk to a doctor about a plan that fits your health; support makes change easier.',
    'Small steady changes in food and activity add up over months.',
    'Ask about checks for blood pressure, blood sugar and cholesterol.',
  ],
};

/** Category name for a BMI value (the rounded value, so the number shown and its category agree). */
export function bmiCategory(bmi: number): string {
  return BMI_CATEGORIES.find((category) => bmi < category.below)?.name ?? 'Obese';
}

/** BMI = kg / m², rounded to one decimal; healthy range = BMI 18.5–24.9 × m². */
export function bmiFormula(input: BmiInput) {
  const meters = input.height / 100;
  const bmi = round(input.weight / meters ** 2, 1);
  const category = bmiCategory(bmi);
  const min = 18.5 * meters ** 2;
  const max = 24.9 * meters ** 2;
  const recommendations = [...(ADVICE[category] ?? [])];
  if (input.age !== undefined && input.age < 20) {
    recommendations.unshift(
      'Under 20, BMI is judged against growth charts for age (BMI-for-age percentiles), not these adult categories.',
    );
  }
  if (input.age !== undefined && input.age >= 65) {
    recommendations.push(
      'After 65, studies that follow people over time find that a BMI slightly above 25 is not linked with higher death rates, but such observational data cannot show cause and effect: ask your doctor what suits you, and keep up muscle strength.',
    );
  }
  return {
    bmi,
    category,
    severity: SEVERITY[category] ?? 'info',
    interpretation: INTERPRETATIONS[category] ?? '',
    healthyWeightRange: { min: round(min, 1), max: round(max, 1) },
    healthyWeightRangeInUnit: {
      min: round(fromCanonical(min, input.weightUnit), 1),
      max: round(fromCanonical(max, input.weightUnit), 1),
      unit: input.weightUnit,
    },
    recommendations,
  };
}

/** BMI result. */
export type BmiResult = ReturnType<typeof bmiFormula>;
