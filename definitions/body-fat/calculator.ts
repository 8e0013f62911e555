import { defineCalculator, HIP_LIMITS, heightField, NECK_LIMITS, WAIST_LIMITS } from '@/engine';
import {
  BODY_FAT_CATEGORIES,
  bodyFatFormula,
  NAVY_FIGURES,
  navyBodyFat,
  PLAUSIBLE_BODY_FAT,
} from './formula';
import type { Messages } from './messages.en.gen';
import { presentBodyFat } from './present';

export default defineCalculator((m: Messages) => ({
  id: 'body-fat',
  name: m.name(),
  category: 'health-fitness',
  icon: 'percent',
  color: 'purple',
  audience: { note: m.audienceNote() },
  fields: {
    height: heightField(m),
    waist: {
      type: 'quantity',
      label: m.waistLabel(),
      dimension: 'length',
      units: ['cm', 'in'],
      limits: WAIST_LIMITS,
      unitField: 'measurementUnit',
      step: 0.1,
      required: true,
      placeholder: m.waistPlaceholder(),
      description: m.waistHelp(),
    },
    hip: {
      type: 'quantity',
      label: m.hipLabel(),
      dimension: 'length',
      units: ['cm', 'in'],
      limits: HIP_LIMITS,
      unitField: 'measurementUnit',
      step: 0.1,
      required: true,
      placeholder: m.hipPlaceholder(),
      description: m.hipHelp(),
    },
    neck: {
      type: 'quantity',
      label: m.neckLabel(),
      dimension: 'length',
      units: ['cm', 'in'],
      limits: NECK_LIMITS,
      unitField: 'measurementUnit',
      step: 0.1,
      required: true,
      placeholder: m.neckPlaceholder(),
      description: m.neckHelp(),
    },
  },
  checks: (input, _ctx, m) => {
    if (input.waist + input.hip <= input.neck) {
      return [{ field: 'waist', message: m.neckTooLarge() }];
    }
    const estimate = navyBodyFat(input.height, input.waist, input.hip, input.neck);
    if (estimate < PLAUSIBLE_BODY_FAT.min || estimate > PLAUSIBLE_BODY_FAT.max) {
      return [{ field: 'waist', message: m.implausible({ estimate, ...PLAUSIBLE_BODY_FAT }) }];
    }
    return [];
  },
  formula: bodyFatFormula,
  present: presentBodyFat,
  result: [
    {
      block: 'category-card',
      title: m.yourEstimatedBodyFat(),
      value: 'bodyFatPercentage',
      format: { kind: 'percent', decimals: 1 },
      category: 'category',
      severity: 'severity',
      interpretation: 'interpretation',
    },
    { block: 'list', title: m.recommendations(), items: 'recommendations' },
    { block: 'list', title: m.howToMeasure(), items: 'measurementTips' },
    {
      block: 'table',
      title: m.bodyFatRangesFor(),
      rows: 'ranges',
      columns: [
        { label: m.category2(), key: 'category' },
        { label: m.bodyFat(), key: 'range' },
        { label: m.whatItMeans(), key: 'meaning' },
      ],
      highlight: { key: 'category', equals: 'category' },
    },
  ],
  explain: (input, result, m) => {
    const sum = input.waist + input.hip - input.neck;
    // Each category's upper bound, from the formula's table.
    const [essential, athletic, fitness, average] = BODY_FAT_CATEGORIES;
    return [
      m.explainSum({ ...input, sum }),
      m.explainNavy({ ...NAVY_FIGURES, sum, height: input.height, percent: result.bodyFatPercentage }),
      m.explainCategory({
        category: result.category,
        essential: essential.below,
        athletic: athletic.below,
        fitness: fitness.below,
        average: average.below,
      }),
    ];
  },
}));
