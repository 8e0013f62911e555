import { defineCalculator } from '@/engine';
import {
  GULATI_INTERCEPT,
  GULATI_SLOPE,
  gulatiMax,
  heartRateFormula,
  MIN_RESERVE_BPM,
  ZONE_WIDTH_PERCENT,
  ZONES,
} from './formula';
import type { Messages } from './messages.en.gen';
import { presentHeartRate } from './present';

export default defineCalculator((m: Messages) => ({
  id: 'heart-rate-zones',
  name: m.name(),
  category: 'health-fitness',
  icon: 'heart-pulse',
  color: 'red',
  audience: { note: m.audienceNote() },
  fields: {
    age: {
      type: 'number',
      label: m.ageLabel(),
      min: 18,
      max: 90,
      integer: true,
      suffix: m.ageSuffix(),
      required: true,
    },
    restingHeartRate: {
      type: 'number',
      label: m.restingHeartRateLabel(),
      min: 30,
      max: 120,
      integer: true,
      suffix: m.restingHeartRateSuffix(),
      required: true,
      placeholder: m.restingHeartRatePlaceholder(),
      description: m.restingHeartRateHelp(),
    },
  },
  formula: heartRateFormula,
  present: presentHeartRate,
  result: [
    {
      block: 'category-card',
      title: m.yourEstimatedMaximumHeart(),
      value: 'maxHeartRate',
      format: { kind: 'integer' },
      unit: m.restingHeartRateSuffix(),
      category: 'headline',
      severity: 'severity',
    },
    {
      block: 'table',
      when: 'hasZones',
      title: m.yourHeartRateZones(),
      rows: 'zones',
      columns: [
        { label: m.zone(), key: 'name' },
        { label: m.ofYourReserve(), key: 'percent' },
        { label: m.from(), key: 'min', format: { kind: 'integer' }, unit: m.restingHeartRateSuffix() },
        { label: m.to(), key: 'max', format: { kind: 'integer' }, unit: m.restingHeartRateSuffix() },
        { label: m.howItFeels(), key: 'feel' },
      ],
    },
    {
      block: 'range',
      when: 'hasZones',
      title: m.moderateActivityAcsm40(),
      min: 'moderate.min',
      max: 'moderate.max',
      format: { kind: 'integer' },
      unit: m.restingHeartRateSuffix(),
    },
    {
      block: 'range',
      when: 'hasZones',
      title: m.vigorousActivityAcsm60(),
      min: 'vigorous.min',
      max: 'vigorous.max',
      format: { kind: 'integer' },
      unit: m.restingHeartRateSuffix(),
    },
    {
      block: 'stats',
      items: [
        {
          label: m.restingHeartRateLabel(),
          value: 'restingHeartRate',
          format: { kind: 'integer' },
          unit: m.restingHeartRateSuffix(),
        },
        {
          label: m.heartRateReserveMax(),
          value: 'heartRateReserve',
          format: { kind: 'integer' },
          unit: m.restingHeartRateSuffix(),
        },
      ],
    },
    { block: 'list', title: m.goodToKnow(), items: 'recommendations' },
  ],
  explain: (input, result, m) => {
    const max = gulatiMax(input.age);
    const resting = input.restingHeartRate;
    // The worked zone of the explanation: the second, its limits in percent from the formula's table.
    const zone2 = result.zones[1];
    const worked = ZONES[1];
    return [
      m.explainMax({
        intercept: GULATI_INTERCEPT,
        slope: GULATI_SLOPE,
        age: input.age,
        max,
        rounded: result.maxHeartRate,
      }),
      m.explainReserve({ max, resting, reserve: max - resting }),
      result.hasZones && zone2
        ? m.explainZones({
            resting,
            zone: worked.zone,
            from: worked.from * 100,
            to: worked.to * 100,
            min: zone2.min,
            max: zone2.max,
            beats: zone2.max - zone2.min + 1,
          })
        : m.explainNoZones({ width: ZONE_WIDTH_PERCENT, minReserve: MIN_RESERVE_BPM }),
    ];
  },
}));
