import { round, type Severity, type UnitId } from '@/engine';

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

/** Categories used by the result (spec part 1 §9): the first whose bound the rounded value is below. */
export const BODY_FAT_CATEGORIES = [
  { below: 14, name: 'Essential Fat' },
  { below: 21, name: 'Athletic' },
  { below: 25, name: 'Fitness' },
  { below: 32, name: 'Average' },
  { below: Number.POSITIVE_INFINITY, name: 'Obese' },
] as const;

/** How each category colours the card (spec part 1 §4: obese red, the others neutral). */
const SEVERITY: Record<string, Severity> = { Obese: 'risk' };

const INTERPRETATIONS: Record<string, string> = {
  'Essential Fat':
    'Close to the minimum fat a woman’s body needs for hormones, menstruation and organ protection.',
  Athletic: 'A level typical of women who train hard and regularly.',
  Fitness: 'A lean, active level for women.',
  Average: 'A level common among adult women.',
  Obese: 'A level linked with higher risk of heart disease, type 2 diabetes and other conditions.',
};

const EDUCATION = [
  { category: 'Essential Fat', range: '10–13%', meaning: 'The minimum needed for normal body function.' },
  { category: 'Athletic', range: '14–20%', meaning: 'Typical of female athletes.' },
  { category: 'Fitness', range: '21–24%', meaning: 'Lean and active.' },
  { category: 'Average', range: '25–31%', meaning: 'Common among adult women.' },
  { category: 'Obese', range: '32% and above', meaning: 'Linked with higher health risk.' },
];

const MEASUREMENT_TIPS = [
  'Measure in the morning, before eating, standing relaxed and breathing out normally.',
  'Waist: around the narrowest point of your natural waist, tape level and snug but not pressing in.',
  'Hip: around the widest part of your buttocks, feet together.',
  'Neck: just below the larynx (voice box), tape sloping slightly down to the front.',
  'Take each measurement twice and use the average; a 1 cm error in the waist or hip moves the result by about half a percentage point.',
];

const ADVICE: Record<string, string[]> = {
  'Essential Fat': [
    'Body fat this low can stop periods and weaken bones; if your periods are irregular or have stopped, see a doctor.',
    'Eat enough to match your training, with enough protein, fat, calcium and iron.',
  ],
  Athletic: [
    'Keep your energy intake in step with your training to protect your periods and bones.',
    'Strength training twice a week helps you keep muscle as you age.',
  ],
  Fitness: [
    'Keep up regular activity: at least 150 minutes of moderate exercise a week plus strength work twice a week.',
    'Track the trend over months rather than single readings.',
  ],
  Average: [
    'Regular strength training and 150–300 minutes of moderate activity a week can lower body fat over time.',
    'Measure your waist too: over 80 cm (31.5 in) means increased risk for women (WHO).',
  ],
  Obese: [
    'Talk to a doctor about checks for blood pressure, blood sugar and cholesterol.',
    'Small lasting changes in food and activity lower body fat steadily; losing 5–10% of weight already helps.',
  ],
};

/** Body fat (%) by the US Navy equation for women, centimetre form (Hodgdon & Beckett 1984), unrounded. */
export function navyBodyFat(heightCm: number, waistCm: number, hipCm: number, neckCm: number): number {
  return (
    495 / (1.29579 - 0.35004 * Math.log10(waistCm + hipCm - neckCm) + 0.221 * Math.log10(heightCm)) - 450
  );
}

/** Category name for a body-fat percentage (pass the rounded value so the number shown and its category agree). */
export function bodyFatCategory(percentage: number): string {
  return BODY_FAT_CATEGORIES.find((category) => percentage < category.below)?.name ?? 'Obese';
}

/** US Navy circumference estimate of body fat for women, with category, ranges and advice. */
export function bodyFatFormula(input: BodyFatInput) {
  const bodyFatPercentage = round(navyBodyFat(input.height, input.waist, input.hip, input.neck), 1);
  const category = bodyFatCategory(bodyFatPercentage);
  const recommendations = [...(ADVICE[category] ?? [])];
  if (bodyFatPercentage < 10) {
    recommendations.unshift(
      'This estimate is below the 10% essential-fat level for women: re-measure, and see a doctor if it is confirmed.',
    );
  }
  recommendations.push(
    'Tape estimates can differ from laboratory methods such as a DEXA scan by several percentage points; compare your own readings over time.',
  );
  return {
    bodyFatPercentage,
    category,
    severity: SEVERITY[category] ?? 'info',
    interpretation: INTERPRETATIONS[category] ?? '',
    ranges: EDUCATION,
    measurementTips: MEASUREMENT_TIPS,
    recommendations,
  };
}

/** Body-fat result. */
export type BodyFatResult = ReturnType<typeof bodyFatFormula>;
