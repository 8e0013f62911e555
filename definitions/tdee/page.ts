import { definePage } from '@/engine';
import calculator from './calculator';
import messages, { type Messages } from './messages.en.gen';

export default definePage(calculator, messages, (m: Messages) => ({
  description: m.description(),
  keywords: [
    m.keywordTotalDailyEnergy(),
    m.keywordTdee(),
    m.keywordMaintenanceCalories(),
    m.keywordCalorieNeeds(),
    m.keywordWeightLossCalories(),
  ],
  examples: [
    {
      title: m.example1(),
      input: {
        weight: 60,
        weightUnit: 'kg',
        height: 165,
        heightUnit: 'cm',
        age: 30,
        gender: 'female',
        activityLevel: 'moderatelyActive',
      },
      expect: {
        bmr: 1320,
        tdee: 2046,
        weightLossCalories: { mild: 1796, moderate: 1546, aggressive: 1296 },
        weightGainCalories: { mild: 2296, moderate: 2546 },
      },
    },
    {
      title: m.example2(),
      input: {
        weight: 80,
        weightUnit: 'kg',
        height: 180,
        heightUnit: 'cm',
        age: 35,
        gender: 'male',
        activityLevel: 'veryActive',
      },
      expect: {
        bmr: 1755,
        tdee: 3027,
        weightLossCalories: { aggressive: 2277 },
        weightGainCalories: { moderate: 3527 },
      },
    },
    {
      title: m.example3(),
      input: {
        weight: 130,
        weightUnit: 'lbs',
        height: 5.25,
        heightUnit: 'ft',
        age: 28,
        gender: 'female',
        activityLevel: 'lightlyActive',
      },
      expect: { bmr: 1289, tdee: 1772, weightLossCalories: { mild: 1522, moderate: 1272, aggressive: 1022 } },
    },
    {
      // Under 18: what she uses in a day, no loss or gain targets. BMR = 500 + 1,000 − 75 − 161 = 1,264;
      // × 1.375 = 1,738.
      title: m.example4(),
      input: {
        weight: 50,
        weightUnit: 'kg',
        height: 160,
        heightUnit: 'cm',
        age: 15,
        gender: 'female',
        activityLevel: 'lightlyActive',
      },
      expect: { bmr: 1264, tdee: 1738 },
    },
  ],
  sources: [
    {
      title:
        'Mifflin MD, St Jeor ST, et al. A new predictive equation for resting energy expenditure in healthy individuals. Am J Clin Nutr 1990;51:241–7',
      url: 'https://pubmed.ncbi.nlm.nih.gov/2305711/',
    },
    {
      title: 'NIDDK Body Weight Planner',
      citedFor: m.citedForEnergyBalance(),
      url: 'https://www.niddk.nih.gov/bwp',
    },
    {
      title: 'Dietary Guidelines for Americans 2020–2025, Appendix 2: Estimated Calorie Needs',
      url: 'https://www.dietaryguidelines.gov/',
    },
  ],
}));
