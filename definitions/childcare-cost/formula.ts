import { type FieldError, round } from '@/engine';

/** Kinds of childcare the calculator prices. */
export type CareType = 'daycare' | 'nanny' | 'after-school';

/** How often a daycare bills, and how many of those bills fall in one month (spec part 2 §9). */
export const BILLING_FREQUENCIES = {
  weekly: { label: 'Weekly', perMonth: 52 / 12 },
  'bi-weekly': { label: 'Every two weeks', perMonth: 26 / 12 },
  monthly: { label: 'Monthly', perMonth: 1 },
  annually: { label: 'Once a year', perMonth: 1 / 12 },
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

/** A cost of zero prices nothing: say so at the field instead of showing $0.00. */
export function childcareChecks(input: ChildcareInput): FieldError[] {
  const zero = (field: keyof ChildcareInput, label: string): FieldError[] =>
    input[field] === 0 ? [{ field, message: `${label} must be more than $0.` }] : [];
  switch (input.type) {
    case 'daycare':
      return zero('costPerChild', 'Cost per child');
    case 'nanny':
      return zero('hourlyRate', 'Hourly rate');
    case 'after-school':
      return zero('monthlyCostPerChild', 'Monthly cost per child');
  }
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
