import { definePage } from '@/engine';
import calculator from './calculator';
import { HEALTHY_FROM, HEALTHY_TO, HIGH_FROM, INCREASED_FROM, INCREASED_TO } from './formula';
import messages, { type Messages } from './messages.en.gen';

export default definePage(calculator, messages, (m: Messages) => ({
  description: m.description(),
  keywords: [
    m.keywordWaistToHeight(),
    m.keywordWhtr(),
    m.keywordCentralObesity(),
    m.keywordBellyFat(),
    m.keywordWaistCircumference(),
  ],
  examples: [
    {
      // 70 ÷ 165 = 0.4242 → 0.42, healthy; healthy waists round to 0.40–0.49: 65.2 ÷ 165 = 0.3952 → 0.40,
      // 81.6 ÷ 165 = 0.4945 → 0.49 (81.7 ÷ 165 = 0.4952 → 0.50).
      title: m.example1(),
      input: { waist: 70, height: 165, unit: 'cm' },
      expect: { ratio: 0.42, category: 'Healthy', healthyWaist: { min: 65.2, max: 81.6 } },
    },
    {
      // 34 ÷ 64 = 0.53125 → 0.53, increased; 25.3 ÷ 64 = 0.3953 → 0.40, 31.6 ÷ 64 = 0.4938 → 0.49 in.
      title: m.example2(),
      input: { waist: 34, height: 64, unit: 'in' },
      expect: { ratio: 0.53, category: 'Increased health risk', healthyWaist: { min: 25.3, max: 31.6 } },
    },
    {
      // 100 ÷ 160 = 0.625 → 0.63 (half away from zero), high.
      title: m.example3(),
      input: { waist: 100, height: 160, unit: 'cm' },
      expect: { ratio: 0.63, category: 'High health risk' },
    },
    {
      // 80 ÷ 160 = 0.50 exactly: the increased band starts at 0.50.
      title: m.example4(),
      input: { waist: 80, height: 160, unit: 'cm' },
      expect: { ratio: 0.5, category: 'Increased health risk' },
    },
    {
      // 60 ÷ 160 = 0.375 → 0.38 < 0.40.
      title: m.example5(),
      input: { waist: 60, height: 160, unit: 'cm' },
      expect: { ratio: 0.38, category: 'Take care: below the usual range' },
    },
  ],
  sources: [
    {
      title: 'NICE. Overweight and obesity management (NG246, 2025), incorporating the 2022 update of CG189',
      citedFor: m.citedForBands({ HEALTHY_FROM, HEALTHY_TO, INCREASED_FROM, INCREASED_TO, HIGH_FROM }),
      url: 'https://www.nice.org.uk/guidance/ng246',
    },
  ],
}));
