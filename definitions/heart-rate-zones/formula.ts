import { round, type Severity } from '@/engine';

/** Input: age in years and resting heart rate in beats per minute. */
export interface HeartRateInput {
  age: number;
  restingHeartRate: number;
}

/** Gulati et al. (2010): peak heart rate for women = 206 − 0.88 × age. */
export function gulatiMax(age: number): number {
  return 206 - 0.88 * age;
}

/**
 * The five zones as fractions of heart-rate reserve (Karvonen), named by the ACSM's intensities (moderate 40–59 %,
 * vigorous 60–89 %, near-maximal 90 % and over) and described by the CDC's talk test, so the table and the
 * moderate and vigorous ranges never disagree.
 */
export const ZONES = [
  { name: 'Zone 1: moderate', from: 0.5, to: 0.6, feel: 'Breathing faster; you can talk, but not sing' },
  { name: 'Zone 2: vigorous, steady', from: 0.6, to: 0.7, feel: 'A few words at a time before a breath' },
  { name: 'Zone 3: vigorous, hard', from: 0.7, to: 0.8, feel: 'Hard; a few words at a time' },
  { name: 'Zone 4: vigorous, very hard', from: 0.8, to: 0.9, feel: 'Very hard; speaking is difficult' },
  { name: 'Zone 5: near maximal', from: 0.9, to: 1, feel: 'All-out; short bursts only' },
] as const;

/** ACSM: moderate intensity is 40–59 % of heart-rate reserve, vigorous 60–89 % (Garber et al. 2011, Table 4). */
export const ACSM = { moderate: { from: 0.4, to: 0.59 }, vigorous: { from: 0.6, to: 0.89 } } as const;
/** A resting heart rate over 100 bpm is tachycardia (American Heart Association). */
export const TACHYCARDIA_BPM = 100;
/**
 * The smallest reserve that gives zones: each zone spans 10 % of it, so under 10 bpm a zone would be less than one
 * beat per minute wide and rounding would show "125–125 bpm".
 */
export const MIN_RESERVE_BPM = 10;

/**
 * Max HR by Gulati; each zone = rest + fraction × (max − rest), rounded to whole beats per minute. No zones when
 * the resting rate is too close to the maximum; a note when the resting rate is over 100.
 */
export function heartRateFormula(input: HeartRateInput) {
  const max = gulatiMax(input.age);
  const maxHeartRate = Math.round(max);
  const reserve = max - input.restingHeartRate;
  const at = (fraction: number) => Math.round(input.restingHeartRate + fraction * reserve);
  const hasZones = reserve >= MIN_RESERVE_BPM;
  const zones = hasZones
    ? ZONES.map((zone) => ({
        name: zone.name,
        min: at(zone.from),
        max: at(zone.to),
        percent: `${zone.from * 100}–${zone.to * 100}%`,
        feel: zone.feel,
      }))
    : [];
  const tachycardia = input.restingHeartRate > TACHYCARDIA_BPM;
  const moderate = { min: at(ACSM.moderate.from), max: at(ACSM.moderate.to) };
  const vigorous = { min: at(ACSM.vigorous.from), max: at(ACSM.vigorous.to) };

  const notes: string[] = [];
  if (tachycardia)
    notes.push(
      `A resting heart rate over ${TACHYCARDIA_BPM} beats per minute is called tachycardia. See your doctor before you train by heart rate, and at once if it comes with chest pain, breathlessness, dizziness or fainting.`,
    );
  if (!hasZones)
    notes.push(
      `Your resting heart rate (${input.restingHeartRate} bpm) is only ${round(reserve, 0)} bpm below your estimated maximum (${maxHeartRate} bpm): zones need a reserve of at least ${MIN_RESERVE_BPM} bpm, so there are none to give.`,
    );

  let headline: string | null = null;
  if (!hasZones) headline = 'No training zones: your resting rate is too close to your maximum';
  else if (tachycardia) headline = `Resting heart rate over ${TACHYCARDIA_BPM}: see your doctor`;

  return {
    maxHeartRate,
    heartRateReserve: round(reserve, 0),
    restingHeartRate: input.restingHeartRate,
    hasZones,
    zones,
    tachycardia,
    headline,
    severity: (tachycardia || !hasZones ? 'caution' : 'info') satisfies Severity,
    moderate: hasZones ? moderate : null,
    vigorous: hasZones ? vigorous : null,
    recommendations: [
      ...notes,
      ...(hasZones
        ? [
            `WHO advises adults 150–300 minutes a week of moderate activity or 75–150 minutes of vigorous activity, plus muscle strengthening on two days. By the ACSM, moderate is 40–59 % of your heart-rate reserve (${moderate.min}–${moderate.max} bpm: zone 1 and just below it) and vigorous 60–89 % (${vigorous.min}–${vigorous.max} bpm: zones 2 to 4).`,
          ]
        : []),
      'Heart-rate medicines such as beta-blockers, pregnancy and some conditions change these numbers: ask your doctor for your own limits.',
      'Stop and get help at once for chest pain, unusual breathlessness, dizziness or a racing, irregular heartbeat.',
    ],
  };
}
/** Heart-rate zones result. */
export type HeartRateResult = ReturnType<typeof heartRateFormula>;
