import { defineMessages } from '@/engine';

/**
 * The words of the maternity leave pay calculator (ICU MessageFormat; docs/authoring.md, "Messages"): every figure is
 * a parameter, from the formula's values or the rates data. The words about each state's program are in
 * state-messages.ts. `npm run generate` compiles these into messages.en.gen.ts; present.ts fills them in.
 */
export default defineMessages({
  // The state's name in a sentence: the data's label (rates/state-programs.json); a translation may name a state its
  // own way, by the state's id in camel case ("otherState" for the id "other", ICU's fallback key).
  stateName: '{state, select, other {{label}}}',

  summary:
    'Your {weeks, number, integer}-week leave pays {leavePay, number, ::currency/USD} of the {regularPay, number, ::currency/USD} you would normally earn ({rate, number, ::.0}%).',

  preLeaveTimeline: '3–6 months before your leave',
  tellHr: 'Tell HR your expected leave dates and ask for the parental leave policy in writing.',
  applyForState:
    'Apply for {state} benefits {from, number, integer}–{to, number, integer} weeks before your leave starts.',
  askHrDisability: 'Ask HR about short-term disability insurance and paid parental leave.',
  checkProtection: 'Check whether the FMLA or a state law protects your job during the leave.',
  addBaby: 'Plan how to add your baby to your health insurance (usually within 30 days of the birth).',
  saveGoal:
    'Save {total, number, ::currency/USD} in all, about {monthly, number, ::currency/USD} a month for {months, number, integer} months.',
  keepFund:
    'Keep an emergency fund of {fund, number, ::currency/USD} ({weeks, number, integer} weeks at {percent, number, integer}% of your pay).',
  duringLeaveTimeline: 'Weeks 1–{weeks, number, integer} of your leave',
  checkPayments: 'Check each benefit payment against the amounts estimated here.',
  sendForms: 'Send any forms the state program or your employer asks for on time.',
  liveOn: 'Live on about {monthly, number, ::currency/USD} a month after tax.',
  noLeavePay: 'Cover every month of the leave from savings, as no leave pay is expected.',
  drawAtMost: 'Draw no more than {gap, number, ::currency/USD} from savings over the whole leave.',
  postLeaveTimeline: 'First 3 months back at work',
  confirmChildcare: 'Confirm childcare and its start date before your first day back.',
  updateW4: 'Update your tax withholding (Form W-4) for your new dependent.',
  askFsa: 'Ask about a Dependent Care FSA: a birth lets you enrol mid-year.',
  budgetChildcare: 'Budget about {cost, number, ::currency/USD} a month for childcare.',
  rebuildFund: 'Rebuild your emergency fund to {fund, number, ::currency/USD}.',
  checklistWhen: 'When: {timeline}.',
  moneyGoal: 'Money goal: {goal}',

  recommendation: `{id, select,
    checkEligibility {Check your eligibility with {state}: {rule} The amounts shown assume you qualify.}
    applyWaiting {Apply {from, number, integer}–{to, number, integer} weeks before your leave starts: {state} has a {days, number, integer}-day unpaid waiting period at the start of the claim, so the first payment comes later.}
    apply {Apply {from, number, integer}–{to, number, integer} weeks before your leave starts so the first payment is not delayed.}
    leaveOrderFromBirth {Claim Paid Family Leave from the day your baby is born instead of disability benefits for your recovery: over this leave it pays {gain, number, ::currency/USD} more.}
    leaveOrderPartly {Claim disability benefits for only the first {after, number, integer} weeks after the birth, then Paid Family Leave: over this leave it pays {gain, number, ::currency/USD} more than disability through your whole recovery.}
    budgetWaiting {Budget for the waiting period: the first {days, number, integer} days of the claim (about {amount, number, ::currency/USD} of benefit) are usually not paid, which this estimate does not subtract.}
    longerThanState {Your {weeks, number, integer}-week leave is longer than the {stateWeeks, number, integer} weeks {state} pays for a birth; weeks without a state benefit: {unpaid, number, integer}.}
    noStateBenefit {{state} pays no state benefit for a leave starting {start, date, short}: plan your leave around employer pay, short-term disability insurance and savings.}
    otherState {Your state is not one of the programs in this calculator: check your state’s official site for a paid leave or disability program.}
    askHr {Ask HR whether your employer offers paid parental leave or short-term disability insurance, and whether saved vacation and sick days can top up your pay.}
    ownInsurance {Check for short-term disability insurance of your own, and whether saved paid time off can top up your pay.}
    fmla {The federal FMLA protects your job (without pay) for up to {fmlaWeeks, number, integer} weeks if you have worked for your employer for at least {fmlaMonths, number, integer} months, worked {hours, number, integer} hours in the last {fmlaMonths, number, integer} months, and your employer has {employees, number, integer} or more employees within {miles, number, integer} miles (29 CFR 825.110).}
    save {Save about {monthly, number, ::currency/USD} a month for {saveMonths, number, integer} months to cover the {gap, number, ::currency/USD} after-tax gap and an emergency fund of {fund, number, ::currency/USD} ({fundWeeks, number, integer} weeks at {percent, number, integer}% of your pay).}
    childcare {Childcare at about {cost, number, ::currency/USD} a month would take {share, number, ::.#}% of your take-home pay: plan your budget for it before you return.}}`,

  // Where the state lets family leave start at the birth (rates data `familyLeaveFromBirth`: New York only, so the
  // words name its programs), which order of disability and Paid Family Leave the result counts, and why.
  leaveOrderNote: `{order, select,
    fromBirth {Paid Family Leave from the birth pays you the most: {chosen, number, ::currency/USD} over your {weeks, number, integer}-week leave, {gain, number, ::currency/USD} more than disability benefits through your {recovery, number, integer}-week recovery first ({afterRecovery, number, ::currency/USD}). We count {before, number, integer} weeks of disability before the birth, then Paid Family Leave.}
    partly {Taking disability benefits for the first {after, number, integer} weeks after the birth, then Paid Family Leave, pays you the most: {chosen, number, ::currency/USD} over your {weeks, number, integer}-week leave, {gain, number, ::currency/USD} more than disability through your {recovery, number, integer}-week recovery first ({afterRecovery, number, ::currency/USD}). Paid Family Leave from the birth would pay {fromBirth, number, ::currency/USD}: its weeks would end before your leave does.}
    afterRecovery {Taking disability benefits through your {recovery, number, integer}-week recovery, then Paid Family Leave, pays you the most: {chosen, number, ::currency/USD} over your {weeks, number, integer}-week leave. Paid Family Leave from the birth would pay {fromBirth, number, ::currency/USD}: its weeks would end before your leave does, leaving weeks unpaid.}
    same {Disability benefits through your recovery and Paid Family Leave from the birth pay you the same here ({chosen, number, ::currency/USD}): with your employer’s pay, every week is paid in full, so we count disability first.}}`,
  leaveOrderRule:
    '{state} never pays disability benefits and Paid Family Leave in the same week, and the two together may not exceed {combined, number, integer} weeks in 52. Paid Family Leave can start only after the birth (any time in the first 12 months), so disability pays the {before, number, integer} weeks before it either way; which one pays your recovery weeks depends on the claims you file with your employer’s insurer.',

  rulesInForce:
    'Rules for a leave starting {start, date, short}: {program, select, federal {federal figures, no state program,} other {{state} figures}} in force from {from, date, rangeFrom to} to {to, date, rangeTo from}.',
  afterData:
    'Your leave starts after {to, date, short}, the last day our {state} figures are confirmed for. {state} updates its figures {updates}; newer figures were not confirmed when this calculator was last updated, so we use the last confirmed ones (valid from {from, date, short}){hasCap, select, yes {, with a weekly cap of {cap, number, ::currency/USD}} other {}}. A claim may pay a little more: check the state’s site.',
  beforeData:
    'Your leave starts before {from, date, short}, the first day of the figures this calculator holds: we use those figures, which may pay more than the rules of an earlier claim.',
  rulesYear: '{janFirst, select, yes {{year}} other {from {from, date, short}}}',
  eligibilityNote: 'Eligibility: {rule}',
  programRule: '{name}: {rule}',
  minimumEarnings: 'Minimum annual earnings: {minimum, number, ::currency/USD auto}',
  eligible: 'Meets the minimum earnings we can check',
  mayNotQualify: 'May not qualify: benefits shown assume eligibility requirements are met',
  unpaidWeeks: 'Weeks without a state benefit',
  noStateProgram: 'No state benefit',
  childcareBasis: '({perWeek, number, ::currency/USD auto} a week)',

  explainSalary: 'Weekly salary = {salary, number, ::currency/USD} ÷ 52 = {weekly, number, ::currency/USD}.',
  explainState:
    '{rulesInForce} Weeks of disability pay: {disabilityWeeks, number, integer} × {disabilityWeekly, number, ::currency/USD}, then weeks of family leave pay: {familyWeeks, number, integer} × {familyWeekly, number, ::currency/USD}; each is the state’s tiered rate on your weekly salary, at most the weekly cap.',
  explainNoState: '{state}: no state benefit is counted.',
  explainEmployer:
    'Employer: {weekly, number, ::currency/USD} a week (weekly salary × the percentage, only when your employer pays), with each week’s total pay capped at your weekly salary.',
  explainGap:
    'Income gap = regular pay {regular, number, ::currency/USD} − leave pay {leave, number, ::currency/USD} = {gap, number, ::currency/USD}; after {tax, number, ::.##}% tax it is {afterTax, number, ::currency/USD}.',
  explainSavings:
    'Savings goal = after-tax gap + emergency fund ({weekly, number, ::currency/USD} × {weeks, number, integer} weeks × {percent, number, integer}% = {fund, number, ::currency/USD}) = {goal, number, ::currency/USD}, or {monthly, number, ::currency/USD} a month for {months, number, integer} months.',
  explainChildcare:
    'Childcare after the leave: {perWeek, number, ::currency/USD auto} a week × {weeksPerMonth, number, ::.##} = {cost, number, ::currency/USD} a month.',

  // Each state's program, by the state's id in camel case; state-messages.ts fills in the record's figures.
  stateUpdates: `{state, select,
    california {each year on Jan 01}
    newYork {each year on Jan 01}
    newJersey {each year on Jan 01}
    rhodeIsland {each year on Jul 01}
    massachusetts {each year on Jan 01}
    connecticut {each year on Jan 01 (with the minimum wage)}
    maryland {when the law sets the start date}
    oregon {each July}
    washington {each year on Jan 01}
    colorado {each year on Jul 01}
    districtOfColumbia {each year on Oct 01}
    delaware {each year on Jan 01}
    minnesota {each year (date not confirmed)}
    maine {each year on Jul 01}
    hawaii {each year on Jan 01}
    vermont {not applicable (voluntary insurance)}
    other {not applicable}}`,
  stateDisabilityName: `{state, select,
    california {State Disability Insurance (SDI), pregnancy disability}
    newYork {Disability Benefits Law (DBL), pregnancy disability}
    newJersey {Temporary Disability Insurance (TDI), pregnancy disability}
    rhodeIsland {Temporary Disability Insurance (TDI), pregnancy disability}
    massachusetts {Paid Family and Medical Leave (PFML), medical leave for pregnancy}
    connecticut {CT Paid Leave, incapacity due to pregnancy}
    oregon {Paid Leave Oregon, pregnancy-related leave}
    washington {Paid Family and Medical Leave, medical leave after birth}
    districtOfColumbia {DC Paid Family Leave, prenatal leave}
    delaware {Delaware Paid Leave, medical leave for pregnancy}
    minnesota {Minnesota Paid Leave, medical leave for pregnancy and recovery}
    maine {Maine Paid Family and Medical Leave, medical leave for pregnancy}
    hawaii {Temporary Disability Insurance (TDI), pregnancy disability}}`,
  stateDisabilityRule: `{state, select,
    california {{rate0, number, ::.##}% of your weekly wage up to {top0, number, ::currency/USD auto} (highest quarter up to {quarterlyBandTop, number, ::currency/USD auto}), {rate1, number, ::.##}% above it (never less than the {rate0, number, ::.##}% tier pays at its top), at most {cap, number, ::currency/USD auto} a week ({year}); under {lowWageQuarter, number, ::currency/USD auto} in the best quarter, {lowWageBenefit, number, ::currency/USD auto} a week. A normal pregnancy is usually certified for 4 weeks before and 6 after birth (8 after a C-section).}
    newYork {{disabilityRate, number, ::.##}% of the average weekly wage of the last 8 weeks worked, at most {disabilityCap, number, ::currency/USD auto} a week.}
    newJersey {{rate0, number, ::.##}% of the average weekly wage up to {cap, number, ::currency/USD auto} a week; a birth is usually certified for 4 weeks before and 6 after (8 after a C-section).}
    rhodeIsland {{quarterRate, number, ::.00}% of the wages of your highest-paid quarter ({rate0, number, ::.##}% of a steady weekly wage), up to {cap, number, ::currency/USD auto} a week.}
    massachusetts {{rate0, number, ::.##}% of your wage up to half the state average weekly wage ({top0, number, ::currency/USD auto} a week) plus {rate1, number, ::.##}% of the rest, at most {cap, number, ::currency/USD auto} a week (64% of the state average weekly wage, {averageWeeklyWage, number, ::currency/USD auto}).}
    connecticut {{disabilityWeeks, number, integer} extra weeks for a serious health condition from pregnancy, paid like family leave.}
    oregon {{disabilityWeeks, number, integer} extra weeks for limitations related to pregnancy, childbirth or a related condition, paid like other leave.}
    washington {{rate0, number, ::.##}% of wages up to half the state average weekly wage ({top0, number, ::currency/USD auto} a week) plus {rate1, number, ::.##}% above it, at most {cap, number, ::currency/USD auto} a week; medical leave after birth is usually certified for 6–8 weeks.}
    districtOfColumbia {{disabilityWeeks, number, integer} weeks of prenatal leave, paid like parental leave.}
    delaware {{rate0, number, ::.##}% of wages, at most {cap, number, ::currency/USD auto} a week (at least $100); medical leave up to {disabilityWeeks, number, integer} weeks every 24 months.}
    minnesota {{rate0, number, ::.##}% of wages up to half the state average weekly wage ({top0, number, ::currency/USD auto}), {rate1, number, ::.##}% up to the full average ({top1, number, ::currency/USD auto}), {rate2, number, ::.##}% above, at most {cap, number, ::currency/USD auto} a week.}
    maine {{rate0, number, ::.##}% of wages up to half the state average weekly wage ({top0, number, ::currency/USD auto}) plus {rate1, number, ::.##}% above it, at most {cap, number, ::currency/USD auto} a week (the state average weekly wage for Jul 01, 2025 – Jun 30, 2026).}
    hawaii {{rate0, number, ::.##}% of the average weekly wage, at most {cap, number, ::currency/USD auto} a week, up to {programMaxWeeks, number, integer} weeks.}}`,
  stateFamilyLeaveName: `{state, select,
    california {Paid Family Leave (PFL), bonding}
    newYork {Paid Family Leave (PFL), bonding}
    newJersey {Family Leave Insurance (FLI), bonding}
    rhodeIsland {Temporary Caregiver Insurance (TCI), bonding}
    massachusetts {Paid Family and Medical Leave (PFML), family leave for bonding}
    connecticut {CT Paid Leave, bonding}
    oregon {Paid Leave Oregon, family leave for bonding}
    washington {Paid Family and Medical Leave, family leave for bonding}
    colorado {FAMLI, leave for the birth and bonding}
    districtOfColumbia {DC Paid Family Leave, parental leave}
    delaware {Delaware Paid Leave, parental leave}
    minnesota {Minnesota Paid Leave, family leave for bonding}
    maine {Maine Paid Family and Medical Leave, family leave for bonding}}`,
  stateFamilyLeaveRule: `{state, select,
    california {Same rate and cap, up to {familyWeeks, number, integer} weeks of bonding leave in 12 months.}
    newYork {{rate0, number, ::.##}% of the average weekly wage, capped at {rate0, number, ::.##}% of the state average weekly wage ({averageWeeklyWage, number, ::currency/USD auto}): at most {cap, number, ::currency/USD auto} a week, for up to {familyWeeks, number, integer} weeks.}
    newJersey {{rate0, number, ::.##}% of the average weekly wage up to {cap, number, ::currency/USD auto} a week, for up to {familyWeeks, number, integer} weeks.}
    rhodeIsland {Same formula and cap, for up to {familyWeeks, number, integer} weeks of bonding leave.}
    massachusetts {Same formula and cap, up to {familyWeeks, number, integer} weeks of bonding leave.}
    connecticut {{rate0, number, ::.##}% of your wage up to 40 × the minimum wage ({top0, number, ::currency/USD auto} a week at {minimumWage, number, ::currency/USD auto}) plus {rate1, number, ::.##}% above it, at most 60 × the minimum wage ({cap, number, ::currency/USD auto} a week), for up to {familyWeeks, number, integer} weeks.}
    oregon {{rate0, number, ::.##}% of wages up to 65% of the state average weekly wage ({top0, number, ::currency/USD auto} a week) plus {rate1, number, ::.##}% above it, at most 120% of that wage ({cap, number, ::currency/USD auto} a week).}
    washington {Same formula and cap, up to {familyWeeks, number, integer} weeks of bonding leave.}
    colorado {{rate0, number, ::.##}% of wages up to half the state average weekly wage ({top0, number, ::currency/USD auto} a week) plus {rate1, number, ::.##}% above it, at most {cap, number, ::currency/USD auto} a week (90% of that wage), up to {familyWeeks, number, integer} weeks a year.}
    districtOfColumbia {{rate0, number, ::.##}% of wages up to 150% of 40 × the minimum wage ({top0, number, ::currency/USD auto} a week at {minimumWage, number, ::currency/USD}) plus {rate1, number, ::.##}% above it, at most {cap, number, ::currency/USD auto} a week, for up to {familyWeeks, number, integer} weeks.}
    delaware {Same rate and cap, parental leave up to {familyWeeks, number, integer} weeks a year.}
    minnesota {Same formula and cap, up to {familyWeeks, number, integer} weeks of bonding leave.}
    maine {Same formula and cap; {combined, number, integer} weeks in all per benefit year.}}`,
  stateEligibilityBefore: `{state, select,
    delaware {Benefits start on {benefitsStart, date, short}.}
    minnesota {Benefits start on {benefitsStart, date, short}.}
    maine {Benefits start on {benefitsStart, date, short}.}}`,
  stateEligibility: `{state, select,
    california {At least {minimum, number, ::currency/USD auto} of wages with SDI deductions in the base period.}
    newYork {Disability: 4 consecutive weeks with a covered employer. Paid Family Leave: 26 consecutive weeks at 20 or more hours a week, or 175 days part-time.}
    newJersey {20 base weeks earning at least {baseWeekEarnings, number, ::currency/USD auto} each, or at least {minimum, number, ::currency/USD auto} in the base year.}
    rhodeIsland {Minimum base-period wages (about 1,200 × the minimum wage; $16,800 in 2024). The 2025–2026 figure was not confirmed, so we do not test it: check with the Department of Labor and Training.}
    massachusetts {At least {minimum, number, ::currency/USD auto} in the last 4 completed quarters and at least 30 times your weekly benefit.}
    connecticut {At least {minimum, number, ::currency/USD auto} in your highest-paid quarter of the base period.}
    maryland {FAMLI is not paying yet.}
    oregon {At least {minimum, number, ::currency/USD auto} in wages in the year before you apply.}
    washington {820 hours worked in Washington in the qualifying period.}
    colorado {At least {minimum, number, ::currency/USD auto} in wages in the base period.}
    districtOfColumbia {More than half your work time in DC for a covered employer in the 52 weeks before the leave.}
    delaware {At least one year and 1,250 hours with one employer, working mainly (60% or more) in Delaware; employers with 10–24 employees owe parental leave only, under 10 none.}
    minnesota {Earnings of at least 5.3% of the state average annual wage (about $3,900; not confirmed, so we do not test it).}
    maine {Base-period wages of at least 6 times the state average weekly wage (6 × {averageWeeklyWage, number, ::currency/USD auto} = {minimum, number, ::currency/USD auto}).}
    hawaii {At least 14 weeks with 20 or more hours paid, and at least {minimum, number, ::currency/USD auto}, in the 52 weeks before the disability.}
    vermont {No statewide program: only employees whose employer (or who themselves) bought the voluntary insurance are covered.}
    other {No state program is included.}}`,
  stateNote: `{note, select,
    californiaSb951 {Claims from Jan 01, 2025 get {rate1, number, ::.##}% or {rate0, number, ::.##}% of wages (SB 951); the {rate0, number, ::.##}% band for {year} runs to {quarterlyBandTop, number, ::currency/USD auto} in your best quarter.}
    californiaWaitingDisabilityOnly {The first {waiting, number, integer} days of a disability claim are an unpaid waiting period; Paid Family Leave has none.}
    newYorkDisabilityRate {New York disability benefits pay {disabilityRate, number, ::.##}% of your wage up to {disabilityCap, number, ::currency/USD auto} a week (unchanged in 2025 and 2026 as far as we found), not the {rate0, number, ::.##}% Paid Family Leave rate.}
    newYorkCombinedCap {Disability and Paid Family Leave together may not exceed {combined, number, integer} weeks in 52, and cannot be paid at the same time.}
    newJerseyWaitingRepaid {The {waiting, number, integer}-day waiting week of a disability claim is paid back once you have been paid for 3 more weeks, so it rarely costs anything after a birth.}
    newJerseyEligibilityAlternative {We test eligibility with the {minimum, number, ::currency/USD auto} alternative; 20 weeks at {baseWeekEarnings, number, ::currency/USD auto} or more also qualifies.}
    rhodeIslandOutOfWork7Days {No waiting period, but you must be out of work for at least 7 consecutive days to qualify.}
    rhodeIslandCaregiverWeeks {Temporary Caregiver Insurance pays up to {familyWeeks, number, integer} weeks for leave starting in {year}.}
    massachusettsCertifiedWeeks {Medical leave after a birth is usually certified for 6 weeks (8 after a C-section); family leave follows with no second waiting week.}
    massachusettsFiguresForYear {Figures for leave starting in {year}.}
    massachusettsMinimumFrom2025 {The {minimum, number, ::currency/USD auto} minimum earnings are the 2025 figure (confirmed); the {year} figure was not confirmed.}
    connecticutNoWaitingAssumed {We assume no waiting period (none found in the program’s rules; not confirmed); the eligibility test is {minimum, number, ::currency/USD auto} in one quarter, which we compare with your annual salary.}
    marylandDelayed {Maryland pays no FAMLI benefits in 2025 or 2026: a 2025 law (HB 102) delayed benefits to start between Jan 01, 2027 at the earliest and Jan 03, 2028 at the latest (planned: up to 12 weeks, $50–$1,000 a week).}
    oregonNoWaitingAssumed {We assume no waiting period (none found; not confirmed).}
    washingtonCombinedCap {Medical and family leave together are capped at {combined, number, integer} weeks (we use {combined, number, integer}), or 18 when a pregnancy complication makes you unable to work; the 7-day waiting week is waived for leave around a birth.}
    washingtonHalfAverageDerived {Half the state average weekly wage is derived from the cap (the cap is 90% of that wage, RCW 50A.15.020): {top0, number, ::currency/USD auto}.}
    coloradoComplications {Up to 4 more weeks are paid for complications of pregnancy or childbirth; the estimate counts the usual {familyWeeks, number, integer}.}
    coloradoNicu {From {validFrom, date, short}, up to 12 more weeks if your baby is in neonatal intensive care.}
    coloradoNoWaitingAssumed {We assume no waiting period (none found; not confirmed).}
    districtOfColumbiaMinimumWage2024 {The {rate0, number, ::.##}% band rests on DC’s minimum wage of {minimumWage, number, ::currency/USD} an hour (from Jul 01, 2024): 1.5 × 40 × {minimumWage, number, ::currency/USD} = {top0, number, ::currency/USD auto} a week.}
    districtOfColumbiaMinimumWage2025 {The {rate0, number, ::.##}% band rests on DC’s minimum wage of {minimumWage, number, ::currency/USD} an hour (from Jul 01, 2025): 1.5 × 40 × {minimumWage, number, ::currency/USD} = {top0, number, ::currency/USD auto} a week.}
    districtOfColumbiaMinimumWageCarried {The {rate0, number, ::.##}% band rests on DC’s minimum wage of {minimumWage, number, ::currency/USD} an hour (from Jul 01, 2025), the last confirmed value: the minimum wage changes every Jul 01 and the figure from Jul 01, 2026 was not confirmed.}
    districtOfColumbiaNoWaiting {The one-week waiting period was removed permanently in July 2022.}
    delawareStarts {Delaware Paid Leave collected contributions in {year} and pays benefits for leave from {benefitsStart, date, short}.}
    delawareStarted {Benefits started on {benefitsStart, date, short}; medical and parental leave together are capped at {combined, number, integer} weeks a year.}
    minnesotaStarts {Minnesota Paid Leave pays benefits for leave from {benefitsStart, date, short}, not before.}
    minnesotaStarted {Benefits started on {benefitsStart, date, short}. A medical claim needs 7 consecutive days off; those first 7 days are paid afterwards, and bonding leave has no such wait.}
    maineStarts {Maine Paid Family and Medical Leave pays benefits for leave from {benefitsStart, date, short}, not before.}
    maineStarted {Benefits started on {benefitsStart, date, short}. Medical leave has one unpaid {waiting, number, integer}-day waiting period per benefit year; leave in all is capped at {combined, number, integer} weeks.}
    hawaiiDisabilityOnly {Hawaii pays disability benefits only: there is no state-paid bonding leave.}
    hawaiiCapFrom2025 {The {cap, number, ::currency/USD auto} cap is the 2025 figure (confirmed); a {year} cap of $871 was reported by one secondary source only and is not used.}
    vermontVoluntary {Vermont has no statewide paid leave entitlement: its Family and Medical Leave Insurance is voluntary (60% of wages for up to 6 weeks, if your employer joined or you enrolled yourself). We count no state benefit; if you are enrolled, ask the insurer for your amount.}
    otherNotIncluded {No state paid-leave program is included for your state: the estimate counts only employer pay.}}`,
  // The definition's declarative texts (calculator.ts): name, labels, help, titles.
  name: 'Maternity Leave Pay Calculator',
  description:
    'Estimate your pay during maternity leave from state paid-leave programs and your employer, the income gap, and how much to save before the baby arrives.',
  keywordMaternityLeavePay: 'maternity leave pay',
  keywordPaidFamilyLeave: 'paid family leave',
  keywordStateDisabilityInsurance: 'state disability insurance',
  keywordParentalLeaveCalculator: 'parental leave calculator',
  keywordLeaveSavingsPlan: 'leave savings plan',
  audienceNote: 'For employees in the US: federal rules and the state paid-leave programs.',
  annualSalaryLabel: 'Annual salary',
  annualSalarySuffix: 'USD',
  annualSalaryPlaceholder: 'e.g. 60000',
  leaveWeeksLabel: 'Length of leave',
  leaveWeeksSuffix: 'weeks',
  leaveWeeksPlaceholder: 'e.g. 12',
  employmentStateLabel: 'State where you work',
  leaveStartDateLabel: 'First day of your leave',
  leaveStartDateHelp:
    'Optional: picks the state’s rules in force that day (caps change each year). Leave it empty for today.',
  hasEmployerBenefitsLabel: 'Does your employer pay during maternity leave?',
  hasEmployerBenefitsOptionYes: 'Yes',
  hasEmployerBenefitsOptionNo: 'No',
  hasEmployerBenefitsOptionUnsure: 'Not sure',
  employerPayPercentageLabel: 'Share of salary your employer pays',
  employerPayPercentageHelp:
    'The percentage of your usual pay your employer pays each week of leave (ask HR if unsure).',
  employerPayPercentagePlaceholder: 'e.g. 50',
  example1: 'California, leave from 1 March 2025, $52,000, 12 weeks, no employer pay',
  example2: 'New Jersey, $104,000, 12 weeks from 26 November 2026',
  example3: 'New Jersey, $104,000, 12 weeks from 1 March 2025',
  example4: 'Massachusetts 2026, $52,000, 12 weeks',
  example5: 'Oregon, leave from 1 March 2026, $78,000, 12 weeks',
  example6: 'New York 2026, $78,000, 16 weeks, employer pays 20%',
  example7: 'New York 2026, $52,000, 12 weeks: Paid Family Leave from the birth',
  example8: 'New York 2026, $52,000, 22 weeks: disability through the recovery first',
  example9: 'Another state, $41,600, 8 weeks, employer pays 50%',
  example10: 'New Jersey 2026, $15,000, 10 weeks',
  example11: 'California, leave from 1 June 2025, $62,400, 12 weeks',
  example12: 'Rhode Island, $104,000, 12 weeks from 26 November 2026',
  example13: 'Hawaii 2026 (disability only), $52,000, 8 weeks',
  example14: 'Maryland 2026, $52,000, 12 weeks',
  example15: 'Washington 2026, $104,000, 18 weeks',
  totalPayDuringYour: 'Total pay during your leave',
  averageWeeklyPayDuring: 'Average weekly pay during leave',
  incomeGap: 'Income gap',
  saveEachMonthFor: 'Save each month for {months} months',
  whichBenefitToTake: 'Which benefit to take after the birth',
  thisLeaveStartsAfter:
    'This leave starts after the newest figures this calculator holds for your state: see “About your state’s program” for the figures used and the date they rest on.',
  yourStateSProgram: 'Your state’s program',
  statePrograms: 'State programs',
  program: 'Program',
  yourWeeklyBenefit: 'Your weekly benefit',
  shareOfYourPay: 'Share of your pay',
  weeklyCap: 'Weekly cap',
  weeksForABirth: 'Weeks for a birth',
  weeksInYourLeave: 'Weeks in your leave',
  aboutYourStateS: 'About your state’s program',
  weekByWeek: 'Week by week',
  benefitsSummary: 'Benefits summary',
  weeklySalary: 'Weekly salary',
  stateWeeklyBenefitBonding: 'State weekly benefit (bonding rate)',
  stateWeeklyBenefit: 'State weekly benefit',
  pregnancyDisabilityWeeklyBenefit: 'Pregnancy disability weekly benefit',
  employerWeeklyBenefit: 'Employer weekly benefit',
  totalWeeklyBenefitBonding: 'Total weekly benefit (bonding rate)',
  totalWeeklyBenefit: 'Total weekly benefit',
  stateBenefitRate: 'State benefit rate',
  weeklyBreakdown: 'Weekly breakdown',
  period: 'Period',
  weeks: 'Weeks',
  stateAWeek: 'State a week',
  employerAWeek: 'Employer a week',
  totalAWeek: 'Total a week',
  total: 'Total',
  incomeGapAndTax: 'Income gap and tax',
  regularPayForThe: 'Regular pay for the same weeks',
  totalPayDuringLeave: 'Total pay during leave',
  payReplaced: 'Pay replaced',
  taxImpact: 'Tax impact',
  taxRateStateFederal: 'Tax rate ({stateTaxPercent}% state + {federalTaxPercent}% federal)',
  estimatedTaxesOnLeave: 'Estimated taxes on leave pay',
  leavePayAfterTax: 'Leave pay after tax',
  incomeGapAfterTax: 'Income gap after tax',
  savingsPlan: 'Savings plan',
  monthsToSave: 'Months to save',
  saveEachMonth: 'Save each month',
  emergencyFundWeeksAt: 'Emergency fund ({emergencyFundWeeks} weeks at {emergencyFundPercentOfPay}% of pay)',
  totalSavingsGoal: 'Total savings goal',
  shorterOrLongerLeave: 'Shorter or longer leave',
  compareLeaveLengths: 'Compare leave lengths',
  leavePay: 'Leave pay',
  regularPay: 'Regular pay',
  gapAfterTax: 'Gap after tax',
  saveAMonthFor: 'Save a month ({months} months)',
  backToWork: 'Back to work',
  backToWorkA: 'Back to work (a month)',
  childcareEstimate: 'Childcare estimate',
  takeHomePay: 'Take-home pay',
  leftAfterChildcare: 'Left after childcare',
  childcareWouldCostMore:
    'Childcare would cost more than 7% of your pay, the cap HHS set in 2024 on subsidised families’ copayments (a yardstick, not a rule): plan your budget for it before you return.',
  checklistsBeforeDuringAnd: 'Checklists: before, during and after your leave',
  beforeYourLeave: 'Before your leave',
  duringYourLeave: 'During your leave',
  afterYouReturn: 'After you return',
  eligibilityWarnings: 'Eligibility warnings',
  benefitsShownAssumeEligibility: 'Benefits shown assume eligibility requirements are met.',
  recommendations: 'Recommendations',
  maternityLeavePayReport: 'Maternity Leave Pay Report',
  maternityLeaveReportTxt: 'maternity-leave-report.txt',
  myMaternityLeavePay: 'My maternity leave pay estimate',
  state: 'State',
  leave: 'Leave',
  yourLeave: 'Your leave',
  leaveStarts: 'Leave starts',
  leaveLength: 'Leave length',
  weeksTheStatePays: 'Weeks the state pays for a birth',
  waitingPeriod: 'Waiting period',
  days: 'days',
  eligibility: 'Eligibility',
  anEstimateForInformation:
    'An estimate for information only, not financial, tax or legal advice. Check the figures with your state program and your employer.',
  citedForCaliforniaRates: 'rates for claims from 2025, SB 951; weeks',
  citedForCopaymentCap: 'the copayment cap; its rescission was proposed in January 2026',
});
