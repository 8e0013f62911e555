import { defineCalculator, heightField, waistField } from '@/engine';
import { BAND_LIMITS, HEALTHY_FROM, HEALTHY_TO, waistHeightFormula } from './formula';
import type { Messages } from './messages.en.gen';
import { presentWaistHeight } from './present';

export default defineCalculator((m: Messages) => ({
  id: 'waist-to-height',
  name: m.name(),
  category: 'beauty-body',
  icon: 'ruler-dimension-line',
  color: 'teal',
  audience: { note: m.audienceNote() },
  fields: {
    waist: waistField(m),
    height: { ...heightField(m, ['cm', 'in']), unitField: 'unit' },
  },
  formula: waistHeightFormula,
  present: presentWaistHeight,
  result: [
    {
      block: 'category-card',
      title: m.yourWaistToHeight(),
      value: 'ratio',
      format: { kind: 'number', decimals: 2 },
      category: 'category',
      severity: 'severity',
      interpretation: 'meaning',
    },
    {
      block: 'range',
      title: m.healthyWaistForYour({ from: HEALTHY_FROM, to: HEALTHY_TO }),
      min: 'healthyWaist.min',
      max: 'healthyWaist.max',
      format: { kind: 'number', decimals: 1 },
      unitFrom: 'unit',
    },
    {
      block: 'table',
      title: m.waistToHeightRatio(),
      rows: 'bands',
      columns: [
        { label: m.ratio(), key: 'range' },
        { label: m.meaning2(), key: 'category' },
      ],
      highlight: { key: 'category', equals: 'category' },
    },
    { block: 'list', title: m.recommendations(), items: 'recommendations' },
  ],
  explain: (input, result, m) => [
    m.explainRatio({
      waist: result.waistCm,
      height: result.heightCm,
      ratio: result.ratio,
      unit: input.unit,
    }),
    m.explainBand({ category: result.category, ...BAND_LIMITS }),
    m.explainWaist({ ...result.healthyWaist, ...BAND_LIMITS, unit: input.unit }),
  ],
}));
