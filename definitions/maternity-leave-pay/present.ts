import { sourceUrls, stateData } from './data';
import {
  APPLY_WEEKS_BEFORE_MAX,
  type LeavePeriod,
  type MaternityInput,
  type MaternityValues,
} from './formula';
import type { Messages } from './messages.en.gen';
import { camel } from './state-messages';
import { type BenefitProgram, rulesOf } from './state-programs';

/** The maternity result the page and `npm run calc` show: the formula's values, the state's words, the advice. */
export function presentMaternity(values: MaternityValues, _input: MaternityInput, m: Messages) {
  const state = stateData(values.employmentState);
  const record = state.periods.find((period) => period.validFrom === values.rulesValidFrom);
  if (!record) throw new Error(`No ${state.id} record from ${values.rulesValidFrom}`);
  const rules = rulesOf(m, state, record);
  // "other" is ICU's fallback key, so the "Other State" entry gets its own key.
  const stateName = m.stateName({
    state: state.id === 'other' ? 'otherState' : camel(state.id),
    label: state.label,
  });
  const { leaveWeeks, planning, savingsPlanning, taxImpact, returnToWork } = values;
  const fund = {
    fund: savingsPlanning.emergencyFundNeeded,
    weeks: planning.emergencyFundWeeks,
    percent: planning.emergencyFundPercentOfPay,
  };
  const rulesYear = m.rulesYear({
    janFirst: values.rulesValidFrom.endsWith('-01-01') ? 'yes' : 'no',
    year: values.rulesValidFrom.slice(0, 4),
    from: values.rulesValidFrom,
  });
  const rulesInForce = m.rulesInForce({
    start: values.leaveStartDate,
    // Without a state program only federal figures apply: the select's "Other state" is no name for them.
    program: state.id === 'other' ? 'federal' : 'state',
    state: stateName,
    from: values.rulesValidFrom,
    to: values.rulesValidTo,
  });

  const planningPhases = {
    preLeave: {
      timeline: m.preLeaveTimeline(),
      tasks: [
        m.tellHr(),
        values.paysBenefits
          ? m.applyForState({ state: stateName, from: values.applyFrom, to: APPLY_WEEKS_BEFORE_MAX })
          : m.askHrDisability(),
        m.checkProtection(),
        m.addBaby(),
      ],
      financialGoals: [
        m.saveGoal({
          total: savingsPlanning.totalSavingsGoal,
          monthly: savingsPlanning.monthlySavingsNeeded,
          months: savingsPlanning.monthsToSave,
        }),
        m.keepFund(fund),
      ],
    },
    duringLeave: {
      timeline: m.duringLeaveTimeline({ weeks: leaveWeeks }),
      tasks: [m.checkPayments(), m.sendForms()],
      financialGoals: [
        values.monthlyLeaveIncome > 0 ? m.liveOn({ monthly: values.monthlyLeaveIncome }) : m.noLeavePay(),
        m.drawAtMost({ gap: taxImpact.afterTaxGap }),
      ],
    },
    postLeave: {
      timeline: m.postLeaveTimeline(),
      tasks: [m.confirmChildcare(), m.updateW4(), m.askFsa()],
      financialGoals: [
        m.budgetChildcare({ cost: returnToWork.estimatedChildcareCost }),
        m.rebuildFund({ fund: savingsPlanning.emergencyFundNeeded }),
      ],
    },
  };
  const checklist = (phase: (typeof planningPhases)['preLeave']) => [
    m.checklistWhen({ timeline: phase.timeline }),
    ...phase.tasks,
    ...phase.financialGoals.map((goal) => m.moneyGoal({ goal })),
  ];

  /** Every figure a recommendation may quote; each one's words pick what they need. */
  const adviceFigures = {
    state: stateName,
    rule: rules.eligibilityRule,
    from: values.applyFrom,
    to: APPLY_WEEKS_BEFORE_MAX,
    days: values.waitingPeriod,
    amount: values.disabilityWeeklyBenefit,
    weeks: leaveWeeks,
    stateWeeks: values.maxStateBenefitWeeks,
    unpaid: values.unpaidStateWeeks,
    start: values.leaveStartDate,
    fmlaWeeks: values.fmla.leaveWeeks,
    fmlaMonths: values.fmla.monthsWorked,
    hours: values.fmla.hoursWorked,
    employees: values.fmla.employees,
    miles: values.fmla.miles,
    monthly: savingsPlanning.monthlySavingsNeeded,
    saveMonths: savingsPlanning.monthsToSave,
    gap: taxImpact.afterTaxGap,
    fund: savingsPlanning.emergencyFundNeeded,
    fundWeeks: planning.emergencyFundWeeks,
    percent: planning.emergencyFundPercentOfPay,
    cost: returnToWork.estimatedChildcareCost,
    share: returnToWork.childcareShareOfTakeHome,
    after: values.leaveOrder?.disabilityWeeksAfterBirth ?? 0,
    gain: values.leaveOrder?.gain ?? 0,
  };

  const order = values.leaveOrder;
  /** Which order of disability and family leave is counted, and the rule that lets her choose (else none). */
  const leaveOrderNotes = order
    ? [
        m.leaveOrderNote({
          order: order.kind,
          chosen: values.totalLeavePay,
          weeks: leaveWeeks,
          gain: order.gain,
          recovery: order.recoveryWeeks,
          afterRecovery: order.afterRecoveryPay,
          fromBirth: order.fromBirthPay,
          before: order.weeksBeforeBirth,
          after: order.disabilityWeeksAfterBirth,
        }),
        m.leaveOrderRule({
          state: stateName,
          combined: record.combinedMaxWeeks ?? 0,
          before: order.weeksBeforeBirth,
        }),
      ]
    : [];

  const programs = { disability: rules.disability, familyLeave: rules.familyLeave };
  const programName = (kind: LeavePeriod['kind']) =>
    kind === 'unpaid' ? m.unpaidWeeks() : kind === 'none' ? m.noStateProgram() : (programs[kind]?.name ?? '');
  const stateNotes = [
    ...rules.notes,
    ...(values.hasProgram ? [m.eligibilityNote({ rule: rules.eligibilityRule })] : []),
    ...[rules.disability, rules.familyLeave].flatMap((benefit) =>
      benefit && values.paysBenefits ? [m.programRule({ name: benefit.name, rule: benefit.rule })] : [],
    ),
    rulesInForce,
    ...(values.rulesAfterData && values.hasProgram
      ? [
          m.afterData({
            to: values.rulesValidTo,
            state: stateName,
            updates: rules.updates,
            from: values.rulesValidFrom,
            hasCap: values.mainMaxWeekly > 0 ? 'yes' : 'no',
            cap: values.mainMaxWeekly,
          }),
        ]
      : []),
    ...(values.rulesBeforeData ? [m.beforeData({ from: values.rulesValidFrom })] : []),
  ];
  const detailsOf = (program: BenefitProgram | null, rate: number) =>
    program && {
      name: program.name,
      rate,
      bands: program.bands,
      maxWeekly: program.maxWeekly,
      maxWeeks: program.maxWeeks,
      programMaxWeeks: program.programMaxWeeks,
      rule: program.rule,
      sources: program.sources,
    };

  const {
    recommendations: _ids,
    eligibilityMinimum,
    weeklyBreakdown,
    programTable,
    disabilityRate: _disabilityRate,
    familyLeaveRate: _familyLeaveRate,
    employmentState: _state,
    hasProgram: _hasProgram,
    paysBenefits: _pays,
    rulesValidFrom: _from,
    rulesValidTo: _to,
    rulesBeforeData: _before,
    mainMaxWeekly: _cap,
    applyFrom: _applyFrom,
    monthlyLeaveIncome: _monthly,
    fmla: _fmla,
    ...shown
  } = values;
  return {
    summary: m.summary({
      weeks: leaveWeeks,
      leavePay: values.totalLeavePay,
      regularPay: values.totalRegularPay,
      rate: values.replacementRate,
    }),
    ...shown,
    eligibilityIssues:
      eligibilityMinimum === null ? [] : [m.minimumEarnings({ minimum: eligibilityMinimum })],
    programDetails: values.hasProgram
      ? {
          name: stateName,
          rulesYear,
          paysBenefits: record.paysBenefits,
          disability: detailsOf(rules.disability, values.disabilityRate),
          familyLeave: detailsOf(rules.familyLeave, values.familyLeaveRate),
          waitingPeriod: record.waitingPeriod,
          minimumAnnualEarnings: record.minimumAnnualEarnings,
          eligibilityRule: rules.eligibilityRule,
          combinedMaxWeeks: record.combinedMaxWeeks,
          notes: rules.notes,
          validFrom: record.validFrom,
          validTo: record.validTo,
          sources: sourceUrls(record.sources),
        }
      : { name: stateName, rulesYear, paysBenefits: false },
    stateName,
    recommendations: values.recommendations.map((id) => m.recommendation({ ...adviceFigures, id })),
    planningPhases,
    returnToWork: {
      ...returnToWork,
      childcareBasis: m.childcareBasis({ perWeek: planning.childcarePerWeek }),
    },
    rulesYear,
    rulesInForce,
    leaveOrderNotes,
    weeklyBreakdown: weeklyBreakdown.map(({ kind, ...row }) => ({ period: programName(kind), ...row })),
    programTable: programTable.map(({ kind, ...row }) => ({ program: programName(kind), ...row })),
    stateNotes,
    eligibilityStatus: values.isEligible ? m.eligible() : m.mayNotQualify(),
    planningChecklists: {
      preLeave: checklist(planningPhases.preLeave),
      duringLeave: checklist(planningPhases.duringLeave),
      postLeave: checklist(planningPhases.postLeave),
    },
  };
}

/** Maternity leave result. */
export type MaternityResult = ReturnType<typeof presentMaternity>;
