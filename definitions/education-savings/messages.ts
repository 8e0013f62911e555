import { defineMessages } from '@/engine';

/**
 * The words of the education savings calculator (ICU MessageFormat; docs/authoring.md, "Words"). `npm run generate`
 * compiles them into messages.en.gen.ts; words.ts puts the formula's values into them.
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
});
