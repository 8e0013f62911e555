import { definePage } from '@/engine';
import calculator from './calculator';
import messages, { type Messages } from './messages.en.gen';

export default definePage(calculator, messages, (m: Messages) => ({
  description: m.description(),
  keywords: [
    m.keywordBasalMetabolicRate(),
    m.keywordBmr(),
    m.keywordMetabolism(),
    m.keywordCaloriesAtRest(),
    m.keywordMifflinStJeor(),
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
