import { definePage } from '@/engine';
import calculator from './calculator';
import messages, { type Messages } from './messages.en.gen';

export default definePage(calculator, messages, (m: Messages) => ({
  description: m.description(),
  keywords: [
    m.keywordDailyWaterIntake(),
    m.keywordHydration(),
    m.keywordHowMuchWater(),
    m.keywordWaterInPregnancy(),
    m.keywordBreastfeedingWater(),
  ],
  examples: [
    {
      // 35 × 60 = 2,100 mL × 1.4 × 1.1 = 3,234 mL; 3.234 L → 3.2; 3,234 / 240 = 13.475 → 13.5 cups;
      // 3,234 / 16 = 202.1 → 202 mL an hour. Spread: 323 + 809 + 485 + 809 + 485 + 323 = 3,234.
      title: m.example1(),
      input: {
        weight: 60,
        weightUnit: 'kg',
        activityLevel: 'moderate',
        climate: 'moderate',
        pregnancy: 'none',
      },
      expect: {
        totalIntakeML: 3234,
        totalIntakeLiters: 3.2,
        totalIntakeCups: 13.5,
        hourlyIntake: 202,
        additionalIntake: 0,
        distribution: [{ ml: 323 }, { ml: 809 }, { ml: 485 }, { ml: 809 }, { ml: 485 }, { ml: 323 }],
      },
    },
    {
      // 150 lbs × 0.453592 = 68.039 kg × 35 = 2,381.4 mL × 1.0 × 1.0 + 300 = 2,681.4 → 2,681 mL;
      // 2.681 L → 2.7; 2,681 / 240 = 11.17 → 11.2 cups; 2,681 / 16 = 167.6 → 168 mL.
      title: m.example2(),
      input: {
        weight: 150,
        weightUnit: 'lbs',
        activityLevel: 'sedentary',
        climate: 'cool',
        pregnancy: 'pregnant',
      },
      expect: {
        totalIntakeML: 2681,
        totalIntakeLiters: 2.7,
        totalIntakeCups: 11.2,
        hourlyIntake: 168,
        additionalIntake: 300,
      },
    },
    {
      // 35 × 70 = 2,450 × 1.6 × 1.3 = 5,096 + 700 = 5,796 mL, above the 1.5 × 3.8 L = 5,700 mL ceiling while
      // breastfeeding: shown 5,700 mL, 5.7 L; 5,700 / 240 = 23.75 → 23.8 cups; 5,700 / 16 = 356.25 → 356 mL.
      title: m.example3(),
      input: {
        weight: 70,
        weightUnit: 'kg',
        activityLevel: 'intense',
        climate: 'hot',
        pregnancy: 'breastfeeding',
      },
      expect: {
        formulaIntakeML: 5796,
        totalIntakeML: 5700,
        totalIntakeLiters: 5.7,
        totalIntakeCups: 23.8,
        hourlyIntake: 356,
        additionalIntake: 700,
        adequateIntakeLiters: 3.8,
        capped: true,
      },
    },
    {
      // The rule of thumb far above the adequate intake: 35 × 150 = 5,250 × 1.6 × 1.3 = 10,920 mL (10.9 L), never the
      // headline. Ceiling 1.5 × 2.7 L = 4.05 L → 4,000 mL (whole 100 mL down); 4,000 / 240 = 16.7 cups; 250 mL an hour.
      title: m.example4(),
      input: { weight: 150, weightUnit: 'kg', activityLevel: 'intense', climate: 'hot', pregnancy: 'none' },
      expect: {
        formulaIntakeML: 10920,
        totalIntakeML: 4000,
        totalIntakeLiters: 4,
        totalIntakeCups: 16.7,
        hourlyIntake: 250,
        adequateIntakeLiters: 2.7,
        adequateFromDrinksLiters: 2.2,
        efsaIntakeLiters: 2,
        capped: true,
        severity: 'caution',
      },
    },
    {
      // 35 × 55 = 1,925 × 1.2 × 1.1 = 2,541 + 500 = 3,041 mL; 3.0 L; 12.7 cups; 190 mL.
      title: m.example5(),
      input: { weight: 55, weightUnit: 'kg', activityLevel: 'light', climate: 'moderate', pregnancy: 'both' },
      expect: {
        totalIntakeML: 3041,
        totalIntakeLiters: 3,
        totalIntakeCups: 12.7,
        hourlyIntake: 190,
        additionalIntake: 500,
      },
    },
  ],
  sources: [
    {
      title:
        'EFSA Panel on Dietetic Products, Nutrition and Allergies. Scientific Opinion on Dietary Reference Values for water. EFSA Journal 2010;8(3):1459',
      url: 'https://www.efsa.europa.eu/en/efsajournal/pub/1459',
    },
    {
      title:
        'Institute of Medicine. Dietary Reference Intakes for Water, Potassium, Sodium, Chloride, and Sulfate. National Academies Press, 2005',
      url: 'https://nap.nationalacademies.org/catalog/10925',
    },
    {
      title: 'NHS: Dehydration — symptoms and when to get help',
      url: 'https://www.nhs.uk/conditions/dehydration/',
    },
  ],
}));
