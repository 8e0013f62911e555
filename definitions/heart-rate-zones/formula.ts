import { round, type Severity } from '@/engine';

/** Input: age in years and resting heart rate in beats per minute. */
export interface HeartRateInput {
  age: number;
  restingHeartRate: number;
}

/** Gulati et al. (2010): peak heart rate for women = 206 − 0.88 × age. */
export const GULATI_INTERCEPT = 206;
export const GULATI_SLOPE = 0.88;
export function gulatiMax(age: number): number {
  return GULATI_INTERCEPT - GULATI_SLOPE * age;
}

/**
 * The five zones as fractions of heart-rate reserve (Karvonen), named by the ACSM's intensities (moderate 40–59 %,
 * vigorous 60–89 %, near-maximal 90 % and over) and described by the CDC's talk test (messages.ts), so the table
 * and the moderate and vigorous ranges never disagree.
 */
export const ZONES = [
  { zone: 1, from: 0.5, to: 0.6 },
  { zone: 2, from: 0.6, to: 0.7 },
  { zone: 3, from: 0.7, to: 0.8 },
  { zone: 4, from: 0.8, to: 0.9 },
  { zone: 5, from: 0.9, to: 1 },
] as const;

/** ACSM: moderate intensity is 40–59 % of heart-rate reserve, vigorous 60–89 % (Garber et al. 2011, Table 4). */
const ACSM = { moderate: { from: 0.4, to: 0.59 }, vigorous: { from: 0.6, to: 0.89 } } as const;

/** The zones that start within an ACSM intensity: the moderate zone (1) and the first and last vigorous (2 to 4). */
const zonesIn = ({ from, to }: { from: number; to: number }) =>
  ZONES.filter((zone) => zone.from >= from && zone.from < to).map(({ zone }) => zone);
const VIGOROUS_ZONES = zonesIn(ACSM.vigorous);
export const MODERATE_ZONE = zonesIn(ACSM.moderate)[0] ?? 0;
export const FIRST_VIGOROUS_ZONE = VIGOROUS_ZONES[0] ?? 0;
export const LAST_VIGOROUS_ZONE = VIGOROUS_ZONES[VIGOROUS_ZONES.length - 1] ?? 0;
/** How much of the reserve each zone spans, in percent (10). */
export const ZONE_WIDTH_PERCENT = Math.round((ZONES[0].to - ZONES[0].from) * 100);
/** A resting heart rate over 100 bpm is tachycardia (American Heart Association). */
export const TACHYCARDIA_BPM = 100;
/**
 * The smallest reserve that gives zones: each zone spans 10 % of it, so under 10 bpm a zone would be less than one
 * beat per minute wide and could hold no whole beat.
 */
export const MIN_RESERVE_BPM = 10;

/**
 * Max HR by Gulati; each zone = rest + fraction × (max − rest), rounded to whole beats per minute. A zone's limit
 * is where the next one starts, as ACSM's 40–59 % and 60–89 % meet: a beat belongs to one zone only, so a zone ends
 * one beat below the next zone's start, and the last at the maximum. No zones when
 * the resting rate is too close to the maximum; a note when the resting rate is over 100. Values and ids only.
 */
export function heartRateFormula(input: HeartRateInput) {
  const max = gulatiMax(input.age);
  const maxHeartRate = Math.round(max);
  const reserve = max - input.restingHeartRate;
  const at = (fraction: number) => Math.round(input.restingHeartRate + fraction * reserve);
  const hasZones = reserve >= MIN_RESERVE_BPM;
  const zones = hasZones
    ? ZONES.map(({ zone, from, to }, index) => ({
        zone,
        min: at(from),
        max: index === ZONES.length - 1 ? at(to) : at(to) - 1,
        from: from * 100,
        to: to * 100,
      }))
    : [];
  const tachycardia = input.restingHeartRate > TACHYCARDIA_BPM;

  return {
    maxHeartRate,
    heartRateReserve: round(reserve, 0),
    restingHeartRate: input.restingHeartRate,
    hasZones,
    zones,
    tachycardia,
    headline: !hasZones ? ('noZones' as const) : tachycardia ? ('tachycardia' as const) : null,
    severity: (tachycardia || !hasZones ? ('caution' as const) : ('info' as const)) satisfies Severity,
    // Moderate ends a beat below vigorous, as the zones do: 59 % and 60 % of a small reserve can round to one beat.
    moderate: hasZones
      ? { min: at(ACSM.moderate.from), max: Math.min(at(ACSM.moderate.to), at(ACSM.vigorous.from) - 1) }
      : null,
    vigorous: hasZones ? { min: at(ACSM.vigorous.from), max: at(ACSM.vigorous.to) } : null,
  };
}

/** The heart-rate zone formula's values. */
export type HeartRateValues = ReturnType<typeof heartRateFormula>;
