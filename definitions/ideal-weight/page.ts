import { definePage } from '@/engine';
import calculator from './calculator';
import messages, { type Messages } from './messages.en.gen';

export default definePage(calculator, messages, (m: Messages) => ({
  description: m.description(),
  keywords: [
    m.keywordIdealBodyWeight(),
    m.keywordHamwi(),
    m.keywordRobinson(),
    m.keywordMiller(),
    m.keywordHealthyWeightRange(),
    m.keywordBodyFrame(),
    m.keywordHowMuchShould(),
  ],
  examples: [
    {
      // 165 / 2.54 = 64.961 in (4.961 over 60): Hamwi 45.5 + 11.411 = 56.911; Robinson 49 + 8.434 = 57.434;
      // Miller 53.1 + 6.747 = 59.847; healthy 18.5 × 1.65² = 50.366, 24.9 × 1.65² = 67.790.
      title: m.example1(),
      input: { height: 165, heightUnit: 'cm', age: 30, frame: 'medium' },
      expect: {
        hamwiWeight: 56.9,
        robinsonWeight: 57.4,
        millerWeight: 59.8,
        healthyRange: { min: 50.4, max: 67.8 },
      },
    },
    {
      // 5.5 ft × 30.48 = 167.64 cm = 66 in: Hamwi (45.5 + 13.8) × 1.1 = 65.23 kg = 143.8 lbs;
      // Robinson 49 + 10.2 = 59.2; Miller 53.1 + 8.16 = 61.26.
      title: m.example2(),
      input: { height: 5.5, heightUnit: 'ft', age: 45, frame: 'large' },
      expect: {
        hamwiWeight: 65.2,
        robinsonWeight: 59.2,
        millerWeight: 61.3,
        formulas: [{ kg: 65.2, lbs: 143.8 }, { kg: 59.2 }, { kg: 61.3 }],
      },
    },
    {
      // 60 in exactly: every formula gives its base value; Hamwi 45.5 × 0.9 = 40.95 → 41.0, under the healthy
      // range 18.5 × 1.524² = 42.97 → 43.0 kg (BMI 17.7), so the range leads and the Hamwi row says it is below.
      title: m.example3(),
      input: { height: 60, heightUnit: 'in', age: 25, frame: 'small' },
      expect: {
        hamwiWeight: 41,
        robinsonWeight: 49,
        millerWeight: 53.1,
        shortHeight: false,
        healthyRange: { min: 43, max: 57.8 },
        allInRange: false,
        rangeFirst: true,
        formulas: [
          { band: 'Below the healthy range for your height' },
          { band: 'Within the healthy range' },
          { band: 'Within the healthy range' },
        ],
      },
    },
    {
      // 58 in: Hamwi 45.5 − 4.6 = 40.9; Robinson 49 − 3.4 = 45.6; Miller 53.1 − 2.72 = 50.38.
      title: m.example4(),
      input: { height: 58, heightUnit: 'in', age: 35, frame: 'medium' },
      expect: { hamwiWeight: 40.9, robinsonWeight: 45.6, millerWeight: 50.4, shortHeight: true },
    },
    {
      // 50 in = 127 cm: Hamwi 45.5 − 2.3 × 10 = 22.5 kg, far under the healthy 18.5 × 1.27² = 29.8 kg (BMI 13.9);
      // Robinson 49 − 17 = 32.0 and Miller 53.1 − 13.6 = 39.5 stay inside 29.8–40.2 kg.
      title: m.example5(),
      input: { height: 50, heightUnit: 'in', age: 40, frame: 'medium' },
      expect: {
        hamwiWeight: 22.5,
        robinsonWeight: 32,
        millerWeight: 39.5,
        healthyRange: { min: 29.8, max: 40.2 },
        rangeFirst: true,
        outsideRange: [
          'The Hamwi figure (22.5 kg, 49.6 lbs) is below the healthy BMI range for your height (29.8–40.2 kg): it is not a healthy target for you. Aim for a weight inside the range.',
        ],
      },
    },
  ],
  sources: [
    {
      title:
        'Hamwi GJ. Therapy: changing dietary concepts. In: Diabetes Mellitus: Diagnosis and Treatment. ADA, 1964',
    },
    { title: 'Devine BJ. Gentamicin therapy. Drug Intell Clin Pharm 1974;8:650–655' },
    {
      title:
        'Robinson JD, Lupkiewicz SM, Palenik L, et al. Determination of ideal body weight for drug dosage calculations. Am J Hosp Pharm 1983;40:1016–1019',
      url: 'https://pubmed.ncbi.nlm.nih.gov/6869387/',
    },
    {
      title:
        'Miller DR, Carlson JD, Lloyd BJ, Day BJ. Determining ideal body weight (and mass). Am J Hosp Pharm 1983;40:1622–1625',
    },
    {
      title:
        'Pai MP, Paloucek FP. The origin of the “ideal” body weight equations. Ann Pharmacother 2000;34:1066–1069',
      url: 'https://pubmed.ncbi.nlm.nih.gov/10981254/',
    },
    {
      title: 'MedlinePlus: Calculating body frame size',
      url: 'https://medlineplus.gov/ency/imagepages/17182.htm',
    },
    {
      title: 'CDC: Adult BMI Categories',
      url: 'https://www.cdc.gov/bmi/adult-calculator/bmi-categories.html',
    },
  ],
}));
