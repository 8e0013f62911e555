/**
 * State paid-leave programs for a birth, as dated data: each state holds rule sets with `validFrom`/`validTo`, and
 * a calculation picks the set in force on the leave's first day. A new cap is a new rule set here, not a code
 * change. Figures, their confirmation status and their sources: /shared/reference/paid-leave-2025-2026.md
 * (tags [C] confirmed, [S] single secondary source, [D] derived, [U] unconfirmed); the URL next to each figure.
 * Only confirmed figures are used; where the next figure is not confirmed, the last confirmed set simply ends, and
 * a leave after its `validTo` gets that set with a note saying so (see `rulesFor`).
 */

/** One band of a tiered benefit rule: `rate` applies to weekly wages up to `upTo` dollars (null: no limit). */
export interface RateBand {
  upTo: number | null;
  rate: number;
}

/** One benefit program of a state (pregnancy disability / medical leave, or family leave for bonding). */
export interface BenefitProgram {
  /** Official program name. */
  name: string;
  /**
   * The state's rate rule on the weekly wage. 'marginal': each band's rate applies to the part of the wage in that
   * band (Massachusetts, Washington…). 'step': the whole wage is paid at the rate of the band it falls in, never
   * less than the top of the band below pays (California).
   */
  banding: 'marginal' | 'step';
  bands: readonly RateBand[];
  /** Weekly benefit cap in dollars. */
  maxWeekly: number;
  /**
   * Weeks the estimate pays for a birth. For disability this is the typical medical certification (4 weeks before
   * and 6 after a vaginal birth where the program covers the time before birth, else 6 after), not the limit.
   */
  maxWeeks: number;
  /** Longest the program can pay in a year. */
  programMaxWeeks: number;
  /** The real benefit rule in words, with its figures. */
  rule: string;
  /** Where each figure comes from. */
  sources: { rate: string; maxWeekly: string; maxWeeks: string };
}

/** A state's programs for a birth during one stretch of dates. */
export interface StateRules {
  /** First and last day (ISO) of leave starts these figures apply to. */
  validFrom: string;
  validTo: string;
  /** False when the state pays no benefit for leave starting in these dates. */
  paysBenefits: boolean;
  /** Pregnancy disability or medical leave; null where a birth gets none apart from family leave. */
  disability: BenefitProgram | null;
  /** Family leave for bonding; null where the state has none (Hawaii). */
  familyLeave: BenefitProgram | null;
  /** Unpaid waiting period at the start of the claim for a birth, in days (0 = none). */
  waitingPeriod: number;
  /** Minimum earnings in dollars used as the eligibility test; null when the test is hours/weeks or unconfirmed. */
  minimumAnnualEarnings: number | null;
  /** The real eligibility rule in words. */
  eligibilityRule: string;
  /** Most weeks disability and family leave may pay together for a birth; null when there is no combined cap. */
  combinedMaxWeeks: number | null;
  /** Honest notes where the estimate simplifies the real rule, and any figure that rests on an older value. */
  notes: readonly string[];
  sources: { waitingPeriod: string; minimumAnnualEarnings: string; combinedMaxWeeks: string };
}

/** A state of the employment-state select: its label (the one list of labels) and its dated rule sets. */
export interface StateEntry {
  id: string;
  label: string;
  /** When the state usually publishes new figures, for the note shown when a leave is past our data. */
  updates: string;
  /** Oldest first, contiguous. */
  ruleSets: readonly StateRules[];
}

const marginal = (maxWeekly: number, ...bands: RateBand[]) => ({
  banding: 'marginal' as const,
  bands,
  maxWeekly,
});
const flat = (rate: number, maxWeekly: number) => marginal(maxWeekly, { upTo: null, rate });
/**
 * A dollar amount as en-US writes it ($1,681 or $722.50). Written out by hand rather than with Intl: the rules
 * below format ~25 amounts when this module loads, and the page's first Intl.NumberFormat starts the browser's
 * locale machinery (~50 ms of the calculator page's start-up on a slow phone, nothing else on it needs Intl before
 * a result). tests/unit/maternity-money.test.ts holds it to `toLocaleString('en-US')`.
 */
export function money(value: number): string {
  const [whole = '0', fraction = ''] = String(Math.abs(value)).split('.');
  let dollars = whole;
  let cents = '';
  if (!Number.isInteger(value)) {
    // Rounded half up on the decimal digits, as Intl rounds ('halfExpand').
    const total =
      Number(whole) * 100 +
      Number(fraction.padEnd(2, '0').slice(0, 2)) +
      (Number(fraction[2] ?? 0) >= 5 ? 1 : 0);
    dollars = String(Math.floor(total / 100));
    cents = `.${String(total % 100).padStart(2, '0')}`;
  }
  return `$${value < 0 ? '-' : ''}${dollars.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}${cents}`;
}

// Sources (numbers refer to the reference's source list).
const CA_FIRST5 = 'https://ccfc.ca.gov/family/PaidFamilyLeave.html'; // [1]
const CA_2025 =
  'https://ppibenefits.com/Resource-Library/Compliance-Corner/State-Updates/california-sdi-and-pfl-benefits-and-contribution-rate-to-increase-in-2025'; // [2]
const CA_BAND = 'https://reg.summaries.guide/category/state-disability-insurance'; // [3]
const CA_ELIGIBILITY =
  'https://leginfo.legislature.ca.gov/faces/codes_displaySection.xhtml?lawCode=UIC&sectionNum=2652'; // [8]
const NY_PFL_2025 = 'https://paidfamilyleave.ny.gov/2025'; // [10]
const NY_PFL_2026 = 'https://www.hrtelligence.com/new-york-paid-family-leave-updates-for-2026'; // [12], WCB release [11]
const NY_DBL = 'https://www.wcb.ny.gov/content/main/DisabilityBenefits/what-are-disability-benefits.jsp'; // [13]
const NY_PFL_ELIGIBILITY = 'https://paidfamilyleave.ny.gov/eligibility';
const NJ_EXPANDED = 'https://www.nj.gov/labor/myleavebenefits/worker/resources/expandedbenefits.shtml'; // [17]
const NJ_2025 = 'https://www.einpresswire.com/article/769756027/'; // [18] NJDOL release 17 Dec 2024
const NJ_2026 = 'https://www.morriscountyedc.org/new-benefit-rates-for-2026-announced-by-njdol'; // [19]
const NJ_2026_ELIGIBILITY =
  'https://www.sussexcountyadvisor.com/new-jersey-worker-benefits-surge-in-2026-what-it-means-for-residents'; // [21]
const RI_RATE = 'https://webserver.rilegislature.gov/Statutes/TITLE28/28-41/28-41-5.htm'; // [25]
const RI_WEEKS = 'https://webserver.rilegislature.gov/Statutes/TITLE28/28-41/28-41-7.htm'; // [32]
const RI_2024 =
  'https://dlt.ri.gov/press-releases/maximum-weekly-benefit-amounts-unemployment-and-temporary-disability-insurance-1'; // [26]
const RI_2025 =
  'https://pbn.com/dlt-weekly-unemployment-insurance-temporary-disability-insurance-payments-rising-again/'; // [27]
const RI_TCI =
  'https://www.leavemanager.com/resources/articles/2024/Rhode-Island-temporary-caregiver-leave-to-increase'; // [30]
const RI_WAITING = 'https://dlt.ri.gov/lmi/news/quickref2019b.htm'; // [33]
const MA_BENEFIT =
  'https://www.mass.gov/info-details/how-pfml-weekly-benefit-amounts-are-calculated-andor-changed'; // [42]
const MA_2026 = 'https://www.nfp.com/insights/2026-massachusetts-pfml-rates-and-benefits-released'; // [39]
const MA_ELIGIBILITY = 'https://www.masslegalservices.org/content/17-eligibility'; // [43]
const CT_ELIGIBILITY = 'https://ctpaidleave.org/s/coverage-and-eligibility/check-your-eligibility'; // [47]
const CT_PLA = 'https://ctpaidleave.org/';
const WA_RULE =
  'https://equitable.com/employee-benefits/paid-family-medical-leave/washington-paid-family-and-medical-leave'; // [48]
const WA_2026 = 'https://thelarkincompany.com/2022-law-changes/washington'; // [49]
const WA_LAW = 'https://app.leg.wa.gov/RCW/default.aspx?cite=50A.15.020';
const WA_ELIGIBILITY = 'https://esd.wa.gov/paid-family-medical-leave/benefits'; // [51]
const OR_LAW = 'https://oregon.public.law/statutes/ors_657B.050'; // [53]
const OR_2025 = 'https://flashalert.net/id/OreEmployment'; // [54] OED release 3 Jun 2025
const OR_WEEKS = 'https://www.columbiagorgenews.com/news/oregonians-start-receiving-paid-leave-benefits'; // [56]
const OR_ELIGIBILITY = 'https://www.kgw.com/article/news/local/paid-leave-oregon-applications-start'; // [57]
const CO_RULES = 'https://famli.colorado.gov/proposed/adopted-rules'; // [58]
const CO_2025 = 'https://info.shelterpoint.com/Blog/co-famli-jan-2025'; // [59]
const CO_WEEKS = 'https://www.foley.com/insights/publications/2025/colorado-adds-new-nicu-leave-under-famli'; // [61]
const CO_ELIGIBILITY = 'https://www.thehartford.com/paid-family-medical-leave/co-pfml-fast-facts'; // [62]
const DC_RULE =
  'https://www.standard.com/businesses-organizations/state-paid-family-medical-leave/washington-dc'; // [63]
const DC_2024 = 'https://thelarkincompany.com/law-changes/district-of-columbia'; // [65]
const DC_2025 =
  'https://ppibenefits.com/Resource-Library/Compliance-Corner/State-Updates/dc-pfl-maximum-weekly-benefit-amount-increases'; // [66]
// Maryland: the 2025 law itself (HB 102, 2025 session).
const MD_DELAY = 'https://mgaleg.maryland.gov/mgawebsite/Legislation/Details/hb0102?ys=2025RS';
const DE_RULE = 'https://labor.delaware.gov/delaware-paid-leave-is-coming/'; // [71]
const DE_WAITING = 'https://www.mutualofomaha.com/employer-based-plans/paid-family-medical-leave/delaware'; // [72]
const DE_ELIGIBILITY = 'https://labor.delaware.gov/delaware-paid-leave/employees/'; // [74]
const MN_RULE = 'https://www.standard.com/businesses-organizations/state-paid-family-medical-leave/minnesota'; // [75]
const ME_RULE = 'https://www.standard.com/businesses-organizations/state-paid-family-medical-leave/maine'; // [78]
const ME_WEEKS = 'https://www.standard.com/businesses-organizations/state-paid-family-medical-leave/maine-0'; // [79]
const ME_ELIGIBILITY =
  'https://www.cbiz.com/insights/articles/article-details/maine-joins-the-paid-family-leave-bandwagon'; // [80]
const HI_RATE = 'https://self-law.org/code/hi/chapter-392/392-22'; // [81]
const HI_2025 =
  'https://news.bloombergtax.com/payroll/hawaii-releases-2025-temporary-disability-rate-wage-base'; // [82]
const HI_RULES = 'https://www.coloniallife.com/paid-leave-laws/hawaii'; // [85]
const VT_FMLI = 'https://www.standard.com/businesses-organizations/state-paid-family-medical-leave/vermont'; // [86]

/** Start and end of the data we hold for states with no program. */
const DATA_FROM = '2025-01-01';
const DATA_TO = '2026-12-31';

function none(
  validFrom: string,
  validTo: string,
  eligibilityRule: string,
  notes: string[],
  source: string,
): StateRules {
  return {
    validFrom,
    validTo,
    paysBenefits: false,
    disability: null,
    familyLeave: null,
    waitingPeriod: 0,
    minimumAnnualEarnings: null,
    eligibilityRule,
    combinedMaxWeeks: null,
    notes,
    sources: { waitingPeriod: source, minimumAnnualEarnings: source, combinedMaxWeeks: source },
  };
}

// California: 90 % of wages up to 70 % of the state average (highest-quarter wages $15,506.40 ÷ 13 = $1,192.80 a
// week in 2025), 70 % above but never less than the 90 % tier's top; cap $1,681 (2025, confirmed).
const CA_BAND_TOP_2025 = 1192.8;
const california = (): StateRules => {
  const rule = {
    banding: 'step' as const,
    bands: [
      { upTo: CA_BAND_TOP_2025, rate: 0.9 },
      { upTo: null, rate: 0.7 },
    ],
    maxWeekly: 1681,
  };
  const words = `90% of your weekly wage up to ${money(CA_BAND_TOP_2025)} (highest quarter up to $15,506.40), 70% above it (never less than the 90% tier pays at its top), at most $1,681 a week (2025); under $722.50 in the best quarter, $50 a week.`;
  return {
    validFrom: '2025-01-01',
    validTo: '2025-12-31',
    paysBenefits: true,
    disability: {
      name: 'State Disability Insurance (SDI), pregnancy disability',
      ...rule,
      maxWeeks: 10,
      programMaxWeeks: 52,
      rule: `${words} A normal pregnancy is usually certified for 4 weeks before and 6 after birth (8 after a C-section).`,
      sources: { rate: CA_BAND, maxWeekly: CA_2025, maxWeeks: CA_FIRST5 },
    },
    familyLeave: {
      name: 'Paid Family Leave (PFL), bonding',
      ...rule,
      maxWeeks: 8,
      programMaxWeeks: 8,
      rule: `Same rate and cap, up to 8 weeks of bonding leave in 12 months.`,
      sources: { rate: CA_BAND, maxWeekly: CA_2025, maxWeeks: CA_FIRST5 },
    },
    waitingPeriod: 7,
    minimumAnnualEarnings: 300,
    eligibilityRule: 'At least $300 of wages with SDI deductions in the base period.',
    combinedMaxWeeks: null,
    notes: [
      'Claims from Jan 01, 2025 get 70% or 90% of wages (SB 951); the 90% band for 2025 runs to $15,506.40 in your best quarter.',
      'The first 7 days of a disability claim are an unpaid waiting period; Paid Family Leave has none.',
    ],
    sources: { waitingPeriod: CA_FIRST5, minimumAnnualEarnings: CA_ELIGIBILITY, combinedMaxWeeks: CA_FIRST5 },
  };
};

const newYork = (
  validFrom: string,
  validTo: string,
  pflCap: number,
  nysaww: number,
  pflSource: string,
): StateRules => ({
  validFrom,
  validTo,
  paysBenefits: true,
  disability: {
    name: 'Disability Benefits Law (DBL), pregnancy disability',
    ...flat(0.5, 170),
    maxWeeks: 10,
    programMaxWeeks: 26,
    rule: '50% of the average weekly wage of the last 8 weeks worked, at most $170 a week.',
    sources: { rate: NY_DBL, maxWeekly: NY_DBL, maxWeeks: NY_DBL },
  },
  familyLeave: {
    name: 'Paid Family Leave (PFL), bonding',
    ...flat(0.67, pflCap),
    maxWeeks: 12,
    programMaxWeeks: 12,
    rule: `67% of the average weekly wage, capped at 67% of the state average weekly wage (${money(nysaww)}): at most ${money(pflCap)} a week, for up to 12 weeks.`,
    sources: { rate: pflSource, maxWeekly: pflSource, maxWeeks: NY_PFL_2025 },
  },
  waitingPeriod: 7,
  minimumAnnualEarnings: null,
  eligibilityRule:
    'Disability: 4 consecutive weeks with a covered employer. Paid Family Leave: 26 consecutive weeks at 20 or more hours a week, or 175 days part-time.',
  combinedMaxWeeks: 26,
  notes: [
    'New York disability benefits pay 50% of your wage up to $170 a week (unchanged in 2025 and 2026 as far as we found), not the 67% Paid Family Leave rate.',
    'Disability and Paid Family Leave together may not exceed 26 weeks in 52, and cannot be paid at the same time.',
  ],
  sources: { waitingPeriod: NY_DBL, minimumAnnualEarnings: NY_PFL_ELIGIBILITY, combinedMaxWeeks: NY_DBL },
});

const newJersey = (
  validFrom: string,
  validTo: string,
  cap: number,
  weekly: number,
  minimum: number,
  source: string,
  eligibilitySource: string,
): StateRules => ({
  validFrom,
  validTo,
  paysBenefits: true,
  disability: {
    name: 'Temporary Disability Insurance (TDI), pregnancy disability',
    ...flat(0.85, cap),
    maxWeeks: 10,
    programMaxWeeks: 26,
    rule: `85% of the average weekly wage up to ${money(cap)} a week; a birth is usually certified for 4 weeks before and 6 after (8 after a C-section).`,
    sources: { rate: NJ_EXPANDED, maxWeekly: source, maxWeeks: NJ_EXPANDED },
  },
  familyLeave: {
    name: 'Family Leave Insurance (FLI), bonding',
    ...flat(0.85, cap),
    maxWeeks: 12,
    programMaxWeeks: 12,
    rule: `85% of the average weekly wage up to ${money(cap)} a week, for up to 12 weeks.`,
    sources: { rate: NJ_EXPANDED, maxWeekly: source, maxWeeks: NJ_EXPANDED },
  },
  waitingPeriod: 7,
  minimumAnnualEarnings: minimum,
  eligibilityRule: `20 base weeks earning at least ${money(weekly)} each, or at least ${money(minimum)} in the base year.`,
  combinedMaxWeeks: null,
  notes: [
    'The 7-day waiting week of a disability claim is paid back once you have been paid for 3 more weeks, so it rarely costs anything after a birth.',
    `We test eligibility with the ${money(minimum)} alternative; 20 weeks at ${money(weekly)} or more also qualifies.`,
  ],
  sources: {
    waitingPeriod: NJ_EXPANDED,
    minimumAnnualEarnings: eligibilitySource,
    combinedMaxWeeks: NJ_EXPANDED,
  },
});

// Rhode Island: 4.62 % of the best quarter's wages = 4.62 % × 13 = 60.06 % of a steady weekly wage.
const rhodeIsland = (
  validFrom: string,
  validTo: string,
  cap: number,
  tciWeeks: number,
  capSource: string,
): StateRules => ({
  validFrom,
  validTo,
  paysBenefits: true,
  disability: {
    name: 'Temporary Disability Insurance (TDI), pregnancy disability',
    ...flat(0.6006, cap),
    maxWeeks: 6,
    programMaxWeeks: 30,
    rule: `4.62% of the wages of your highest-paid quarter (60.06% of a steady weekly wage), up to ${money(cap)} a week.`,
    sources: { rate: RI_RATE, maxWeekly: capSource, maxWeeks: RI_WEEKS },
  },
  familyLeave: {
    name: 'Temporary Caregiver Insurance (TCI), bonding',
    ...flat(0.6006, cap),
    maxWeeks: tciWeeks,
    programMaxWeeks: tciWeeks,
    rule: `Same formula and cap, for up to ${tciWeeks} weeks of bonding leave.`,
    sources: { rate: RI_RATE, maxWeekly: capSource, maxWeeks: RI_TCI },
  },
  waitingPeriod: 0,
  minimumAnnualEarnings: null,
  eligibilityRule:
    'Minimum base-period wages (about 1,200 × the minimum wage; $16,800 in 2024). The 2025–2026 figure was not confirmed, so we do not test it: check with the Department of Labor and Training.',
  combinedMaxWeeks: 30,
  notes: [
    'No waiting period, but you must be out of work for at least 7 consecutive days to qualify.',
    `Temporary Caregiver Insurance pays up to ${tciWeeks} weeks for leave starting in ${validFrom.slice(0, 4)}.`,
  ],
  sources: { waitingPeriod: RI_WAITING, minimumAnnualEarnings: RI_2024, combinedMaxWeeks: RI_WEEKS },
});

const massachusetts = (
  validFrom: string,
  validTo: string,
  saww: number,
  cap: number,
  source: string,
  note: string,
): StateRules => {
  const half = Math.round((saww / 2) * 100) / 100;
  const rule = marginal(cap, { upTo: half, rate: 0.8 }, { upTo: null, rate: 0.5 });
  return {
    validFrom,
    validTo,
    paysBenefits: true,
    disability: {
      name: 'Paid Family and Medical Leave (PFML), medical leave for pregnancy',
      ...rule,
      maxWeeks: 6,
      programMaxWeeks: 20,
      rule: `80% of your wage up to half the state average weekly wage (${money(half)} a week) plus 50% of the rest, at most ${money(cap)} a week (64% of the state average weekly wage, ${money(saww)}).`,
      sources: { rate: MA_BENEFIT, maxWeekly: source, maxWeeks: MA_BENEFIT },
    },
    familyLeave: {
      name: 'Paid Family and Medical Leave (PFML), family leave for bonding',
      ...rule,
      maxWeeks: 12,
      programMaxWeeks: 12,
      rule: 'Same formula and cap, up to 12 weeks of bonding leave.',
      sources: { rate: MA_BENEFIT, maxWeekly: source, maxWeeks: MA_BENEFIT },
    },
    waitingPeriod: 7,
    minimumAnnualEarnings: 6300,
    eligibilityRule:
      'At least $6,300 in the last 4 completed quarters and at least 30 times your weekly benefit.',
    combinedMaxWeeks: 26,
    notes: [
      'Medical leave after a birth is usually certified for 6 weeks (8 after a C-section); family leave follows with no second waiting week.',
      note,
    ],
    sources: {
      waitingPeriod: MA_BENEFIT,
      minimumAnnualEarnings: MA_ELIGIBILITY,
      combinedMaxWeeks: MA_BENEFIT,
    },
  };
};

const connecticut = (validFrom: string, validTo: string, minimumWage: number, source: string): StateRules => {
  const threshold = Math.round(40 * minimumWage * 100) / 100;
  const cap = Math.round(60 * minimumWage * 100) / 100;
  const rule = marginal(cap, { upTo: threshold, rate: 0.95 }, { upTo: null, rate: 0.6 });
  return {
    validFrom,
    validTo,
    paysBenefits: true,
    disability: {
      name: 'CT Paid Leave, incapacity due to pregnancy',
      ...rule,
      maxWeeks: 2,
      programMaxWeeks: 2,
      rule: '2 extra weeks for a serious health condition from pregnancy, paid like family leave.',
      sources: { rate: source, maxWeekly: source, maxWeeks: CT_PLA },
    },
    familyLeave: {
      name: 'CT Paid Leave, bonding',
      ...rule,
      maxWeeks: 12,
      programMaxWeeks: 12,
      rule: `95% of your wage up to 40 × the minimum wage (${money(threshold)} a week at $${minimumWage}) plus 60% above it, at most 60 × the minimum wage (${money(cap)} a week), for up to 12 weeks.`,
      sources: { rate: source, maxWeekly: source, maxWeeks: CT_PLA },
    },
    waitingPeriod: 0,
    minimumAnnualEarnings: 2325,
    eligibilityRule: 'At least $2,325 in your highest-paid quarter of the base period.',
    combinedMaxWeeks: 14,
    notes: [
      'We assume no waiting period (none found in the program’s rules; not confirmed); the eligibility test is $2,325 in one quarter, which we compare with your annual salary.',
    ],
    sources: { waitingPeriod: CT_PLA, minimumAnnualEarnings: CT_ELIGIBILITY, combinedMaxWeeks: CT_PLA },
  };
};

// Washington: the cap is 90 % of the state average weekly wage (RCW 50A.15.020), so SAWW = cap ÷ 0.9.
const washington = (validFrom: string, validTo: string, cap: number, source: string): StateRules => {
  const half = Math.round((cap / 0.9 / 2) * 100) / 100;
  const rule = marginal(cap, { upTo: half, rate: 0.9 }, { upTo: null, rate: 0.5 });
  return {
    validFrom,
    validTo,
    paysBenefits: true,
    disability: {
      name: 'Paid Family and Medical Leave, medical leave after birth',
      ...rule,
      maxWeeks: 6,
      programMaxWeeks: 14,
      rule: `90% of wages up to half the state average weekly wage (${money(half)} a week) plus 50% above it, at most ${money(cap)} a week; medical leave after birth is usually certified for 6–8 weeks.`,
      sources: { rate: WA_RULE, maxWeekly: source, maxWeeks: WA_RULE },
    },
    familyLeave: {
      name: 'Paid Family and Medical Leave, family leave for bonding',
      ...rule,
      maxWeeks: 12,
      programMaxWeeks: 12,
      rule: 'Same formula and cap, up to 12 weeks of bonding leave.',
      sources: { rate: WA_RULE, maxWeekly: source, maxWeeks: WA_LAW },
    },
    waitingPeriod: 0,
    minimumAnnualEarnings: null,
    eligibilityRule: '820 hours worked in Washington in the qualifying period.',
    combinedMaxWeeks: 16,
    notes: [
      'Medical and family leave together are capped at 16 weeks (we use 16), or 18 when a pregnancy complication makes you unable to work; the 7-day waiting week is waived for leave around a birth.',
      `Half the state average weekly wage is derived from the cap (the cap is 90% of that wage, RCW 50A.15.020): ${money(half)}.`,
    ],
    sources: { waitingPeriod: WA_RULE, minimumAnnualEarnings: WA_ELIGIBILITY, combinedMaxWeeks: WA_LAW },
  };
};

// Oregon: 100 % up to 65 % of the SAWW, 50 % above, cap 120 % of the SAWW (so SAWW = cap ÷ 1.2).
const oregon = (validFrom: string, validTo: string, cap: number, source: string): StateRules => {
  const saww = Math.round((cap / 1.2) * 100) / 100;
  const threshold = Math.round(saww * 0.65 * 100) / 100;
  const rule = marginal(cap, { upTo: threshold, rate: 1 }, { upTo: null, rate: 0.5 });
  return {
    validFrom,
    validTo,
    paysBenefits: true,
    disability: {
      name: 'Paid Leave Oregon, pregnancy-related leave',
      ...rule,
      maxWeeks: 2,
      programMaxWeeks: 2,
      rule: '2 extra weeks for limitations related to pregnancy, childbirth or a related condition, paid like other leave.',
      sources: { rate: OR_LAW, maxWeekly: source, maxWeeks: OR_WEEKS },
    },
    familyLeave: {
      name: 'Paid Leave Oregon, family leave for bonding',
      ...rule,
      maxWeeks: 12,
      programMaxWeeks: 12,
      rule: `100% of wages up to 65% of the state average weekly wage (${money(threshold)} a week) plus 50% above it, at most 120% of that wage (${money(cap)} a week).`,
      sources: { rate: OR_LAW, maxWeekly: source, maxWeeks: OR_WEEKS },
    },
    waitingPeriod: 0,
    minimumAnnualEarnings: 1000,
    eligibilityRule: 'At least $1,000 in wages in the year before you apply.',
    combinedMaxWeeks: 14,
    notes: ['We assume no waiting period (none found; not confirmed).'],
    sources: { waitingPeriod: OR_LAW, minimumAnnualEarnings: OR_ELIGIBILITY, combinedMaxWeeks: OR_WEEKS },
  };
};

// Colorado: 90 % up to half the SAWW, 50 % above, cap 90 % of the SAWW (SAWW = cap ÷ 0.9).
const colorado = (
  validFrom: string,
  validTo: string,
  cap: number,
  source: string,
  nicu: boolean,
): StateRules => {
  const half = Math.round((cap / 0.9 / 2) * 100) / 100;
  return {
    validFrom,
    validTo,
    paysBenefits: true,
    disability: null,
    familyLeave: {
      name: 'FAMLI, leave for the birth and bonding',
      ...marginal(cap, { upTo: half, rate: 0.9 }, { upTo: null, rate: 0.5 }),
      maxWeeks: 12,
      programMaxWeeks: 12,
      rule: `90% of wages up to half the state average weekly wage (${money(half)} a week) plus 50% above it, at most ${money(cap)} a week (90% of that wage), up to 12 weeks a year.`,
      sources: { rate: CO_RULES, maxWeekly: source, maxWeeks: CO_WEEKS },
    },
    waitingPeriod: 0,
    minimumAnnualEarnings: 2500,
    eligibilityRule: 'At least $2,500 in wages in the base period.',
    combinedMaxWeeks: 12,
    notes: [
      'Up to 4 more weeks are paid for complications of pregnancy or childbirth; the estimate counts the usual 12.',
      ...(nicu ? ['From Jan 01, 2026, up to 12 more weeks if your baby is in neonatal intensive care.'] : []),
      'We assume no waiting period (none found; not confirmed).',
    ],
    sources: { waitingPeriod: CO_RULES, minimumAnnualEarnings: CO_ELIGIBILITY, combinedMaxWeeks: CO_WEEKS },
  };
};

// District of Columbia: 90 % up to 150 % of 40 × the minimum wage, 50 % above. The minimum wage of $17.50
// (from Jul 01, 2024) is the last confirmed value: the July 2025 rise was reported by one source only.
const DC_MIN_WAGE_USED = 17.5;
const districtOfColumbia = (validFrom: string, validTo: string, cap: number, source: string): StateRules => {
  const threshold = 1.5 * 40 * DC_MIN_WAGE_USED;
  const rule = marginal(cap, { upTo: threshold, rate: 0.9 }, { upTo: null, rate: 0.5 });
  return {
    validFrom,
    validTo,
    paysBenefits: true,
    disability: {
      name: 'DC Paid Family Leave, prenatal leave',
      ...rule,
      maxWeeks: 2,
      programMaxWeeks: 2,
      rule: '2 weeks of prenatal leave, paid like parental leave.',
      sources: { rate: DC_RULE, maxWeekly: source, maxWeeks: DC_2024 },
    },
    familyLeave: {
      name: 'DC Paid Family Leave, parental leave',
      ...rule,
      maxWeeks: 12,
      programMaxWeeks: 12,
      rule: `90% of wages up to 150% of 40 × the minimum wage (${money(threshold)} a week at $${DC_MIN_WAGE_USED.toFixed(2)}) plus 50% above it, at most ${money(cap)} a week, for up to 12 weeks.`,
      sources: { rate: DC_RULE, maxWeekly: source, maxWeeks: DC_2024 },
    },
    waitingPeriod: 0,
    minimumAnnualEarnings: null,
    eligibilityRule:
      'More than half your work time in DC for a covered employer in the 52 weeks before the leave.',
    combinedMaxWeeks: 14,
    notes: [
      'The 90% band rests on DC’s minimum wage of $17.50 (from Jul 01, 2024), the last confirmed value: the minimum wage rose on Jul 01, 2025 (reported as $18.00, which would put the band at $1,080 a week; not confirmed).',
      'The one-week waiting period was removed permanently in July 2022.',
    ],
    sources: { waitingPeriod: DC_2024, minimumAnnualEarnings: DC_RULE, combinedMaxWeeks: DC_2024 },
  };
};

const delaware = (): StateRules => ({
  validFrom: '2026-01-01',
  validTo: '2026-12-31',
  paysBenefits: true,
  disability: {
    name: 'Delaware Paid Leave, medical leave for pregnancy',
    ...flat(0.8, 900),
    maxWeeks: 6,
    programMaxWeeks: 6,
    rule: '80% of wages, at most $900 a week (at least $100); medical leave up to 6 weeks every 24 months.',
    sources: { rate: DE_RULE, maxWeekly: DE_RULE, maxWeeks: DE_RULE },
  },
  familyLeave: {
    name: 'Delaware Paid Leave, parental leave',
    ...flat(0.8, 900),
    maxWeeks: 12,
    programMaxWeeks: 12,
    rule: 'Same rate and cap, parental leave up to 12 weeks a year.',
    sources: { rate: DE_RULE, maxWeekly: DE_RULE, maxWeeks: DE_RULE },
  },
  waitingPeriod: 0,
  minimumAnnualEarnings: null,
  eligibilityRule:
    'At least one year and 1,250 hours with one employer, working mainly (60% or more) in Delaware; employers with 10–24 employees owe parental leave only, under 10 none.',
  combinedMaxWeeks: 12,
  notes: [
    'Benefits started on Jan 01, 2026; medical and parental leave together are capped at 12 weeks a year.',
  ],
  sources: { waitingPeriod: DE_WAITING, minimumAnnualEarnings: DE_ELIGIBILITY, combinedMaxWeeks: DE_RULE },
});

const minnesota = (): StateRules => {
  const rule = marginal(
    1423,
    { upTo: 711.5, rate: 0.9 },
    { upTo: 1423, rate: 0.66 },
    { upTo: null, rate: 0.55 },
  );
  return {
    validFrom: '2026-01-01',
    validTo: '2026-12-31',
    paysBenefits: true,
    disability: {
      name: 'Minnesota Paid Leave, medical leave for pregnancy and recovery',
      ...rule,
      maxWeeks: 6,
      programMaxWeeks: 12,
      rule: '90% of wages up to half the state average weekly wage ($711.50), 66% up to the full average ($1,423), 55% above, at most $1,423 a week.',
      sources: { rate: MN_RULE, maxWeekly: MN_RULE, maxWeeks: MN_RULE },
    },
    familyLeave: {
      name: 'Minnesota Paid Leave, family leave for bonding',
      ...rule,
      maxWeeks: 12,
      programMaxWeeks: 12,
      rule: 'Same formula and cap, up to 12 weeks of bonding leave.',
      sources: { rate: MN_RULE, maxWeekly: MN_RULE, maxWeeks: MN_RULE },
    },
    waitingPeriod: 0,
    minimumAnnualEarnings: null,
    eligibilityRule:
      'Earnings of at least 5.3% of the state average annual wage (about $3,900; not confirmed, so we do not test it).',
    combinedMaxWeeks: 20,
    notes: [
      'Benefits started on Jan 01, 2026. A medical claim needs 7 consecutive days off; those first 7 days are paid afterwards, and bonding leave has no such wait.',
    ],
    sources: { waitingPeriod: MN_RULE, minimumAnnualEarnings: MN_RULE, combinedMaxWeeks: MN_RULE },
  };
};

const maine = (): StateRules => {
  const rule = marginal(1198.84, { upTo: 599.42, rate: 0.9 }, { upTo: null, rate: 0.66 });
  return {
    validFrom: '2026-05-01',
    validTo: '2026-06-30',
    paysBenefits: true,
    disability: {
      name: 'Maine Paid Family and Medical Leave, medical leave for pregnancy',
      ...rule,
      maxWeeks: 6,
      programMaxWeeks: 12,
      rule: '90% of wages up to half the state average weekly wage ($599.42) plus 66% above it, at most $1,198.84 a week (the state average weekly wage for Jul 01, 2025 – Jun 30, 2026).',
      sources: { rate: ME_RULE, maxWeekly: ME_RULE, maxWeeks: ME_WEEKS },
    },
    familyLeave: {
      name: 'Maine Paid Family and Medical Leave, family leave for bonding',
      ...rule,
      maxWeeks: 12,
      programMaxWeeks: 12,
      rule: 'Same formula and cap; 12 weeks in all per benefit year.',
      sources: { rate: ME_RULE, maxWeekly: ME_RULE, maxWeeks: ME_WEEKS },
    },
    waitingPeriod: 7,
    minimumAnnualEarnings: 7193.04,
    eligibilityRule:
      'Base-period wages of at least 6 times the state average weekly wage (6 × $1,198.84 = $7,193.04).',
    combinedMaxWeeks: 12,
    notes: [
      'Benefits started on May 01, 2026. Medical leave has one unpaid 7-day waiting period per benefit year; leave in all is capped at 12 weeks.',
    ],
    sources: { waitingPeriod: ME_RULE, minimumAnnualEarnings: ME_ELIGIBILITY, combinedMaxWeeks: ME_WEEKS },
  };
};

const hawaii = (
  validFrom: string,
  validTo: string,
  cap: number,
  source: string,
  notes: string[],
): StateRules => ({
  validFrom,
  validTo,
  paysBenefits: true,
  disability: {
    name: 'Temporary Disability Insurance (TDI), pregnancy disability',
    ...flat(0.58, cap),
    maxWeeks: 6,
    programMaxWeeks: 26,
    rule: `58% of the average weekly wage, at most ${money(cap)} a week, up to 26 weeks.`,
    sources: { rate: HI_RATE, maxWeekly: source, maxWeeks: HI_RULES },
  },
  familyLeave: null,
  waitingPeriod: 7,
  minimumAnnualEarnings: 400,
  eligibilityRule:
    'At least 14 weeks with 20 or more hours paid, and at least $400, in the 52 weeks before the disability.',
  combinedMaxWeeks: null,
  notes: ['Hawaii pays disability benefits only: there is no state-paid bonding leave.', ...notes],
  sources: { waitingPeriod: HI_RULES, minimumAnnualEarnings: HI_RULES, combinedMaxWeeks: HI_RULES },
});

/** Every state of the employment-state select, in its order: the one list of ids and labels. */
export const STATES = [
  {
    id: 'california',
    label: 'California',
    updates: 'each year on Jan 01',
    ruleSets: [california()],
  },
  {
    id: 'new york',
    label: 'New York',
    updates: 'each year on Jan 01',
    ruleSets: [
      newYork('2025-01-01', '2025-12-31', 1177.32, 1757.19, NY_PFL_2025),
      newYork('2026-01-01', '2026-12-31', 1228.53, 1833.63, NY_PFL_2026),
    ],
  },
  {
    id: 'new jersey',
    label: 'New Jersey',
    updates: 'each year on Jan 01',
    ruleSets: [
      newJersey('2025-01-01', '2025-12-31', 1081, 303, 15200, NJ_2025, NJ_2025),
      newJersey('2026-01-01', '2026-12-31', 1119, 310, 15500, NJ_2026, NJ_2026_ELIGIBILITY),
    ],
  },
  {
    id: 'rhode island',
    label: 'Rhode Island',
    updates: 'each year on Jul 01',
    ruleSets: [
      rhodeIsland('2025-01-01', '2025-06-30', 1070, 7, RI_2024),
      rhodeIsland('2025-07-01', '2025-12-31', 1103, 7, RI_2025),
      rhodeIsland('2026-01-01', '2026-06-30', 1103, 8, RI_2025),
    ],
  },
  {
    id: 'massachusetts',
    label: 'Massachusetts',
    updates: 'each year on Jan 01',
    ruleSets: [
      massachusetts(
        '2025-01-01',
        '2025-12-31',
        1829.13,
        1170.64,
        MA_2026,
        'Figures for leave starting in 2025.',
      ),
      massachusetts(
        '2026-01-01',
        '2026-12-31',
        1922.48,
        1230.39,
        MA_2026,
        'The $6,300 minimum earnings are the 2025 figure (confirmed); the 2026 figure was not confirmed.',
      ),
    ],
  },
  {
    id: 'connecticut',
    label: 'Connecticut',
    updates: 'each year on Jan 01 (with the minimum wage)',
    ruleSets: [
      connecticut('2025-01-01', '2025-12-31', 16.35, CT_PLA),
      connecticut('2026-01-01', '2026-12-31', 16.94, CT_PLA),
    ],
  },
  {
    id: 'maryland',
    label: 'Maryland',
    updates: 'when the law sets the start date',
    ruleSets: [
      none(
        DATA_FROM,
        DATA_TO,
        'FAMLI is not paying yet.',
        [
          'Maryland pays no FAMLI benefits in 2025 or 2026: a 2025 law (HB 102) delayed benefits to start between Jan 01, 2027 at the earliest and Jan 03, 2028 at the latest (planned: up to 12 weeks, $50–$1,000 a week).',
        ],
        MD_DELAY,
      ),
    ],
  },
  {
    id: 'oregon',
    label: 'Oregon',
    updates: 'each July',
    ruleSets: [
      oregon('2025-01-01', '2025-07-05', 1568.6, OR_2025),
      oregon('2025-07-06', '2026-07-04', 1636.56, OR_2025),
    ],
  },
  {
    id: 'washington',
    label: 'Washington',
    updates: 'each year on Jan 01',
    ruleSets: [
      washington('2025-01-01', '2025-12-31', 1542, WA_2026),
      washington('2026-01-01', '2026-12-31', 1647, WA_RULE),
    ],
  },
  {
    id: 'colorado',
    label: 'Colorado',
    updates: 'each year on Jul 01',
    ruleSets: [
      colorado('2025-01-01', '2025-06-30', 1324.21, CO_2025, false),
      colorado('2025-07-01', '2025-12-31', 1381.45, CO_RULES, false),
      colorado('2026-01-01', '2026-06-30', 1381.45, CO_RULES, true),
    ],
  },
  {
    id: 'district of columbia',
    label: 'District of Columbia',
    updates: 'each year on Oct 01',
    ruleSets: [
      districtOfColumbia('2025-01-01', '2025-09-30', 1153, DC_2024),
      districtOfColumbia('2025-10-01', '2026-09-30', 1190, DC_2025),
    ],
  },
  {
    id: 'delaware',
    label: 'Delaware',
    updates: 'each year on Jan 01',
    ruleSets: [
      none(
        '2025-01-01',
        '2025-12-31',
        'Benefits start on Jan 01, 2026.',
        [
          'Delaware Paid Leave collected contributions in 2025 and pays benefits for leave from Jan 01, 2026.',
        ],
        DE_RULE,
      ),
      delaware(),
    ],
  },
  {
    id: 'minnesota',
    label: 'Minnesota',
    updates: 'each year (date not confirmed)',
    ruleSets: [
      none(
        '2025-01-01',
        '2025-12-31',
        'Benefits start on Jan 01, 2026.',
        ['Minnesota Paid Leave pays benefits for leave from Jan 01, 2026, not before.'],
        MN_RULE,
      ),
      minnesota(),
    ],
  },
  {
    id: 'maine',
    label: 'Maine',
    updates: 'each year on Jul 01',
    ruleSets: [
      none(
        '2025-01-01',
        '2026-04-30',
        'Benefits start on May 01, 2026.',
        ['Maine Paid Family and Medical Leave pays benefits for leave from May 01, 2026, not before.'],
        ME_RULE,
      ),
      maine(),
    ],
  },
  {
    id: 'hawaii',
    label: 'Hawaii',
    updates: 'each year on Jan 01',
    ruleSets: [
      hawaii('2025-01-01', '2025-12-31', 837, HI_2025, []),
      hawaii('2026-01-01', '2026-12-31', 837, HI_2025, [
        'The $837 cap is the 2025 figure (confirmed); a 2026 cap of $871 was reported by one secondary source only and is not used.',
      ]),
    ],
  },
  {
    id: 'vermont',
    label: 'Vermont',
    updates: 'not applicable (voluntary insurance)',
    ruleSets: [
      none(
        DATA_FROM,
        DATA_TO,
        'No statewide program: only employees whose employer (or who themselves) bought the voluntary insurance are covered.',
        [
          'Vermont has no statewide paid leave entitlement: its Family and Medical Leave Insurance is voluntary (60% of wages for up to 6 weeks, if your employer joined or you enrolled yourself). We count no state benefit; if you are enrolled, ask the insurer for your amount.',
        ],
        VT_FMLI,
      ),
    ],
  },
  {
    id: 'other',
    label: 'Other State',
    updates: 'not applicable',
    ruleSets: [
      none(
        DATA_FROM,
        DATA_TO,
        'No state program is included.',
        ['No state paid-leave program is included for your state: the estimate counts only employer pay.'],
        'https://www.dol.gov/agencies/whd/fmla',
      ),
    ],
  },
] as const satisfies readonly StateEntry[];

/** One employment-state id. */
export type StateId = (typeof STATES)[number]['id'];

/** The ids of the employment-state select, in order. */
export const STATE_IDS: readonly StateId[] = STATES.map((state) => state.id);

/** A state's label as shown. */
export function stateLabel(id: StateId): string {
  return stateEntry(id).label;
}

export function stateEntry(id: StateId): StateEntry {
  const entry = (STATES as readonly StateEntry[]).find((state) => state.id === id);
  if (!entry) throw new Error(`Unknown state: ${id}`);
  return entry;
}

/** The rule set for a leave starting on `date`, and whether the date lies outside the data we hold. */
export interface RulesInForce {
  rules: StateRules;
  /** The leave starts after the newest rule set ends: the newest one is used. */
  afterData: boolean;
  /** The leave starts before the oldest rule set: the oldest one is used. */
  beforeData: boolean;
}

/** Picks the rule set in force on `date` (ISO); past the data, the newest; before it, the oldest. */
export function rulesFor(id: StateId, date: string): RulesInForce {
  const sets = stateEntry(id).ruleSets;
  const first = sets[0] as StateRules;
  const last = sets[sets.length - 1] as StateRules;
  const match = sets.find((set) => set.validFrom <= date && date <= set.validTo);
  if (match) return { rules: match, afterData: false, beforeData: false };
  return date > last.validTo
    ? { rules: last, afterData: true, beforeData: false }
    : { rules: first, afterData: false, beforeData: true };
}
