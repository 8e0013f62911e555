import { definePage } from '@/engine';
import calculator from './calculator';
import { GULATI_INTERCEPT, GULATI_SLOPE } from './formula';
import messages, { type Messages } from './messages.en.gen';

export default definePage(calculator, messages, (m: Messages) => ({
  description: m.description({ intercept: GULATI_INTERCEPT, slope: GULATI_SLOPE }),
  keywords: [
    m.keywordHeartRateZones(),
    m.keywordTargetHeartRate(),
    m.keywordMaxHeartRate(),
    m.keywordKarvonen(),
    m.keywordCardioZones(),
  ],
  examples: [
    {
      // max = 206 − 26.4 = 179.6 → 180; reserve 119.6; 60 + 0.5·119.6 = 119.8 → 120, 0.6 → 131.76 → 132,
      // 0.7 → 143.72 → 144, 0.8 → 155.68 → 156, 0.9 → 167.64 → 168, 1.0 → 179.6 → 180; each zone ends a beat
      // below the next one's start (a beat is in one zone only), the last at the maximum.
      title: m.example1(),
      input: { age: 30, restingHeartRate: 60 },
      expect: {
        maxHeartRate: 180,
        severity: 'info',
        headline: null,
        // ACSM: 60 + 0.4 × 119.6 = 107.84 → 108; + 0.59 × 119.6 = 130.56 → 131; 0.6 → 132; 0.89 → 166.44 → 166.
        moderate: { min: 108, max: 131 },
        vigorous: { min: 132, max: 166 },
        zones: [
          { min: 120, max: 131 },
          { min: 132, max: 143 },
          { min: 144, max: 155 },
          { min: 156, max: 167 },
          { min: 168, max: 180 },
        ],
      },
    },
    {
      // max = 206 − 39.6 = 166.4 → 166; reserve 96.4; 70 + 48.2 = 118.2 → 118; 127.84 → 128; 137.48 → 137;
      // 147.12 → 147; 156.76 → 157; 166.4 → 166.
      title: m.example2(),
      input: { age: 45, restingHeartRate: 70 },
      expect: {
        maxHeartRate: 166,
        zones: [
          { min: 118, max: 127 },
          { min: 128, max: 136 },
          { min: 137, max: 146 },
          { min: 147, max: 156 },
          { min: 157, max: 166 },
        ],
      },
    },
    {
      // max = 206 − 52.8 = 153.2 → 153; reserve 98.2; 55 + 49.1 = 104.1 → 104; 113.92 → 114; 123.74 → 124;
      // 133.56 → 134; 143.38 → 143; 153.2 → 153.
      title: m.example3(),
      input: { age: 60, restingHeartRate: 55 },
      expect: {
        maxHeartRate: 153,
        heartRateReserve: 98,
        zones: [
          { min: 104, max: 113 },
          { min: 114, max: 123 },
          { min: 124, max: 133 },
          { min: 134, max: 142 },
          { min: 143, max: 153 },
        ],
      },
    },
    {
      // max = 206 − 0.88 × 40 = 170.8 → 171; 110 > 100 at rest: tachycardia, zones still given (reserve 60.8).
      title: m.example4(),
      input: { age: 40, restingHeartRate: 110 },
      expect: {
        maxHeartRate: 171,
        tachycardia: true,
        hasZones: true,
        severity: 'caution',
        headline: 'Resting heart rate over 100: see your doctor',
      },
    },
    {
      // max = 206 − 79.2 = 126.8 → 127; reserve 6.8 < 10 bpm: each zone would be 0.68 bpm wide, so no zones.
      title: m.example5(),
      input: { age: 90, restingHeartRate: 120 },
      expect: {
        maxHeartRate: 127,
        heartRateReserve: 7,
        hasZones: false,
        zones: [],
        moderate: null,
        severity: 'caution',
        headline: 'No training zones: your resting rate is too close to your maximum',
      },
    },
  ],
  sources: [
    {
      title:
        'Garber CE, Blissmer B, Deschenes MR, et al. ACSM position stand: quantity and quality of exercise. Med Sci Sports Exerc 2011;43:1334–1359',
      // The table of the paper that gives the bands (a citation's locator, not a figure of the formula).
      citedFor: m.citedForIntensityTable({ table: 4 }),
      url: 'https://doi.org/10.1249/MSS.0b013e318213fefb',
    },
    {
      title: 'American Heart Association: Tachycardia, fast heart rate',
      citedFor: m.citedForTachycardia(),
      url: 'https://www.heart.org/en/health-topics/arrhythmia/about-arrhythmia/tachycardia--fast-heart-rate',
    },
    {
      title:
        'Gulati M, Shaw LJ, Thisted RA, et al. Heart rate response to exercise stress testing in asymptomatic women: the St. James Women Take Heart Project. Circulation 2010;122:130–137',
      url: 'https://doi.org/10.1161/CIRCULATIONAHA.110.939249',
    },
    {
      title:
        'Karvonen MJ, Kentala E, Mustala O. The effects of training on heart rate; a longitudinal study. Ann Med Exp Biol Fenn 1957;35:307–315',
    },
    {
      title: 'CDC: Measuring physical activity intensity',
      citedFor: m.citedForTalkTest(),
      url: 'https://www.cdc.gov/physical-activity-basics/measuring/index.html',
    },
    {
      title: 'WHO guidelines on physical activity and sedentary behaviour (2020)',
      citedFor: m.citedForWhoMinutes(),
      url: 'https://www.who.int/publications/i/item/9789240015128',
    },
  ],
}));
