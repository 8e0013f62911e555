import { defineCalculator, type ReportSpec, type ResultBlock, reportSections } from '@/engine';
import { allSources, LABEL_PLANNING, STATES } from './data';
import { type MaternityInput, type MaternityValues, maternityFormula, WEEKS_PER_MONTH } from './formula';
import messages, { type Messages } from './messages.en.gen';
import { type MaternityResult, maternityWords } from './words';

const money = { kind: 'money' } as const;
/**
 * Labels quote the planning figures (whole numbers, written as they are: no Intl while the page starts); the
 * schema holds every planning record to the same label figures, so a label never disagrees with a result.
 */
const SAVE_MONTHS = `${LABEL_PLANNING.savingsMonths} months`;

/** A section of the result that the visitor opens when she wants the details. */
const section = (summary: string, blocks: ResultBlock<MaternityResult>[]): ResultBlock<MaternityResult> => ({
  block: 'group',
  summary,
  blocks,
});

/** The answer first (pay, gap, what to save), then the details in sections she can open. */
const BENEFIT_BLOCKS: ResultBlock<MaternityResult>[] = [
  {
    block: 'category-card',
    title: 'Total pay during your leave',
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
      { label: 'Average weekly pay during leave', value: 'averageWeeklyPay', format: money },
      { label: 'Income gap', value: 'incomeGap', format: money },
      {
        label: `Save each month for ${SAVE_MONTHS}`,
        value: 'savingsPlanning.monthlySavingsNeeded',
        format: money,
      },
    ],
  },
  // Where the state lets family leave start at the birth: the order counted, beside the answer it changes.
  {
    block: 'list',
    title: 'Which benefit to take after the birth',
    when: 'leaveOrderNotes.0',
    items: 'leaveOrderNotes',
  },
  {
    block: 'note',
    when: 'rulesAfterData',
    tone: 'warning',
    text: 'This leave starts after the newest figures this calculator holds for your state: see “About your state’s program” for the figures used and the date they rest on.',
  },
  section('Your state’s program', [
    {
      block: 'table',
      title: 'State programs',
      when: 'programTable.0',
      rows: 'programTable',
      columns: [
        { label: 'Program', key: 'program' },
        { label: 'Your weekly benefit', key: 'weeklyBenefit', format: money },
        { label: 'Share of your pay', key: 'rate', format: { kind: 'percent', decimals: 1 } },
        { label: 'Weekly cap', key: 'maxWeekly', format: money },
        { label: 'Weeks for a birth', key: 'weeks', format: { kind: 'integer' } },
        { label: 'Weeks in your leave', key: 'weeksUsed', format: { kind: 'integer' } },
      ],
    },
    { block: 'list', title: 'About your state’s program', items: 'stateNotes' },
  ]),
  section('Week by week', [
    {
      block: 'stats',
      title: 'Benefits summary',
      items: [
        { label: 'Weekly salary', value: 'weeklySalary', format: money },
        { label: 'State weekly benefit (bonding rate)', value: 'stateWeeklyBenefit', format: money },
        { label: 'Pregnancy disability weekly benefit', value: 'disabilityWeeklyBenefit', format: money },
        { label: 'Employer weekly benefit', value: 'employerWeeklyBenefit', format: money },
        { label: 'Total weekly benefit (bonding rate)', value: 'totalWeeklyBenefit', format: money },
        { label: 'State benefit rate', value: 'stateBenefitRate', format: { kind: 'percent', decimals: 1 } },
      ],
    },
    {
      block: 'table',
      title: 'Weekly breakdown',
      rows: 'weeklyBreakdown',
      columns: [
        { label: 'Period', key: 'period' },
        { label: 'Weeks', key: 'weeks', format: { kind: 'integer' } },
        { label: 'State a week', key: 'stateWeekly', format: money },
        { label: 'Employer a week', key: 'employerWeekly', format: money },
        { label: 'Total a week', key: 'totalWeekly', format: money },
        { label: 'Total', key: 'total', format: money },
      ],
    },
  ]),
  section('Income gap and tax', [
    {
      block: 'stats',
      title: 'Income gap',
      items: [
        { label: 'Regular pay for the same weeks', value: 'totalRegularPay', format: money },
        { label: 'Total pay during leave', value: 'totalLeavePay', format: money },
        { label: 'Income gap', value: 'incomeGap', format: money },
        { label: 'Pay replaced', value: 'replacementRate', format: { kind: 'percent', decimals: 1 } },
      ],
    },
    {
      block: 'stats',
      title: 'Tax impact',
      items: [
        {
          label: `Tax rate (${LABEL_PLANNING.stateTaxPercent}% state + ${LABEL_PLANNING.federalTaxPercent}% federal)`,
          value: 'taxImpact.taxRate',
          format: { kind: 'percent' },
        },
        { label: 'Estimated taxes on leave pay', value: 'taxImpact.estimatedTaxes', format: money },
        { label: 'Leave pay after tax', value: 'taxImpact.afterTaxBenefits', format: money },
        { label: 'Income gap after tax', value: 'taxImpact.afterTaxGap', format: money },
      ],
    },
  ]),
  section('Savings plan', [
    {
      block: 'stats',
      items: [
        { label: 'Months to save', value: 'savingsPlanning.monthsToSave', format: { kind: 'integer' } },
        { label: 'Save each month', value: 'savingsPlanning.monthlySavingsNeeded', format: money },
        {
          label: `Emergency fund (${LABEL_PLANNING.emergencyFundWeeks} weeks at ${LABEL_PLANNING.emergencyFundPercentOfPay}% of pay)`,
          value: 'savingsPlanning.emergencyFundNeeded',
          format: money,
        },
        { label: 'Total savings goal', value: 'savingsPlanning.totalSavingsGoal', format: money },
      ],
    },
  ]),
  section('Shorter or longer leave', [
    {
      block: 'table',
      title: 'Compare leave lengths',
      rows: 'scenarios',
      columns: [
        { label: 'Weeks', key: 'weeks', format: { kind: 'integer' } },
        { label: 'Leave pay', key: 'totalBenefits', format: money },
        { label: 'Regular pay', key: 'totalRegularPay', format: money },
        { label: 'Income gap', key: 'incomeGap', format: money },
        { label: 'Gap after tax', key: 'afterTaxGap', format: money },
        { label: 'Pay replaced', key: 'replacementRate', format: { kind: 'percent', decimals: 1 } },
        { label: `Save a month (${SAVE_MONTHS})`, key: 'monthlySavingsRequired', format: money },
      ],
      highlight: { key: 'weeks', equals: 'leaveWeeks' },
    },
  ]),
  section('Back to work', [
    {
      block: 'stats',
      title: 'Back to work (a month)',
      items: [
        {
          label: 'Childcare estimate',
          value: 'returnToWork.estimatedChildcareCost',
          format: money,
          unitFrom: 'returnToWork.childcareBasis',
        },
        { label: 'Take-home pay', value: 'returnToWork.monthlyTakeHome', format: money },
        { label: 'Left after childcare', value: 'returnToWork.netIncomeAfterChildcare', format: money },
      ],
    },
    {
      block: 'note',
      when: 'returnToWork.budgetAdjustmentNeeded',
      tone: 'warning',
      text: 'Childcare would cost more than 7% of your pay, the cap HHS set in 2024 on subsidised families’ copayments (a yardstick, not a rule): plan your budget for it before you return.',
    },
  ]),
  section('Checklists: before, during and after your leave', [
    { block: 'list', title: 'Before your leave', items: 'planningChecklists.preLeave' },
    { block: 'list', title: 'During your leave', items: 'planningChecklists.duringLeave' },
    { block: 'list', title: 'After you return', items: 'planningChecklists.postLeave' },
  ]),
];

/** The result below the report buttons: eligibility, the benefits (muted when she may not qualify), advice. */
const BLOCKS: ResultBlock<MaternityResult>[] = [
  { block: 'list', title: 'Eligibility warnings', items: 'eligibilityIssues' },
  {
    block: 'group',
    mutedWhen: 'eligibilityWarning',
    note: 'Benefits shown assume eligibility requirements are met',
    blocks: BENEFIT_BLOCKS,
  },
  { block: 'list', title: 'Recommendations', items: 'recommendations' },
];

/**
 * What the Print PDF, Download Report and Share buttons put in the report: a first section of what the page says
 * only in its headline and explanation, then every section of the result blocks above (`reportSections`).
 */
const REPORT: ReportSpec<MaternityResult> = {
  title: 'Maternity Leave Pay Report',
  fileName: 'maternity-leave-report.txt',
  shareTitle: 'My maternity leave pay estimate',
  summary: [
    { label: 'State', value: 'stateName' },
    { label: 'Leave', value: 'leaveWeeks', format: { kind: 'integer' }, unit: 'weeks' },
    { label: 'Total pay during leave', value: 'totalLeavePay', format: money },
    { label: 'Income gap', value: 'incomeGap', format: money },
    { label: 'Pay replaced', value: 'replacementRate', format: { kind: 'percent', decimals: 1 } },
    {
      label: `Save each month for ${SAVE_MONTHS}`,
      value: 'savingsPlanning.monthlySavingsNeeded',
      format: money,
    },
  ],
  sections: [
    {
      title: 'Your leave',
      items: [
        { label: 'State', value: 'stateName' },
        { label: 'Total pay during leave', value: 'totalLeavePay', format: money },
        { label: 'Average weekly pay during leave', value: 'averageWeeklyPay', format: money },
        { label: 'Leave starts', value: 'leaveStartDate', format: { kind: 'date' } },
        { label: 'Leave length', value: 'leaveWeeks', format: { kind: 'integer' }, unit: 'weeks' },
        {
          label: 'Weeks the state pays for a birth',
          value: 'maxStateBenefitWeeks',
          format: { kind: 'integer' },
        },
        { label: 'Waiting period', value: 'waitingPeriod', format: { kind: 'integer' }, unit: 'days' },
        { label: 'Eligibility', value: 'eligibilityStatus' },
      ],
    },
    ...reportSections(BLOCKS),
  ],
  footer:
    'An estimate for information only, not financial, tax or legal advice. Check the figures with your state program and your employer.',
};

export default defineCalculator<MaternityInput, MaternityResult, MaternityValues, Messages>({
  id: 'maternity-leave-pay',
  name: 'Maternity Leave Pay Calculator',
  description:
    'Estimate your pay during maternity leave from state paid-leave programs and your employer, the income gap, and how much to save before the baby arrives.',
  category: 'finance',
  keywords: [
    'maternity leave pay',
    'paid family leave',
    'state disability insurance',
    'parental leave calculator',
    'leave savings plan',
  ],
  icon: 'piggy-bank',
  color: 'orange',
  audience: { note: 'For employees in the US: federal rules and the state paid-leave programs.' },
  fields: {
    annualSalary: {
      type: 'number',
      label: 'Annual salary',
      min: 1,
      max: 10_000_000,
      step: 1000,
      suffix: 'USD',
      required: true,
      placeholder: 'e.g. 60000',
    },
    leaveWeeks: {
      type: 'number',
      label: 'Length of leave',
      min: 1,
      max: 52,
      integer: true,
      suffix: 'weeks',
      required: true,
      placeholder: 'e.g. 12',
    },
    employmentState: {
      type: 'select',
      label: 'State where you work',
      required: true,
      options: STATES.map((state) => ({ value: state.id, label: state.label })),
    },
    leaveStartDate: {
      type: 'date',
      label: 'First day of your leave',
      description:
        'Optional: picks the state’s rules in force that day (caps change each year). Leave it empty for today.',
    },
    hasEmployerBenefits: {
      type: 'select',
      label: 'Does your employer pay during maternity leave?',
      required: true,
      options: [
        { value: 'yes', label: 'Yes' },
        { value: 'no', label: 'No' },
        { value: 'unsure', label: 'Not sure' },
      ],
    },
    employerPayPercentage: {
      type: 'number',
      label: 'Share of salary your employer pays',
      description:
        'The percentage of your usual pay your employer pays each week of leave (ask HR if unsure).',
      required: true,
      min: 0,
      max: 100,
      step: 1,
      suffix: '%',
      placeholder: 'e.g. 50',
      visibleWhen: { field: 'hasEmployerBenefits', equals: 'yes' },
    },
  },
  formula: maternityFormula,
  present: maternityWords,
  messages,
  result: [{ block: 'custom', component: 'report-actions', props: REPORT }, ...BLOCKS],
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
      title: 'California, leave from 1 March 2025, $52,000, 12 weeks, no employer pay',
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
      title: 'New Jersey, $104,000, 12 weeks from 26 November 2026',
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
      title: 'New Jersey, $104,000, 12 weeks from 1 March 2025',
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
      title: 'Massachusetts 2026, $52,000, 12 weeks',
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
      title: 'Oregon, leave from 1 March 2026, $78,000, 12 weeks',
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
      title: 'New York 2026, $78,000, 16 weeks, employer pays 20%',
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
      title: 'New York 2026, $52,000, 12 weeks: Paid Family Leave from the birth',
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
      title: 'New York 2026, $52,000, 22 weeks: disability through the recovery first',
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
      title: 'Another state, $41,600, 8 weeks, employer pays 50%',
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
        savingsPlanning: { emergencyFundNeeded: 6720, totalSavingsGoal: 9376, monthlySavingsNeeded: 1562.67 },
      },
    },
    {
      title: 'New Jersey 2026, $15,000, 10 weeks',
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
      title: 'California, leave from 1 June 2025, $62,400, 12 weeks',
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
      title: 'Rhode Island, $104,000, 12 weeks from 26 November 2026',
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
      title: 'Hawaii 2026 (disability only), $52,000, 8 weeks',
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
      title: 'Maryland 2026, $52,000, 12 weeks',
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
      title: 'Washington 2026, $104,000, 18 weeks',
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
});
