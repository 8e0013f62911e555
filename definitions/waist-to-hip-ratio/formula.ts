import { fromCanonical, round, type Severity, type UnitId } from '@/engine';

/** Canonical waist-to-hip input: both circumferences in cm, plus the unit the visitor picked. */
export interface WaistHipInput {
  waist: number;
  hip: number;
  unit: UnitId;
}

/**
 * Ratio bands, compared with the ratio rounded to two decimals. They follow the WHO (2008): 0.85 and above is
 * substantially increased metabolic risk for women. The spec's names are kept where they agree with the WHO
 * (Excellent and Good below 0.85, High for the substantially increased range); the spec's "Moderate" for
 * 0.86–0.90 and its "Good" at exactly 0.85 contradict the WHO threshold and are dropped (README departures).
 */
export const WHR_BANDS = [
  { upTo: 0.8, inclusive: false, category: 'Excellent', riskLevel: 'Low Risk', range: 'Below 0.80' },
  { upTo: 0.85, inclusive: false, category: 'Good', riskLevel: 'Low Risk', range: '0.80–0.84' },
  {
    upTo: Number.POSITIVE_INFINITY,
    inclusive: true,
    category: 'High',
    riskLevel: 'High Risk',
    range: '0.85 or more (WHO: substantially increased)',
  },
] as const;

/** WHO (2008) ratio at and above which women have substantially increased metabolic risk. */
export const WHO_RATIO_THRESHOLD = 0.85;

/** WHO (2008) waist thresholds for women, cm: above `increased`, and above `substantial`. */
export const WAIST_THRESHOLDS = { increased: 80, substantial: 88 } as const;

const DESCRIPTIONS: Record<string, string> = {
  Excellent: 'Your waist is well narrower than your hips: fat is stored mostly on the hips and thighs.',
  Good: 'Your ratio is in the lower-risk range; keep an eye on your waist over time.',
  High: 'At 0.85 or more the WHO counts your risk of heart disease and type 2 diabetes as substantially increased: more of your fat sits around the waist.',
};

/** How each risk level colours the card: low risk green, high risk red (WHO 2008). */
const SEVERITY: Record<(typeof WHR_BANDS)[number]['riskLevel'], Severity> = {
  'Low Risk': 'good',
  'High Risk': 'risk',
};

const ADVICE: Record<(typeof WHR_BANDS)[number]['riskLevel'], string[]> = {
  'Low Risk': [
    'Keep up regular activity: at least 150 minutes of moderate exercise a week plus strength work twice a week.',
    'Re-measure every few months; waist size tends to grow after menopause.',
  ],
  'High Risk': [
    'Talk to your doctor: a ratio of 0.85 or more is linked with heart disease and type 2 diabetes, and checks of blood pressure, blood sugar and cholesterol are simple.',
    'Regular aerobic exercise and strength training reduce waist fat even before the scales move.',
    'Build up to 150–300 minutes of moderate activity a week; waist fat responds well to exercise.',
    'Sleep, stress and alcohol all affect belly fat: small changes in each add up.',
  ],
};

/** Band for a ratio already rounded to two decimals. */
export function whrBand(ratio: number) {
  return WHR_BANDS.find((band) => (band.inclusive ? ratio <= band.upTo : ratio < band.upTo)) ?? WHR_BANDS[2];
}

/** Waist-alone risk for women (WHO 2008): over 80 cm increased, over 88 cm substantially increased. */
export function waistRisk(waistCm: number): string {
  if (waistCm > WAIST_THRESHOLDS.substantial) return 'Substantially increased';
  if (waistCm > WAIST_THRESHOLDS.increased) return 'Increased';
  return 'Not increased';
}

/** Waist-to-hip ratio with the spec's category and risk, the WHO waist thresholds and advice. */
export function waistHipFormula(input: WaistHipInput) {
  const ratio = round(input.waist / input.hip, 2);
  const band = whrBand(ratio);
  const waistCm = round(input.waist, 1);
  const hipCm = round(input.hip, 1);
  const waistLevel = waistRisk(input.waist);
  const atWhoThreshold = ratio >= WHO_RATIO_THRESHOLD;
  const recommendations = [...ADVICE[band.riskLevel]];
  if (waistLevel !== 'Not increased') {
    recommendations.unshift(
      `Your waist (${waistCm} cm) is over ${waistLevel === 'Increased' ? WAIST_THRESHOLDS.increased : WAIST_THRESHOLDS.substantial} cm: the WHO links this with ${waistLevel.toLowerCase()} risk for women, whatever your ratio.`,
    );
  }
  const inUnit = (cm: number) => round(fromCanonical(cm, input.unit), 1);
  return {
    ratio,
    category: band.category,
    riskLevel: band.riskLevel,
    severity: SEVERITY[band.riskLevel],
    riskSummary: `${band.category} — ${band.riskLevel}${band.riskLevel === 'Low Risk' ? ' (healthy range)' : ''}`,
    description: DESCRIPTIONS[band.category] ?? '',
    waistCm,
    hipCm,
    waistRisk: waistLevel,
    healthRisks: [
      {
        measure: 'Waist-to-hip ratio',
        yours: ratio.toFixed(2),
        threshold: '0.85 or more: substantially increased metabolic risk (WHO)',
        status: atWhoThreshold ? 'At or above the WHO threshold' : 'Below the WHO threshold',
      },
      {
        measure: 'Waist',
        yours: input.unit === 'cm' ? `${waistCm} cm` : `${inUnit(input.waist)} in (${waistCm} cm)`,
        threshold: 'Over 80 cm (31.5 in): increased; over 88 cm (34.6 in): substantially increased (WHO)',
        status: waistLevel === 'Not increased' ? 'Not increased' : `${waistLevel} risk`,
      },
    ],
    bands: WHR_BANDS.map(({ range, category, riskLevel }) => ({ range, category, riskLevel })),
    recommendations,
  };
}

/** Waist-to-hip result. */
export type WaistHipResult = ReturnType<typeof waistHipFormula>;
