/**
 * State paid-leave programs for a birth, as dated data: a new year's rules are a new `RuleSet` here, not a code
 * change. Figures and their sources: /shared/reference/paid-leave-2024.md and the URL next to each figure.
 * `rate` is the spec's flat replacement rate (the headline estimate); `rule` says what the state really pays.
 */

/** One benefit program of a state (pregnancy disability, or family leave for bonding). */
export interface BenefitProgram {
  /** Official program name. */
  name: string;
  /** Replacement rate used for the estimate, as a fraction of weekly salary. */
  rate: number;
  /** Weekly benefit cap in dollars. */
  maxWeekly: number;
  /**
   * Weeks the estimate pays for a birth. For disability this is the typical medical certification (4 weeks before
   * and 6 after a vaginal birth where the program covers the time before birth), not the program's limit.
   */
  maxWeeks: number;
  /** Longest the program can pay in a year (a longer certified disability, for example). */
  programMaxWeeks: number;
  /** The real benefit rule in words. */
  rule: string;
  /** Where each figure comes from. */
  sources: { rate: string; maxWeekly: string; maxWeeks: string };
}

/** A state's programs for a birth, with eligibility and the dates the figures apply to. */
export interface StateProgram {
  /** State name as shown. */
  name: string;
  /** The spec's flat replacement rate for the state, as a fraction (Maryland: planned, not paid). */
  headlineRate: number;
  /** False when the state paid no benefits in the rules' year (Maryland in 2024). */
  paysBenefits: boolean;
  disability: BenefitProgram;
  familyLeave: BenefitProgram;
  /** Unpaid waiting period at the start of the disability claim, in days (0 = none for a birth). */
  waitingPeriod: number;
  /** Minimum earnings in dollars used as the eligibility test; null when the test is hours or weeks worked. */
  minimumAnnualEarnings: number | null;
  /** The real eligibility rule in words. */
  eligibilityRule: string;
  /** Most weeks disability and family leave may pay together; null when there is no combined cap. */
  combinedMaxWeeks: number | null;
  /** Honest notes where the estimate simplifies the real rule. */
  notes: readonly string[];
  /** First and last day the figures apply to (ISO dates). */
  validFrom: string;
  validTo: string;
  sources: { waitingPeriod: string; minimumAnnualEarnings: string; combinedMaxWeeks: string };
}

/** The ids of the employment-state select (spec part 2 §3, "Maternity form"). */
export const STATE_IDS = [
  'california',
  'new york',
  'new jersey',
  'rhode island',
  'massachusetts',
  'connecticut',
  'maryland',
  'oregon',
  'washington',
  'other',
] as const;

/** One employment-state id. */
export type StateId = (typeof STATE_IDS)[number];

/** A year's programs for every state that has one ('other' has none). */
export interface RuleSet {
  year: number;
  validFrom: string;
  validTo: string;
  programs: Record<Exclude<StateId, 'other'>, StateProgram>;
}

const CA_DI = 'https://edd.ca.gov/en/disability/Calculating_DI_Benefit_Payment_Amounts';
const CA_PFL = 'https://edd.ca.gov/en/disability/Calculating_PFL_Benefit_Payment_Amounts';
const CA_RATES = 'https://edd.ca.gov/en/disability/Contribution_Rates_and_Benefit_Amounts';
const NY_DBL = 'https://wcb.ny.gov/content/main/DisabilityBenefits/what-are-disability-benefits.jsp';
const NY_PFL = 'https://paidfamilyleave.ny.gov/2024';
const NY_PFL_ELIGIBILITY = 'https://paidfamilyleave.ny.gov/eligibility';
const NJ_TDI = 'https://www.nj.gov/labor/myleavebenefits/worker/tdi/';
const NJ_FLI = 'https://www.nj.gov/labor/myleavebenefits/worker/fli/';
const RI_PRESS =
  'https://dlt.ri.gov/press-releases/maximum-weekly-benefit-amounts-unemployment-and-temporary-disability-insurance-1';
const RI_TDI = 'https://dlt.ri.gov/individuals/temporary-disability-caregiver-insurance';
const MA_TYPES = 'https://www.mass.gov/info-details/types-of-paid-family-and-medical-leave';
const MA_BENEFIT =
  'https://www.mass.gov/info-details/how-pfml-weekly-benefit-amounts-are-calculated-and-changed';
const CT_BENEFIT = 'https://www.mutualofomaha.com/employer-based-plans/paid-family-medical-leave/connecticut';
const CT_ELIGIBILITY =
  'https://www.cbia.com/resources/hr-safety/ct-paid-fmla/ct-paid-fmla-employee-materials/';
const CT_AUTHORITY = 'https://ctpaidleave.org/';
const MD_FAMLI = 'https://www.labor.maryland.gov/employment/famli/';
const MD_DELAY =
  'https://dllr.state.md.us/whatsnews/laborproposesextendingimplementationtimelineforfamli.shtml';
const OR_LAW = 'https://oregon.public.law/statutes/ors_657B.050';
const OR_PAID_LEAVE = 'https://paidleave.oregon.gov/';
const WA_LAW = 'https://app.leg.wa.gov/RCW/default.aspx?cite=50A.15.020';
const WA_PAID_LEAVE = 'https://paidleave.wa.gov/';

/** 2024 rules (claims starting in 2024; Rhode Island and Oregon caps from 1 July 2024). */
export const RULES_2024: RuleSet = {
  year: 2024,
  validFrom: '2024-01-01',
  validTo: '2024-12-31',
  programs: {
    california: {
      name: 'California',
      headlineRate: 0.6,
      paysBenefits: true,
      disability: {
        name: 'State Disability Insurance (SDI), pregnancy disability',
        rate: 0.6,
        maxWeekly: 1620,
        maxWeeks: 10,
        programMaxWeeks: 52,
        rule: 'About 60% of wages (70% for lower earners) up to $1,620 a week; a normal pregnancy is usually certified for 4 weeks before and 6 weeks after birth (8 after a C-section).',
        sources: { rate: CA_DI, maxWeekly: CA_RATES, maxWeeks: CA_DI },
      },
      familyLeave: {
        name: 'Paid Family Leave (PFL), bonding',
        rate: 0.6,
        maxWeekly: 1620,
        maxWeeks: 8,
        programMaxWeeks: 8,
        rule: 'Same 60–70% rate and $1,620 cap, up to 8 weeks of bonding leave in 12 months.',
        sources: { rate: CA_PFL, maxWeekly: CA_RATES, maxWeeks: CA_PFL },
      },
      waitingPeriod: 7,
      minimumAnnualEarnings: 300,
      eligibilityRule: 'At least $300 of wages with SDI deductions in the base period.',
      combinedMaxWeeks: null,
      notes: [
        'California pays about 70% (not 60%) to lower earners, so the flat 60% can understate a low earner’s benefit. Claims starting in 2025 or later get 70% or 90%.',
        'The first 7 days of a disability claim are an unpaid waiting period; Paid Family Leave has none.',
      ],
      validFrom: '2024-01-01',
      validTo: '2024-12-31',
      sources: { waitingPeriod: CA_DI, minimumAnnualEarnings: CA_DI, combinedMaxWeeks: CA_PFL },
    },
    'new york': {
      name: 'New York',
      headlineRate: 0.67,
      paysBenefits: true,
      disability: {
        name: 'Disability Benefits Law (DBL), pregnancy disability',
        rate: 0.5,
        maxWeekly: 170,
        maxWeeks: 10,
        programMaxWeeks: 26,
        rule: '50% of the average weekly wage of the last 8 weeks worked, at most $170 a week.',
        sources: { rate: NY_DBL, maxWeekly: NY_DBL, maxWeeks: NY_DBL },
      },
      familyLeave: {
        name: 'Paid Family Leave (PFL), bonding',
        rate: 0.67,
        maxWeekly: 1151.16,
        maxWeeks: 12,
        programMaxWeeks: 12,
        rule: '67% of the average weekly wage, capped at 67% of the state average weekly wage ($1,718.15): at most $1,151.16 a week, for up to 12 weeks.',
        sources: { rate: NY_PFL, maxWeekly: NY_PFL, maxWeeks: NY_PFL },
      },
      waitingPeriod: 7,
      minimumAnnualEarnings: null,
      eligibilityRule:
        'Disability: 4 consecutive weeks with a covered employer. Paid Family Leave: 26 consecutive weeks at 20 or more hours a week, or 175 days part-time.',
      combinedMaxWeeks: 26,
      notes: [
        'New York disability benefits pay 50% of your wage up to $170 a week, not the 67% Paid Family Leave rate: the disability weeks are estimated at that level.',
        'Disability and Paid Family Leave together may not exceed 26 weeks in 52, and cannot be paid at the same time.',
      ],
      validFrom: '2024-01-01',
      validTo: '2024-12-31',
      sources: { waitingPeriod: NY_DBL, minimumAnnualEarnings: NY_PFL_ELIGIBILITY, combinedMaxWeeks: NY_DBL },
    },
    'new jersey': {
      name: 'New Jersey',
      headlineRate: 0.85,
      paysBenefits: true,
      disability: {
        name: 'Temporary Disability Insurance (TDI), pregnancy disability',
        rate: 0.85,
        maxWeekly: 1055,
        maxWeeks: 10,
        programMaxWeeks: 26,
        rule: '85% of the average weekly wage up to $1,055 a week.',
        sources: { rate: NJ_TDI, maxWeekly: NJ_TDI, maxWeeks: NJ_TDI },
      },
      familyLeave: {
        name: 'Family Leave Insurance (FLI), bonding',
        rate: 0.85,
        maxWeekly: 1055,
        maxWeeks: 12,
        programMaxWeeks: 12,
        rule: '85% of the average weekly wage up to $1,055 a week, for up to 12 weeks.',
        sources: { rate: NJ_FLI, maxWeekly: NJ_FLI, maxWeeks: NJ_FLI },
      },
      waitingPeriod: 7,
      minimumAnnualEarnings: 14200,
      eligibilityRule: '20 base weeks earning at least $283 each, or at least $14,200 in the base year.',
      combinedMaxWeeks: null,
      notes: [
        'The 7-day waiting week of a disability claim is paid back once you have been paid for 3 more weeks, so it rarely costs anything after a birth.',
        'We test eligibility with the $14,200 alternative; 20 weeks at $283 or more also qualifies.',
      ],
      validFrom: '2024-01-01',
      validTo: '2024-12-31',
      sources: { waitingPeriod: NJ_TDI, minimumAnnualEarnings: NJ_TDI, combinedMaxWeeks: NJ_FLI },
    },
    'rhode island': {
      name: 'Rhode Island',
      headlineRate: 0.6,
      paysBenefits: true,
      disability: {
        name: 'Temporary Disability Insurance (TDI), pregnancy disability',
        rate: 0.6,
        maxWeekly: 1070,
        maxWeeks: 6,
        programMaxWeeks: 30,
        rule: '4.62% of the wages of your highest-paid quarter (about 60% of a steady weekly wage), up to $1,070 a week for claims from 1 July 2024 ($1,043 before).',
        sources: { rate: RI_TDI, maxWeekly: RI_PRESS, maxWeeks: RI_TDI },
      },
      familyLeave: {
        name: 'Temporary Caregiver Insurance (TCI), bonding',
        rate: 0.6,
        maxWeekly: 1070,
        maxWeeks: 6,
        programMaxWeeks: 6,
        rule: 'Same formula and cap as TDI, for up to 6 weeks of bonding leave.',
        sources: { rate: RI_TDI, maxWeekly: RI_PRESS, maxWeeks: RI_TDI },
      },
      waitingPeriod: 7,
      minimumAnnualEarnings: 16800,
      eligibilityRule: 'At least $16,800 in base-period wages (or the alternative quarter test).',
      combinedMaxWeeks: 30,
      notes: [
        'Rhode Island’s rate is 4.62% of your best quarter’s wages, which is about 60% of a steady weekly wage.',
        'We use the $1,070 weekly cap for claims from 1 July 2024; claims before then were capped at $1,043.',
        'You must be out of work for at least 7 consecutive days to qualify.',
      ],
      validFrom: '2024-07-01',
      validTo: '2024-12-31',
      sources: { waitingPeriod: RI_TDI, minimumAnnualEarnings: RI_TDI, combinedMaxWeeks: RI_TDI },
    },
    massachusetts: {
      name: 'Massachusetts',
      headlineRate: 0.5,
      paysBenefits: true,
      disability: {
        name: 'Paid Family and Medical Leave (PFML), medical leave for pregnancy',
        rate: 0.5,
        maxWeekly: 1149.9,
        maxWeeks: 6,
        programMaxWeeks: 20,
        rule: '80% of your wage up to half the state average weekly wage ($898.36 a week) plus 50% of the rest, at most $1,149.90 a week.',
        sources: { rate: MA_BENEFIT, maxWeekly: MA_BENEFIT, maxWeeks: MA_TYPES },
      },
      familyLeave: {
        name: 'Paid Family and Medical Leave (PFML), family leave for bonding',
        rate: 0.5,
        maxWeekly: 1149.9,
        maxWeeks: 12,
        programMaxWeeks: 12,
        rule: 'Same formula and cap, up to 12 weeks of bonding leave.',
        sources: { rate: MA_BENEFIT, maxWeekly: MA_BENEFIT, maxWeeks: MA_TYPES },
      },
      waitingPeriod: 7,
      minimumAnnualEarnings: 6300,
      eligibilityRule:
        'At least $6,300 in the last 4 completed quarters and at least 30 times your weekly benefit.',
      combinedMaxWeeks: 26,
      notes: [
        'Massachusetts really pays 80% of your wage up to $898.36 a week plus 50% above it: the flat 50% understates the benefit for most earners.',
        'Medical leave after a birth is usually certified for 6 weeks (8 after a C-section); family leave follows with no second waiting week.',
      ],
      validFrom: '2024-01-01',
      validTo: '2024-12-31',
      sources: { waitingPeriod: MA_TYPES, minimumAnnualEarnings: MA_BENEFIT, combinedMaxWeeks: MA_TYPES },
    },
    connecticut: {
      name: 'Connecticut',
      headlineRate: 0.95,
      paysBenefits: true,
      disability: {
        name: 'CT Paid Leave, incapacity due to pregnancy',
        rate: 0.95,
        maxWeekly: 941.4,
        maxWeeks: 2,
        programMaxWeeks: 2,
        rule: '2 extra weeks for a serious health condition from pregnancy, paid like family leave.',
        sources: { rate: CT_BENEFIT, maxWeekly: CT_BENEFIT, maxWeeks: CT_AUTHORITY },
      },
      familyLeave: {
        name: 'CT Paid Leave, bonding',
        rate: 0.95,
        maxWeekly: 941.4,
        maxWeeks: 12,
        programMaxWeeks: 12,
        rule: '95% of your wage up to 40 × the minimum wage plus 60% above it, at most 60 × the minimum wage ($941.40 a week in 2024), for up to 12 weeks.',
        sources: { rate: CT_BENEFIT, maxWeekly: CT_BENEFIT, maxWeeks: CT_AUTHORITY },
      },
      waitingPeriod: 0,
      minimumAnnualEarnings: 2325,
      eligibilityRule: 'At least $2,325 in your highest-paid quarter of the base period.',
      combinedMaxWeeks: 14,
      notes: [
        'Connecticut really pays 95% only up to 40 × the minimum wage and 60% above it: the flat 95% overstates the benefit for most earners, though the $941.40 cap limits the error.',
        'We assume no waiting period; the eligibility test is $2,325 in one quarter, which we compare with your annual salary.',
      ],
      validFrom: '2024-01-01',
      validTo: '2024-12-31',
      sources: {
        waitingPeriod: CT_AUTHORITY,
        minimumAnnualEarnings: CT_ELIGIBILITY,
        combinedMaxWeeks: CT_AUTHORITY,
      },
    },
    maryland: {
      name: 'Maryland',
      headlineRate: 0.9,
      paysBenefits: false,
      disability: {
        name: 'Family and Medical Leave Insurance (FAMLI), medical leave (not yet paying)',
        rate: 0.9,
        maxWeekly: 1000,
        maxWeeks: 0,
        programMaxWeeks: 12,
        rule: 'Planned: 90% of wages up to 65% of the state average weekly wage, 50% above, at most $1,000 a week.',
        sources: { rate: MD_FAMLI, maxWeekly: MD_FAMLI, maxWeeks: MD_DELAY },
      },
      familyLeave: {
        name: 'Family and Medical Leave Insurance (FAMLI), family leave (not yet paying)',
        rate: 0.9,
        maxWeekly: 1000,
        maxWeeks: 0,
        programMaxWeeks: 12,
        rule: 'Planned: same formula, up to 12 weeks (24 when medical and parental leave fall in one year).',
        sources: { rate: MD_FAMLI, maxWeekly: MD_FAMLI, maxWeeks: MD_DELAY },
      },
      waitingPeriod: 0,
      minimumAnnualEarnings: null,
      eligibilityRule: '680 hours worked in Maryland in the last 4 quarters (planned, once benefits start).',
      combinedMaxWeeks: 24,
      notes: [
        'Maryland paid no FAMLI benefits in 2024: payments were delayed by law, most recently to start between 1 January 2027 and 3 January 2028. We show $0 from the state, not the planned 90%.',
      ],
      validFrom: '2024-01-01',
      validTo: '2024-12-31',
      sources: { waitingPeriod: MD_FAMLI, minimumAnnualEarnings: MD_FAMLI, combinedMaxWeeks: MD_FAMLI },
    },
    oregon: {
      name: 'Oregon',
      headlineRate: 1,
      paysBenefits: true,
      disability: {
        name: 'Paid Leave Oregon, pregnancy-related leave',
        rate: 1,
        maxWeekly: 1568.6,
        maxWeeks: 2,
        programMaxWeeks: 2,
        rule: '2 extra weeks for limitations related to pregnancy, childbirth or a related condition, paid like other leave.',
        sources: { rate: OR_LAW, maxWeekly: OR_PAID_LEAVE, maxWeeks: OR_LAW },
      },
      familyLeave: {
        name: 'Paid Leave Oregon, family leave for bonding',
        rate: 1,
        maxWeekly: 1568.6,
        maxWeeks: 12,
        programMaxWeeks: 12,
        rule: '100% of wages up to 65% of the state average weekly wage, 50% above, at most 120% of it ($1,568.60 a week from 1 July 2024; $1,523.63 before).',
        sources: { rate: OR_LAW, maxWeekly: OR_PAID_LEAVE, maxWeeks: OR_LAW },
      },
      waitingPeriod: 0,
      minimumAnnualEarnings: 1000,
      eligibilityRule: 'At least $1,000 in wages in the base year.',
      combinedMaxWeeks: 14,
      notes: [
        'Oregon pays 100% only up to 65% of the state average weekly wage and 50% above it: the flat 100% overstates the benefit for most earners.',
        'We use the $1,568.60 weekly cap for leave from 1 July 2024; before then it was $1,523.63. We assume no waiting period.',
      ],
      validFrom: '2024-07-01',
      validTo: '2024-12-31',
      sources: {
        waitingPeriod: OR_PAID_LEAVE,
        minimumAnnualEarnings: OR_PAID_LEAVE,
        combinedMaxWeeks: OR_LAW,
      },
    },
    washington: {
      name: 'Washington',
      headlineRate: 0.9,
      paysBenefits: true,
      disability: {
        name: 'Paid Family and Medical Leave, medical leave after birth',
        rate: 0.9,
        maxWeekly: 1456,
        maxWeeks: 6,
        programMaxWeeks: 14,
        rule: '90% of wages up to half the state average weekly wage, 50% above, at most $1,456 a week; medical leave after birth is usually certified for 6–8 weeks.',
        sources: { rate: WA_LAW, maxWeekly: WA_PAID_LEAVE, maxWeeks: WA_PAID_LEAVE },
      },
      familyLeave: {
        name: 'Paid Family and Medical Leave, family leave for bonding',
        rate: 0.9,
        maxWeekly: 1456,
        maxWeeks: 12,
        programMaxWeeks: 12,
        rule: 'Same formula and cap, up to 12 weeks of bonding leave.',
        sources: { rate: WA_LAW, maxWeekly: WA_PAID_LEAVE, maxWeeks: WA_LAW },
      },
      waitingPeriod: 0,
      minimumAnnualEarnings: null,
      eligibilityRule: '820 hours worked in Washington in the qualifying period.',
      combinedMaxWeeks: 16,
      notes: [
        'Washington pays 90% only up to half the state average weekly wage and 50% above it: the flat 90% overstates the benefit for most earners.',
        'Medical and family leave together are capped at 16 weeks (we use 16), or 18 when a pregnancy complication makes you unable to work; the 7-day waiting week is waived for leave around a birth.',
      ],
      validFrom: '2024-01-01',
      validTo: '2024-12-31',
      sources: {
        waitingPeriod: WA_PAID_LEAVE,
        minimumAnnualEarnings: WA_PAID_LEAVE,
        combinedMaxWeeks: WA_LAW,
      },
    },
  },
};

/** Every rule set we hold, oldest first. */
export const RULE_SETS: readonly RuleSet[] = [RULES_2024];

/** The newest rule set that has started by `today` (ISO date), or the oldest one before any has started. */
export function rulesFor(today: string): RuleSet {
  const started = RULE_SETS.filter((set) => set.validFrom <= today);
  return started[started.length - 1] ?? RULES_2024;
}
