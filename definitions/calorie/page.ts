import { definePage } from '@/engine';
import calculator from './calculator';
import { UNDERWEIGHT_BMI } from './formula';
import messages, { type Messages } from './messages.en.gen';

export default definePage(calculator, messages, (m: Messages) => ({
  description: m.description(),
  keywords: [
    m.keywordCalorieCalculator(),
    m.keywordCaloriesToLose(),
    m.keywordDailyCalories(),
    m.keywordCalorieDeficit(),
    m.keywordWeightLoss(),
  ],
  examples: [
    {
      // First, so the audience rules run on a goal every age may choose. BMR = 600 + 1,031.25 − 150 − 161 = 1,320.25
      // → 1,320; × 1.55 = 2,046.4 → 2,046, the target.
      title: m.example1(),
      input: {
        weight: 60,
        weightUnit: 'kg',
        height: 165,
        heightUnit: 'cm',
        age: 30,
        activityLevel: 'moderatelyActive',
        goal: 'maintain',
      },
      expect: { bmr: 1320, tdee: 2046, targetCalories: 2046, weeklyWeightChange: 0, belowMinimum: false },
    },
    {
      // Under 18: maintenance only, no other options. BMR = 500 + 1,000 − 75 − 161 = 1,264; × 1.55 = 1,959.2 → 1,959.
      title: m.example2(),
      input: {
        weight: 50,
        weightUnit: 'kg',
        height: 160,
        heightUnit: 'cm',
        age: 15,
        activityLevel: 'moderatelyActive',
        goal: 'maintain',
      },
      expect: { tdee: 1959, targetCalories: 1959, calorieBreakdown: { maintenance: 1959 } },
    },
    {
      // BMI 40 ÷ 1.6² = 15.6, underweight: no deficit. BMR = 400 + 1,000 − 150 − 161 = 1,089; × 1.2 = 1,306.8 →
      // 1,307, the target (the 0.5 kg a week she asked for would need 757 kcal).
      title: m.example3(),
      input: {
        weight: 40,
        weightUnit: 'kg',
        height: 160,
        heightUnit: 'cm',
        age: 30,
        activityLevel: 'sedentary',
        goal: 'lose-1',
      },
      expect: {
        bmi: 15.6,
        tdee: 1307,
        targetCalories: 1307,
        weeklyWeightChange: 0,
        requestedCalories: 757,
        severity: 'caution',
        calorieBreakdown: { maintenance: 1307, mildSurplus: 1557, moderateSurplus: 1807 },
      },
    },
    {
      // BMR = 600 + 1,031.25 − 150 − 161 = 1,320.25 → 1,320; × 1.55 = 2,046.4 → 2,046; − 550 = 1,496.
      title: m.example4(),
      input: {
        weight: 60,
        weightUnit: 'kg',
        height: 165,
        heightUnit: 'cm',
        age: 30,
        activityLevel: 'moderatelyActive',
        goal: 'lose-1',
      },
      expect: {
        bmr: 1320,
        tdee: 2046,
        targetCalories: 1496,
        weeklyWeightChange: -0.5,
        belowMinimum: false,
        calorieBreakdown: {
          maintenance: 2046,
          mildDeficit: 1796,
          moderateDeficit: 1546,
          aggressiveDeficit: 1296,
          mildSurplus: 2296,
          moderateSurplus: 2546,
        },
      },
    },
    {
      // 150 lbs × 0.453592 = 68.039 kg; 5.5 ft × 30.48 = 167.64 cm;
      // BMR = 680.39 + 1,047.75 − 225 − 161 = 1,342.14 → 1,342; × 1.2 = 1,610.6 → 1,611; − 1,100 = 511 < 1,200,
      // so the target shown is the 1,200 floor: (1,200 − 1,611) × 7 ÷ 7,700 = −0.37 kg a week.
      title: m.example5(),
      input: {
        weight: 150,
        weightUnit: 'lbs',
        height: 5.5,
        heightUnit: 'ft',
        age: 45,
        activityLevel: 'sedentary',
        goal: 'lose-2',
      },
      expect: {
        bmr: 1342,
        tdee: 1611,
        requestedCalories: 511,
        targetCalories: 1200,
        weeklyWeightChange: -0.37,
        goalWeeklyChange: -1,
        belowMinimum: true,
      },
    },
    {
      // BMR = 500 + 987.5 − 125 − 161 = 1,201.5 → 1,202 (rounded for display); × 1.375 = 1,652.06 → 1,652;
      // − 275 = 1,377 (not below 1,200).
      title: m.example6(),
      input: {
        weight: 50,
        weightUnit: 'kg',
        height: 158,
        heightUnit: 'cm',
        age: 25,
        activityLevel: 'lightlyActive',
        goal: 'lose-0.5',
      },
      expect: { bmr: 1202, tdee: 1652, targetCalories: 1377, weeklyWeightChange: -0.25, belowMinimum: false },
    },
    {
      // Boundary: 451 + 950 − 240 − 161 = 1,000 kcal BMR; × 1.2 = 1,200; maintain → exactly 1,200, not below it
      // (BMI 45.1 ÷ 1.52² = 19.5).
      title: m.example7(),
      input: {
        weight: 45.1,
        weightUnit: 'kg',
        height: 152,
        heightUnit: 'cm',
        age: 48,
        activityLevel: 'sedentary',
        goal: 'maintain',
      },
      expect: { bmr: 1000, tdee: 1200, targetCalories: 1200, weeklyWeightChange: 0, belowMinimum: false },
    },
    {
      // BMR = 700 + 1,062.5 − 140 − 161 = 1,461.5 → 1,462 (rounded half up); × 1.9 = 2,776.85 → 2,777; + 550 = 3,327.
      title: m.example8(),
      input: {
        weight: 70,
        weightUnit: 'kg',
        height: 170,
        heightUnit: 'cm',
        age: 28,
        activityLevel: 'extraActive',
        goal: 'gain-1',
      },
      expect: { bmr: 1462, tdee: 2777, targetCalories: 3327, weeklyWeightChange: 0.5 },
    },
    {
      // BMR = 500 + 937.5 − 200 − 161 = 1,076.5; × 1.2 = 1,291.8 → 1,292; − 1,100 = 192 < 1,200 → floor 1,200;
      // (1,200 − 1,292) × 7 ÷ 7,700 = −0.08 kg a week.
      title: m.example9(),
      input: {
        weight: 50,
        weightUnit: 'kg',
        height: 150,
        heightUnit: 'cm',
        age: 40,
        activityLevel: 'sedentary',
        goal: 'lose-2',
      },
      expect: {
        tdee: 1292,
        requestedCalories: 192,
        targetCalories: 1200,
        weeklyWeightChange: -0.08,
        belowMinimum: true,
      },
    },
  ],
  sources: [
    {
      title: 'Wishnofsky M. Caloric equivalents of gained or lost weight. Am J Clin Nutr 1958;6:542–6',
      citedFor: m.citedForEnergyPerWeight(),
      url: 'https://pubmed.ncbi.nlm.nih.gov/13594881/',
    },
    {
      title:
        'Mifflin MD, St Jeor ST, et al. A new predictive equation for resting energy expenditure in healthy individuals. Am J Clin Nutr 1990;51:241–7',
      url: 'https://pubmed.ncbi.nlm.nih.gov/2305711/',
    },
    {
      title:
        'Frankenfield D, Roth-Yousey L, Compher C. Comparison of predictive equations for resting metabolic rate. J Am Diet Assoc 2005;105:775–89',
      url: 'https://pubmed.ncbi.nlm.nih.gov/15883556/',
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
    {
      title: 'WHO: A healthy lifestyle — WHO recommendations',
      citedFor: m.citedForUnderweight({ bmi: UNDERWEIGHT_BMI }),
      url: 'https://www.who.int/europe/news-room/fact-sheets/item/a-healthy-lifestyle---who-recommendations',
    },
  ],
}));
