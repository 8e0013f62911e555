import { CCDF_COPAYMENT_CAP, type FormulaContext, round } from '@/engine';
import {
  fmlaFor,
  type PlanningFigures,
  type Program,
  periodFor,
  planningFor,
  programOf,
  type StatePeriod,
} from './data';

/** The flat tax on leave pay, as a share: state + federal percent of the planning record. */
const taxRate = (plan: PlanningFigures) => (plan.stateTaxPercent + plan.federalTaxPercent) / 100;

/**
 * When to apply for state benefits, in weeks before the leave (spec: 2–4 weeks ahead): from the later of the minimum
 * and a week more than any unpaid waiting period (`applyFrom`), up to the maximum, so the first payment is not
 * delayed.
 */
export const APPLY_WEEKS_BEFORE_MIN = 2;
export const APPLY_WEEKS_BEFORE_MAX = 4;
/** Weeks in a month for monthly figures (spec). */
export const WEEKS_PER_MONTH = 4.33;
/** Leave lengths compared in the scenario table (spec). */
export const SCENARIO_WEEKS = [6, 8, 12, 16] as const;
/** The yardstick for childcare: the CCDF copayment cap (HHS 2024 rule; rescission proposed in 2026), as a share. */
const AFFORDABLE_CHILDCARE_SHARE = CCDF_COPAYMENT_CAP / 100;

/** Maternity leave input (contract names). */
export interface MaternityInput {
  annualSalary: number;
  leaveWeeks: number;
  employmentState: string;
  hasEmployerBenefits: 'yes' | 'no' | 'unsure';
  employerPayPercentage?: number;
  /** First day of the leave (ISO); picks the state's rule set in force. Default: today. */
  leaveStartDate?: string;
}

/** One stretch of the leave paid the same each week. */
export interface LeavePeriod {
  /** Which stretch: pregnancy disability, family leave, weeks the state does not pay, or no state program at all. */
  kind: 'disability' | 'familyLeave' | 'unpaid' | 'none';
  weeks: number;
  stateWeekly: number;
  employerWeekly: number;
  totalWeekly: number;
  total: number;
}

/** Pay over one leave length. */
export interface LeavePay {
  disabilityWeeks: number;
  familyLeaveWeeks: number;
  unpaidStateWeeks: number;
  totalStateBenefits: number;
  totalEmployerBenefits: number;
  totalLeavePay: number;
  periods: LeavePeriod[];
}

const cents = (value: number) => round(value, 2);

/**
 * A program's weekly benefit by the state's own rate rule: tiered bands (each band's rate on the part of the wage
 * in it) or a step rule (the whole wage at its band's rate, never less than the band below pays at its top), then
 * the weekly cap.
 */
export function weeklyBenefit(
  weeklySalary: number,
  program: Pick<Program, 'banding' | 'bands' | 'maxWeekly'>,
): number {
  let amount = 0;
  if (program.banding === 'step') {
    let floor = 0;
    for (const band of program.bands) {
      if (band.upTo === null || weeklySalary <= band.upTo) {
        amount = Math.max(weeklySalary * band.rate, floor);
        break;
      }
      floor = band.upTo * band.rate;
    }
  } else {
    let lower = 0;
    for (const band of program.bands) {
      const top = band.upTo ?? Number.POSITIVE_INFINITY;
      if (weeklySalary > lower) amount += (Math.min(weeklySalary, top) - lower) * band.rate;
      lower = top;
    }
  }
  return cents(Math.min(amount, program.maxWeekly));
}

/** The benefit as a share of the weekly salary, in percent (2 decimals). */
function effectiveRate(weeklySalary: number, program: Program | null): number {
  return program && weeklySalary > 0
    ? round((weeklyBenefit(weeklySalary, program) / weeklySalary) * 100, 2)
    : 0;
}

/** The figures of a state record the pay depends on (a record, or the record with its words). */
export interface PayingRules {
  paysBenefits: boolean;
  disability: Program | null;
  familyLeave: Program | null;
  combinedMaxWeeks: number | null;
  /**
   * Where family leave may start at the birth instead of after the disability weeks (never both in one week): the
   * disability weeks before the birth, which only disability pays. Absent: disability first, as the state pays it.
   */
  familyLeaveFromBirth?: { weeksBeforeBirth: number };
}

/** A record's programs with their rate rules resolved. */
export function payingRules(period: StatePeriod): PayingRules {
  return {
    paysBenefits: period.paysBenefits,
    disability: programOf(period, 'disability'),
    familyLeave: programOf(period, 'familyLeave'),
    combinedMaxWeeks: period.combinedMaxWeeks,
    familyLeaveFromBirth: period.familyLeaveFromBirth,
  };
}

/**
 * Splits a leave into disability weeks (first, up to the program's weeks), family-leave weeks (the weeks left,
 * up to its own maximum and the combined cap) and weeks the state does not pay. Each week's pay is the state
 * benefit plus the employer's share, never more than the weekly salary. `disabilityAfterBirth`, where the state
 * lets family leave start at the birth: the recovery weeks she spends on disability before switching (the rest of
 * her recovery falls within family leave, which the data keeps at least as long).
 */
export function leavePay(
  weeklySalary: number,
  employerWeekly: number,
  program: PayingRules | undefined,
  leaveWeeks: number,
  disabilityAfterBirth?: number,
): LeavePay {
  const paying = program?.paysBenefits ? program : undefined;
  const fromBirth = paying?.familyLeaveFromBirth;
  const disabilityLimit = paying?.disability
    ? fromBirth && disabilityAfterBirth !== undefined
      ? Math.min(paying.disability.maxWeeks, fromBirth.weeksBeforeBirth + disabilityAfterBirth)
      : paying.disability.maxWeeks
    : 0;
  const disabilityWeeks = Math.min(leaveWeeks, disabilityLimit);
  const combinedLeft = paying ? (paying.combinedMaxWeeks ?? Number.POSITIVE_INFINITY) - disabilityWeeks : 0;
  const familyLeaveWeeks = paying?.familyLeave
    ? Math.max(0, Math.min(leaveWeeks - disabilityWeeks, paying.familyLeave.maxWeeks, combinedLeft))
    : 0;
  const unpaidStateWeeks = leaveWeeks - disabilityWeeks - familyLeaveWeeks;

  const stretch = (kind: LeavePeriod['kind'], weeks: number, stateWeekly: number): LeavePeriod => {
    const totalWeekly = cents(Math.max(stateWeekly, Math.min(stateWeekly + employerWeekly, weeklySalary)));
    return {
      kind,
      weeks,
      stateWeekly,
      employerWeekly: cents(totalWeekly - stateWeekly),
      totalWeekly,
      total: cents(totalWeekly * weeks),
    };
  };
  const periods = [
    paying?.disability &&
      stretch('disability', disabilityWeeks, weeklyBenefit(weeklySalary, paying.disability)),
    paying?.familyLeave &&
      stretch('familyLeave', familyLeaveWeeks, weeklyBenefit(weeklySalary, paying.familyLeave)),
    stretch(paying ? 'unpaid' : 'none', unpaidStateWeeks, 0),
  ].filter((period): period is LeavePeriod => Boolean(period) && (period as LeavePeriod).weeks > 0);

  const sum = (pick: (period: LeavePeriod) => number) =>
    cents(periods.reduce((total, period) => total + pick(period), 0));
  return {
    disabilityWeeks,
    familyLeaveWeeks,
    unpaidStateWeeks,
    totalStateBenefits: sum((period) => period.stateWeekly * period.weeks),
    totalEmployerBenefits: sum((period) => period.employerWeekly * period.weeks),
    totalLeavePay: sum((period) => period.total),
    periods,
  };
}

/** How the leave's disability and family-leave weeks are ordered, where the state lets her choose. */
type LeaveOrderKind =
  /** Family leave from the birth: disability pays only the weeks before it. */
  | 'fromBirth'
  /** Disability for part of the recovery, then all of family leave (the leave outlasts them otherwise). */
  | 'partly'
  /** Disability through the recovery, then family leave: the usual order, here the better one. */
  | 'afterRecovery'
  /** Every order pays her the same (her employer tops each week up to full pay): the usual order is counted. */
  | 'same';

/** The order counted and what the two plain orders would pay. */
export interface LeaveOrder {
  kind: LeaveOrderKind;
  weeksBeforeBirth: number;
  recoveryWeeks: number;
  /** Recovery weeks paid by disability in the order counted (0 to `recoveryWeeks`). */
  disabilityWeeksAfterBirth: number;
  /** Total pay with disability through the recovery, then family leave. */
  afterRecoveryPay: number;
  /** Total pay with family leave from the birth. */
  fromBirthPay: number;
  /** What the order counted pays more than disability through the recovery (0 when that is the order). */
  gain: number;
}

/**
 * The leave's pay in the order that pays her most. Where the state lets family leave start at the birth, every
 * switch from disability to family leave after the birth is compared (from none to all of the recovery weeks on
 * disability); a tie keeps the usual order. Elsewhere, and for a leave that ends before the birth, the usual order.
 */
function bestLeavePay(
  weeklySalary: number,
  employerWeekly: number,
  program: PayingRules | undefined,
  leaveWeeks: number,
): { pay: LeavePay; order: LeaveOrder | null } {
  const usual = leavePay(weeklySalary, employerWeekly, program, leaveWeeks);
  const choice = program?.paysBenefits && program.familyLeave ? program.familyLeaveFromBirth : null;
  if (!choice || !program?.disability || leaveWeeks <= choice.weeksBeforeBirth)
    return { pay: usual, order: null };
  const recoveryWeeks = program.disability.maxWeeks - choice.weeksBeforeBirth;
  const payAfter = (weeks: number) => leavePay(weeklySalary, employerWeekly, program, leaveWeeks, weeks);
  let best = usual;
  let bestAfter = recoveryWeeks;
  for (let after = recoveryWeeks - 1; after >= 0; after -= 1) {
    const pay = payAfter(after);
    if (pay.totalLeavePay > best.totalLeavePay) {
      best = pay;
      bestAfter = after;
    }
  }
  const fromBirthPay = payAfter(0).totalLeavePay;
  const kind: LeaveOrderKind =
    bestAfter === recoveryWeeks
      ? fromBirthPay === usual.totalLeavePay
        ? 'same'
        : 'afterRecovery'
      : bestAfter === 0
        ? 'fromBirth'
        : 'partly';
  return {
    pay: best,
    order: {
      kind,
      weeksBeforeBirth: choice.weeksBeforeBirth,
      recoveryWeeks,
      disabilityWeeksAfterBirth: bestAfter,
      afterRecoveryPay: usual.totalLeavePay,
      fromBirthPay,
      gain: cents(best.totalLeavePay - usual.totalLeavePay),
    },
  };
}

/** Income gap, tax and savings figures for one leave length. */
function gapFigures(
  weeklySalary: number,
  pay: LeavePay,
  weeks: number,
  emergencyFund: number,
  plan: PlanningFigures,
) {
  const totalRegularPay = cents(weeklySalary * weeks);
  const incomeGap = cents(Math.max(0, totalRegularPay - pay.totalLeavePay));
  const afterTaxGap = cents(incomeGap * (1 - taxRate(plan)));
  return {
    totalRegularPay,
    incomeGap,
    afterTaxGap,
    replacementRate: totalRegularPay > 0 ? round((pay.totalLeavePay / totalRegularPay) * 100, 1) : 0,
    monthlySavingsRequired: cents((afterTaxGap + emergencyFund) / plan.savingsMonths),
  };
}

/**
 * The state's minimum earnings when the salary is below them (the only eligibility test we can check from a
 * salary), else null.
 */
export function eligibilityMinimum(
  program: Pick<StatePeriod, 'paysBenefits' | 'minimumAnnualEarnings'> | undefined,
  annualSalary: number,
): number | null {
  const minimum = program?.paysBenefits ? program.minimumAnnualEarnings : null;
  return minimum !== null && annualSalary < minimum ? minimum : null;
}

/** Why the page recommends something: each id is one sentence of the words (present.ts). */
type RecommendationId =
  | 'checkEligibility'
  | 'leaveOrderFromBirth'
  | 'leaveOrderPartly'
  | 'applyWaiting'
  | 'apply'
  | 'budgetWaiting'
  | 'longerThanState'
  | 'noStateBenefit'
  | 'otherState'
  | 'askHr'
  | 'ownInsurance'
  | 'fmla'
  | 'save'
  | 'childcare';

/** The values of the maternity leave page: numbers, ISO dates, ids and flags; present.ts puts them in words. */
export function maternityFormula(input: MaternityInput, ctx: FormulaContext) {
  const leaveStartDate = input.leaveStartDate ?? ctx.today;
  const plan = planningFor(leaveStartDate);
  const fmla = fmlaFor(leaveStartDate);
  const tax = taxRate(plan);
  const isOther = input.employmentState === 'other';
  const inForce = periodFor(input.employmentState, leaveStartDate);
  const record = inForce.record;
  const program = isOther ? undefined : payingRules(record);
  const paying = program?.paysBenefits ? program : undefined;
  const { leaveWeeks } = input;
  /** The benefit most of the leave is paid at: family leave, or disability where there is no family leave. */
  const mainProgram = paying ? (paying.familyLeave ?? paying.disability) : null;

  const weeklySalary = cents(input.annualSalary / 52);
  const employerPercent = input.hasEmployerBenefits === 'yes' ? (input.employerPayPercentage ?? 0) : 0;
  const employerWeeklyBenefit = cents((weeklySalary * employerPercent) / 100);
  const stateWeeklyBenefit = mainProgram ? weeklyBenefit(weeklySalary, mainProgram) : 0;
  const disabilityWeeklyBenefit = paying?.disability ? weeklyBenefit(weeklySalary, paying.disability) : 0;
  const totalWeeklyBenefit = cents(
    Math.max(stateWeeklyBenefit, Math.min(stateWeeklyBenefit + employerWeeklyBenefit, weeklySalary)),
  );
  const emergencyFundNeeded = cents(
    (weeklySalary * plan.emergencyFundWeeks * plan.emergencyFundPercentOfPay) / 100,
  );

  const { pay, order: leaveOrder } = bestLeavePay(weeklySalary, employerWeeklyBenefit, program, leaveWeeks);
  const gap = gapFigures(weeklySalary, pay, leaveWeeks, emergencyFundNeeded, plan);
  const estimatedTaxes = cents(pay.totalLeavePay * tax);
  const afterTaxBenefits = cents(pay.totalLeavePay - estimatedTaxes);
  const totalSavingsGoal = cents(gap.afterTaxGap + emergencyFundNeeded);
  const monthlySavingsNeeded = cents(totalSavingsGoal / plan.savingsMonths);

  const minimum = isOther ? null : eligibilityMinimum(record, input.annualSalary);
  const isEligible = minimum === null;
  const maxStateBenefitWeeks = paying
    ? Math.min(
        (paying.disability?.maxWeeks ?? 0) + (paying.familyLeave?.maxWeeks ?? 0),
        paying.combinedMaxWeeks ?? Number.POSITIVE_INFINITY,
      )
    : 0;
  const waitingPeriod = paying ? record.waitingPeriod : 0;

  const scenarios = SCENARIO_WEEKS.map((weeks) => {
    const scenarioPay = bestLeavePay(weeklySalary, employerWeeklyBenefit, program, weeks).pay;
    const figures = gapFigures(weeklySalary, scenarioPay, weeks, emergencyFundNeeded, plan);
    return {
      weeks,
      totalBenefits: scenarioPay.totalLeavePay,
      totalRegularPay: figures.totalRegularPay,
      incomeGap: figures.incomeGap,
      afterTaxGap: figures.afterTaxGap,
      replacementRate: figures.replacementRate,
      monthlySavingsRequired: figures.monthlySavingsRequired,
    };
  });

  const monthlyTakeHome = cents(weeklySalary * WEEKS_PER_MONTH * (1 - tax));
  const estimatedChildcareCost = cents(plan.childcarePerWeek * WEEKS_PER_MONTH);
  const monthlyGross = weeklySalary * WEEKS_PER_MONTH;
  const childcareShareOfTakeHome =
    monthlyTakeHome > 0 ? round((estimatedChildcareCost / monthlyTakeHome) * 100, 1) : 0;
  const returnToWork = {
    estimatedChildcareCost,
    netIncomeAfterChildcare: cents(monthlyTakeHome - estimatedChildcareCost),
    budgetAdjustmentNeeded: estimatedChildcareCost > monthlyGross * AFFORDABLE_CHILDCARE_SHARE,
    monthlyTakeHome,
    childcareShareOfTakeHome,
  };

  const monthlyLeaveIncome = cents(afterTaxBenefits / (leaveWeeks / WEEKS_PER_MONTH));
  const recommendations: RecommendationId[] = [
    ...(isEligible ? [] : ['checkEligibility' as const]),
    ...(paying ? [waitingPeriod > 0 ? ('applyWaiting' as const) : ('apply' as const)] : []),
    // Only an order that pays more than the usual one is advice; 'afterRecovery' and 'same' are the usual order.
    ...(leaveOrder?.kind === 'fromBirth' ? ['leaveOrderFromBirth' as const] : []),
    ...(leaveOrder?.kind === 'partly' ? ['leaveOrderPartly' as const] : []),
    // New Jersey pays its waiting week back (see its notes).
    // biome-ignore lint/plugin/formula-words: 'new jersey' is an option value of the contract's employmentState field, not words
    ...(paying && waitingPeriod > 0 && input.employmentState !== 'new jersey'
      ? ['budgetWaiting' as const]
      : []),
    ...(paying && leaveWeeks > maxStateBenefitWeeks ? ['longerThanState' as const] : []),
    ...(!paying && !isOther ? ['noStateBenefit' as const] : []),
    ...(isOther ? ['otherState' as const] : []),
    ...(input.hasEmployerBenefits === 'unsure' ? ['askHr' as const] : []),
    ...(input.hasEmployerBenefits === 'no' ? ['ownInsurance' as const] : []),
    'fmla' as const,
    ...(gap.afterTaxGap > 0 ? ['save' as const] : []),
    ...(returnToWork.budgetAdjustmentNeeded ? ['childcare' as const] : []),
  ];

  const programTable = paying
    ? [
        { kind: 'disability' as const, benefit: paying.disability, weeksUsed: pay.disabilityWeeks },
        { kind: 'familyLeave' as const, benefit: paying.familyLeave, weeksUsed: pay.familyLeaveWeeks },
      ].flatMap(({ kind, benefit, weeksUsed }) =>
        benefit
          ? [
              {
                kind,
                rate: effectiveRate(weeklySalary, benefit),
                weeklyBenefit: weeklyBenefit(weeklySalary, benefit),
                maxWeekly: benefit.maxWeekly,
                weeks: benefit.maxWeeks,
                weeksUsed,
              },
            ]
          : [],
      )
    : [];

  return {
    employmentState: input.employmentState,
    weeklySalary,
    stateWeeklyBenefit,
    employerWeeklyBenefit,
    totalWeeklyBenefit,
    /** Total pay ÷ weeks of leave: what she lives on in an average week (disability weeks often pay less). */
    averageWeeklyPay: cents(pay.totalLeavePay / leaveWeeks),
    totalLeavePay: pay.totalLeavePay,
    totalRegularPay: gap.totalRegularPay,
    incomeGap: gap.incomeGap,
    replacementRate: gap.replacementRate,
    stateBenefitRate: effectiveRate(weeklySalary, mainProgram),
    /** Each program's benefit as a share of the weekly salary (0 without the program). */
    disabilityRate: effectiveRate(weeklySalary, program?.disability ?? null),
    familyLeaveRate: effectiveRate(weeklySalary, program?.familyLeave ?? null),
    isEligible,
    /** The minimum earnings she is below, or null. */
    eligibilityMinimum: minimum,
    /** Whether the page describes a state program (every state but "other"). */
    hasProgram: !isOther,
    paysBenefits: Boolean(paying),
    /** Whether the state benefit is family (bonding) leave, and its negation (a block's `when` reads only truthy). */
    paysFamilyLeave: Boolean(paying?.familyLeave),
    paysNoFamilyLeave: !paying?.familyLeave,
    waitingPeriod,
    maxStateBenefitWeeks,
    leaveWeeks,
    recommendations,
    taxImpact: {
      estimatedTaxes,
      afterTaxBenefits,
      afterTaxGap: gap.afterTaxGap,
      taxRate: round(tax * 100, 2),
    },
    savingsPlanning: {
      monthsToSave: plan.savingsMonths,
      monthlySavingsNeeded,
      emergencyFundNeeded,
      totalSavingsGoal,
    },
    scenarios,
    returnToWork,
    /** The planning figures of the leave's dates. */
    planning: {
      stateTaxPercent: plan.stateTaxPercent,
      federalTaxPercent: plan.federalTaxPercent,
      childcarePerWeek: plan.childcarePerWeek,
      emergencyFundWeeks: plan.emergencyFundWeeks,
      emergencyFundPercentOfPay: plan.emergencyFundPercentOfPay,
    },
    fmla: {
      leaveWeeks: fmla.leaveWeeks,
      monthsWorked: fmla.monthsWorked,
      hoursWorked: fmla.hoursWorked,
      employees: fmla.employees,
      miles: fmla.miles,
    },
    /** The first week of the leave the state application should go in (before the leave). */
    applyFrom: Math.min(
      APPLY_WEEKS_BEFORE_MAX,
      Math.max(APPLY_WEEKS_BEFORE_MIN, Math.ceil(waitingPeriod / 7) + 1),
    ),
    monthlyLeaveIncome,
    leaveStartDate,
    /** The dates of the state record used, and whether the leave lies outside the records held. */
    rulesValidFrom: record.validFrom,
    rulesValidTo: record.validTo,
    rulesAfterData: inForce.afterData,
    rulesBeforeData: inForce.beforeData,
    /** The main program's weekly cap, for the note shown when the leave is past the data (0: none). */
    mainMaxWeekly: mainProgram?.maxWeekly ?? 0,
    disabilityWeeklyBenefit,
    /** The order of disability and family leave counted, where the state lets her choose (else null). */
    leaveOrder,
    disabilityWeeks: pay.disabilityWeeks,
    familyLeaveWeeks: pay.familyLeaveWeeks,
    unpaidStateWeeks: pay.unpaidStateWeeks,
    totalStateBenefits: pay.totalStateBenefits,
    totalEmployerBenefits: pay.totalEmployerBenefits,
    weeklyBreakdown: pay.periods,
    programTable,
    eligibilityWarning: !isEligible,
  };
}

/** The maternity leave page's values (the formula's result, before words). */
export type MaternityValues = ReturnType<typeof maternityFormula>;
