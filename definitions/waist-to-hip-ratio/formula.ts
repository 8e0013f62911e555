import { fromCanonical, round, type Severity, type UnitId } from '@/engine';

/** Canonical waist-to-hip input: both circumferences in cm, plus the unit the visitor picked. */
export interface WaistHipInput {
  waist: number;
  hip: number;
  unit: UnitId;
}

/** WHO (2008) ratio at and above which women have substantially increased metabolic risk. */
export const WHO_RATIO_THRESHOLD = 0.85;
/** The spec's lowest ratio of the Good band (below it: Excellent). */
export const GOOD_FROM = 0.8;
/** The last ratio shown (two decimals) in the Good band: one hundredth below the WHO threshold. */
export const GOOD_TO = round(WHO_RATIO_THRESHOLD - 0.01, 2);

/**
 * Ratio bands, compared with the ratio rounded to two decimals. They follow the WHO (2008): 0.85 and above is
 * substantially increased metabolic risk for women. The spec's names are kept where they agree with the WHO
 * (Excellent and Good below 0.85, High for the substantially increased range); the spec's "Moderate" for
 * 0.86–0.90 and its "Good" at exactly 0.85 contradict the WHO threshold and are dropped (README departures).
 */
export const WHR_BANDS = [
  { upTo: GOOD_FROM, inclusive: false, id: 'excellent', risk: 'low' },
  { upTo: WHO_RATIO_THRESHOLD, inclusive: false, id: 'good', risk: 'low' },
  { upTo: Number.POSITIVE_INFINITY, inclusive: true, id: 'high', risk: 'high' },
] as const;

/** WHO (2008) waist thresholds for women, cm: above the first increased risk, above the second substantially. */
export const WAIST_INCREASED_CM = 80;
export const WAIST_SUBSTANTIAL_CM = 88;
/** The same by risk level. */
export const WAIST_THRESHOLDS = { increased: WAIST_INCREASED_CM, substantial: WAIST_SUBSTANTIAL_CM } as const;

/** How each risk level colours the card: low risk green, high risk red (WHO 2008). */
const SEVERITY: Record<(typeof WHR_BANDS)[number]['risk'], Severity> = { low: 'good', high: 'risk' };

/** Advice by risk level, in the order shown (messages.ts words each id). */
const ADVICE = {
  low: ['activity', 'remeasure'],
  high: ['doctor', 'exercise', 'buildUp', 'lifestyle'],
} as const;

/** Band for a ratio already rounded to two decimals. */
export function whrBand(ratio: number) {
  return WHR_BANDS.find((band) => (band.inclusive ? ratio <= band.upTo : ratio < band.upTo)) ?? WHR_BANDS[2];
}

/** Waist-alone risk for women (WHO 2008): over 80 cm increased, over 88 cm substantially increased. */
export function waistRisk(waistCm: number): 'none' | 'increased' | 'substantial' {
  if (waistCm > WAIST_THRESHOLDS.substantial) return 'substantial';
  if (waistCm > WAIST_THRESHOLDS.increased) return 'increased';
  return 'none';
}

/** Waist-to-hip ratio with the band and its risk, the WHO waist thresholds and advice ids. Values only. */
export function waistHipFormula(input: WaistHipInput) {
  const ratio = round(input.waist / input.hip, 2);
  const band = whrBand(ratio);
  return {
    ratio,
    category: band.id,
    riskLevel: band.risk,
    severity: SEVERITY[band.risk],
    waistCm: round(input.waist, 1),
    hipCm: round(input.hip, 1),
    waistInUnit: round(fromCanonical(input.waist, input.unit), 1),
    unit: input.unit,
    waistRisk: waistRisk(input.waist),
    atWhoThreshold: ratio >= WHO_RATIO_THRESHOLD,
    advice: ADVICE[band.risk],
  };
}

/** The waist-to-hip formula's values. */
export type WaistHipValues = ReturnType<typeof waistHipFormula>;
