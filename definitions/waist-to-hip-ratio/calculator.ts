import { defineCalculator, HIP_LIMITS, WAIST_FIELD } from '@/engine';
import {
  GOOD_FROM,
  GOOD_TO,
  WAIST_THRESHOLDS,
  type WaistHipInput,
  type WaistHipValues,
  WHO_RATIO_THRESHOLD,
  waistHipFormula,
  waistRisk,
} from './formula';
import messages, { type Messages } from './messages.en.gen';
import { type WaistHipResult, waistHipWords } from './words';

export default defineCalculator<WaistHipInput, WaistHipResult, WaistHipValues, Messages>({
  id: 'waist-to-hip-ratio',
  name: 'Waist-to-Hip Ratio Calculator',
  description:
    'Divide your waist by your hip measurement to see where you carry fat, your ratio category and what it means for health risk.',
  category: 'beauty-body',
  keywords: ['waist to hip ratio', 'whr', 'body shape', 'belly fat', 'waist circumference', 'heart risk'],
  icon: 'ruler',
  color: 'teal',
  featured: true,
  audience: { note: 'For adults; not during pregnancy.' },
  fields: {
    waist: WAIST_FIELD,
    hip: {
      type: 'quantity',
      label: 'Hip',
      dimension: 'length',
      units: ['cm', 'in'],
      limits: HIP_LIMITS,
      unitField: 'unit',
      step: 0.1,
      required: true,
      placeholder: 'e.g. 95',
      description: 'At the widest part of your buttocks. Between 50–200 cm or 20–79 in.',
    },
  },
  formula: waistHipFormula,
  present: waistHipWords,
  messages,
  result: [
    {
      block: 'category-card',
      title: 'Your waist-to-hip ratio',
      value: 'ratio',
      format: { kind: 'number', decimals: 2 },
      category: 'riskSummary',
      severity: 'severity',
      interpretation: 'description',
    },
    {
      block: 'table',
      title: 'Health risk',
      rows: 'healthRisks',
      columns: [
        { label: 'Measure', key: 'measure' },
        { label: 'Yours', key: 'yours' },
        { label: 'Threshold for women', key: 'threshold' },
        { label: 'Your status', key: 'status' },
      ],
    },
    { block: 'list', title: 'Recommendations', items: 'recommendations' },
    {
      block: 'table',
      title: 'Waist-to-hip ratio ranges for women',
      rows: 'bands',
      columns: [
        { label: 'Ratio', key: 'range' },
        { label: 'Category', key: 'category' },
        { label: 'Risk', key: 'riskLevel' },
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
  examples: [
    {
      // 70 / 95 = 0.7368 → 0.74 < 0.80; waist 70 ≤ 80.
      title: 'Waist 70 cm, hips 95 cm',
      input: { waist: 70, hip: 95, unit: 'cm' },
      expect: {
        ratio: 0.74,
        category: 'Excellent',
        riskLevel: 'Low Risk',
        waistCm: 70,
        hipCm: 95,
        waistRisk: 'Not increased',
      },
    },
    {
      // 32 × 2.54 = 81.28 cm, 38 × 2.54 = 96.52 cm; 32 / 38 = 0.8421 → 0.84 (≤ 0.85 Good); waist 81.3 > 80.
      title: 'Waist 32 in, hips 38 in',
      input: { waist: 32, hip: 38, unit: 'in' },
      expect: {
        ratio: 0.84,
        category: 'Good',
        riskLevel: 'Low Risk',
        waistCm: 81.3,
        hipCm: 96.5,
        waistRisk: 'Increased',
      },
    },
    {
      // 80 / 100 = 0.80: not below 0.80, so Good.
      title: 'Waist 80 cm, hips 100 cm',
      input: { waist: 80, hip: 100, unit: 'cm' },
      expect: { ratio: 0.8, category: 'Good', riskLevel: 'Low Risk', waistRisk: 'Not increased' },
    },
    {
      // 85 / 100 = 0.85: the WHO threshold (≥ 0.85 substantially increased risk for women).
      title: 'Waist 85 cm, hips 100 cm',
      input: { waist: 85, hip: 100, unit: 'cm' },
      expect: { ratio: 0.85, category: 'High', riskLevel: 'High Risk', waistRisk: 'Increased' },
    },
    {
      // 90 / 100 = 0.90 ≥ 0.85 (WHO); waist 90 > 88.
      title: 'Waist 90 cm, hips 100 cm',
      input: { waist: 90, hip: 100, unit: 'cm' },
      expect: {
        ratio: 0.9,
        category: 'High',
        riskLevel: 'High Risk',
        waistRisk: 'Substantially increased',
      },
    },
    {
      // 91 / 100 = 0.91 > 0.90.
      title: 'Waist 91 cm, hips 100 cm',
      input: { waist: 91, hip: 100, unit: 'cm' },
      expect: { ratio: 0.91, category: 'High', riskLevel: 'High Risk' },
    },
  ],
  sources: [
    {
      title:
        'World Health Organization. Waist Circumference and Waist–Hip Ratio: Report of a WHO Expert Consultation, Geneva, 8–11 December 2008 (published 2011)',
      url: 'https://www.who.int/publications/i/item/9789241501491',
    },
    {
      title:
        'Yusuf S, et al. Obesity and the risk of myocardial infarction in 27,000 participants from 52 countries (INTERHEART). Lancet 2005;366:1640–1649',
      url: 'https://pubmed.ncbi.nlm.nih.gov/16271645/',
    },
  ],
});
