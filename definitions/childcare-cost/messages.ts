import { defineMessages } from '@/engine';

/**
 * The words of the childcare cost calculator (ICU MessageFormat; docs/authoring.md, "Messages"). `npm run generate`
 * compiles them into messages.en.gen.ts; present.ts puts the formula's values and the tax year's figures into them.
 */
export default defineMessages({
  careType: '{type, select, daycare {Daycare} nanny {Nanny} other {After-school care}}',
  // The figures are the facts registry's, for `year` (the tax year).
  advice: `{id, select,
    fsa {A Dependent Care FSA through your employer lets you pay up to {fsa, number, ::currency/USD .} a year per household ({fsaMfs, number, ::currency/USD .} if married filing separately; {year} tax year) of childcare with pre-tax money.}
    credit {The Child and Dependent Care Credit covers {rateLow, number}–{rateHigh, number}% (by income) of up to {creditOne, number, ::currency/USD .} of care costs for one child, or {creditTwo, number, ::currency/USD .} for two or more ({year} tax year); you cannot claim the same dollars through an FSA and the credit.}
    ask {Ask providers about sibling discounts, registration fees and what happens to fees during holidays and sick days.}
    household {Paying a nanny makes you a household employer: from {household, number, ::currency/USD .} in cash wages a year ({year}) you owe Social Security and Medicare taxes (IRS Publication 926), on top of the hourly rate.}}`,
  // A cost field at 0, named by its label (calculator.ts COST_LABELS; a test holds the two to the same words).
  zeroCost: `{field, select,
    costPerChild {Cost per child}
    hourlyRate {Hourly rate}
    other {Monthly cost per child}} must be more than $0.`,
  explainDaycare: `Daycare: {cost, number, ::currency/USD} ({frequency, select,
    weekly {weekly) × 52 ÷ 12}
    monthly {monthly) × 1}
    annually {once a year) ÷ 12}
    other {every two weeks) × {biweekly, number} ÷ 12}} × {children, plural, one {# child} other {# children}} per month.`,
  explainNanny:
    'Nanny: {rate, number, ::currency/USD} an hour × {hours, number} hours a week × 52 weeks ÷ 12 months.',
  explainAfterSchool:
    'After-school: {cost, number, ::currency/USD} a month × {children, plural, one {# child} other {# children}}.',
  explainTotals:
    'Monthly cost = {monthly, number, ::currency/USD}; annual cost = monthly × 12 = {annual, number, ::currency/USD}; per week = annual ÷ 52 = {weekly, number, ::currency/USD}.',
  // The definition's declarative texts (calculator.ts): name, labels, help, titles.
  name: 'Childcare Cost Calculator',
  description:
    'Turn daycare fees, a nanny’s hourly rate or after-school costs into one monthly and annual childcare budget.',
  keywordChildcareCost: 'childcare cost',
  keywordDaycareCost: 'daycare cost',
  keywordNannyCost: 'nanny cost',
  keywordAfterSchoolCare: 'after-school care',
  keywordChildCareBudget: 'child care budget',
  keywordBabyDaycare: 'baby daycare',
  audienceNote: 'For families planning childcare costs, in US dollars.',
  typeLabel: 'Type of care',
  typeOptionDaycare: 'Daycare',
  typeOptionNanny: 'Nanny',
  typeOptionAfterSchool: 'After-school care',
  costPerChildSuffix: 'USD',
  costPerChildPlaceholder: 'e.g. 1200',
  costPerChildHelp: 'The amount on each bill for one child.',
  billingFrequencyLabel: 'Billing frequency',
  hourlyRatePlaceholder: 'e.g. 20',
  hoursPerWeekLabel: 'Hours per week',
  hoursPerWeekSuffix: 'hours',
  hoursPerWeekPlaceholder: 'e.g. 40',
  monthlyCostPerChildPlaceholder: 'e.g. 300',
  numberOfChildrenLabel: 'Number of children',
  numberOfChildrenPlaceholder: 'e.g. 1',
  monthlyChildcareCost: 'Monthly childcare cost',
  aMonth: 'a month',
  annualCost: 'Annual cost',
  averagePerWeek: 'Average per week',
  waysToLowerThe: 'Ways to lower the cost',
  example1: 'Daycare at $250 a week for 2 children',
  example2: 'Daycare at $500 every two weeks for 1 child',
  example3: 'Daycare at $1,200 a month for 1 child',
  example4: 'Daycare at $15,000 a year for 2 children',
  example5: 'A nanny at $20 an hour, 40 hours a week',
  example6: 'After-school care at $300 a month for 2 children',
  costPerChild: 'Cost per child',
  hourlyRate: 'Hourly rate',
  monthlyCostPerChild: 'Monthly cost per child',
  weekly: 'Weekly',
  everyTwoWeeks: 'Every two weeks',
  monthly: 'Monthly',
  onceAYear: 'Once a year',
  // What a page.ts source is cited for (the title stays as published).
  citedForPriceData: 'national and state childcare price data',
});
