import { fromCanonical, round, type Severity, type UnitId } from '@/engine';

/** Canonical input: waist and height in cm, plus the unit the visitor picked for both. */
export interface WaistHeightInput {
  waist: number;
  height: number;
  unit: UnitId;
}

/** NICE (2022) bands, compared with the ratio rounded to two decimals as shown. */
export const WHTR_BANDS = [
  {
    below: 0.4,
    category: 'Take care: below the usual range',
    range: 'Below 0.40',
    meaning: 'A very small waist for your height can go with being underweight; check your BMI too.',
  },
  {
    below: 0.5,
    category: 'Healthy',
    range: '0.40–0.49',
    meaning: 'No increased health risk from central fat (NICE).',
  },
  {
    below: 0.6,
    category: 'Increased health risk',
    range: '0.50–0.59',
    meaning: 'Fat around the middle raises the risk of type 2 diabetes and heart disease.',
  },
  {
    below: Number.POSITIVE_INFINITY,
    category: 'High health risk',
    range: '0.60 or more',
    meaning: 'A high risk of type 2 diabetes, high blood pressure and heart disease: talk to your doctor.',
  },
] as const;

/** How each band colours the card: healthy green, the two risk bands red, below the usual range neutral. */
const SEVERITY: Record<(typeof WHTR_BANDS)[number]['category'], Severity> = {
  'Take care: below the usual range': 'info',
  Healthy: 'good',
  'Increased health risk': 'risk',
  'High health risk': 'risk',
};

/** Waist-to-height ratio = waist ÷ height, with NICE's bands and the waist range that keeps it 0.40–0.50. */
export function waistHeightFormula(input: WaistHeightInput) {
  const ratio = round(input.waist / input.height, 2);
  const band = WHTR_BANDS.find((entry) => ratio < entry.below) ?? WHTR_BANDS[3];
  const inUnit = (cm: number) => round(fromCanonical(cm, input.unit), 1);
  const recommendations = [
    'Keep your waist to less than half your height: the simple message of the NICE guideline.',
    'Measure halfway between the bottom of your ribs and the top of your hip bone, breathing out normally.',
  ];
  if (ratio >= 0.5) {
    recommendations.push(
      'Regular activity (150 minutes a week of moderate exercise) and a balanced diet reduce fat around the middle, even before the scale moves much.',
    );
  }
  return {
    ratio,
    category: band.category,
    severity: SEVERITY[band.category],
    meaning: band.meaning,
    waistCm: round(input.waist, 1),
    heightCm: round(input.height, 1),
    healthyWaist: { min: inUnit(0.4 * input.height), max: inUnit(0.5 * input.height) },
    unit: input.unit,
    bands: WHTR_BANDS.map(({ range, category }) => ({ range, category })),
    recommendations,
  };
}

/** Waist-to-height result. */
export type WaistHeightResult = ReturnType<typeof waistHeightFormula>;
