import { definePage } from '@/engine';
import calculator from './calculator';
import { WAIST_INCREASED_CM } from './formula';
import messages, { type Messages } from './messages.en.gen';

export default definePage(calculator, messages, (m: Messages) => ({
  description: m.description2(),
  keywords: [
    m.keywordWaistToHip(),
    m.keywordWhr(),
    m.keywordBodyShape(),
    m.keywordBellyFat(),
    m.keywordWaistCircumference(),
    m.keywordHeartRisk(),
  ],
  examples: [
    {
      // 70 / 95 = 0.7368 → 0.74 < 0.80; waist 70 ≤ 80.
      title: m.example1(),
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
      title: m.example2(),
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
      // 80 / 100 = 0.80: not below 0.80, so Good; a waist of 80 cm is not over the increased-risk waist.
      title: m.example3({ waist: WAIST_INCREASED_CM }),
      input: { waist: WAIST_INCREASED_CM, hip: 100, unit: 'cm' },
      expect: { ratio: 0.8, category: 'Good', riskLevel: 'Low Risk', waistRisk: 'Not increased' },
    },
    {
      // 85 / 100 = 0.85: the WHO threshold (≥ 0.85 substantially increased risk for women).
      title: m.example4(),
      input: { waist: 85, hip: 100, unit: 'cm' },
      expect: { ratio: 0.85, category: 'High', riskLevel: 'High Risk', waistRisk: 'Increased' },
    },
    {
      // 90 / 100 = 0.90 ≥ 0.85 (WHO); waist 90 > 88.
      title: m.example5(),
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
      title: m.example6(),
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
}));
