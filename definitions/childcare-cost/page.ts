import { definePage } from '@/engine';
import calculator from './calculator';
import messages, { type Messages } from './messages.en.gen';

export default definePage(calculator, messages, (m: Messages) => ({
  description: m.description(),
  keywords: [
    m.keywordChildcareCost(),
    m.keywordDaycareCost(),
    m.keywordNannyCost(),
    m.keywordAfterSchoolCare(),
    m.keywordChildCareBudget(),
    m.keywordBabyDaycare(),
  ],
  examples: [
    {
      title: m.example1(),
      input: { type: 'daycare', costPerChild: 250, billingFrequency: 'weekly', numberOfChildren: 2 },
      expect: { monthlyCost: 2166.67, annualCost: 26000, weeklyCost: 500, careType: 'Daycare' },
    },
    {
      title: m.example2(),
      input: { type: 'daycare', costPerChild: 500, billingFrequency: 'bi-weekly', numberOfChildren: 1 },
      expect: { monthlyCost: 1083.33, annualCost: 13000, weeklyCost: 250 },
    },
    {
      title: m.example3(),
      input: { type: 'daycare', costPerChild: 1200, billingFrequency: 'monthly', numberOfChildren: 1 },
      expect: { monthlyCost: 1200, annualCost: 14400, weeklyCost: 276.92 },
    },
    {
      title: m.example4(),
      input: { type: 'daycare', costPerChild: 15000, billingFrequency: 'annually', numberOfChildren: 2 },
      expect: { monthlyCost: 2500, annualCost: 30000 },
    },
    {
      title: m.example5(),
      input: { type: 'nanny', hourlyRate: 20, hoursPerWeek: 40 },
      expect: { monthlyCost: 3466.67, annualCost: 41600, weeklyCost: 800, careType: 'Nanny' },
    },
    {
      title: m.example6(),
      input: { type: 'after-school', monthlyCostPerChild: 300, numberOfChildren: 2 },
      expect: { monthlyCost: 600, annualCost: 7200, careType: 'After-school care' },
    },
  ],
  sources: [
    {
      title:
        'One Big Beautiful Bill Act, Public Law 119-21 (2025), §§ 70404–70405: dependent care FSA limit and care credit from 2026',
      url: 'https://www.congress.gov/bill/119th-congress/house-bill/1/text',
    },
    {
      title: 'IRS Publication 503: Child and Dependent Care Expenses',
      url: 'https://www.irs.gov/publications/p503',
    },
    {
      title: 'IRS Publication 926 (2026): Household Employer’s Tax Guide',
      url: 'https://www.irs.gov/publications/p926',
    },
    {
      title: 'Child Care Aware of America: Price of care',
      citedFor: m.citedForPriceData(),
      url: 'https://www.childcareaware.org/',
    },
  ],
}));
