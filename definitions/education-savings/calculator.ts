import { defineCalculator } from '@/engine';
import { type EducationInput, type EducationValues, educationFormula } from './formula';
import messages, { type Messages } from './messages.en.gen';
import { type EducationResult, educationChecks, educationWords } from './words';

export default defineCalculator<EducationInput, EducationResult, EducationValues, Messages>({
  id: 'education-savings',
  name: 'Education Savings Calculator',
  description:
    'Estimate what college or school will cost when your child gets there, what your savings will grow to, and the monthly amount that closes any gap.',
  category: 'finance',
  keywords: ['college savings', '529 plan', 'education fund', 'tuition inflation', 'saving for college'],
  icon: 'graduation-cap',
  color: 'purple',
  audience: { note: "For parents saving for a child's education, in US dollars." },
  fields: {
    currentAge: {
      type: 'number',
      label: 'Child’s current age',
      min: 0,
      max: 30,
      integer: true,
      suffix: 'years',
      required: true,
      placeholder: 'e.g. 3',
    },
    targetAge: {
      type: 'number',
      label: 'Age when the money is needed',
      min: 1,
      max: 40,
      integer: true,
      suffix: 'years',
      required: true,
      placeholder: 'e.g. 18',
    },
    currentCost: {
      type: 'number',
      label: 'Cost of the education today',
      description: 'What the whole course would cost if it started this year.',
      min: 0,
      max: 1_000_000,
      step: 100,
      suffix: 'USD',
      required: true,
      placeholder: 'e.g. 100000',
    },
    currentSavings: {
      type: 'number',
      label: 'Savings so far',
      min: 0,
      max: 10_000_000,
      step: 100,
      suffix: 'USD',
      required: true,
      placeholder: 'e.g. 5000',
    },
    annualContribution: {
      type: 'number',
      label: 'You add per year',
      noun: 'The amount you add per year',
      description: 'Saved in twelve equal parts at the end of each month.',
      min: 0,
      max: 1_000_000,
      step: 100,
      suffix: 'USD',
      required: true,
      placeholder: 'e.g. 2400',
    },
    inflationRate: {
      type: 'number',
      label: 'Education cost inflation',
      min: 0,
      max: 20,
      step: 0.1,
      default: 5,
      suffix: '% a year',
      required: true,
      placeholder: 'e.g. 5',
      description:
        'Starts at 5 %: education prices have long risen faster than prices overall. Type 0 for none.',
    },
    investmentGrowth: {
      type: 'number',
      label: 'Investment growth',
      min: 0,
      max: 20,
      step: 0.1,
      default: 7,
      suffix: '% a year',
      required: true,
      placeholder: 'e.g. 7',
      description: 'Starts at 7 %, a common long-run figure for a stock-heavy portfolio. Type 0 for none.',
    },
  },
  checks: (input, _ctx, m) => educationChecks(input, m),
  formula: educationFormula,
  present: educationWords,
  messages,
  result: [
    {
      block: 'stats',
      title: 'Your education savings plan',
      items: [
        { label: 'Future cost', value: 'futureCost', format: { kind: 'money' } },
        { label: 'Projected savings', value: 'projectedSavings', format: { kind: 'money' } },
        { label: 'Shortfall', value: 'gap', format: { kind: 'money' } },
      ],
    },
    {
      block: 'stats',
      when: 'monthlyTarget',
      items: [
        {
          label: 'Extra to save each month to close the gap',
          value: 'monthlyTarget',
          format: { kind: 'money' },
        },
      ],
    },
    {
      block: 'note',
      when: 'isCovered',
      text: 'Congratulations! Your projected savings cover the estimated future cost. Keep contributing to allow for higher costs or lower returns than assumed.',
    },
    {
      block: 'stats',
      when: 'surplus',
      items: [{ label: 'Projected savings above the cost', value: 'surplus', format: { kind: 'money' } }],
    },
    { block: 'progress', title: 'Share of the future cost covered', value: 'fundedPercent' },
    {
      block: 'custom',
      component: 'chart',
      title: 'Savings against cost, year by year',
      props: {
        data: 'yearByYear',
        x: { key: 'age', label: 'Child’s age (years)', format: { kind: 'integer' } },
        y: { label: 'US dollars', format: { kind: 'integer' } },
        series: [
          { key: 'savings', label: 'Projected savings' },
          { key: 'cost', label: 'Cost with inflation' },
        ],
        caption:
          'Projected savings (pink) and the education cost grown by inflation (purple) at each age until the money is needed.',
      },
    },
    { block: 'list', title: 'Next steps', items: 'recommendations' },
  ],
  explain: (input, result, m) => {
    const { years } = result;
    const growth = input.investmentGrowth;
    const lines = [
      m.explainYears({ target: input.targetAge, current: input.currentAge, years }),
      m.explainCost({
        cost: input.currentCost,
        inflation: input.inflationRate,
        years,
        futureCost: result.futureCost,
      }),
      m.explainSavings({
        savings: input.currentSavings,
        growth,
        months: years * 12,
        deposit: input.annualContribution / 12,
        projected: result.projectedSavings,
      }),
      m.explainShortfall({ shortfall: result.shortfall, surplus: result.shortfall < 0 ? 'yes' : 'no' }),
    ];
    if (result.monthlyTarget !== undefined) {
      lines.push(m.explainTarget({ growth, months: years * 12, target: result.monthlyTarget }));
    }
    return lines;
  },
  examples: [
    {
      title: '$10,000 in 2 years, $1,000 saved, $100 a month, no growth or inflation',
      input: {
        currentAge: 10,
        targetAge: 12,
        currentCost: 10000,
        currentSavings: 1000,
        annualContribution: 1200,
        inflationRate: 0,
        investmentGrowth: 0,
      },
      expect: {
        futureCost: 10000,
        projectedSavings: 3400,
        shortfall: 6600,
        monthlyTarget: 275,
        isCovered: false,
      },
    },
    {
      title: '$10,000 in 2 years with 5% inflation',
      input: {
        currentAge: 10,
        targetAge: 12,
        currentCost: 10000,
        currentSavings: 1000,
        annualContribution: 1200,
        inflationRate: 5,
        investmentGrowth: 0,
      },
      expect: { futureCost: 11025, projectedSavings: 3400, shortfall: 7625, monthlyTarget: 317.71 },
    },
    {
      title: '$20,000 in a year, savings growing 12%',
      input: {
        currentAge: 17,
        targetAge: 18,
        currentCost: 20000,
        currentSavings: 12000,
        annualContribution: 1200,
        inflationRate: 0,
        investmentGrowth: 12,
      },
      expect: { futureCost: 20000, projectedSavings: 14790.15, shortfall: 5209.85, monthlyTarget: 410.79 },
    },
    {
      title: 'Savings already cover the cost',
      input: {
        currentAge: 5,
        targetAge: 6,
        currentCost: 10000,
        currentSavings: 12000,
        annualContribution: 0,
        inflationRate: 5,
        investmentGrowth: 0,
      },
      expect: {
        futureCost: 10500,
        projectedSavings: 12000,
        shortfall: -1500,
        gap: 0,
        surplus: 1500,
        isCovered: true,
      },
    },
    {
      title: 'A newborn, college in 18 years',
      input: {
        currentAge: 0,
        targetAge: 18,
        currentCost: 25000,
        currentSavings: 0,
        annualContribution: 2400,
        inflationRate: 5,
        investmentGrowth: 7,
      },
      expect: { futureCost: 60165.48, projectedSavings: 86144.21, isCovered: true, gap: 0 },
    },
  ],
  sources: [
    {
      title: 'U.S. Bureau of Labor Statistics: CPI for college tuition and fees (long-run price growth)',
      url: 'https://www.bls.gov/cpi/',
    },
    {
      title: 'IRS: 529 plans — questions and answers',
      url: 'https://www.irs.gov/newsroom/529-plans-questions-and-answers',
    },
    {
      title: 'Federal Student Aid: Types of aid — grants and scholarships; the FAFSA form',
      url: 'https://studentaid.gov/understand-aid/types/scholarships',
    },
    {
      title: 'Investor.gov: Compound interest calculator (monthly compounding)',
      url: 'https://www.investor.gov/financial-tools-calculators/calculators/compound-interest-calculator',
    },
  ],
});
