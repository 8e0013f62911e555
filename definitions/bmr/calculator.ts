import { ageField, defineCalculator, ENERGY_MIN_AGE, heightField, weightField } from '@/engine';
import { bmrFormula } from './formula';
import messages, { type Messages } from './messages.en.gen';
import { bmrWords } from './words';

export default defineCalculator(messages, (m: Messages) => ({
  id: 'bmr',
  name: m.name(),
  description: m.description(),
  category: 'health-fitness',
  keywords: [
    m.keywordBasalMetabolicRate(),
    m.keywordBmr(),
    m.keywordMetabolism(),
    m.keywordCaloriesAtRest(),
    m.keywordMifflinStJeor(),
  ],
  icon: 'bed',
  color: 'orange',
  featured: true,
  fields: {
    weight: weightField(m),
    height: heightField(m),
    age: ageField(m, { required: true }),
  },
  // Mifflin–St Jeor was fitted on adults; a child's needs are her doctor's to estimate (teens get the teen line).
  audience: {
    note: m.audienceNote(),
    outside: [{ field: 'age', below: ENERGY_MIN_AGE, action: 'refuse', message: 'underThirteen' }],
  },
  formula: bmrFormula,
  present: bmrWords,
  result: [
    {
      block: 'category-card',
      title: m.yourBmr(),
      value: 'bmr',
      format: { kind: 'integer' },
      unit: m.kcalDay(),
    },
    {
      block: 'table',
      title: m.dailyCaloriesByActivity(),
      rows: 'activityTable',
      columns: [
        { label: m.activityLevel(), key: 'label' },
        { label: m.multiplier(), key: 'multiplier', format: { kind: 'number', decimals: 3 } },
        { label: m.caloriesPerDay(), key: 'calories', format: { kind: 'integer' }, unit: m.kcal() },
      ],
    },
    { block: 'list', title: m.recommendations(), items: 'recommendations' },
  ],
  explain: (input, result, m) => [
    m.explainBmr({ ...input, bmr: result.bmr }),
    m.explainNeed({ low: result.tdeeValues.sedentary, high: result.tdeeValues.extraActive }),
  ],
  examples: [
    {
      title: m.example1(),
      input: { weight: 60, weightUnit: 'kg', height: 165, heightUnit: 'cm', age: 30 },
      expect: {
        bmr: 1320,
        tdeeValues: {
          sedentary: 1584,
          lightlyActive: 1815,
          moderatelyActive: 2046,
          veryActive: 2277,
          extraActive: 2508,
        },
      },
    },
    {
      title: m.example2(),
      input: { weight: 150, weightUnit: 'lbs', height: 5.5, heightUnit: 'ft', age: 45 },
      expect: { bmr: 1342, tdeeValues: { sedentary: 1611, moderatelyActive: 2080 } },
    },
    {
      title: m.example3(),
      input: { weight: 80, weightUnit: 'kg', height: 175, heightUnit: 'cm', age: 52 },
      expect: { bmr: 1473, tdeeValues: { sedentary: 1767, extraActive: 2798 } },
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
        'Frankenfield D, Roth-Yousey L, Compher C. Comparison of predictive equations for resting metabolic rate. J Am Diet Assoc 2005;105:775–89',
      url: 'https://pubmed.ncbi.nlm.nih.gov/15883556/',
    },
  ],
}));
