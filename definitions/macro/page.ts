import { definePage } from '@/engine';
import calculator from './calculator';
import messages, { type Messages } from './messages.en.gen';

export default definePage(calculator, messages, (m: Messages) => ({
  description: m.description(),
  keywords: [
    m.keywordMacros(),
    m.keywordMacronutrients(),
    m.keywordProteinCarbsFat(),
    m.keywordIifym(),
    m.keywordMacroSplit(),
    m.keywordHighProtein(),
  ],
  examples: [
    {
      // 25/45/30: 500 kcal / 4 = 125 g; 900 / 4 = 225 g; 600 / 9 = 66.7 → 67 g.
      title: m.example1(),
      input: { calories: 2000, goal: 'maintenance' },
      expect: {
        protein: { grams: 125, calories: 500, percentage: 25 },
        carbs: { grams: 225, calories: 900, percentage: 45 },
        fat: { grams: 67, calories: 600, percentage: 30 },
      },
    },
    {
      // 35/30/35: 525 / 4 = 131.25 → 131 g; 450 / 4 = 112.5 → 113 g; 525 / 9 = 58.3 → 58 g.
      title: m.example2(),
      input: { calories: 1500, goal: 'weight-loss', dietaryPreference: 'standard' },
      expect: {
        protein: { grams: 131, calories: 525, percentage: 35 },
        carbs: { grams: 113, calories: 450, percentage: 30 },
        fat: { grams: 58, calories: 525, percentage: 35 },
      },
    },
    {
      // Muscle gain 30/40/30 + 5 points protein from fat = 35/40/25 (protein at the AMDR maximum, fat inside it):
      // 770 / 4 = 192.5 → 193 g; 880 / 4 = 220 g; 550 / 9 = 61.1 → 61 g.
      title: m.example3(),
      input: {
        calories: 2200,
        goal: 'muscle-gain',
        dietaryPreference: 'high-protein',
      },
      expect: {
        protein: { grams: 193, calories: 770, percentage: 35 },
        carbs: { grams: 220, calories: 880, percentage: 40 },
        fat: { grams: 61, calories: 550, percentage: 25 },
      },
    },
    {
      // Weight loss 35/30/35 already has protein at the AMDR maximum of 35 %: high protein keeps the split and says
      // so. 1,600 × 35 % = 560 / 4 = 140 g; 480 / 4 = 120 g; 560 / 9 = 62.2 → 62 g.
      title: m.example4(),
      input: { calories: 1600, goal: 'weight-loss', dietaryPreference: 'high-protein' },
      expect: {
        protein: { grams: 140, calories: 560, percentage: 35 },
        carbs: { grams: 120, calories: 480, percentage: 30 },
        fat: { grams: 62, calories: 560, percentage: 35 },
      },
    },
    {
      // Maintenance 25/45/30 + 5 points protein from fat = 30/45/25, inside every adult range:
      // 600 / 4 = 150 g; 900 / 4 = 225 g; 500 / 9 = 55.6 → 56 g.
      title: m.example5(),
      input: { calories: 2000, goal: 'maintenance', dietaryPreference: 'high-protein' },
      expect: {
        protein: { grams: 150, calories: 600, percentage: 30 },
        carbs: { grams: 225, calories: 900, percentage: 45 },
        fat: { grams: 56, calories: 500, percentage: 25 },
      },
    },
    {
      // Low carb 35/25/40: 630 / 4 = 157.5 → 158 g; 450 / 4 = 112.5 → 113 g (< 130 g RDA); 720 / 9 = 80 g.
      title: m.example6(),
      input: {
        calories: 1800,
        goal: 'maintenance',
        dietaryPreference: 'low-carb',
      },
      expect: {
        protein: { grams: 158, calories: 630, percentage: 35 },
        carbs: { grams: 113, calories: 450, percentage: 25 },
        fat: { grams: 80, calories: 720, percentage: 40 },
      },
    },
    {
      // Balanced 20/50/30 whatever the goal: 400 / 4 = 100 g; 1,000 / 4 = 250 g; 600 / 9 = 66.7 → 67 g.
      title: m.example7(),
      input: {
        calories: 2000,
        goal: 'weight-loss',
        dietaryPreference: 'balanced',
      },
      expect: {
        protein: { grams: 100, calories: 400, percentage: 20 },
        carbs: { grams: 250, calories: 1000, percentage: 50 },
        fat: { grams: 67, calories: 600, percentage: 30 },
      },
    },
    {
      // Under 18, maintenance only: 25/45/30 as for an adult, plus the line about growing. 1,800 × 25 % = 450 / 4 =
      // 112.5 → 113 g; 810 / 4 = 202.5 → 203 g; 540 / 9 = 60 g.
      title: m.example8(),
      input: { calories: 1800, goal: 'maintenance', age: 15 },
      expect: {
        protein: { grams: 113, calories: 450, percentage: 25 },
        carbs: { grams: 203, calories: 810, percentage: 45 },
        fat: { grams: 60, calories: 540, percentage: 30 },
      },
    },
  ],
  sources: [
    {
      title:
        'Institute of Medicine. Dietary Reference Intakes for Energy, Carbohydrate, Fiber, Fat, Fatty Acids, Cholesterol, Protein, and Amino Acids (Macronutrients). National Academies Press, 2005',
      citedFor: m.citedForAmdr(),
      url: 'https://nap.nationalacademies.org/catalog/10490',
    },
    {
      title:
        'Feinman RD, et al. Dietary carbohydrate restriction as the first approach in diabetes management: critical review and evidence base. Nutrition 2015;31:1–13',
      citedFor: m.citedForLowCarb(),
      url: 'https://pubmed.ncbi.nlm.nih.gov/25287761/',
    },
    {
      title:
        'Jäger R, et al. International Society of Sports Nutrition position stand: protein and exercise. J Int Soc Sports Nutr 2017;14:20',
      url: 'https://pubmed.ncbi.nlm.nih.gov/28642676/',
    },
  ],
}));
