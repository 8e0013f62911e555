import { definePage } from '@/engine';
import calculator from './calculator';
import { DEPOSITION_NORMAL, DEPOSITION_OBESE_DRAWN } from './formula';
import messages, { type Messages } from './messages.en.gen';

export default definePage(calculator, messages, (m: Messages) => ({
  description: m.description(),
  keywords: [
    m.keywordPregnancyCalories(),
    m.keywordEatingForTwo(),
    m.keywordBreastfeedingCalories(),
    m.keywordCaloriesPerTrimester(),
    m.keywordPregnancyDiet(),
  ],
  examples: [
    {
      // BMR = 600 + 1,031.25 − 150 − 161 = 1,320.25; × 1.55 = 2,046.4 → 2,046 (as tdee/calorie); + 340 = 2,386.
      title: m.example1(),
      input: {
        age: 30,
        height: 165,
        heightUnit: 'cm',
        weight: 60,
        weightUnit: 'kg',
        activityLevel: 'moderatelyActive',
        stage: 'second-trimester',
      },
      expect: { bmr: 1320, baseCalories: 2046, extraCalories: 340, totalCalories: 2386 },
    },
    {
      // Same woman in the third trimester: 2,046 + 452 = 2,498.
      title: m.example2(),
      input: {
        age: 30,
        height: 165,
        heightUnit: 'cm',
        weight: 60,
        weightUnit: 'kg',
        activityLevel: 'moderatelyActive',
        stage: 'third-trimester',
      },
      expect: { baseCalories: 2046, extraCalories: 452, totalCalories: 2498 },
    },
    {
      // BMR = 500 + 987.5 − 125 − 161 = 1,201.5; × 1.375 = 1,652.06 → 1,652; first trimester + 0 = 1,652.
      title: m.example3(),
      input: {
        age: 25,
        height: 158,
        heightUnit: 'cm',
        weight: 50,
        weightUnit: 'kg',
        activityLevel: 'lightlyActive',
        stage: 'first-trimester',
      },
      expect: { bmr: 1202, baseCalories: 1652, extraCalories: 0, totalCalories: 1652 },
    },
    {
      // 150 lbs = 68.039 kg, 5.5 ft = 167.64 cm; BMR = 680.39 + 1,047.75 − 225 − 161 = 1,342.14; × 1.2 = 1,610.6
      // → 1,611; breastfeeding 7–12 months + 400 = 2,011.
      title: m.example4(),
      input: {
        age: 45,
        height: 5.5,
        heightUnit: 'ft',
        weight: 150,
        weightUnit: 'lbs',
        activityLevel: 'sedentary',
        stage: 'breastfeeding-7-12',
      },
      expect: { bmr: 1342, baseCalories: 1611, extraCalories: 400, totalCalories: 2011 },
    },
    {
      // 2,046 + 330 = 2,376.
      title: m.example5(),
      input: {
        age: 30,
        height: 165,
        heightUnit: 'cm',
        weight: 60,
        weightUnit: 'kg',
        activityLevel: 'moderatelyActive',
        stage: 'breastfeeding-0-6',
      },
      expect: { extraCalories: 330, totalCalories: 2376 },
    },
    {
      // BMR = 10 × 55 + 6.25 × 160 − 5 × 16 − 161 = 550 + 1,000 − 80 − 161 = 1,309; × 1.375 = 1,799.9 → 1,800;
      // second trimester + 340 = 2,140. Under 19: the note that the equation is for adults and growth is not counted.
      title: m.example6(),
      input: {
        age: 16,
        height: 160,
        heightUnit: 'cm',
        weight: 55,
        weightUnit: 'kg',
        activityLevel: 'lightlyActive',
        stage: 'second-trimester',
      },
      expect: { bmr: 1309, baseCalories: 1800, totalCalories: 2140, teen: true },
    },
    {
      // 90 kg at 165 cm: BMI 33.1. BMR = 900 + 1,031.25 − 150 − 161 = 1,620.25; × 1.375 = 2,227.8 → 2,228; + 340 =
      // 2,568, with the line that the extra is lower with obesity (DRI 2023: −50 against +200 kcal a day).
      title: m.example7(),
      input: {
        age: 30,
        height: 165,
        heightUnit: 'cm',
        weight: 90,
        weightUnit: 'kg',
        activityLevel: 'lightlyActive',
        stage: 'second-trimester',
      },
      expect: {
        bmr: 1620,
        baseCalories: 2228,
        totalCalories: 2568,
        prePregnancyBMI: 33.1,
        lowerExtraWithObesity: true,
      },
    },
  ],
  sources: [
    {
      title:
        'Mifflin MD, St Jeor ST, et al. A new predictive equation for resting energy expenditure in healthy individuals. Am J Clin Nutr 1990;51:241–7',
      url: 'https://pubmed.ncbi.nlm.nih.gov/2305711/',
    },
    {
      title:
        'Institute of Medicine (National Academies). Dietary Reference Intakes for Energy, Carbohydrate, Fiber, Fat, Fatty Acids, Cholesterol, Protein, and Amino Acids, 2002/2005, chapter 5: energy: +340 and +452 kcal in the second and third trimesters, +330 and +400 kcal when breastfeeding',
      url: 'https://doi.org/10.17226/10490',
    },
    {
      title:
        'National Academies of Sciences, Engineering, and Medicine. Dietary Reference Intakes for Energy, 2023',
      citedFor: m.citedForFixedExtras({ drawn: DEPOSITION_OBESE_DRAWN, normal: DEPOSITION_NORMAL }),
      url: 'https://doi.org/10.17226/26818',
    },
  ],
}));
