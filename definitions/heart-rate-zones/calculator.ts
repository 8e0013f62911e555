import { defineCalculator, formatNumber } from '@/engine';
import { gulatiMax, type HeartRateInput, type HeartRateResult, heartRateFormula } from './formula';

export default defineCalculator<HeartRateInput, HeartRateResult>({
  id: 'heart-rate-zones',
  name: 'Heart Rate Zone Calculator for Women',
  description:
    "Find your maximum heart rate with the women's formula (206 − 0.88 × age) and your five training zones from your resting heart rate.",
  category: 'health-fitness',
  keywords: ['heart rate zones', 'target heart rate', 'max heart rate women', 'karvonen', 'cardio zones'],
  icon: 'heart-pulse',
  color: 'red',
  fields: {
    age: { type: 'number', label: 'Age', min: 18, max: 90, integer: true, suffix: 'years', required: true },
    restingHeartRate: {
      type: 'number',
      label: 'Resting heart rate',
      min: 30,
      max: 120,
      integer: true,
      suffix: 'bpm',
      required: true,
      placeholder: 'e.g. 65',
      description:
        'Beats per minute, counted for a full minute in the morning before you get up: 30–120 bpm.',
    },
  },
  formula: heartRateFormula,
  result: [
    {
      block: 'category-card',
      title: 'Your estimated maximum heart rate',
      value: 'maxHeartRate',
      format: { kind: 'integer' },
      unit: 'bpm',
    },
    {
      block: 'table',
      title: 'Your heart rate zones',
      rows: 'zones',
      columns: [
        { label: 'Zone', key: 'name' },
        { label: 'Of your reserve', key: 'percent' },
        { label: 'From', key: 'min', format: { kind: 'integer' }, unit: 'bpm' },
        { label: 'To', key: 'max', format: { kind: 'integer' }, unit: 'bpm' },
        { label: 'How it feels', key: 'feel' },
      ],
    },
    {
      block: 'stats',
      items: [
        { label: 'Resting heart rate', value: 'restingHeartRate', format: { kind: 'integer' }, unit: 'bpm' },
        {
          label: 'Heart-rate reserve (max − rest)',
          value: 'heartRateReserve',
          format: { kind: 'integer' },
          unit: 'bpm',
        },
      ],
    },
    { block: 'list', title: 'Good to know', items: 'recommendations' },
  ],
  explain: (input, result) => [
    `Maximum heart rate = 206 − 0.88 × ${input.age} = ${formatNumber(gulatiMax(input.age), 1)} → ${result.maxHeartRate} bpm (Gulati et al. 2010, women).`,
    `Reserve = ${formatNumber(gulatiMax(input.age), 1)} − ${input.restingHeartRate} = ${formatNumber(gulatiMax(input.age) - input.restingHeartRate, 1)} bpm.`,
    `Each zone = ${input.restingHeartRate} + percentage × reserve (Karvonen), rounded: zone 2 (60–70%) is ${result.zones[1]?.min}–${result.zones[1]?.max} bpm.`,
  ],
  examples: [
    {
      // max = 206 − 26.4 = 179.6 → 180; reserve 119.6; 60 + 0.5·119.6 = 119.8 → 120, 0.6 → 131.76 → 132,
      // 0.7 → 143.72 → 144, 0.8 → 155.68 → 156, 0.9 → 167.64 → 168, 1.0 → 179.6 → 180.
      title: 'Age 30, resting heart rate 60',
      input: { age: 30, restingHeartRate: 60 },
      expect: {
        maxHeartRate: 180,
        zones: [
          { min: 120, max: 132 },
          { min: 132, max: 144 },
          { min: 144, max: 156 },
          { min: 156, max: 168 },
          { min: 168, max: 180 },
        ],
      },
    },
    {
      // max = 206 − 39.6 = 166.4 → 166; reserve 96.4; 70 + 48.2 = 118.2 → 118; 127.84 → 128; 137.48 → 137;
      // 147.12 → 147; 156.76 → 157; 166.4 → 166.
      title: 'Age 45, resting heart rate 70',
      input: { age: 45, restingHeartRate: 70 },
      expect: {
        maxHeartRate: 166,
        zones: [
          { min: 118, max: 128 },
          { min: 128, max: 137 },
          { min: 137, max: 147 },
          { min: 147, max: 157 },
          { min: 157, max: 166 },
        ],
      },
    },
    {
      // max = 206 − 52.8 = 153.2 → 153; reserve 98.2; 55 + 49.1 = 104.1 → 104; 113.92 → 114; 123.74 → 124;
      // 133.56 → 134; 143.38 → 143; 153.2 → 153.
      title: 'Age 60, resting heart rate 55',
      input: { age: 60, restingHeartRate: 55 },
      expect: {
        maxHeartRate: 153,
        heartRateReserve: 98,
        zones: [
          { min: 104, max: 114 },
          { min: 114, max: 124 },
          { min: 124, max: 134 },
          { min: 134, max: 143 },
          { min: 143, max: 153 },
        ],
      },
    },
  ],
  sources: [
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
      title:
        'WHO guidelines on physical activity and sedentary behaviour (2020): 150–300 minutes of moderate or 75–150 of vigorous activity a week',
      url: 'https://www.who.int/publications/i/item/9789240015128',
    },
  ],
});
