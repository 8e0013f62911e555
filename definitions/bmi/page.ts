import { definePage } from '@/engine';
import calculator from './calculator';
import messages, { type Messages } from './messages.en.gen';

export default definePage(calculator, messages, (m: Messages) => ({
  description: m.description(),
  keywords: [
    m.keywordBodyMassIndex(),
    m.keywordBmi(),
    m.keywordHealthyWeight(),
    m.keywordWeightCategory(),
    m.keywordObesity(),
  ],
  examples: [
    {
      title: m.example1(),
      input: { height: 165, heightUnit: 'cm', weight: 60, weightUnit: 'kg' },
      expect: { bmi: 22, category: 'Normal Weight', healthyWeightRange: { min: 50.4, max: 67.8 } },
    },
    {
      title: m.example2(),
      input: { height: 5.5, heightUnit: 'ft', weight: 150, weightUnit: 'lbs' },
      expect: {
        bmi: 24.2,
        category: 'Normal Weight',
        healthyWeightRange: { min: 52, max: 70 },
        healthyWeightRangeInUnit: { min: 114.6, max: 154.3, unit: 'lbs' },
      },
    },
    {
      title: m.example3(),
      input: { height: 160, heightUnit: 'cm', weight: 64, weightUnit: 'kg' },
      expect: { bmi: 25, category: 'Overweight' },
    },
    {
      title: m.example4(),
      input: { height: 1.6, heightUnit: 'm', weight: 47.36, weightUnit: 'kg' },
      expect: { bmi: 18.5, category: 'Normal Weight' },
    },
    {
      // 118 lb = 53.524 kg; 5 ft = 1.524 m; 53.524 / 1.524² = 23.04 → 23.0. At 12 the adult categories do not
      // apply (CDC): a neutral card and a link to child-bmi carrying 5 ft and 118 lbs as she typed them.
      title: m.example5(),
      input: { height: 5, heightUnit: 'ft', weight: 118, weightUnit: 'lbs', age: 12 },
      expect: {
        bmi: 23,
        category: 'Under 20: read on BMI-for-age charts',
        severity: 'info',
        links: [{ href: '/calculators/child-bmi?height=5&heightUnit=ft&weight=118&weightUnit=lbs' }],
      },
    },
    {
      title: m.example6(),
      input: { height: 170, heightUnit: 'cm', weight: 90, weightUnit: 'kg', age: 40 },
      expect: { bmi: 31.1, category: 'Obese' },
    },
  ],
  sources: [
    {
      title: 'WHO: A healthy lifestyle — WHO recommendations',
      citedFor: m.citedForAdultClasses(),
      url: 'https://www.who.int/europe/news-room/fact-sheets/item/a-healthy-lifestyle---who-recommendations',
    },
    {
      title: 'CDC: Adult BMI Categories',
      url: 'https://www.cdc.gov/bmi/adult-calculator/bmi-categories.html',
    },
    {
      title: 'CDC: Child and Teen BMI Categories',
      url: 'https://www.cdc.gov/bmi/child-teen-calculator/bmi-categories.html',
    },
    {
      title:
        'Grummer-Strawn LM, Reinold C, Krebs NF. Use of World Health Organization and CDC growth charts for children aged 0–59 months in the United States. MMWR Recomm Rep 2010;59(RR-9):1–15',
      url: 'https://www.cdc.gov/mmwr/preview/mmwrhtml/rr5909a1.htm',
    },
    {
      title:
        'Winter JE, MacInnis RJ, Wattanapenpaiboon N, Nowson CA. BMI and all-cause mortality in older adults: a meta-analysis. Am J Clin Nutr 2014;99:875–890',
      citedFor: m.citedForObservational(),
      url: 'https://pubmed.ncbi.nlm.nih.gov/24452240/',
    },
  ],
}));
