import { defineCalculator } from '@/engine';
import {
  BILLING_FREQUENCIES,
  BIWEEKLY_BILLS_A_YEAR,
  type BillingFrequency,
  type ChildcareInput,
  type ChildcareValues,
  childcareFormula,
} from './formula';
import messages, { type Messages } from './messages.en.gen';
import { type ChildcareResult, childcareChecks, childcareWords } from './words';

/** The cost fields' labels: the form shows them; messages.ts `zeroCost` names the field in the same words. */
const COST_LABELS = {
  costPerChild: 'Cost per child',
  hourlyRate: 'Hourly rate',
  monthlyCostPerChild: 'Monthly cost per child',
} as const;

/** The billing frequencies as the form names them. */
const FREQUENCY_LABELS: Record<BillingFrequency, string> = {
  weekly: 'Weekly',
  'bi-weekly': 'Every two weeks',
  monthly: 'Monthly',
  annually: 'Once a year',
};

export default defineCalculator<ChildcareInput, ChildcareResult, ChildcareValues, Messages>({
  id: 'childcare-cost',
  name: 'Childcare Cost Calculator',
  description:
    'Turn daycare fees, a nanny’s hourly rate or after-school costs into one monthly and annual childcare budget.',
  category: 'finance',
  keywords: [
    'childcare cost',
    'daycare cost',
    'nanny cost',
    'after-school care',
    'child care budget',
    'baby daycare',
  ],
  icon: 'toy-brick',
  color: 'teal',
  audience: { note: 'For families planning childcare costs, in US dollars.' },
  fields: {
    type: {
      type: 'select',
      label: 'Type of care',
      required: true,
      default: 'daycare',
      options: [
        { value: 'daycare', label: 'Daycare' },
        { value: 'nanny', label: 'Nanny' },
        { value: 'after-school', label: 'After-school care' },
      ],
    },
    costPerChild: {
      type: 'number',
      label: COST_LABELS.costPerChild,
      min: 0,
      max: 100_000,
      step: 0.01,
      suffix: 'USD',
      required: true,
      placeholder: 'e.g. 1200',
      description: 'The amount on each bill for one child.',
      visibleWhen: { field: 'type', equals: 'daycare' },
    },
    billingFrequency: {
      type: 'select',
      label: 'Billing frequency',
      required: true,
      default: 'monthly',
      options: (Object.keys(BILLING_FREQUENCIES) as BillingFrequency[]).map((value) => ({
        value,
        label: FREQUENCY_LABELS[value],
      })),
      visibleWhen: { field: 'type', equals: 'daycare' },
    },
    hourlyRate: {
      type: 'number',
      label: COST_LABELS.hourlyRate,
      min: 0,
      max: 200,
      step: 0.01,
      suffix: 'USD',
      required: true,
      placeholder: 'e.g. 20',
      visibleWhen: { field: 'type', equals: 'nanny' },
    },
    hoursPerWeek: {
      type: 'number',
      label: 'Hours per week',
      min: 0.5,
      max: 80,
      step: 0.5,
      suffix: 'hours',
      required: true,
      placeholder: 'e.g. 40',
      visibleWhen: { field: 'type', equals: 'nanny' },
    },
    monthlyCostPerChild: {
      type: 'number',
      label: COST_LABELS.monthlyCostPerChild,
      min: 0,
      max: 100_000,
      step: 0.01,
      suffix: 'USD',
      required: true,
      placeholder: 'e.g. 300',
      visibleWhen: { field: 'type', equals: 'after-school' },
    },
    numberOfChildren: {
      type: 'number',
      label: 'Number of children',
      min: 1,
      max: 10,
      integer: true,
      required: true,
      placeholder: 'e.g. 1',
      visibleWhen: { field: 'type', equals: ['daycare', 'after-school'] },
    },
  },
  checks: (input, _ctx, m) => childcareChecks(input, m),
  formula: childcareFormula,
  present: childcareWords,
  messages,
  result: [
    {
      block: 'category-card',
      title: 'Monthly childcare cost',
      value: 'monthlyCost',
      format: { kind: 'money' },
      unit: 'a month',
      category: 'careType',
    },
    {
      block: 'stats',
      items: [
        { label: 'Annual cost', value: 'annualCost', format: { kind: 'money' } },
        { label: 'Average per week', value: 'weeklyCost', format: { kind: 'money' } },
      ],
    },
    { block: 'list', title: 'Ways to lower the cost', items: 'recommendations' },
  ],
  explain: (input, result, m) => [
    input.type === 'daycare'
      ? m.explainDaycare({
          cost: input.costPerChild ?? 0,
          frequency: input.billingFrequency ?? 'monthly',
          children: input.numberOfChildren ?? 1,
          biweekly: BIWEEKLY_BILLS_A_YEAR,
        })
      : input.type === 'nanny'
        ? m.explainNanny({ rate: input.hourlyRate ?? 0, hours: input.hoursPerWeek ?? 0 })
        : m.explainAfterSchool({
            cost: input.monthlyCostPerChild ?? 0,
            children: input.numberOfChildren ?? 1,
          }),
    m.explainTotals({ monthly: result.monthlyCost, annual: result.annualCost, weekly: result.weeklyCost }),
  ],
  examples: [
    {
      title: 'Daycare at $250 a week for 2 children',
      input: { type: 'daycare', costPerChild: 250, billingFrequency: 'weekly', numberOfChildren: 2 },
      expect: { monthlyCost: 2166.67, annualCost: 26000, weeklyCost: 500, careType: 'Daycare' },
    },
    {
      title: 'Daycare at $500 every two weeks for 1 child',
      input: { type: 'daycare', costPerChild: 500, billingFrequency: 'bi-weekly', numberOfChildren: 1 },
      expect: { monthlyCost: 1083.33, annualCost: 13000, weeklyCost: 250 },
    },
    {
      title: 'Daycare at $1,200 a month for 1 child',
      input: { type: 'daycare', costPerChild: 1200, billingFrequency: 'monthly', numberOfChildren: 1 },
      expect: { monthlyCost: 1200, annualCost: 14400, weeklyCost: 276.92 },
    },
    {
      title: 'Daycare at $15,000 a year for 2 children',
      input: { type: 'daycare', costPerChild: 15000, billingFrequency: 'annually', numberOfChildren: 2 },
      expect: { monthlyCost: 2500, annualCost: 30000 },
    },
    {
      title: 'A nanny at $20 an hour, 40 hours a week',
      input: { type: 'nanny', hourlyRate: 20, hoursPerWeek: 40 },
      expect: { monthlyCost: 3466.67, annualCost: 41600, weeklyCost: 800, careType: 'Nanny' },
    },
    {
      title: 'After-school care at $300 a month for 2 children',
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
      title: 'Child Care Aware of America: Price of care (national and state childcare price data)',
      url: 'https://www.childcareaware.org/',
    },
  ],
});
