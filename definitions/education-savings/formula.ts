import { round } from '@/engine';

/** Education savings input; rates are percentages a year. */
export interface EducationInput {
  currentAge: number;
  targetAge: number;
  currentCost: number;
  currentSavings: number;
  annualContribution: number;
  inflationRate: number;
  investmentGrowth: number;
}

/** The savings goal must lie in the future: the target age has to exceed the child's age now (present.ts says so). */
export function targetAgeAhead(input: Pick<EducationInput, 'currentAge' | 'targetAge'>): boolean {
  return input.targetAge > input.currentAge;
}

/** A cost of $0 prices nothing to save for: the page says so at the cost field (present.ts) instead of a plan. */
export function costAboveZero(input: Pick<EducationInput, 'currentCost'>): boolean {
  return input.currentCost > 0;
}

/**
 * Value after `months` months of savings `start` compounding monthly at `monthlyRate`, with `deposit` added at
 * the end of every month (an ordinary annuity). A 0 % rate is plain addition, never a division by zero.
 */
export function futureValue(start: number, deposit: number, monthlyRate: number, months: number): number {
  if (monthlyRate === 0) return start + deposit * months;
  const gain = compoundGain(monthlyRate, months);
  return start * (1 + gain) + (deposit * gain) / monthlyRate;
}

/**
 * (1 + r)^n − 1, exact for any rate: computed as written, a tiny rate (say 1e-17) gives 1 + r = 1 and so 0, and the
 * annuity formulas divide by it (Infinity, or a result many percent off).
 */
function compoundGain(monthlyRate: number, months: number): number {
  return Math.expm1(months * Math.log1p(monthlyRate));
}

/**
 * Level end-of-month payment that grows to `goal` in `months` months at `monthlyRate` (sinking-fund payment):
 * goal × r ÷ ((1 + r)^n − 1), or goal ÷ n at 0 %.
 */
export function sinkingFundPayment(goal: number, monthlyRate: number, months: number): number {
  if (monthlyRate === 0) return goal / months;
  return (goal * monthlyRate) / compoundGain(monthlyRate, months);
}

/** Future cost, projected savings, shortfall and the monthly saving that closes it (spec part 2 §9). */
export function educationFormula(input: EducationInput) {
  const years = input.targetAge - input.currentAge;
  const months = years * 12;
  const inflation = input.inflationRate / 100;
  const monthlyRate = input.investmentGrowth / 100 / 12;
  const deposit = input.annualContribution / 12;

  const futureCost = round(input.currentCost * (1 + inflation) ** years, 2);
  const projectedSavings = round(futureValue(input.currentSavings, deposit, monthlyRate, months), 2);
  const shortfall = round(futureCost - projectedSavings, 2);
  const isCovered = shortfall <= 0;
  const monthlyTarget = isCovered ? undefined : round(sinkingFundPayment(shortfall, monthlyRate, months), 2);

  const yearByYear = Array.from({ length: years + 1 }, (_, year) => ({
    year,
    age: input.currentAge + year,
    savings: round(futureValue(input.currentSavings, deposit, monthlyRate, year * 12), 2),
    cost: round(input.currentCost * (1 + inflation) ** year, 2),
  }));

  // Next steps by id, in the order shown (messages.ts words them).
  const advice = isCovered
    ? (['review', 'derisk'] as const)
    : (['plan529', 'partOfTarget', 'scholarships'] as const);

  return {
    years,
    futureCost,
    projectedSavings,
    shortfall,
    /** The shortfall as shown: never below zero. */
    gap: Math.max(0, shortfall),
    surplus: round(Math.max(0, -shortfall), 2),
    isCovered,
    ...(monthlyTarget === undefined ? {} : { monthlyTarget }),
    fundedPercent: futureCost > 0 ? round(Math.min(100, (projectedSavings / futureCost) * 100), 1) : 100,
    yearByYear,
    advice,
  };
}

/** The education savings formula's values. */
export type EducationValues = ReturnType<typeof educationFormula>;
