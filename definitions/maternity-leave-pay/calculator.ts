import { defineCalculator, type ReportSpec, type ResultBlock, reportSections } from '@/engine';
import { LABEL_PLANNING, STATES } from './data';
import { maternityFormula, WEEKS_PER_MONTH } from './formula';
import type { Messages } from './messages.en.gen';
import { type MaternityResult, presentMaternity } from './present';
import { camel } from './state-messages';

const money = { kind: 'money' } as const;
/**
 * Labels quote the planning figures (whole numbers, written as they are: no Intl while the page starts); the
 * schema holds every planning record to the same label figures, so a label never disagrees with a result.
 */
const SAVE_MONTHS = { months: String(LABEL_PLANNING.savingsMonths) };

/**
 * The weekly benefits: the state benefit is called the bonding rate only where the state pays family (bonding)
 * leave; elsewhere it is the disability benefit or nothing, and a bonding label would misname it.
 */
const benefitsSummary = (m: Messages, bonding: boolean): ResultBlock<MaternityResult> => ({
  block: 'stats',
  when: bonding ? 'paysFamilyLeave' : 'paysNoFamilyLeave',
  title: m.benefitsSummary(),
  items: [
    { label: m.weeklySalary(), value: 'weeklySalary', format: money },
    {
      label: bonding ? m.stateWeeklyBenefitBonding() : m.stateWeeklyBenefit(),
      value: 'stateWeeklyBenefit',
      format: money,
    },
    { label: m.pregnancyDisabilityWeeklyBenefit(), value: 'disabilityWeeklyBenefit', format: money },
    { label: m.employerWeeklyBenefit(), value: 'employerWeeklyBenefit', format: money },
    {
      label: bonding ? m.totalWeeklyBenefitBonding() : m.totalWeeklyBenefit(),
      value: 'totalWeeklyBenefit',
      format: money,
    },
    { label: m.stateBenefitRate(), value: 'stateBenefitRate', format: { kind: 'percent', decimals: 1 } },
  ],
});

/** A section of the result that the visitor opens when she wants the details. */
const section = (summary: string, blocks: ResultBlock<MaternityResult>[]): ResultBlock<MaternityResult> => ({
  block: 'group',
  summary,
  blocks,
});

/** The answer first (pay, gap, what to save), then the details in sections she can open. */
const BENEFIT_BLOCKS = (m: Messages): ResultBlock<MaternityResult>[] => [
  {
    block: 'category-card',
    title: m.totalPayDuringYour(),
    value: 'totalLeavePay',
    format: money,
    category: 'stateName',
    interpretation: 'summary',
  },
  {
    block: 'stats',
    // The headline figures; the report has each of them in its own section below.
    report: false,
    items: [
      { label: m.averageWeeklyPayDuring(), value: 'averageWeeklyPay', format: money },
      { label: m.incomeGap(), value: 'incomeGap', format: money },
      {
        label: m.saveEachMonthFor(SAVE_MONTHS),
        value: 'savingsPlanning.monthlySavingsNeeded',
        format: money,
      },
    ],
  },
  // Where the state lets family leave start at the birth: the order counted, beside the answer it changes.
  {
    block: 'list',
    title: m.whichBenefitToTake(),
    when: 'leaveOrderNotes.0',
    items: 'leaveOrderNotes',
  },
  {
    block: 'note',
    when: 'rulesAfterData',
    tone: 'warning',
    text: m.thisLeaveStartsAfter(),
  },
  section(m.yourStateSProgram(), [
    {
      block: 'table',
      title: m.statePrograms(),
      when: 'programTable.0',
      rows: 'programTable',
      columns: [
        { label: m.program(), key: 'program' },
        { label: m.yourWeeklyBenefit(), key: 'weeklyBenefit', format: money },
        { label: m.shareOfYourPay(), key: 'rate', format: { kind: 'percent', decimals: 1 } },
        { label: m.weeklyCap(), key: 'maxWeekly', format: money },
        { label: m.weeksForABirth(), key: 'weeks', format: { kind: 'integer' } },
        { label: m.weeksInYourLeave(), key: 'weeksUsed', format: { kind: 'integer' } },
      ],
    },
    { block: 'list', title: m.aboutYourStateS(), items: 'stateNotes' },
  ]),
  section(m.weekByWeek(), [
    benefitsSummary(m, true),
    benefitsSummary(m, false),
    {
      block: 'table',
      title: m.weeklyBreakdown(),
      rows: 'weeklyBreakdown',
      columns: [
        { label: m.period(), key: 'period' },
        { label: m.weeks(), key: 'weeks', format: { kind: 'integer' } },
        { label: m.stateAWeek(), key: 'stateWeekly', format: money },
        { label: m.employerAWeek(), key: 'employerWeekly', format: money },
        { label: m.totalAWeek(), key: 'totalWeekly', format: money },
        { label: m.total(), key: 'total', format: money },
      ],
    },
  ]),
  section(m.incomeGapAndTax(), [
    {
      block: 'stats',
      title: m.incomeGap(),
      items: [
        { label: m.regularPayForThe(), value: 'totalRegularPay', format: money },
        { label: m.totalPayDuringLeave(), value: 'totalLeavePay', format: money },
        { label: m.incomeGap(), value: 'incomeGap', format: money },
        { label: m.payReplaced(), value: 'replacementRate', format: { kind: 'percent', decimals: 1 } },
      ],
    },
    {
      block: 'stats',
      title: m.taxImpact(),
      items: [
        {
          label: m.taxRateStateFederal({
            stateTaxPercent: String(LABEL_PLANNING.stateTaxPercent),
            federalTaxPercent: String(LABEL_PLANNING.federalTaxPercent),
          }),
          value: 'taxImpact.taxRate',
          format: { kind: 'percent' },
        },
        { label: m.estimatedTaxesOnLeave(), value: 'taxImpact.estimatedTaxes', format: money },
        { label: m.leavePayAfterTax(), value: 'taxImpact.afterTaxBenefits', format: money },
        { label: m.incomeGapAfterTax(), value: 'taxImpact.afterTaxGap', format: money },
      ],
    },
  ]),
  section(m.savingsPlan(), [
    {
      block: 'stats',
      items: [
        { label: m.monthsToSave(), value: 'savingsPlanning.monthsToSave', format: { kind: 'integer' } },
        { label: m.saveEachMonth(), value: 'savingsPlanning.monthlySavingsNeeded', format: money },
        {
          label: m.emergencyFundWeeksAt({
            emergencyFundWeeks: String(LABEL_PLANNING.emergencyFundWeeks),
            emergencyFundPercentOfPay: String(LABEL_PLANNING.emergencyFundPercentOfPay),
          }),
          value: 'savingsPlanning.emergencyFundNeeded',
          format: money,
        },
        { label: m.totalSavingsGoal(), value: 'savingsPlanning.totalSavingsGoal', format: money },
      ],
    },
  ]),
  section(m.shorterOrLongerLeave(), [
    {
      block: 'table',
      title: m.compareLeaveLengths(),
      rows: 'scenarios',
      columns: [
        { label: m.weeks(), key: 'weeks', format: { kind: 'integer' } },
        { label: m.leavePay(), key: 'totalBenefits', format: money },
        { label: m.regularPay(), key: 'totalRegularPay', format: money },
        { label: m.incomeGap(), key: 'incomeGap', format: money },
        { label: m.gapAfterTax(), key: 'afterTaxGap', format: money },
        { label: m.payReplaced(), key: 'replacementRate', format: { kind: 'percent', decimals: 1 } },
        { label: m.saveAMonthFor(SAVE_MONTHS), key: 'monthlySavingsRequired', format: money },
      ],
      highlight: { key: 'weeks', equals: 'leaveWeeks' },
    },
  ]),
  section(m.backToWork(), [
    {
      block: 'stats',
      title: m.backToWorkA(),
      items: [
        {
          label: m.childcareEstimate(),
          value: 'returnToWork.estimatedChildcareCost',
          format: money,
          unitFrom: 'returnToWork.childcareBasis',
        },
        { label: m.takeHomePay(), value: 'returnToWork.monthlyTakeHome', format: money },
        { label: m.leftAfterChildcare(), value: 'returnToWork.netIncomeAfterChildcare', format: money },
      ],
    },
    {
      block: 'note',
      when: 'returnToWork.budgetAdjustmentNeeded',
      tone: 'warning',
      text: m.childcareWouldCostMore(),
    },
  ]),
  section(m.checklistsBeforeDuringAnd(), [
    { block: 'list', title: m.beforeYourLeave(), items: 'planningChecklists.preLeave' },
    { block: 'list', title: m.duringYourLeave(), items: 'planningChecklists.duringLeave' },
    { block: 'list', title: m.afterYouReturn(), items: 'planningChecklists.postLeave' },
  ]),
];

/** The result below the report buttons: eligibility, the benefits (muted when she may not qualify), advice. */
const BLOCKS = (m: Messages): ResultBlock<MaternityResult>[] => [
  { block: 'list', title: m.eligibilityWarnings(), items: 'eligibilityIssues' },
  {
    block: 'group',
    mutedWhen: 'eligibilityWarning',
    note: m.benefitsShownAssumeEligibility(),
    blocks: BENEFIT_BLOCKS(m),
  },
  { block: 'list', title: m.recommendations(), items: 'recommendations' },
];

/**
 * What the Print PDF, Download Report and Share buttons put in the report: a first section of what the page says
 * only in its headline and explanation, then every section of the result blocks above (`reportSections`).
 */
const REPORT = (m: Messages): ReportSpec<MaternityResult> => ({
  title: m.maternityLeavePayReport(),
  fileName: m.maternityLeaveReportTxt(),
  shareTitle: m.myMaternityLeavePay(),
  summary: [
    { label: m.state(), value: 'stateName' },
    { label: m.leave(), value: 'leaveWeeks', format: { kind: 'integer' }, unit: m.leaveWeeksSuffix() },
    { label: m.totalPayDuringLeave(), value: 'totalLeavePay', format: money },
    { label: m.incomeGap(), value: 'incomeGap', format: money },
    { label: m.payReplaced(), value: 'replacementRate', format: { kind: 'percent', decimals: 1 } },
    {
      label: m.saveEachMonthFor(SAVE_MONTHS),
      value: 'savingsPlanning.monthlySavingsNeeded',
      format: money,
    },
  ],
  sections: [
    {
      title: m.yourLeave(),
      items: [
        { label: m.state(), value: 'stateName' },
        { label: m.totalPayDuringLeave(), value: 'totalLeavePay', format: money },
        { label: m.averageWeeklyPayDuring(), value: 'averageWeeklyPay', format: money },
        { label: m.leaveStarts(), value: 'leaveStartDate', format: { kind: 'date' } },
        {
          label: m.leaveLength(),
          value: 'leaveWeeks',
          format: { kind: 'integer' },
          unit: m.leaveWeeksSuffix(),
        },
        {
          label: m.weeksTheStatePays(),
          value: 'maxStateBenefitWeeks',
          format: { kind: 'integer' },
        },
        { label: m.waitingPeriod(), value: 'waitingPeriod', format: { kind: 'integer' }, unit: m.days() },
        { label: m.eligibility(), value: 'eligibilityStatus' },
      ],
    },
    ...reportSections(BLOCKS(m)),
  ],
  footer: m.anEstimateForInformation(),
});

export default defineCalculator((m: Messages) => ({
  id: 'maternity-leave-pay',
  name: m.name(),
  category: 'finance',
  icon: 'piggy-bank',
  color: 'orange',
  audience: { note: m.audienceNote() },
  fields: {
    annualSalary: {
      type: 'number',
      label: m.annualSalaryLabel(),
      min: 1,
      max: 10_000_000,
      step: 1000,
      suffix: m.annualSalarySuffix(),
      required: true,
      placeholder: m.annualSalaryPlaceholder(),
    },
    leaveWeeks: {
      type: 'number',
      label: m.leaveWeeksLabel(),
      min: 1,
      max: 52,
      integer: true,
      suffix: m.leaveWeeksSuffix(),
      required: true,
      placeholder: m.leaveWeeksPlaceholder(),
    },
    employmentState: {
      type: 'select',
      label: m.employmentStateLabel(),
      required: true,
      options: STATES.map((state) => ({
        value: state.id,
        // "other" is ICU's fallback key, so the "Other State" entry gets its own key (present.ts names her state so).
        label: m.stateName({
          state: state.id === 'other' ? 'otherState' : camel(state.id),
          label: state.label,
        }),
      })),
    },
    leaveStartDate: {
      type: 'date',
      label: m.leaveStartDateLabel(),
      description: m.leaveStartDateHelp(),
    },
    hasEmployerBenefits: {
      type: 'select',
      label: m.hasEmployerBenefitsLabel(),
      required: true,
      options: [
        { value: 'yes', label: m.hasEmployerBenefitsOptionYes() },
        { value: 'no', label: m.hasEmployerBenefitsOptionNo() },
        { value: 'unsure', label: m.hasEmployerBenefitsOptionUnsure() },
      ],
    },
    employerPayPercentage: {
      type: 'number',
      label: m.employerPayPercentageLabel(),
      description: m.employerPayPercentageHelp(),
      required: true,
      min: 0,
      max: 100,
      step: 1,
      suffix: '%',
      placeholder: m.employerPayPercentagePlaceholder(),
      visibleWhen: { field: 'hasEmployerBenefits', equals: 'yes' },
    },
  },
  formula: maternityFormula,
  present: presentMaternity,
  result: [{ block: 'custom', component: 'report-actions', props: REPORT(m) }, ...BLOCKS(m)],
  explain: (input, result, m) => [
    m.explainSalary({ salary: input.annualSalary, weekly: result.weeklySalary }),
    result.totalStateBenefits > 0
      ? m.explainState({
          rulesInForce: result.rulesInForce,
          disabilityWeeks: result.disabilityWeeks,
          disabilityWeekly: result.disabilityWeeklyBenefit,
          familyWeeks: result.familyLeaveWeeks,
          familyWeekly: result.stateWeeklyBenefit,
        })
      : m.explainNoState({ state: result.stateName }),
    m.explainEmployer({ weekly: result.employerWeeklyBenefit }),
    m.explainGap({
      regular: result.totalRegularPay,
      leave: result.totalLeavePay,
      gap: result.incomeGap,
      tax: result.taxImpact.taxRate,
      afterTax: result.taxImpact.afterTaxGap,
    }),
    m.explainSavings({
      weekly: result.weeklySalary,
      weeks: result.planning.emergencyFundWeeks,
      percent: result.planning.emergencyFundPercentOfPay,
      fund: result.savingsPlanning.emergencyFundNeeded,
      goal: result.savingsPlanning.totalSavingsGoal,
      monthly: result.savingsPlanning.monthlySavingsNeeded,
      months: result.savingsPlanning.monthsToSave,
    }),
    m.explainChildcare({
      perWeek: result.planning.childcarePerWeek,
      weeksPerMonth: WEEKS_PER_MONTH,
      cost: result.returnToWork.estimatedChildcareCost,
    }),
  ],
}));
