import { definePage } from '@/engine';
import calculator from './calculator';
import messages, { type Messages } from './messages.en.gen';

export default definePage(calculator, messages, (m: Messages) => ({
  description: m.description(),
  keywords: [
    m.keywordCollegeSavings(),
    m.keywordT529Plan(),
    m.keywordEducationFund(),
    m.keywordTuitionInflation(),
    m.keywordSavingForCollege(),
  ],
  examples: [
    {
      title: m.example1(),
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
      title: m.example2(),
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
      title: m.example3(),
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
      title: m.example4(),
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
      title: m.example5(),
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
      title: 'U.S. Bureau of Labor Statistics: CPI for college tuition and fees',
      citedFor: m.citedForPriceGrowth(),
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
      title: 'Investor.gov: Compound interest calculator',
      citedFor: m.citedForMonthlyCompounding(),
      url: 'https://www.investor.gov/financial-tools-calculators/calculators/compound-interest-calculator',
    },
  ],
}));
