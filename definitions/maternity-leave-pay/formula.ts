import {
  CCDF_COPAYMENT_CAP,
  type FormulaContext,
  formatIsoDate,
  formatMoney,
  formatNumber,
  round,
} from '@/engine';
import { fmlaFor, type PlanningFigures, type Program, planningFor } from './data';
import { type BenefitProgram, rulesFor, type StateRules, stateEntry } from './state-programs';

/** The flat tax on leave pay, as a share: state + federal percent of the planning record. */
export const taxRate = (plan: PlanningFigures) => (plan.stateTaxPercent + plan.federalTaxPercent) / 100;
/** "12 weeks at 70% of your pay": the emergency fund rule as the page says it. */
export const emergencyFundRule = (plan: PlanningFigures) =>
  `${plan.emergencyFundWeeks} weeks at ${plan.emergencyFundPercentOfPay}% of your pay`;

/** Weeks in a month for monthly figures (spec). */
export const WEEKS_PER_MONTH = 4.33;
/** Leave lengths compared in the scenario table (spec). */
export const SCENARIO_WEEKS = [6, 8, 12, 16] as const;
/** The yardstick for childcare: the CCDF copayment cap (HHS 2024 rule; rescission proposed in 2026), as a share. */
export const AFFORDABLE_CHILDCARE_SHARE = CCDF_COPAYMENT_CAP / 100;

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
  period: string;
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
export function effectiveRate(weeklySalary: number, program: Program | null): number {
  return program && weeklySalary > 0
    ? round((weeklyBenefit(weeklySalary, program) / weeklySalary) * 100, 2)
    : 0;
}

/**
 * Splits a leave into disability weeks (first, up to the program's weeks), family-leave weeks (the weeks left,
 * up to its own maximum and the combined cap) and weeks the state does not pay. Each week's pay is the state
 * benefit plus the employer's share, never more than the weekly salary.
 */
export function leavePay(
  weeklySalary: number,
  employerWeekly: number,
  program: StateRules | undefined,
  leaveWeeks: number,
): LeavePay {
  const paying = program?.paysBenefits ? program : undefined;
  const disabilityWeeks = paying?.disability ? Math.min(leaveWeeks, paying.disability.maxWeeks) : 0;
  const combinedLeft = paying ? (paying.combinedMaxWeeks ?? Number.POSITIVE_INFINITY) - disabilityWeeks : 0;
  const familyLeaveWeeks = paying?.familyLeave
    ? Math.max(0, Math.min(leaveWeeks - disabilityWeeks, paying.familyLeave.maxWeeks, combinedLeft))
    : 0;
  const unpaidStateWeeks = leaveWeeks - disabilityWeeks - familyLeaveWeeks;

  const stretch = (period: string, weeks: number, stateWeekly: number): LeavePeriod => {
    const totalWeekly = cents(Math.max(stateWeekly, Math.min(stateWeekly + employerWeekly, weeklySalary)));
    return {
      period,
      weeks,
      stateWeekly,
      employerWeekly: cents(totalWeekly - stateWeekly),
      totalWeekly,
      total: cents(totalWeekly * weeks),
    };
  };
  const periods = [
    paying?.disability &&
      stretch(paying.disability.name, disabilityWeeks, weeklyBenefit(weeklySalary, paying.disability)),
    paying?.familyLeave &&
      stretch(paying.familyLeave.name, familyLeaveWeeks, weeklyBenefit(weeklySalary, paying.familyLeave)),
    stretch(paying ? 'Weeks without a state benefit' : 'No state benefit', unpaidStateWeeks, 0),
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

/** Eligibility by the state's minimum earnings (the only test we can check from a salary). */
export function eligibility(program: StateRules | undefined, annualSalary: number): string[] {
  const minimum = program?.paysBenefits ? program.minimumAnnualEarnings : null;
  return minimum !== null && annualSalary < minimum
    ? [`Minimum annual earnings: ${formatMoney(minimum, 'when-any')}`]
    : [];
}

/** "2026" or "from Jul 01, 2025" style label of a rule set's start (dates read as everywhere on the page). */
function rulesYear(validFrom: string): string {
  return validFrom.endsWith('-01-01') ? validFrom.slice(0, 4) : `from ${formatIsoDate(validFrom)}`;
}

function percent(fraction: number) {
  return round(fraction * 100, 2);
}

function describeProgram(program: BenefitProgram, weeklySalary: number) {
  return {
    name: program.name,
    rate: effectiveRate(weeklySalary, program),
    bands: program.bands,
    maxWeekly: program.maxWeekly,
    maxWeeks: program.maxWeeks,
    programMaxWeeks: program.programMaxWeeks,
    rule: program.rule,
    sources: program.sources,
  };
}

/** Everything the maternity leave page shows (every field of the spec's maternity result, plus display rows). */
export function maternityFormula(input: MaternityInput, ctx: FormulaContext) {
  const leaveStartDate = input.leaveStartDate ?? ctx.today;
  const plan = planningFor(leaveStartDate);
  const fmla = fmlaFor(leaveStartDate);
  const tax = taxRate(plan);
  const fundRule = emergencyFundRule(plan);
  const state = stateEntry(input.employmentState);
  const inForce = rulesFor(input.employmentState, leaveStartDate);
  const program = input.employmentState === 'other' ? undefined : inForce.rules;
  const paying = program?.paysBenefits ? program : undefined;
  const stateName = state.label;
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

  const pay = leavePay(weeklySalary, employerWeeklyBenefit, program, leaveWeeks);
  const gap = gapFigures(weeklySalary, pay, leaveWeeks, emergencyFundNeeded, plan);
  const estimatedTaxes = cents(pay.totalLeavePay * tax);
  const afterTaxBenefits = cents(pay.totalLeavePay - estimatedTaxes);
  const totalSavingsGoal = cents(gap.afterTaxGap + emergencyFundNeeded);
  const monthlySavingsNeeded = cents(totalSavingsGoal / plan.savingsMonths);

  const eligibilityIssues = eligibility(program, input.annualSalary);
  const isEligible = eligibilityIssues.length === 0;
  const maxStateBenefitWeeks = paying
    ? Math.min(
        (paying.disability?.maxWeeks ?? 0) + (paying.familyLeave?.maxWeeks ?? 0),
        paying.combinedMaxWeeks ?? Number.POSITIVE_INFINITY,
      )
    : 0;
  const waitingPeriod = paying?.waitingPeriod ?? 0;

  const scenarios = SCENARIO_WEEKS.map((weeks) => {
    const scenarioPay = leavePay(weeklySalary, employerWeeklyBenefit, program, weeks);
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
    /** The weekly figure the estimate rests on, shown after it: "($350 a week)". */
    childcareBasis: `(${formatMoney(plan.childcarePerWeek, 'when-any')} a week)`,
    netIncomeAfterChildcare: cents(monthlyTakeHome - estimatedChildcareCost),
    budgetAdjustmentNeeded: estimatedChildcareCost > monthlyGross * AFFORDABLE_CHILDCARE_SHARE,
    monthlyTakeHome,
    childcareShareOfTakeHome,
  };

  const leaveMonths = leaveWeeks / WEEKS_PER_MONTH;
  const monthlyLeaveIncome = cents(afterTaxBenefits / leaveMonths);
  const applyFrom = Math.min(4, Math.ceil(waitingPeriod / 7) + 1);
  const applyAdvice =
    waitingPeriod > 0
      ? `Apply ${applyFrom}–4 weeks before your leave starts: ${stateName} has a ${waitingPeriod}-day unpaid waiting period at the start of the claim, so the first payment comes later.`
      : 'Apply 2–4 weeks before your leave starts so the first payment is not delayed.';

  const planningPhases = {
    preLeave: {
      timeline: '3–6 months before your leave',
      tasks: [
        'Tell HR your expected leave dates and ask for the parental leave policy in writing.',
        paying
          ? `Apply for ${stateName} benefits ${applyFrom}–4 weeks before your leave starts.`
          : 'Ask HR about short-term disability insurance and paid parental leave.',
        'Check whether the FMLA or a state law protects your job during the leave.',
        'Plan how to add your baby to your health insurance (usually within 30 days of the birth).',
      ],
      financialGoals: [
        `Save ${formatMoney(totalSavingsGoal)}: about ${formatMoney(monthlySavingsNeeded)} a month for ${plan.savingsMonths} months.`,
        `Keep an emergency fund of ${formatMoney(emergencyFundNeeded)} (${fundRule}).`,
      ],
    },
    duringLeave: {
      timeline: `Weeks 1–${leaveWeeks} of your leave`,
      tasks: [
        'Check each benefit payment against the amounts estimated here.',
        'Send any forms the state program or your employer asks for on time.',
      ],
      financialGoals: [
        monthlyLeaveIncome > 0
          ? `Live on about ${formatMoney(monthlyLeaveIncome)} a month after tax.`
          : 'Cover every month of the leave from savings: no leave pay is expected.',
        `Draw no more than ${formatMoney(gap.afterTaxGap)} from savings over the whole leave.`,
      ],
    },
    postLeave: {
      timeline: 'First 3 months back at work',
      tasks: [
        'Confirm childcare and its start date before your first day back.',
        'Update your tax withholding (Form W-4) for your new dependent.',
        'Ask about a Dependent Care FSA: a birth lets you enrol mid-year.',
      ],
      financialGoals: [
        `Budget about ${formatMoney(estimatedChildcareCost)} a month for childcare.`,
        `Rebuild your emergency fund to ${formatMoney(emergencyFundNeeded)}.`,
      ],
    },
  };
  const checklist = (phase: (typeof planningPhases)['preLeave']) => [
    `When: ${phase.timeline}.`,
    ...phase.tasks,
    ...phase.financialGoals.map((goal) => `Money goal: ${goal}`),
  ];

  const recommendations: string[] = [];
  if (!isEligible) {
    recommendations.push(
      `Check your eligibility with ${stateName}: ${program?.eligibilityRule ?? ''} The amounts shown assume you qualify.`,
    );
  }
  if (paying) recommendations.push(applyAdvice);
  if (paying && waitingPeriod > 0 && input.employmentState !== 'new jersey') {
    recommendations.push(
      `Budget for the waiting period: the first ${waitingPeriod} days of the claim (about ${formatMoney(disabilityWeeklyBenefit)} of benefit) are usually not paid, which this estimate does not subtract.`,
    );
  }
  if (paying && leaveWeeks > maxStateBenefitWeeks) {
    recommendations.push(
      `Your ${leaveWeeks}-week leave is longer than the ${maxStateBenefitWeeks} weeks ${stateName} pays for a birth: ${pay.unpaidStateWeeks} week(s) get no state benefit.`,
    );
  }
  if (program && !paying && input.employmentState !== 'other') {
    recommendations.push(
      `${stateName} pays no state benefit for a leave starting ${formatIsoDate(leaveStartDate)}: plan your leave around employer pay, short-term disability insurance and savings.`,
    );
  }
  if (input.employmentState === 'other') {
    recommendations.push(
      'Your state is not one of the programs in this calculator: check your state’s official site for a paid leave or disability program.',
    );
  }
  if (input.hasEmployerBenefits === 'unsure') {
    recommendations.push(
      'Ask HR whether your employer offers paid parental leave or short-term disability insurance, and whether saved vacation and sick days can top up your pay.',
    );
  } else if (input.hasEmployerBenefits === 'no') {
    recommendations.push(
      'Check for short-term disability insurance of your own, and whether saved paid time off can top up your pay.',
    );
  }
  recommendations.push(
    `The federal FMLA protects your job (without pay) for up to ${fmla.leaveWeeks} weeks if you have worked for your employer for at least ${fmla.monthsWorked} months, worked ${formatNumber(fmla.hoursWorked)} hours in the last ${fmla.monthsWorked} months, and your employer has ${fmla.employees} or more employees within ${fmla.miles} miles (29 CFR 825.110).`,
  );
  if (gap.afterTaxGap > 0) {
    recommendations.push(
      `Save about ${formatMoney(monthlySavingsNeeded)} a month for ${plan.savingsMonths} months to cover the ${formatMoney(gap.afterTaxGap)} after-tax gap and an emergency fund of ${formatMoney(emergencyFundNeeded)} (${fundRule}).`,
    );
  }
  if (returnToWork.budgetAdjustmentNeeded) {
    recommendations.push(
      `Childcare at about ${formatMoney(estimatedChildcareCost)} a month would take ${childcareShareOfTakeHome}% of your take-home pay: plan your budget for it before you return.`,
    );
  }

  const rules = inForce.rules;
  const rulesInForce = `Rules for a leave starting ${formatIsoDate(leaveStartDate)}: ${stateName} figures in force ${formatIsoDate(rules.validFrom)} to ${formatIsoDate(rules.validTo)}.`;
  const stateNotes = [
    ...rules.notes,
    ...(program ? [`Eligibility: ${rules.eligibilityRule}`] : []),
    ...[rules.disability, rules.familyLeave].flatMap((benefit) =>
      benefit && paying ? [`${benefit.name}: ${benefit.rule}`] : [],
    ),
    rulesInForce,
  ];
  if (inForce.afterData && input.employmentState !== 'other') {
    stateNotes.push(
      `Your leave starts after ${formatIsoDate(rules.validTo)}, the last day our ${stateName} figures are confirmed for. ${stateName} updates its figures ${state.updates}; newer figures were not confirmed when this calculator was last updated, so we use the last confirmed ones (valid from ${formatIsoDate(rules.validFrom)})${mainProgram ? `, with a weekly cap of ${formatMoney(mainProgram.maxWeekly)}` : ''}. A claim may pay a little more: check the state’s site.`,
    );
  }
  if (inForce.beforeData) {
    stateNotes.push(
      `Your leave starts before ${formatIsoDate(rules.validFrom)}, the first day of the figures this calculator holds: we use those figures, which may pay more than the rules of an earlier claim.`,
    );
  }

  const programTable = paying
    ? [
        { benefit: paying.disability, weeksUsed: pay.disabilityWeeks },
        { benefit: paying.familyLeave, weeksUsed: pay.familyLeaveWeeks },
      ].flatMap(({ benefit, weeksUsed }) =>
        benefit
          ? [
              {
                program: benefit.name,
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
    summary: `Your ${leaveWeeks}-week leave pays ${formatMoney(pay.totalLeavePay)} of the ${formatMoney(gap.totalRegularPay)} you would normally earn (${formatNumber(gap.replacementRate, 1)}%).`,
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
    isEligible,
    eligibilityIssues,
    programDetails: program
      ? {
          name: stateName,
          rulesYear: rulesYear(rules.validFrom),
          paysBenefits: program.paysBenefits,
          disability: program.disability && describeProgram(program.disability, weeklySalary),
          familyLeave: program.familyLeave && describeProgram(program.familyLeave, weeklySalary),
          waitingPeriod: program.waitingPeriod,
          minimumAnnualEarnings: program.minimumAnnualEarnings,
          eligibilityRule: program.eligibilityRule,
          combinedMaxWeeks: program.combinedMaxWeeks,
          notes: program.notes,
          validFrom: program.validFrom,
          validTo: program.validTo,
          sources: program.sources,
        }
      : { name: stateName, rulesYear: rulesYear(rules.validFrom), paysBenefits: false },
    stateName,
    waitingPeriod,
    maxStateBenefitWeeks,
    leaveWeeks,
    recommendations,
    taxImpact: {
      estimatedTaxes,
      afterTaxBenefits,
      afterTaxGap: gap.afterTaxGap,
      taxRate: percent(tax),
    },
    savingsPlanning: {
      monthsToSave: plan.savingsMonths,
      monthlySavingsNeeded,
      emergencyFundNeeded,
      totalSavingsGoal,
    },
    scenarios,
    planningPhases,
    returnToWork,
    // Display fields (beyond the contract).
    /** The planning figures of the leave's dates, for the calculation lines. */
    planning: {
      stateTaxPercent: plan.stateTaxPercent,
      federalTaxPercent: plan.federalTaxPercent,
      childcarePerWeek: plan.childcarePerWeek,
      emergencyFundWeeks: plan.emergencyFundWeeks,
      emergencyFundPercentOfPay: plan.emergencyFundPercentOfPay,
    },
    rulesYear: rulesYear(rules.validFrom),
    leaveStartDate,
    rulesInForce,
    rulesAfterData: inForce.afterData,
    disabilityWeeklyBenefit,
    disabilityWeeks: pay.disabilityWeeks,
    familyLeaveWeeks: pay.familyLeaveWeeks,
    unpaidStateWeeks: pay.unpaidStateWeeks,
    totalStateBenefits: pay.totalStateBenefits,
    totalEmployerBenefits: pay.totalEmployerBenefits,
    weeklyBreakdown: pay.periods,
    programTable,
    stateNotes,
    eligibilityWarning: !isEligible,
    eligibilityStatus: isEligible
      ? 'Meets the minimum earnings we can check'
      : 'May not qualify: benefits shown assume eligibility requirements are met',
    planningChecklists: {
      preLeave: checklist(planningPhases.preLeave),
      duringLeave: checklist(planningPhases.duringLeave),
      postLeave: checklist(planningPhases.postLeave),
    },
  };
}

/** Maternity leave result. */
export type MaternityResult = ReturnType<typeof maternityFormula>;
