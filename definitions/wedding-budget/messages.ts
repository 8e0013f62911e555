import { defineMessages } from '@/engine';

/** The words of the wedding budget calculator (ICU MessageFormat; docs/authoring.md, "Messages"). */
export default defineMessages({
  // What is wrong with the actual-spending column (readActual's problem ids); name: the row's category.
  actualProblem: `{id, select,
    notObject {Actual spending must list amounts by budget category.}
    notNumber {Actual amount for {name} must be a number.}
    negative {Actual amount for {name} must be at least $0.}
    tooLarge {Actual amount for {name} must be at most {max, number, ::currency/USD .}.}}`,
  // Rows whose name is no category: a few names, quoted, and how many more (names), however many there are.
  unknownCategories: `{count, plural,
    one {{names} is not one of the budget categories.}
    other {{names} are not budget categories.}}`,
  // A budget category's name as the page shows it (the formula's WEDDING_CATEGORIES id); English = the contract name.
  category: `{id, select,
    venue {Venue & Catering}
    attire {Attire & Beauty}
    photo {Photography & Videography}
    music {Music & Entertainment}
    flowers {Flowers & Decor}
    planner {Wedding Planner}
    stationery {Stationery}
    officiant {Officiant & Marriage License}
    gifts {Gifts & Favors}
    misc {Miscellaneous}}`,
  overBudget: 'Your spending is above the total budget: decide which costs to cut or raise the total.',
  // Each category is `inCategory`, and the list is joined the page language's way ("in A and in B").
  inCategory: 'in {name}',
  overPlan: 'Over plan {categories}: move money from categories with room left, or raise the total.',
  keepAside: 'Keep 5–10% of the total aside for surprises: last-minute costs are almost certain.',
  guestList: 'Venue and catering scale with the guest list: trimming guests is the biggest single saving.',

  explainPlanned:
    'Planned amount = total × category share, e.g. {category} = {total, number, ::currency/USD} × {share, number, integer}% = {planned, number, ::currency/USD}.',
  explainDifference:
    'Difference = planned − actual: zero or more means within plan, below zero means over plan. Blank actual amounts count as $0.',
  explainRemaining:
    'Remaining = total − actual spending = {total, number, ::currency/USD} − {actual, number, ::currency/USD} = {remaining, number, ::currency/USD}.',
  explainPerGuest:
    'Average per guest = total ÷ guests = {total, number, ::currency/USD} ÷ {guests, number, integer} = {perGuest, number, ::currency/USD}.',
  explainNoGuests: 'Average per guest needs a guest count.',
  // The definition's declarative texts (calculator.ts): name, labels, help, titles.
  name: 'Wedding Budget Calculator',
  description:
    'Split your wedding budget across ten categories, track what you have spent against the plan, and see the cost per guest.',
  keywordWeddingBudget: 'wedding budget',
  keywordWeddingCost: 'wedding cost',
  keywordWeddingPlanning: 'wedding planning',
  keywordCostPerGuest: 'cost per guest',
  keywordBudgetTracker: 'budget tracker',
  audienceNote: 'For couples planning a wedding budget, in US dollars.',
  totalBudgetLabel: 'Total budget',
  totalBudgetSuffix: 'USD',
  totalBudgetPlaceholder: 'e.g. 30000',
  guestsLabel: 'Number of guests',
  guestsHelp: 'Optional: used for the average cost per guest.',
  guestsPlaceholder: 'e.g. 100',
  actualLabel: 'Actual spending so far',
  actualHelp: 'Leave a row blank if nothing is spent yet: it counts as $0.',
  enterATotalBudget: 'Enter a total budget above $0 to see the breakdown by category.',
  budgetByCategory: 'Budget by category',
  plannedAmountFromEach:
    'Planned amount from each category’s share of the total, what you have spent, and the difference.',
  totals: 'Totals',
  spentSoFar: 'Spent so far',
  remaining: 'Remaining',
  averagePerGuest: 'Average per guest',
  tips: 'Tips',
  example1: '$30,000 for 100 guests',
  example2: '$20,000 for 80 guests, venue and photos already paid',
  example3: 'No budget set yet',
  example4: 'A small wedding: $1,234 for 7 guests',
  // What a page.ts source is cited for (the title stays as published).
  citedForCostPerGuest: 'Real Weddings Study 2023, cost per guest',
});
