import { round } from '@/engine';

/** Kinds of childcare the calculator prices. */
export type CareType = 'daycare' | 'nanny' | 'after-school';

/** Bills a year from a daycare that bills every two weeks. */
export const BIWEEKLY_BILLS_A_YEAR = 26;

/** How often a daycare bills, and how many of those bills fall in one month (spec part 2 §9; calculator.ts names them). */
export const BILLING_FREQUENCIES = {
  weekly: { perMonth: 52 / 12 },
  'bi-weekly': { perMonth: BIWEEKLY_BILLS_A_YEAR / 12 },
  monthly: { perMonth: 1 },
  annually: { perMonth: 1 / 12 },
} as const;

/** A billing frequency id. */
export type BillingFrequency = keyof typeof BILLING_FREQUENCIES;

/** Childcare input: the type, then only that type's fields. */
export interface ChildcareInput {
  type: CareType;
  costPerChild?: number;
  numberOfChildren?: number;
  billingFrequency?: BillingFrequency;
  hourlyRate?: number;
  hoursPerWeek?: number;
  monthlyCostPerChild?: number;
}

/** The field holding the chosen type's cost. */
const COST_FIELD = {
  daycare: 'costPerChild',
  nanny: 'hourlyRate',
  'after-school': 'monthlyCostPerChild',
} as const satisfies Record<CareType, keyof ChildcareInput>;

/**
 * A cost of zero prices nothing: the chosen type's cost field when it is 0, so the page says so at the field instead
 * of showing $0.00 (present.ts words it); undefined otherwise.
 */
export function zeroCostField(input: ChildcareInput): (typeof COST_FIELD)[CareType] | undefined {
  const field = COST_FIELD[input.type];
  return input[field] === 0 ? field : undefined;
}

/** Unrounded monthly cost of the chosen care (the three formulas of spec part 2 §9). */
export function monthlyChildcareCost(input: ChildcareInput): number {
  switch (input.type) {
    case 'daycare': {
      const frequency = BILLING_FREQUENCIES[input.billingFrequency ?? 'monthly'];
      return (input.costPerChild ?? 0) * frequency.perMonth * (input.numberOfChildren ?? 1);
    }
    case 'nanny':
      return ((input.hourlyRate ?? 0) * (input.hoursPerWeek ?? 0) * 52) / 12;
    case 'after-school':
      return (input.monthlyCostPerChild ?? 0) * (input.numberOfChildren ?? 1);
  }
}

/** Ways to lower the cost by id (messages.ts words them); the last is for a nanny only. */
const CHILDCARE_ADVICE = ['fsa', 'credit', 'ask', 'household'] as const;

/**
 * Monthly and annual cost, two decimals. The annual figure is the unrounded monthly × 12, so $250 a week is
 * exactly $13,000 a year (not 12 × $1,083.33 = $12,999.96); the weekly figure is the annual ÷ 52.
 */
export function childcareFormula(input: ChildcareInput) {
  const monthly = monthlyChildcareCost(input);
  const annual = monthly * 12;
  return {
    type: input.type,
    monthlyCost: round(monthly, 2),
    annualCost: round(annual, 2),
    weeklyCost: round(annual / 52, 2),
    // Ways to lower the cost, in the order shown: a nanny's employer taxes only for a nanny.
    advice: input.type === 'nanny' ? CHILDCARE_ADVICE : CHILDCARE_ADVICE.slice(0, 3),
  };
}

/** The childcare formula's values. */
export type ChildcareValues = ReturnType<typeof childcareFormula>;
