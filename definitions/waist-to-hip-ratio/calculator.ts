import { defineCalculator, HIP_LIMITS, waistField } from '@/engine';
import {
  GOOD_FROM,
  GOOD_TO,
  WAIST_THRESHOLDS,
  WHO_RATIO_THRESHOLD,
  waistHipFormula,
  waistRisk,
} from './formula';
import type { Messages } from './messages.en.gen';
import { presentWaistHip } from './present';

export default defineCalculator((m: Messages) => ({
  id: 'waist-to-hip-ratio',
  name: m.name(),
  category: 'beauty-body',
  icon: 'ruler',
  color: 'teal',
  featured: true,
  audience: { note: m.audienceNote() },
  fields: {
    waist: waistField(m),
    hip: {
      type: 'quantity',
      label: m.hipLabel(),
      dimension: 'length',
      units: ['cm', 'in'],
      limits: HIP_LIMITS,
      unitField: 'unit',
      step: 0.1,
      required: true,
      placeholder: m.hipPlaceholder(),
      description: m.hipHelp(),
    },
  },
  formula: waistHipFormula,
  present: presentWaistHip,
  result: [
    {
      block: 'category-card',
      title: m.yourWaistToHip(),
      value: 'ratio',
      format: { kind: 'number', decimals: 2 },
      category: 'riskSummary',
      severity: 'severity',
      interpretation: 'description',
    },
    {
      block: 'table',
      title: m.healthRisk(),
      rows: 'healthRisks',
      columns: [
        { label: m.measure(), key: 'measure' },
        { label: m.yours(), key: 'yours' },
        { label: m.thresholdForWomen(), key: 'threshold' },
        { label: m.yourStatus(), key: 'status' },
      ],
    },
    { block: 'list', title: m.recommendations(), items: 'recommendations' },
    {
      block: 'table',
      title: m.waistToHipRatio(),
      rows: 'bands',
      columns: [
        { label: m.ratio(), key: 'range' },
        { label: m.category2(), key: 'category' },
        { label: m.risk(), key: 'riskLevel' },
      ],
      highlight: { key: 'category', equals: 'category' },
    },
  ],
  explain: (input, result, m) => [
    m.explainRatio({ waist: result.waistCm, hip: result.hipCm, ratio: result.ratio, unit: input.unit }),
    m.explainCategory({
      category: result.category,
      level: result.riskLevel,
      goodFrom: GOOD_FROM,
      goodTo: GOOD_TO,
      highFrom: WHO_RATIO_THRESHOLD,
    }),
    m.explainWaist({ waist: result.waistCm, ...WAIST_THRESHOLDS, level: waistRisk(input.waist) }),
  ],
}));
