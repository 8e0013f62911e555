import { defineCalculator, type ReportSpec, type ResultBlock, reportSections } from '@/engine';
import { allSources, LABEL_PLANNING, STATES } from './data';
import { maternityFormula, WEEKS_PER_MONTH } from './formula';
import messages, { type Messages } from './messages.en.gen';
import { camel } from './state-messages';
import { type MaternityResult, maternityWords } from './words';

const money = { kind: 'money' } as const;
/**
 * Labels quote the planning figures (whole numbers, written as they are: no Intl while the page starts); the
 * schema holds every planning record to the same label figures, so a label never disagrees with a result.
 */
const SAVE_MONTHS = { months: String(LABEL_PLANNING.savingsMonths) };

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
    {
      block: 'stats',
      title: m.benefitsSummary(),
      items: [
        { label: m.weeklySalary(), value: 'weeklySalary', format: money },
        { label: m.stateWeeklyBenefitBonding(), value: 'stateWeeklyBenefit', format: money },
        { label: m.pregnancyDisabilityWeeklyBenefit(), value: 'disabilityWeeklyBenefit', format: money },
        { label: m.employerWeeklyBenefit(), value: 'employerWeeklyBenefit', format: money },
        { label: m.totalWeeklyBenefitBonding(), value: 'totalWeeklyBenefit', format: money },
        { label: m.stateBenefitRate(), value: 'stateBenefitRate', format: { kind: 'percent', decimals: 1 } },
      ],
    },
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

export default defineCalculator(messages, (m: Messages) => ({
  id: 'maternity-leave-pay',
  name: m.name(),
  description: m.description(),
  category: 'finance',
  keywords: [
    m.keywordMaternityLeavePay(),
    m.keywordPaidFamilyLeave(),
    m.keywordStateDisabilityInsurance(),
    m.keywordParentalLeaveCalculator(),
    m.keywordLeaveSavingsPlan(),
  ],
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
        // "other" is ICU's fallback key, so the "Other State" entry gets its own key (words.ts names her state so).
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
  present: maternityWords,
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
  examples: [
    {
      title: m.example1(),
      today: '2026-11-26',
      input: {
        annualSalary: 52000,
        leaveWeeks: 12,
        employmentState: 'california',
        hasEmployerBenefits: 'no',
        leaveStartDate: '2025-03-01',
      },
      expect: {
        weeklySalary: 1000,
        stateWeeklyBenefit: 900,
        disabilityWeeklyBenefit: 900,
        employerWeeklyBenefit: 0,
        totalWeeklyBenefit: 900,
        totalLeavePay: 10800,
        totalRegularPay: 12000,
        incomeGap: 1200,
        replacementRate: 90,
        stateBenefitRate: 90,
        isEligible: true,
        eligibilityIssues: [],
        stateName: 'California',
        waitingPeriod: 7,
        maxStateBenefitWeeks: 18,
        leaveWeeks: 12,
        rulesAfterData: false,
        taxImpact: { estimatedTaxes: 1836, afterTaxBenefits: 8964, afterTaxGap: 996, taxRate: 17 },
        savingsPlanning: {
          monthsToSave: 6,
          monthlySavingsNeeded: 1566,
          emergencyFundNeeded: 8400,
          totalSavingsGoal: 9396,
        },
        scenarios: [
          { weeks: 6, totalBenefits: 5400, incomeGap: 600, afterTaxGap: 498, monthlySavingsRequired: 1483 },
          {
            weeks: 8,
            totalBenefits: 7200,
            incomeGap: 800,
            afterTaxGap: 664,
            monthlySavingsRequired: 1510.67,
          },
          {
            weeks: 12,
            totalBenefits: 10800,
            incomeGap: 1200,
            afterTaxGap: 996,
            monthlySavingsRequired: 1566,
          },
          {
            weeks: 16,
            totalBenefits: 14400,
            incomeGap: 1600,
            afterTaxGap: 1328,
            monthlySavingsRequired: 1621.33,
          },
        ],
        returnToWork: {
          estimatedChildcareCost: 1515.5,
          netIncomeAfterChildcare: 2078.4,
          budgetAdjustmentNeeded: true,
        },
      },
    },
    {
      title: m.example2(),
      today: '2026-11-26',
      input: {
        annualSalary: 104000,
        leaveWeeks: 12,
        employmentState: 'new jersey',
        hasEmployerBenefits: 'no',
        leaveStartDate: '2026-11-26',
      },
      expect: {
        weeklySalary: 2000,
        stateWeeklyBenefit: 1119,
        disabilityWeeklyBenefit: 1119,
        totalLeavePay: 13428,
        incomeGap: 10572,
        replacementRate: 56,
        stateBenefitRate: 55.95,
        leaveStartDate: '2026-11-26',
        rulesYear: '2026',
        rulesAfterData: false,
      },
    },
    {
      title: m.example3(),
      today: '2026-11-26',
      input: {
        annualSalary: 104000,
        leaveWeeks: 12,
        employmentState: 'new jersey',
        hasEmployerBenefits: 'no',
        leaveStartDate: '2025-03-01',
      },
      expect: { stateWeeklyBenefit: 1081, totalLeavePay: 12972, rulesYear: '2025' },
    },
    {
      title: m.example4(),
      today: '2026-11-26',
      input: {
        annualSalary: 52000,
        leaveWeeks: 12,
        employmentState: 'massachusetts',
        hasEmployerBenefits: 'no',
        leaveStartDate: '2026-03-01',
      },
      expect: {
        stateWeeklyBenefit: 788.37,
        disabilityWeeklyBenefit: 788.37,
        stateBenefitRate: 78.84,
        totalLeavePay: 9460.44,
        disabilityWeeks: 6,
        familyLeaveWeeks: 6,
      },
    },
    {
      title: m.example5(),
      today: '2026-11-26',
      input: {
        annualSalary: 78000,
        leaveWeeks: 12,
        employmentState: 'oregon',
        hasEmployerBenefits: 'no',
        leaveStartDate: '2026-03-01',
      },
      expect: {
        stateWeeklyBenefit: 1193.24,
        disabilityWeeks: 2,
        familyLeaveWeeks: 10,
        totalLeavePay: 14318.88,
        waitingPeriod: 0,
      },
    },
    {
      title: m.example6(),
      today: '2026-11-26',
      input: {
        annualSalary: 78000,
        leaveWeeks: 16,
        employmentState: 'new york',
        hasEmployerBenefits: 'yes',
        employerPayPercentage: 20,
        leaveStartDate: '2026-11-26',
      },
      // Paid Family Leave from the birth: 4 weeks of disability ($170 + $300) before it, then 12 weeks at
      // $1,005 + $300 = $17,540, against 10 × $470 + 6 × $1,305 = $12,530 with disability through the recovery.
      expect: {
        weeklySalary: 1500,
        disabilityWeeklyBenefit: 170,
        stateWeeklyBenefit: 1005,
        employerWeeklyBenefit: 300,
        totalWeeklyBenefit: 1305,
        disabilityWeeks: 4,
        familyLeaveWeeks: 12,
        totalStateBenefits: 12740,
        totalEmployerBenefits: 4800,
        totalLeavePay: 17540,
        totalRegularPay: 24000,
        incomeGap: 6460,
        replacementRate: 73.1,
        stateBenefitRate: 67,
        maxStateBenefitWeeks: 22,
        leaveOrder: { kind: 'fromBirth', afterRecoveryPay: 12530, fromBirthPay: 17540, gain: 5010 },
        taxImpact: { estimatedTaxes: 2981.8, afterTaxBenefits: 14558.2, afterTaxGap: 5361.8 },
        savingsPlanning: {
          emergencyFundNeeded: 12600,
          totalSavingsGoal: 17961.8,
          monthlySavingsNeeded: 2993.63,
        },
      },
    },
    {
      title: m.example7(),
      today: '2026-11-26',
      input: {
        annualSalary: 52000,
        leaveWeeks: 12,
        employmentState: 'new york',
        hasEmployerBenefits: 'no',
        leaveStartDate: '2026-03-01',
      },
      // $1,000 a week: disability $170 (its cap), Paid Family Leave $670. 4 × 170 + 8 × 670 = $6,040, against
      // 10 × 170 + 2 × 670 = $3,040 with disability through the 6-week recovery first.
      expect: {
        disabilityWeeklyBenefit: 170,
        stateWeeklyBenefit: 670,
        disabilityWeeks: 4,
        familyLeaveWeeks: 8,
        unpaidStateWeeks: 0,
        totalLeavePay: 6040,
        leaveOrder: {
          kind: 'fromBirth',
          disabilityWeeksAfterBirth: 0,
          afterRecoveryPay: 3040,
          fromBirthPay: 6040,
          gain: 3000,
        },
      },
    },
    {
      title: m.example8(),
      today: '2026-11-26',
      input: {
        annualSalary: 52000,
        leaveWeeks: 22,
        employmentState: 'new york',
        hasEmployerBenefits: 'no',
        leaveStartDate: '2026-03-01',
      },
      // 10 × 170 + 12 × 670 = $9,740 uses all 22 weeks; Paid Family Leave from the birth pays 4 × 170 + 12 × 670 =
      // $8,720 and leaves the last 6 weeks unpaid (22 weeks together, within New York's 26 in 52).
      expect: {
        disabilityWeeks: 10,
        familyLeaveWeeks: 12,
        unpaidStateWeeks: 0,
        totalLeavePay: 9740,
        leaveOrder: { kind: 'afterRecovery', fromBirthPay: 8720, gain: 0 },
      },
    },
    {
      title: m.example9(),
      today: '2026-11-26',
      input: {
        annualSalary: 41600,
        leaveWeeks: 8,
        employmentState: 'other',
        hasEmployerBenefits: 'yes',
        employerPayPercentage: 50,
      },
      expect: {
        stateName: 'Other State',
        weeklySalary: 800,
        stateWeeklyBenefit: 0,
        employerWeeklyBenefit: 400,
        totalWeeklyBenefit: 400,
        totalLeavePay: 3200,
        incomeGap: 3200,
        replacementRate: 50,
        stateBenefitRate: 0,
        waitingPeriod: 0,
        maxStateBenefitWeeks: 0,
        taxImpact: { estimatedTaxes: 544, afterTaxBenefits: 2656, afterTaxGap: 2656 },
        savingsPlanning: {
          emergencyFundNeeded: 6720,
          totalSavingsGoal: 9376,
          monthlySavingsNeeded: 1562.67,
        },
      },
    },
    {
      title: m.example10(),
      today: '2026-11-26',
      input: {
        annualSalary: 15000,
        leaveWeeks: 10,
        employmentState: 'new jersey',
        hasEmployerBenefits: 'no',
        leaveStartDate: '2026-11-26',
      },
      expect: {
        isEligible: false,
        eligibilityIssues: ['Minimum annual earnings: $15,500'],
        eligibilityWarning: true,
        weeklySalary: 288.46,
        stateWeeklyBenefit: 245.19,
        totalLeavePay: 2451.9,
      },
    },
    {
      title: m.example11(),
      today: '2026-11-26',
      input: {
        annualSalary: 62400,
        leaveWeeks: 12,
        employmentState: 'california',
        hasEmployerBenefits: 'no',
        leaveStartDate: '2025-06-01',
      },
      expect: { stateWeeklyBenefit: 1073.52, totalLeavePay: 12882.24 },
    },
    {
      title: m.example12(),
      today: '2026-11-26',
      input: {
        annualSalary: 104000,
        leaveWeeks: 12,
        employmentState: 'rhode island',
        hasEmployerBenefits: 'no',
        leaveStartDate: '2026-11-26',
      },
      expect: {
        stateWeeklyBenefit: 1103,
        totalLeavePay: 13236,
        rulesAfterData: true,
        waitingPeriod: 0,
      },
    },
    {
      title: m.example13(),
      today: '2026-11-26',
      input: {
        annualSalary: 52000,
        leaveWeeks: 8,
        employmentState: 'hawaii',
        hasEmployerBenefits: 'no',
        leaveStartDate: '2026-11-26',
      },
      expect: {
        stateWeeklyBenefit: 580,
        disabilityWeeklyBenefit: 580,
        disabilityWeeks: 6,
        familyLeaveWeeks: 0,
        unpaidStateWeeks: 2,
        totalLeavePay: 3480,
        maxStateBenefitWeeks: 6,
        waitingPeriod: 7,
      },
    },
    {
      title: m.example14(),
      today: '2026-11-26',
      input: {
        annualSalary: 52000,
        leaveWeeks: 12,
        employmentState: 'maryland',
        hasEmployerBenefits: 'no',
        leaveStartDate: '2026-11-26',
      },
      expect: {
        stateName: 'Maryland',
        stateWeeklyBenefit: 0,
        stateBenefitRate: 0,
        totalLeavePay: 0,
        incomeGap: 12000,
        replacementRate: 0,
        maxStateBenefitWeeks: 0,
        isEligible: true,
      },
    },
    {
      title: m.example15(),
      today: '2026-11-26',
      input: {
        annualSalary: 104000,
        leaveWeeks: 18,
        employmentState: 'washington',
        hasEmployerBenefits: 'no',
        leaveStartDate: '2026-11-26',
      },
      expect: {
        stateWeeklyBenefit: 1366,
        disabilityWeeks: 6,
        familyLeaveWeeks: 10,
        unpaidStateWeeks: 2,
        maxStateBenefitWeeks: 16,
        totalLeavePay: 21856,
        incomeGap: 14144,
        replacementRate: 60.7,
      },
    },
  ],
  sources: allSources(),
}));
