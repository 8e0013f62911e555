import { round } from '@/engine';

/** Input: age in years and resting heart rate in beats per minute. */
export interface HeartRateInput {
  age: number;
  restingHeartRate: number;
}

/** Gulati et al. (2010): peak heart rate for women = 206 − 0.88 × age. */
export function gulatiMax(age: number): number {
  return 206 - 0.88 * age;
}

/** The five zones as fractions of heart-rate reserve (Karvonen). */
export const ZONES = [
  { name: 'Zone 1: very light', from: 0.5, to: 0.6, feel: 'Easy; warm-up and recovery' },
  { name: 'Zone 2: light', from: 0.6, to: 0.7, feel: 'Comfortable; you can talk in full sentences' },
  { name: 'Zone 3: moderate', from: 0.7, to: 0.8, feel: 'Breathing harder; short sentences' },
  { name: 'Zone 4: hard', from: 0.8, to: 0.9, feel: 'Hard; only a few words at a time' },
  { name: 'Zone 5: maximum', from: 0.9, to: 1, feel: 'All-out; short bursts only' },
] as const;

/** Max HR by Gulati; each zone = rest + fraction × (max − rest), rounded to whole beats per minute. */
export function heartRateFormula(input: HeartRateInput) {
  const max = gulatiMax(input.age);
  const maxHeartRate = Math.round(max);
  const reserve = max - input.restingHeartRate;
  const zones = ZONES.map((zone) => ({
    name: zone.name,
    min: Math.round(input.restingHeartRate + zone.from * reserve),
    max: Math.round(input.restingHeartRate + zone.to * reserve),
    percent: `${zone.from * 100}–${zone.to * 100}%`,
    feel: zone.feel,
  }));
  return {
    maxHeartRate,
    heartRateReserve: round(reserve, 0),
    restingHeartRate: input.restingHeartRate,
    zones,
    recommendations: [
      'WHO advises adults to get 150–300 minutes a week of moderate activity or 75–150 minutes of vigorous activity, plus muscle strengthening on two days; moderate roughly matches zones 2–3 and vigorous zone 4.',
      'Heart-rate medicines such as beta-blockers, pregnancy and some conditions change these numbers: ask your doctor for your own limits.',
      'Stop and get help at once for chest pain, unusual breathlessness, dizziness or a racing, irregular heartbeat.',
    ],
  };
}

/** Heart-rate zones result. */
export type HeartRateResult = ReturnType<typeof heartRateFormula>;
