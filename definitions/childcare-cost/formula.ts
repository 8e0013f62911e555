import {
  CARE_CREDIT_EXPENSES_ONE,
  CARE_CREDIT_EXPENSES_TWO_OR_MORE,
  CARE_CREDIT_RATE,
  DEPENDENT_CARE_FSA_LIMIT,
  DEPENDENT_CARE_FSA_LIMIT_MFS,
  type FieldError,
  formatNumber,
  HOUSEHOLD_EMPLOYEE_THRESHOLD,
  round,
  TAX_YEAR,
} from '@/engine';

/** Whole dollars as the advice writes them ($7,500). */
const usd = (value: number) => `$${formatNumber(value)}`;

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

/** Display names of the care types. */
export const CARE_TYPES: Record<CareType, string> = {
  daycare: 'Daycare',
  nanny: 'Nanny',
  'after-school': 'After-school care',
};

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

/**
 * Monthly and annual cost, two decimals. The annual figure is the unrounded monthly × 12, so $250 a week is
 * exactly $13,000 a year (not 12 × $1,083.33 = $12,999.96); the weekly figure is the annual ÷ 52.
 */
export function childcareFormula(input: ChildcareInput) {
  const monthly = monthlyChildcareCost(input);
  const annual = monthly * 12;
  const year = `${TAX_YEAR} tax year`;
  const recommendations = [
    `A Dependent Care FSA through your employer lets you pay up to ${usd(DEPENDENT_CARE_FSA_LIMIT)} a year per household (${usd(DEPENDENT_CARE_FSA_LIMIT_MFS)} if married filing separately; ${year}) of childcare with pre-tax money.`,
    `The Child and Dependent Care Credit covers ${CARE_CREDIT_RATE[0]}–${CARE_CREDIT_RATE[1]}% (by income) of up to ${usd(CARE_CREDIT_EXPENSES_ONE)} of care costs for one child, or ${usd(CARE_CREDIT_EXPENSES_TWO_OR_MORE)} for two or more (${year}); you cannot claim the same dollars through an FSA and the credit.`,
    'Ask providers about sibling discounts, registration fees and what happens to fees during holidays and sick days.',
  ];
  if (input.type === 'nanny') {
    recommendations.push(
      `Paying a nanny makes you a household employer: from ${usd(HOUSEHOLD_EMPLOYEE_THRESHOLD)} in cash wages a year (${TAX_YEAR}) you owe Social Security and Medicare taxes (IRS Publication 926), on top of the hourly rate.`,
    );
  }
  return {
    type: input.type,
    careType: CARE_TYPES[input.type],
    monthlyCost: round(monthly, 2),
    annualCost: round(annual, 2),
    weeklyCost: round(annual / 52, 2),
    recommendations,
  };
}

/** Childcare result. */
export type ChildcareResult = ReturnType<typeof childcareFormula>;
