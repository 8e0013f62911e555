import { fromCanonical, round, type Severity, toCanonical, type UnitId } from '@/engine';

/** Canonical input: waist and height in cm, plus the unit the visitor picked for both. */
export interface WaistHeightInput {
  waist: number;
  height: number;
  unit: UnitId;
}

/** NICE (2022) band limits: the lowest ratio of the healthy, increased-risk and high-risk bands. */
export const HEALTHY_FROM = 0.4;
export const INCREASED_FROM = 0.5;
export const HIGH_FROM = 0.6;
/** The ratio is shown to two decimals, so a band's last ratio shown is one hundredth below the next band. */
const SHOWN_STEP = 0.01;
export const HEALTHY_TO = round(INCREASED_FROM - SHOWN_STEP, 2);
export const INCREASED_TO = round(HIGH_FROM - SHOWN_STEP, 2);
/** The bands' limits as the explanation states them. */
export const BAND_LIMITS = {
  healthyFrom: HEALTHY_FROM,
  healthyTo: HEALTHY_TO,
  increasedFrom: INCREASED_FROM,
  increasedTo: INCREASED_TO,
  highFrom: HIGH_FROM,
} as const;

/** NICE (2022) bands by id (messages.ts names them), compared with the ratio rounded to two decimals as shown. */
export const WHTR_BANDS = [
  { below: HEALTHY_FROM, id: 'below' },
  { below: INCREASED_FROM, id: 'healthy' },
  { below: HIGH_FROM, id: 'increased' },
  { below: Number.POSITIVE_INFINITY, id: 'high' },
] as const;

/** A waist-to-height band. */
type WhtrBand = (typeof WHTR_BANDS)[number]['id'];

/** How each band colours the card: healthy green, the two risk bands red, below the usual range neutral. */
const SEVERITY: Record<WhtrBand, Severity> = {
  below: 'info',
  healthy: 'good',
  increased: 'risk',
  high: 'risk',
};

/** The ratio as shown (two decimals): the bands judge this rounded value, so the page never contradicts itself. */
function shownRatio(waistCm: number, heightCm: number): number {
  return round(waistCm / heightCm, 2);
}

/** The band a rounded ratio falls in. */
function bandOf(ratio: number) {
  return WHTR_BANDS.find((entry) => ratio < entry.below) ?? WHTR_BANDS[3];
}

/** The waist field's step: the range is given in waists a visitor can type. */
const WAIST_STEP = 0.1;

/**
 * The waists (in the visitor's unit, on the field's 0.1 grid) that get the "Healthy" band for this height: the
 * same rounded-ratio rule as the category, so a waist at the top of the range shown is "Healthy" and the next
 * tenth is not (84 cm at 168 cm is 0.50, "Increased"; the range ends at 83.1 cm).
 */
function healthyWaist(heightCm: number, unit: UnitId) {
  const height = fromCanonical(heightCm, unit);
  const healthy = (tenths: number) =>
    bandOf(shownRatio(toCanonical(tenths / 10, unit), heightCm)).id === 'healthy';
  // Start just inside the band (its first and last ratio shown are healthy) and walk outwards to its last tenth.
  let low = Math.ceil(HEALTHY_FROM * height * 10);
  while (!healthy(low)) low += 1;
  while (healthy(low - 1)) low -= 1;
  let high = Math.floor(HEALTHY_TO * height * 10);
  while (!healthy(high)) high -= 1;
  while (healthy(high + 1)) high += 1;
  return { min: round(low * WAIST_STEP, 1), max: round(high * WAIST_STEP, 1) };
}

/** Waist-to-height ratio = waist ÷ height, with NICE's bands and the waists that keep it in the healthy band. */
export function waistHeightFormula(input: WaistHeightInput) {
  const ratio = shownRatio(input.waist, input.height);
  const category = bandOf(ratio).id;
  return {
    ratio,
    category,
    severity: SEVERITY[category],
    waistCm: round(input.waist, 1),
    heightCm: round(input.height, 1),
    healthyWaist: healthyWaist(input.height, input.unit),
    unit: input.unit,
    // Advice in the order shown: the activity line only from the increased band up.
    advice:
      ratio >= INCREASED_FROM ? (['half', 'measure', 'activity'] as const) : (['half', 'measure'] as const),
  };
}

/** The waist-to-height formula's values. */
export type WaistHeightValues = ReturnType<typeof waistHeightFormula>;
