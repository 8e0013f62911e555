import { definePage } from '@/engine';
import calculator from './calculator';
import messages, { type Messages } from './messages.en.gen';

export default definePage(calculator, messages, (m: Messages) => ({
  description: m.description(),
  keywords: [
    m.keywordBodyFatPercentage(),
    m.keywordUsNavyMethod(),
    m.keywordTapeMeasure(),
    m.keywordBodyComposition(),
    m.keywordWaistHipNeck(),
  ],
  examples: [
    {
      // 70 + 95 − 32 = 133; log10 133 = 2.12385, log10 165 = 2.21748;
      // 1.29579 − 0.35004 × 2.12385 + 0.221 × 2.21748 = 1.04242; 495 / 1.04242 − 450 = 24.86 → 24.9.
      title: m.example1(),
      input: { height: 165, heightUnit: 'cm', waist: 70, hip: 95, neck: 32, measurementUnit: 'cm' },
      expect: { bodyFatPercentage: 24.9, category: 'Fitness' },
    },
    {
      // 5.5 ft × 30.48 = 167.64 cm; (28 + 38 − 13) in × 2.54 = 134.62 cm;
      // 1.29579 − 0.35004 × 2.12911 + 0.221 × 2.22438 = 1.04210; 495 / 1.04210 − 450 = 25.0006 → 25.0.
      title: m.example2(),
      input: { height: 5.5, heightUnit: 'ft', waist: 28, hip: 38, neck: 13, measurementUnit: 'in' },
      expect: { bodyFatPercentage: 25, category: 'Average' },
    },
    {
      // 80 + 102 − 32 = 150; log10 150 = 2.17609, log10 170 = 2.23045;
      // 1.29579 − 0.76172 + 0.49293 = 1.02700; 495 / 1.02700 − 450 = 31.986 → 32.0.
      title: m.example3(),
      input: { height: 170, heightUnit: 'cm', waist: 80, hip: 102, neck: 32, measurementUnit: 'cm' },
      expect: { bodyFatPercentage: 32, category: 'Obese' },
    },
    {
      // 60 + 82 − 31 = 111; log10 111 = 2.04532, log10 160 = 2.20412;
      // 1.29579 − 0.71594 + 0.48711 = 1.06696; 495 / 1.06696 − 450 = 13.94 → 13.9.
      title: m.example4(),
      input: { height: 160, heightUnit: 'cm', waist: 60, hip: 82, neck: 31, measurementUnit: 'cm' },
      expect: { bodyFatPercentage: 13.9, category: 'Essential Fat' },
    },
  ],
  sources: [
    {
      title:
        'Hodgdon JA, Beckett MB. Prediction of percent body fat for U.S. Navy women from body circumferences and height. Naval Health Research Center, Report 84-29, 1984',
    },
    {
      title: 'American Council on Exercise: body fat percentage categories for women',
      url: 'https://www.acefitness.org/resources/everyone/tools-calculators/percent-body-fat-calculator/',
    },
  ],
}));
