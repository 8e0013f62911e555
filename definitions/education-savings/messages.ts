import { defineMessages } from '@/engine';

/**
 * The words of the education savings calculator (ICU MessageFormat; docs/authoring.md, "Messages"). `npm run generate`
 * compiles them into messages.en.gen.ts; present.ts puts the formula's values into them.
 */
export default defineMessages({
  // At the target age field when it is not above the current age.
  targetAgeNotAhead: 'Target age must be greater than the current age.',
  // At the cost field when it is 0: with nothing to pay for there is no plan to show, and no goal to meet.
  zeroCost: 'Cost of the education today must be more than $0.',
  advice: `{id, select,
    review {Review the plan once a year: tuition inflation and market returns rarely match the assumptions exactly.}
    derisk {As the start date gets close, many families move savings into lower-risk investments so a market fall does not hit the money just before it is needed.}
    plan529 {In a 529 plan earnings grow tax-deferred and are free of federal income tax when spent on qualified education costs; many states add a tax deduction.}
    partOfTarget {Even part of the monthly target helps: money saved early has the longest time to grow.}
    scholarships {Apply for scholarships and grants (file the FAFSA each year) to lower the amount you need to save.}}`,
  explainYears: 'Years to go = {target, number} − {current, number} = {years, number}.',
  explainCost:
    'Future cost = {cost, number, ::currency/USD} × (1 + {inflation, number, ::.0}%)^{years, number} = {futureCost, number, ::currency/USD}.',
  explainSavings:
    'Projected savings = {savings, number, ::currency/USD} grown at {growth, number, ::.0}% ÷ 12 a month for {months, number} months, plus {deposit, number, ::currency/USD} added at the end of each month = {projected, number, ::currency/USD}.',
  explainShortfall: `Shortfall = future cost − projected savings = {shortfall, number, ::currency/USD}{surplus, select,
    yes { (a surplus, shown as $0.00)}
    no {}}.`,
  explainTarget:
    'Monthly target = shortfall × r ÷ ((1 + r)^n − 1) with r = {growth, number, ::.0}% ÷ 12 and n = {months, number} months = {target, number, ::currency/USD}.',
  // The definition's declarative texts (calculator.ts): name, labels, help, titles.
  name: 'Education Savings Calculator',
  description:
    'Estimate what college or school will cost when your child gets there, what your savings will grow to, and the monthly amount that closes any gap.',
  keywordCollegeSavings: 'college savings',
  keywordT529Plan: '529 plan',
  keywordEducationFund: 'education fund',
  keywordTuitionInflation: 'tuition inflation',
  keywordSavingForCollege: 'saving for college',
  audienceNote: "For parents saving for a child's education, in US dollars.",
  currentAgeLabel: 'Child’s current age',
  currentAgeSuffix: 'years',
  currentAgePlaceholder: 'e.g. 3',
  targetAgeLabel: 'Age when the money is needed',
  targetAgePlaceholder: 'e.g. 18',
  currentCostLabel: 'Cost of the education today',
  currentCostHelp: 'What the whole course would cost if it started this year.',
  currentCostSuffix: 'USD',
  currentCostPlaceholder: 'e.g. 100000',
  currentSavingsLabel: 'Savings so far',
  currentSavingsPlaceholder: 'e.g. 5000',
  annualContributionLabel: 'You add per year',
  annualContributionNoun: 'The amount you add per year',
  annualContributionHelp: 'Saved in twelve equal parts at the end of each month.',
  annualContributionPlaceholder: 'e.g. 2400',
  inflationRateLabel: 'Education cost inflation',
  inflationRateSuffix: '% a year',
  inflationRatePlaceholder: 'e.g. 5',
  inflationRateHelp:
    'Starts at 5 %: education prices have long risen faster than prices overall. Type 0 for none.',
  investmentGrowthLabel: 'Investment growth',
  investmentGrowthPlaceholder: 'e.g. 7',
  investmentGrowthHelp:
    'Starts at 7 %, a common long-run figure for a stock-heavy portfolio. Type 0 for none.',
  yourEducationSavingsPlan: 'Your education savings plan',
  futureCost: 'Future cost',
  projectedSavings: 'Projected savings',
  shortfall: 'Shortfall',
  extraToSaveEach: 'Extra to save each month to close the gap',
  congratulationsYourProjectedSavings:
    'Congratulations! Your projected savings cover the estimated future cost. Keep contributing to allow for higher costs or lower returns than assumed.',
  projectedSavingsAboveThe: 'Projected savings above the cost',
  shareOfTheFuture: 'Share of the future cost covered',
  savingsAgainstCostYear: 'Savings against cost, year by year',
  childSAgeYears: 'Child’s age (years)',
  usDollars: 'US dollars',
  costWithInflation: 'Cost with inflation',
  projectedSavingsPinkAnd:
    'Projected savings (pink) and the education cost grown by inflation (purple) at each age until the money is needed.',
  nextSteps: 'Next steps',
  example1: '$10,000 in 2 years, $1,000 saved, $100 a month, no growth or inflation',
  example2: '$10,000 in 2 years with 5% inflation',
  example3: '$20,000 in a year, savings growing 12%',
  example4: 'Savings already cover the cost',
  example5: 'A newborn, college in 18 years',
  // What a page.ts source is cited for (the title stays as published).
  citedForPriceGrowth: 'long-run price growth',
  citedForMonthlyCompounding: 'monthly compounding',
});
