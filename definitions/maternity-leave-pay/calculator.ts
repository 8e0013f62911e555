import { defineCalculator, formatMoney, type ResultBlock } from '../../src/engine';
import { type MaternityInput, type MaternityResult, maternityFormula, TAX_RATE } from './formula';
import { STATE_IDS } from './state-programs';

const STATE_LABELS: Record<(typeof STATE_IDS)[number], string> = {
  california: 'California',
  'new york': 'New York',
  'new jersey': 'New Jersey',
  'rhode island': 'Rhode Island',
  massachusetts: 'Massachusetts',
  connecticut: 'Connecticut',
  maryland: 'Maryland',
  oregon: 'Oregon',
  washington: 'Washington',
  other: 'Other state',
};

const money = { kind: 'money' } as const;

/** What the Print PDF, Download Report and Share buttons put in the report. */
const REPORT = {
  title: 'Maternity Leave Pay Report',
  fileName: 'maternity-leave-report.txt',
  shareTitle: 'My maternity leave pay estimate',
  summary: [
    { label: 'State', value: 'stateName' },
    { label: 'Leave', value: 'leaveWeeks', format: { kind: 'integer' }, unit: 'weeks' },
    { label: 'Total pay during leave', value: 'totalLeavePay', format: money },
    { label: 'Income gap', value: 'incomeGap', format: money },
    { label: 'Pay replaced', value: 'replacementRate', format: { kind: 'percent', decimals: 1 } },
    { label: 'Save each month for 6 months', value: 'savingsPlanning.monthlySavingsNeeded', format: money },
  ],
  sections: [
    {
      title: 'Your leave',
      items: [
        { label: 'State', value: 'stateName' },
        { label: 'Rules', value: 'rulesYear' },
        { label: 'Leave length', value: 'leaveWeeks', format: { kind: 'integer' }, unit: 'weeks' },
        { label: 'Weekly salary', value: 'weeklySalary', format: money },
      ],
    },
    {
      title: 'Eligibility',
      items: [{ label: 'Status', value: 'eligibilityStatus' }],
      list: 'eligibilityIssues',
    },
    {
      title: 'Benefits summary',
      items: [
        { label: 'State weekly benefit (bonding rate)', value: 'stateWeeklyBenefit', format: money },
        { label: 'Pregnancy disability weekly benefit', value: 'disabilityWeeklyBenefit', format: money },
        { label: 'Employer weekly benefit', value: 'employerWeeklyBenefit', format: money },
        { label: 'Total weekly benefit', value: 'totalWeeklyBenefit', format: money },
        { label: 'State benefit rate', value: 'stateBenefitRate', format: { kind: 'percent' } },
        {
          label: 'Weeks the state pays for a birth',
          value: 'maxStateBenefitWeeks',
          format: { kind: 'integer' },
        },
        { label: 'Waiting period', value: 'waitingPeriod', format: { kind: 'integer' }, unit: 'days' },
      ],
    },
    {
      title: 'Weekly breakdown',
      table: {
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
    },
    {
      title: 'Income gap',
      items: [
        { label: 'Regular pay for the same weeks', value: 'totalRegularPay', format: money },
        { label: 'Total pay during leave', value: 'totalLeavePay', format: money },
        { label: 'Income gap', value: 'incomeGap', format: money },
        { label: 'Pay replaced', value: 'replacementRate', format: { kind: 'percent', decimals: 1 } },
      ],
    },
    {
      title: 'Tax impact',
      items: [
        {
          label: 'Tax rate (5% state + 12% federal)',
          value: 'taxImpact.taxRate',
          format: { kind: 'percent' },
        },
        { label: 'Estimated taxes on leave pay', value: 'taxImpact.estimatedTaxes', format: money },
        { label: 'Leave pay after tax', value: 'taxImpact.afterTaxBenefits', format: money },
        { label: 'Income gap after tax', value: 'taxImpact.afterTaxGap', format: money },
      ],
    },
    {
      title: 'Savings plan',
      items: [
        { label: 'Months to save', value: 'savingsPlanning.monthsToSave', format: { kind: 'integer' } },
        { label: 'Save each month', value: 'savingsPlanning.monthlySavingsNeeded', format: money },
        { label: 'Emergency fund', value: 'savingsPlanning.emergencyFundNeeded', format: money },
        { label: 'Total savings goal', value: 'savingsPlanning.totalSavingsGoal', format: money },
      ],
    },
    {
      title: 'Leave length comparison',
      table: {
        rows: 'scenarios',
        columns: [
          { label: 'Weeks', key: 'weeks', format: { kind: 'integer' } },
          { label: 'Leave pay', key: 'totalBenefits', format: money },
          { label: 'Regular pay', key: 'totalRegularPay', format: money },
          { label: 'Gap', key: 'incomeGap', format: money },
          { label: 'Gap after tax', key: 'afterTaxGap', format: money },
          { label: 'Replaced', key: 'replacementRate', format: { kind: 'percent', decimals: 1 } },
          { label: 'Save a month', key: 'monthlySavingsRequired', format: money },
        ],
      },
    },
    {
      title: 'Back to work (a month)',
      items: [
        { label: 'Childcare estimate', value: 'returnToWork.estimatedChildcareCost', format: money },
        { label: 'Take-home pay', value: 'returnToWork.monthlyTakeHome', format: money },
        { label: 'Left after childcare', value: 'returnToWork.netIncomeAfterChildcare', format: money },
      ],
    },
    { title: 'Before your leave', list: 'planningChecklists.preLeave' },
    { title: 'During your leave', list: 'planningChecklists.duringLeave' },
    { title: 'After you return', list: 'planningChecklists.postLeave' },
    { title: 'About your state’s program', list: 'stateNotes' },
    { title: 'Recommendations', list: 'recommendations' },
  ],
  footer:
    'An estimate for information only, not financial, tax or legal advice. Check the figures with your state program and your employer.',
};

const BENEFIT_BLOCKS: ResultBlock[] = [
  {
    block: 'category-card',
    title: 'Total pay during your leave',
    value: 'totalLeavePay',
    format: money,
    category: 'stateName',
    interpretation: 'summary',
  },
  {
    block: 'table',
    title: 'State programs',
    when: 'programTable.0',
    rows: 'programTable',
    columns: [
      { label: 'Program', key: 'program' },
      { label: 'Rate used', key: 'rate', format: { kind: 'percent' } },
      { label: 'Weekly cap', key: 'maxWeekly', format: money },
      { label: 'Weeks for a birth', key: 'weeks', format: { kind: 'integer' } },
      { label: 'Weeks in your leave', key: 'weeksUsed', format: { kind: 'integer' } },
    ],
  },
  { block: 'list', title: 'About your state’s program', items: 'stateNotes' },
  {
    block: 'stats',
    title: 'Benefits summary',
    items: [
      { label: 'Weekly salary', value: 'weeklySalary', format: money },
      { label: 'State weekly benefit (bonding rate)', value: 'stateWeeklyBenefit', format: money },
      { label: 'Pregnancy disability weekly benefit', value: 'disabilityWeeklyBenefit', format: money },
      { label: 'Employer weekly benefit', value: 'employerWeeklyBenefit', format: money },
      { label: 'Total weekly benefit', value: 'totalWeeklyBenefit', format: money },
      { label: 'State benefit rate', value: 'stateBenefitRate', format: { kind: 'percent' } },
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
      { label: 'Tax rate (5% state + 12% federal)', value: 'taxImpact.taxRate', format: { kind: 'percent' } },
      { label: 'Estimated taxes on leave pay', value: 'taxImpact.estimatedTaxes', format: money },
      { label: 'Leave pay after tax', value: 'taxImpact.afterTaxBenefits', format: money },
      { label: 'Income gap after tax', value: 'taxImpact.afterTaxGap', format: money },
    ],
  },
  {
    block: 'stats',
    title: 'Savings plan',
    items: [
      { label: 'Months to save', value: 'savingsPlanning.monthsToSave', format: { kind: 'integer' } },
      { label: 'Save each month', value: 'savingsPlanning.monthlySavingsNeeded', format: money },
      {
        label: 'Emergency fund (3 months at 70% of pay)',
        value: 'savingsPlanning.emergencyFundNeeded',
        format: money,
      },
      { label: 'Total savings goal', value: 'savingsPlanning.totalSavingsGoal', format: money },
    ],
  },
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
      { label: 'Save a month (6 months)', key: 'monthlySavingsRequired', format: money },
    ],
    highlight: { key: 'weeks', equals: 'leaveWeeks' },
  },
  {
    block: 'stats',
    title: 'Back to work (a month)',
    items: [
      {
        label: 'Childcare estimate ($350 a week)',
        value: 'returnToWork.estimatedChildcareCost',
        format: money,
      },
      { label: 'Take-home pay', value: 'returnToWork.monthlyTakeHome', format: money },
      { label: 'Left after childcare', value: 'returnToWork.netIncomeAfterChildcare', format: money },
    ],
  },
  {
    block: 'note',
    when: 'returnToWork.budgetAdjustmentNeeded',
    tone: 'warning',
    text: 'Childcare would cost more than 7% of your pay, the share the U.S. Department of Health and Human Services treats as affordable: plan your budget for it before you return.',
  },
  { block: 'list', title: 'Before your leave', items: 'planningChecklists.preLeave' },
  { block: 'list', title: 'During your leave', items: 'planningChecklists.duringLeave' },
  { block: 'list', title: 'After you return', items: 'planningChecklists.postLeave' },
];

export default defineCalculator<MaternityInput, MaternityResult>({
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
  featured: true,
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
      options: STATE_IDS.map((value) => ({ value, label: STATE_LABELS[value] })),
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
      description: 'Optional: the percentage of your usual pay your employer pays each week of leave.',
      min: 0,
      max: 100,
      step: 1,
      suffix: '%',
      placeholder: 'e.g. 50',
      visibleWhen: { field: 'hasEmployerBenefits', equals: 'yes' },
    },
  },
  formula: maternityFormula,
  result: [
    { block: 'custom', component: 'report-actions', props: REPORT },
    { block: 'list', title: 'Eligibility warnings', items: 'eligibilityIssues' },
    {
      block: 'custom',
      component: 'muted-group',
      props: {
        mutedWhen: 'eligibilityWarning',
        note: 'Benefits shown assume eligibility requirements are met',
        blocks: BENEFIT_BLOCKS,
      },
    },
    { block: 'list', title: 'Recommendations', items: 'recommendations' },
  ],
  explain: (input, result) => {
    const lines = [
      `Weekly salary = ${formatMoney(input.annualSalary)} ÷ 52 = ${formatMoney(result.weeklySalary)}.`,
    ];
    if (result.totalStateBenefits > 0) {
      lines.push(
        `${result.stateName} (${result.rulesYear} rules): disability ${result.disabilityWeeks} week(s) × ${formatMoney(result.disabilityWeeklyBenefit)}, then family leave ${result.familyLeaveWeeks} week(s) × ${formatMoney(result.stateWeeklyBenefit)}; each is the lesser of salary × rate and the weekly cap.`,
      );
    } else {
      lines.push(`${result.stateName}: no state benefit is counted.`);
    }
    lines.push(
      `Employer: ${formatMoney(result.employerWeeklyBenefit)} a week (weekly salary × the percentage, only when your employer pays), with each week’s total pay capped at your weekly salary.`,
      `Income gap = regular pay ${formatMoney(result.totalRegularPay)} − leave pay ${formatMoney(result.totalLeavePay)} = ${formatMoney(result.incomeGap)}; after ${TAX_RATE * 100}% tax it is ${formatMoney(result.taxImpact.afterTaxGap)}.`,
      `Savings goal = after-tax gap + emergency fund (${formatMoney(result.weeklySalary)} × 4 × 0.7 × 3 = ${formatMoney(result.savingsPlanning.emergencyFundNeeded)}) = ${formatMoney(result.savingsPlanning.totalSavingsGoal)}, or ${formatMoney(result.savingsPlanning.monthlySavingsNeeded)} a month for 6 months.`,
      `Childcare after the leave: $350 a week × 4.33 = ${formatMoney(result.returnToWork.estimatedChildcareCost)} a month.`,
    );
    return lines;
  },
  examples: [
    {
      title:
        'California, $52,000, 12 weeks, no employer pay: 52,000 ÷ 52 = $1,000 a week; SDI 10 weeks + PFL 2 weeks at 60% = $600 → $7,200; gap 12,000 − 7,200 = $4,800; after 17% tax $3,984; emergency fund 1,000 × 8.4 = $8,400; (3,984 + 8,400) ÷ 6 = $2,064 a month',
      today: '2024-09-01',
      input: {
        annualSalary: 52000,
        leaveWeeks: 12,
        employmentState: 'california',
        hasEmployerBenefits: 'no',
      },
      expect: {
        weeklySalary: 1000,
        stateWeeklyBenefit: 600,
        employerWeeklyBenefit: 0,
        totalWeeklyBenefit: 600,
        totalLeavePay: 7200,
        totalRegularPay: 12000,
        incomeGap: 4800,
        replacementRate: 60,
        stateBenefitRate: 60,
        isEligible: true,
        eligibilityIssues: [],
        stateName: 'California',
        waitingPeriod: 7,
        maxStateBenefitWeeks: 18,
        leaveWeeks: 12,
        taxImpact: { estimatedTaxes: 1224, afterTaxBenefits: 5976, afterTaxGap: 3984, taxRate: 17 },
        savingsPlanning: {
          monthsToSave: 6,
          monthlySavingsNeeded: 2064,
          emergencyFundNeeded: 8400,
          totalSavingsGoal: 12384,
        },
        scenarios: [
          {
            weeks: 6,
            totalBenefits: 3600,
            totalRegularPay: 6000,
            incomeGap: 2400,
            afterTaxGap: 1992,
            replacementRate: 60,
            monthlySavingsRequired: 1732,
          },
          {
            weeks: 8,
            totalBenefits: 4800,
            incomeGap: 3200,
            afterTaxGap: 2656,
            monthlySavingsRequired: 1842.67,
          },
          {
            weeks: 12,
            totalBenefits: 7200,
            incomeGap: 4800,
            afterTaxGap: 3984,
            monthlySavingsRequired: 2064,
          },
          {
            weeks: 16,
            totalBenefits: 9600,
            incomeGap: 6400,
            afterTaxGap: 5312,
            monthlySavingsRequired: 2285.33,
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
      title:
        'New York, $78,000, 16 weeks, employer 20%: $1,500 a week; disability 50% = 750 → capped $170, 10 weeks × (170 + 300) = $4,700; PFL 67% = $1,005, 6 weeks × (1,005 + 300) = $7,830; total $12,530 of $24,000 (52.2%)',
      today: '2024-09-01',
      input: {
        annualSalary: 78000,
        leaveWeeks: 16,
        employmentState: 'new york',
        hasEmployerBenefits: 'yes',
        employerPayPercentage: 20,
      },
      expect: {
        weeklySalary: 1500,
        disabilityWeeklyBenefit: 170,
        stateWeeklyBenefit: 1005,
        employerWeeklyBenefit: 300,
        totalWeeklyBenefit: 1305,
        totalStateBenefits: 7730,
        totalEmployerBenefits: 4800,
        totalLeavePay: 12530,
        totalRegularPay: 24000,
        incomeGap: 11470,
        replacementRate: 52.2,
        stateBenefitRate: 67,
        maxStateBenefitWeeks: 22,
        taxImpact: { estimatedTaxes: 2130.1, afterTaxBenefits: 10399.9, afterTaxGap: 9520.1 },
        savingsPlanning: {
          emergencyFundNeeded: 12600,
          totalSavingsGoal: 22120.1,
          monthlySavingsNeeded: 3686.68,
        },
      },
    },
    {
      title:
        'New Jersey, $65,000, 20 weeks, employer “not sure” (any % ignored): $1,250 a week; 85% = $1,062.50 → cap $1,055; TDI 10 + FLI 10 weeks = $21,100; gap $3,900 (84.4% replaced)',
      today: '2024-09-01',
      input: {
        annualSalary: 65000,
        leaveWeeks: 20,
        employmentState: 'new jersey',
        hasEmployerBenefits: 'unsure',
        employerPayPercentage: 50,
      },
      expect: {
        weeklySalary: 1250,
        stateWeeklyBenefit: 1055,
        employerWeeklyBenefit: 0,
        totalLeavePay: 21100,
        incomeGap: 3900,
        replacementRate: 84.4,
        stateBenefitRate: 85,
        isEligible: true,
        taxImpact: { estimatedTaxes: 3587, afterTaxBenefits: 17513, afterTaxGap: 3237 },
        savingsPlanning: {
          emergencyFundNeeded: 10500,
          totalSavingsGoal: 13737,
          monthlySavingsNeeded: 2289.5,
        },
      },
    },
    {
      title:
        'Other state, $41,600, 8 weeks, employer 50%: $800 a week, employer $400 × 8 = $3,200 of $6,400; gap $3,200, after tax $2,656; (2,656 + 6,720) ÷ 6 = $1,562.67 a month',
      today: '2024-09-01',
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
      title:
        'Ineligible: Rhode Island, $15,600 (below the $16,800 minimum), 10 weeks: shown assuming eligibility, $300 a week × 60% = $180; TDI 6 + TCI 4 weeks = $1,800',
      today: '2024-09-01',
      input: {
        annualSalary: 15600,
        leaveWeeks: 10,
        employmentState: 'rhode island',
        hasEmployerBenefits: 'no',
      },
      expect: {
        isEligible: false,
        eligibilityIssues: ['Minimum annual earnings: $16,800'],
        eligibilityWarning: true,
        weeklySalary: 300,
        stateWeeklyBenefit: 180,
        totalLeavePay: 1800,
        incomeGap: 1200,
        replacementRate: 60,
      },
    },
    {
      title:
        'Leave longer than the program and above the cap: California, $156,000, 26 weeks: $3,000 a week, 60% = 1,800 → cap $1,620; SDI 10 + PFL 8 = 18 paid weeks = $29,160, 8 weeks unpaid; gap 78,000 − 29,160 = $48,840',
      today: '2024-09-01',
      input: {
        annualSalary: 156000,
        leaveWeeks: 26,
        employmentState: 'california',
        hasEmployerBenefits: 'no',
      },
      expect: {
        weeklySalary: 3000,
        stateWeeklyBenefit: 1620,
        maxStateBenefitWeeks: 18,
        unpaidStateWeeks: 8,
        totalLeavePay: 29160,
        totalRegularPay: 78000,
        incomeGap: 48840,
        replacementRate: 37.4,
        taxImpact: { afterTaxGap: 40537.2 },
      },
    },
    {
      title:
        'Maryland, $52,000, 12 weeks: no FAMLI benefits were paid in 2024, so the state pays $0 (not 90%)',
      today: '2024-09-01',
      input: { annualSalary: 52000, leaveWeeks: 12, employmentState: 'maryland', hasEmployerBenefits: 'no' },
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
      title:
        'Combined cap: Washington, $104,000, 18 weeks: $2,000 a week, 90% = 1,800 → cap $1,456; medical 6 + family 10 weeks (16-week combined cap) = $23,296, 2 weeks unpaid',
      today: '2024-09-01',
      input: {
        annualSalary: 104000,
        leaveWeeks: 18,
        employmentState: 'washington',
        hasEmployerBenefits: 'no',
      },
      expect: {
        stateWeeklyBenefit: 1456,
        disabilityWeeks: 6,
        familyLeaveWeeks: 10,
        unpaidStateWeeks: 2,
        maxStateBenefitWeeks: 16,
        totalLeavePay: 23296,
        incomeGap: 12704,
        replacementRate: 64.7,
      },
    },
  ],
  sources: [
    {
      title:
        'California EDD: Disability Insurance and Paid Family Leave benefit amounts (2024 maximum $1,620)',
      url: 'https://edd.ca.gov/en/disability/Contribution_Rates_and_Benefit_Amounts',
    },
    {
      title: 'New York Workers’ Compensation Board: What are disability benefits (50%, $170 a week)',
      url: 'https://wcb.ny.gov/content/main/DisabilityBenefits/what-are-disability-benefits.jsp',
    },
    {
      title: 'New York State Paid Family Leave: 2024 updates (67%, $1,151.16 a week)',
      url: 'https://paidfamilyleave.ny.gov/2024',
    },
    {
      title: 'New Jersey Department of Labor: Temporary Disability and Family Leave Insurance',
      url: 'https://www.nj.gov/labor/myleavebenefits/worker/tdi/',
    },
    {
      title: 'Rhode Island DLT: TDI maximum weekly benefit from 1 July 2024 (press release, 20 June 2024)',
      url: 'https://dlt.ri.gov/press-releases/maximum-weekly-benefit-amounts-unemployment-and-temporary-disability-insurance-1',
    },
    {
      title:
        'Mass.gov: How PFML weekly benefit amounts are calculated; types of paid family and medical leave',
      url: 'https://www.mass.gov/info-details/how-pfml-weekly-benefit-amounts-are-calculated-and-changed',
    },
    {
      title: 'Connecticut Paid Leave Authority',
      url: 'https://ctpaidleave.org/',
    },
    {
      title: 'Maryland Department of Labor: FAMLI implementation timeline',
      url: 'https://dllr.state.md.us/whatsnews/laborproposesextendingimplementationtimelineforfamli.shtml',
    },
    {
      title: 'ORS 657B.050: Paid Leave Oregon benefit amounts',
      url: 'https://oregon.public.law/statutes/ors_657B.050',
    },
    {
      title: 'RCW 50A.15.020: Washington Paid Family and Medical Leave benefits',
      url: 'https://app.leg.wa.gov/RCW/default.aspx?cite=50A.15.020',
    },
    {
      title: 'U.S. Department of Labor: Family and Medical Leave Act',
      url: 'https://www.dol.gov/agencies/whd/fmla',
    },
    {
      title: 'HHS: Child Care and Development Fund final rule, 2016 (7% affordability benchmark)',
      url: 'https://www.federalregister.gov/documents/2016/09/30/2016-22986/child-care-and-development-fund-ccdf-program',
    },
  ],
});
