/**
 * The words about each state's program, with its figures as parameters: every figure comes from the dated record
 * (rates/state-programs.json), never from these texts, so a new cap changes every sentence that quotes it.
 * Figures quoted here literally are ones no calculation uses and no other text repeats (older or reported values).
 */
import { formatIsoDate, formatMoney, formatNumber, round } from '@/engine';
import { programOf, type StateData, type StatePeriod } from './data';

/** What a state's sentences are given: the record in force and the state it belongs to. */
export interface StateWordsContext {
  period: StatePeriod;
  state: StateData;
}

type Words = (context: StateWordsContext) => string;

/** The words of one state. */
export interface StateWords {
  /** When the state publishes new figures, for the note shown when a leave is past the data. */
  updates: string;
  disability?: { name: string; rule: Words };
  familyLeave?: { name: string; rule: Words };
  eligibility: Words;
  /** The notes a record lists by id (`notes`), in its order. */
  notes: Record<string, Words>;
  /** The rate rule in a few words, for the about page's table (figures of the newest record). */
  aboutRule: Words;
}

/** A dollar amount as a sentence quotes it: "$1,500", "$722.50" (no ".00" on whole dollars). */
export const usd = (value: number) => formatMoney(value, 'when-any');
/** A rate (0.6006) as a percentage: "60.06%", "90%". */
export const pct = (rate: number) => {
  const percent = round(rate * 100, 2);
  return `${formatNumber(percent, Number.isInteger(percent) ? 0 : 2)}%`;
};

/** A named figure of the record; throws when the data lacks it (a test renders every record's words). */
function figure({ period }: StateWordsContext, name: string): number {
  const value = period.figures[name];
  if (value === undefined) throw new Error(`No figure "${name}" for ${period.validFrom}`);
  return value;
}
const benefitOf = ({ period }: StateWordsContext, kind: 'disability' | 'familyLeave' = 'familyLeave') => {
  const program = programOf(period, kind) ?? programOf(period, 'disability');
  if (!program) throw new Error(`No program for ${period.validFrom}`);
  return program;
};
const band = (context: StateWordsContext, index: number, kind?: 'disability' | 'familyLeave') => {
  const item = benefitOf(context, kind).bands[index];
  if (!item) throw new Error(`No band ${index} for ${context.period.validFrom}`);
  return item;
};
const top = (context: StateWordsContext, index = 0) => usd(band(context, index).upTo ?? 0);
const rate = (context: StateWordsContext, index = 0, kind?: 'disability' | 'familyLeave') =>
  pct(band(context, index, kind).rate);
const cap = (context: StateWordsContext, kind?: 'disability' | 'familyLeave') =>
  usd(benefitOf(context, kind).maxWeekly);
const weeksOf = (context: StateWordsContext, kind: 'disability' | 'familyLeave') =>
  benefitOf(context, kind).maxWeeks;
const minimum = ({ period }: StateWordsContext) => usd(period.minimumAnnualEarnings ?? 0);
const year = ({ period }: StateWordsContext) => period.validFrom.slice(0, 4);
/** The first day of the state's first record that pays benefits. */
const benefitsStart = ({ state }: StateWordsContext) =>
  formatIsoDate(state.periods.find((period) => period.paysBenefits)?.validFrom ?? '');

const noWaitingAssumed = () => 'We assume no waiting period (none found; not confirmed).';
const sameRuleAnd = (what: string) => (context: StateWordsContext) =>
  `Same formula and cap, up to ${weeksOf(context, 'familyLeave')} weeks of ${what}.`;

/** The words of every state, by the id of its data. */
export const STATE_WORDS: Record<string, StateWords> = {
  california: {
    updates: 'each year on Jan 01',
    disability: {
      name: 'State Disability Insurance (SDI), pregnancy disability',
      rule: (c) =>
        `${rate(c)} of your weekly wage up to ${top(c)} (highest quarter up to ${usd(figure(c, 'quarterlyBandTop'))}), ${rate(c, 1)} above it (never less than the ${rate(c)} tier pays at its top), at most ${cap(c)} a week (${year(c)}); under ${usd(figure(c, 'lowWageQuarter'))} in the best quarter, ${usd(figure(c, 'lowWageBenefit'))} a week. A normal pregnancy is usually certified for 4 weeks before and 6 after birth (8 after a C-section).`,
    },
    familyLeave: {
      name: 'Paid Family Leave (PFL), bonding',
      rule: (c) =>
        `Same rate and cap, up to ${weeksOf(c, 'familyLeave')} weeks of bonding leave in 12 months.`,
    },
    eligibility: (c) => `At least ${minimum(c)} of wages with SDI deductions in the base period.`,
    notes: {
      'sb-951': (c) =>
        `Claims from Jan 01, 2025 get ${rate(c, 1)} or ${rate(c)} of wages (SB 951); the ${rate(c)} band for ${year(c)} runs to ${usd(figure(c, 'quarterlyBandTop'))} in your best quarter.`,
      'waiting-disability-only': (c) =>
        `The first ${c.period.waitingPeriod} days of a disability claim are an unpaid waiting period; Paid Family Leave has none.`,
    },
    aboutRule: (c) =>
      `${rate(c)} up to ${top(c)} a week, ${rate(c, 1)} above (never less than the ${rate(c)} tier's top)`,
  },
  'new york': {
    updates: 'each year on Jan 01',
    disability: {
      name: 'Disability Benefits Law (DBL), pregnancy disability',
      rule: (c) =>
        `${rate(c, 0, 'disability')} of the average weekly wage of the last 8 weeks worked, at most ${cap(c, 'disability')} a week.`,
    },
    familyLeave: {
      name: 'Paid Family Leave (PFL), bonding',
      rule: (c) =>
        `${rate(c)} of the average weekly wage, capped at ${rate(c)} of the state average weekly wage (${usd(figure(c, 'averageWeeklyWage'))}): at most ${cap(c)} a week, for up to ${weeksOf(c, 'familyLeave')} weeks.`,
    },
    eligibility: () =>
      'Disability: 4 consecutive weeks with a covered employer. Paid Family Leave: 26 consecutive weeks at 20 or more hours a week, or 175 days part-time.',
    notes: {
      'disability-rate': (c) =>
        `New York disability benefits pay ${rate(c, 0, 'disability')} of your wage up to ${cap(c, 'disability')} a week (unchanged in 2025 and 2026 as far as we found), not the ${rate(c)} Paid Family Leave rate.`,
      'combined-cap': (c) =>
        `Disability and Paid Family Leave together may not exceed ${c.period.combinedMaxWeeks} weeks in 52, and cannot be paid at the same time.`,
    },
    aboutRule: (c) =>
      `disability ${rate(c, 0, 'disability')} to ${cap(c, 'disability')}; Paid Family Leave ${rate(c)}`,
  },
  'new jersey': {
    updates: 'each year on Jan 01',
    disability: {
      name: 'Temporary Disability Insurance (TDI), pregnancy disability',
      rule: (c) =>
        `${rate(c)} of the average weekly wage up to ${cap(c)} a week; a birth is usually certified for 4 weeks before and 6 after (8 after a C-section).`,
    },
    familyLeave: {
      name: 'Family Leave Insurance (FLI), bonding',
      rule: (c) =>
        `${rate(c)} of the average weekly wage up to ${cap(c)} a week, for up to ${weeksOf(c, 'familyLeave')} weeks.`,
    },
    eligibility: (c) =>
      `20 base weeks earning at least ${usd(figure(c, 'baseWeekEarnings'))} each, or at least ${minimum(c)} in the base year.`,
    notes: {
      'waiting-repaid': (c) =>
        `The ${c.period.waitingPeriod}-day waiting week of a disability claim is paid back once you have been paid for 3 more weeks, so it rarely costs anything after a birth.`,
      'eligibility-alternative': (c) =>
        `We test eligibility with the ${minimum(c)} alternative; 20 weeks at ${usd(figure(c, 'baseWeekEarnings'))} or more also qualifies.`,
    },
    aboutRule: (c) => rate(c),
  },
  'rhode island': {
    updates: 'each year on Jul 01',
    disability: {
      name: 'Temporary Disability Insurance (TDI), pregnancy disability',
      rule: (c) =>
        `${formatNumber(figure(c, 'quarterRate'), 2)}% of the wages of your highest-paid quarter (${rate(c)} of a steady weekly wage), up to ${cap(c)} a week.`,
    },
    familyLeave: {
      name: 'Temporary Caregiver Insurance (TCI), bonding',
      rule: (c) => `Same formula and cap, for up to ${weeksOf(c, 'familyLeave')} weeks of bonding leave.`,
    },
    eligibility: () =>
      'Minimum base-period wages (about 1,200 × the minimum wage; $16,800 in 2024). The 2025–2026 figure was not confirmed, so we do not test it: check with the Department of Labor and Training.',
    notes: {
      'out-of-work-7-days': () =>
        'No waiting period, but you must be out of work for at least 7 consecutive days to qualify.',
      'caregiver-weeks': (c) =>
        `Temporary Caregiver Insurance pays up to ${weeksOf(c, 'familyLeave')} weeks for leave starting in ${year(c)}.`,
    },
    aboutRule: (c) =>
      `${formatNumber(figure(c, 'quarterRate'), 2)}% of the best quarter (${rate(c)} of a steady weekly wage)`,
  },
  massachusetts: {
    updates: 'each year on Jan 01',
    disability: {
      name: 'Paid Family and Medical Leave (PFML), medical leave for pregnancy',
      rule: (c) =>
        `${rate(c)} of your wage up to half the state average weekly wage (${top(c)} a week) plus ${rate(c, 1)} of the rest, at most ${cap(c)} a week (64% of the state average weekly wage, ${usd(figure(c, 'averageWeeklyWage'))}).`,
    },
    familyLeave: {
      name: 'Paid Family and Medical Leave (PFML), family leave for bonding',
      rule: sameRuleAnd('bonding leave'),
    },
    eligibility: (c) =>
      `At least ${minimum(c)} in the last 4 completed quarters and at least 30 times your weekly benefit.`,
    notes: {
      'certified-weeks': () =>
        'Medical leave after a birth is usually certified for 6 weeks (8 after a C-section); family leave follows with no second waiting week.',
      'figures-for-year': (c) => `Figures for leave starting in ${year(c)}.`,
      'minimum-from-2025': (c) =>
        `The ${minimum(c)} minimum earnings are the 2025 figure (confirmed); the ${year(c)} figure was not confirmed.`,
    },
    aboutRule: (c) => `${rate(c)} up to half the state average weekly wage, ${rate(c, 1)} above`,
  },
  connecticut: {
    updates: 'each year on Jan 01 (with the minimum wage)',
    disability: {
      name: 'CT Paid Leave, incapacity due to pregnancy',
      rule: (c) =>
        `${weeksOf(c, 'disability')} extra weeks for a serious health condition from pregnancy, paid like family leave.`,
    },
    familyLeave: {
      name: 'CT Paid Leave, bonding',
      rule: (c) =>
        `${rate(c)} of your wage up to 40 × the minimum wage (${top(c)} a week at ${usd(figure(c, 'minimumWage'))}) plus ${rate(c, 1)} above it, at most 60 × the minimum wage (${cap(c)} a week), for up to ${weeksOf(c, 'familyLeave')} weeks.`,
    },
    eligibility: (c) => `At least ${minimum(c)} in your highest-paid quarter of the base period.`,
    notes: {
      'no-waiting-assumed': (c) =>
        `We assume no waiting period (none found in the program’s rules; not confirmed); the eligibility test is ${minimum(c)} in one quarter, which we compare with your annual salary.`,
    },
    aboutRule: (c) => `${rate(c)} up to 40 × minimum wage, ${rate(c, 1)} above`,
  },
  maryland: {
    updates: 'when the law sets the start date',
    eligibility: () => 'FAMLI is not paying yet.',
    notes: {
      delayed: () =>
        'Maryland pays no FAMLI benefits in 2025 or 2026: a 2025 law (HB 102) delayed benefits to start between Jan 01, 2027 at the earliest and Jan 03, 2028 at the latest (planned: up to 12 weeks, $50–$1,000 a week).',
    },
    aboutRule: () => 'no benefits before 2027',
  },
  oregon: {
    updates: 'each July',
    disability: {
      name: 'Paid Leave Oregon, pregnancy-related leave',
      rule: (c) =>
        `${weeksOf(c, 'disability')} extra weeks for limitations related to pregnancy, childbirth or a related condition, paid like other leave.`,
    },
    familyLeave: {
      name: 'Paid Leave Oregon, family leave for bonding',
      rule: (c) =>
        `${rate(c)} of wages up to 65% of the state average weekly wage (${top(c)} a week) plus ${rate(c, 1)} above it, at most 120% of that wage (${cap(c)} a week).`,
    },
    eligibility: (c) => `At least ${minimum(c)} in wages in the year before you apply.`,
    notes: { 'no-waiting-assumed': noWaitingAssumed },
    aboutRule: (c) => `${rate(c)} up to 65% of the state average weekly wage, ${rate(c, 1)} above`,
  },
  washington: {
    updates: 'each year on Jan 01',
    disability: {
      name: 'Paid Family and Medical Leave, medical leave after birth',
      rule: (c) =>
        `${rate(c)} of wages up to half the state average weekly wage (${top(c)} a week) plus ${rate(c, 1)} above it, at most ${cap(c)} a week; medical leave after birth is usually certified for 6–8 weeks.`,
    },
    familyLeave: {
      name: 'Paid Family and Medical Leave, family leave for bonding',
      rule: sameRuleAnd('bonding leave'),
    },
    eligibility: () => '820 hours worked in Washington in the qualifying period.',
    notes: {
      'combined-cap': (c) =>
        `Medical and family leave together are capped at ${c.period.combinedMaxWeeks} weeks (we use ${c.period.combinedMaxWeeks}), or 18 when a pregnancy complication makes you unable to work; the 7-day waiting week is waived for leave around a birth.`,
      'half-average-derived': (c) =>
        `Half the state average weekly wage is derived from the cap (the cap is 90% of that wage, RCW 50A.15.020): ${top(c)}.`,
    },
    aboutRule: (c) => `${rate(c)} up to half the state average weekly wage, ${rate(c, 1)} above`,
  },
  colorado: {
    updates: 'each year on Jul 01',
    familyLeave: {
      name: 'FAMLI, leave for the birth and bonding',
      rule: (c) =>
        `${rate(c)} of wages up to half the state average weekly wage (${top(c)} a week) plus ${rate(c, 1)} above it, at most ${cap(c)} a week (90% of that wage), up to ${weeksOf(c, 'familyLeave')} weeks a year.`,
    },
    eligibility: (c) => `At least ${minimum(c)} in wages in the base period.`,
    notes: {
      complications: (c) =>
        `Up to 4 more weeks are paid for complications of pregnancy or childbirth; the estimate counts the usual ${weeksOf(c, 'familyLeave')}.`,
      nicu: (c) =>
        `From ${formatIsoDate(c.period.validFrom)}, up to 12 more weeks if your baby is in neonatal intensive care.`,
      'no-waiting-assumed': noWaitingAssumed,
    },
    aboutRule: (c) => `${rate(c)} up to half the state average weekly wage, ${rate(c, 1)} above`,
  },
  'district of columbia': {
    updates: 'each year on Oct 01',
    disability: {
      name: 'DC Paid Family Leave, prenatal leave',
      rule: (c) => `${weeksOf(c, 'disability')} weeks of prenatal leave, paid like parental leave.`,
    },
    familyLeave: {
      name: 'DC Paid Family Leave, parental leave',
      rule: (c) =>
        `${rate(c)} of wages up to 150% of 40 × the minimum wage (${top(c)} a week at ${formatMoney(figure(c, 'minimumWage'))}) plus ${rate(c, 1)} above it, at most ${cap(c)} a week, for up to ${weeksOf(c, 'familyLeave')} weeks.`,
    },
    eligibility: () =>
      'More than half your work time in DC for a covered employer in the 52 weeks before the leave.',
    notes: {
      'minimum-wage-used': (c) =>
        `The ${rate(c)} band rests on DC’s minimum wage of ${formatMoney(figure(c, 'minimumWage'))} (from Jul 01, 2024), the last confirmed value: the minimum wage rose on Jul 01, 2025 (reported as $18.00, which would put the band at $1,080 a week; not confirmed).`,
      'no-waiting': () => 'The one-week waiting period was removed permanently in July 2022.',
    },
    aboutRule: (c) => `${rate(c)} up to 150% of 40 × minimum wage, ${rate(c, 1)} above`,
  },
  delaware: {
    updates: 'each year on Jan 01',
    disability: {
      name: 'Delaware Paid Leave, medical leave for pregnancy',
      rule: (c) =>
        `${rate(c)} of wages, at most ${cap(c)} a week (at least $100); medical leave up to ${weeksOf(c, 'disability')} weeks every 24 months.`,
    },
    familyLeave: {
      name: 'Delaware Paid Leave, parental leave',
      rule: (c) => `Same rate and cap, parental leave up to ${weeksOf(c, 'familyLeave')} weeks a year.`,
    },
    eligibility: (c) =>
      c.period.paysBenefits
        ? 'At least one year and 1,250 hours with one employer, working mainly (60% or more) in Delaware; employers with 10–24 employees owe parental leave only, under 10 none.'
        : `Benefits start on ${benefitsStart(c)}.`,
    notes: {
      starts: (c) =>
        `Delaware Paid Leave collected contributions in ${year(c)} and pays benefits for leave from ${benefitsStart(c)}.`,
      started: (c) =>
        `Benefits started on ${benefitsStart(c)}; medical and parental leave together are capped at ${c.period.combinedMaxWeeks} weeks a year.`,
    },
    aboutRule: (c) => rate(c),
  },
  minnesota: {
    updates: 'each year (date not confirmed)',
    disability: {
      name: 'Minnesota Paid Leave, medical leave for pregnancy and recovery',
      rule: (c) =>
        `${rate(c)} of wages up to half the state average weekly wage (${top(c)}), ${rate(c, 1)} up to the full average (${top(c, 1)}), ${rate(c, 2)} above, at most ${cap(c)} a week.`,
    },
    familyLeave: {
      name: 'Minnesota Paid Leave, family leave for bonding',
      rule: sameRuleAnd('bonding leave'),
    },
    eligibility: (c) =>
      c.period.paysBenefits
        ? 'Earnings of at least 5.3% of the state average annual wage (about $3,900; not confirmed, so we do not test it).'
        : `Benefits start on ${benefitsStart(c)}.`,
    notes: {
      starts: (c) => `Minnesota Paid Leave pays benefits for leave from ${benefitsStart(c)}, not before.`,
      started: (c) =>
        `Benefits started on ${benefitsStart(c)}. A medical claim needs 7 consecutive days off; those first 7 days are paid afterwards, and bonding leave has no such wait.`,
    },
    aboutRule: (c) => `${rate(c)} / ${rate(c, 1)} / ${rate(c, 2)} tiers`,
  },
  maine: {
    updates: 'each year on Jul 01',
    disability: {
      name: 'Maine Paid Family and Medical Leave, medical leave for pregnancy',
      rule: (c) =>
        `${rate(c)} of wages up to half the state average weekly wage (${top(c)}) plus ${rate(c, 1)} above it, at most ${cap(c)} a week (the state average weekly wage for Jul 01, 2025 – Jun 30, 2026).`,
    },
    familyLeave: {
      name: 'Maine Paid Family and Medical Leave, family leave for bonding',
      rule: (c) => `Same formula and cap; ${c.period.combinedMaxWeeks} weeks in all per benefit year.`,
    },
    eligibility: (c) =>
      c.period.paysBenefits
        ? `Base-period wages of at least 6 times the state average weekly wage (6 × ${usd(figure(c, 'averageWeeklyWage'))} = ${minimum(c)}).`
        : `Benefits start on ${benefitsStart(c)}.`,
    notes: {
      starts: (c) =>
        `Maine Paid Family and Medical Leave pays benefits for leave from ${benefitsStart(c)}, not before.`,
      started: (c) =>
        `Benefits started on ${benefitsStart(c)}. Medical leave has one unpaid ${c.period.waitingPeriod}-day waiting period per benefit year; leave in all is capped at ${c.period.combinedMaxWeeks} weeks.`,
    },
    aboutRule: (c) => `${rate(c)} up to half the state average weekly wage, ${rate(c, 1)} above`,
  },
  hawaii: {
    updates: 'each year on Jan 01',
    disability: {
      name: 'Temporary Disability Insurance (TDI), pregnancy disability',
      rule: (c) =>
        `${rate(c)} of the average weekly wage, at most ${cap(c)} a week, up to ${benefitOf(c).programMaxWeeks} weeks.`,
    },
    eligibility: (c) =>
      `At least 14 weeks with 20 or more hours paid, and at least ${minimum(c)}, in the 52 weeks before the disability.`,
    notes: {
      'disability-only': () => 'Hawaii pays disability benefits only: there is no state-paid bonding leave.',
      'cap-from-2025': (c) =>
        `The ${cap(c)} cap is the 2025 figure (confirmed); a ${year(c)} cap of $871 was reported by one secondary source only and is not used.`,
    },
    aboutRule: (c) => rate(c),
  },
  vermont: {
    updates: 'not applicable (voluntary insurance)',
    eligibility: () =>
      'No statewide program: only employees whose employer (or who themselves) bought the voluntary insurance are covered.',
    notes: {
      voluntary: () =>
        'Vermont has no statewide paid leave entitlement: its Family and Medical Leave Insurance is voluntary (60% of wages for up to 6 weeks, if your employer joined or you enrolled yourself). We count no state benefit; if you are enrolled, ask the insurer for your amount.',
    },
    aboutRule: () => 'voluntary insurance only',
  },
  other: {
    updates: 'not applicable',
    eligibility: () => 'No state program is included.',
    notes: {
      'not-included': () =>
        'No state paid-leave program is included for your state: the estimate counts only employer pay.',
    },
    aboutRule: () => 'no state program included',
  },
};

/** The words of a state; throws for a state without words (a test checks every state of the data has them). */
export function stateWords(id: string): StateWords {
  const words = STATE_WORDS[id];
  if (!words) throw new Error(`No words for state ${id}`);
  return words;
}

/** The notes a record lists, in its words. */
export function stateNotes(context: StateWordsContext): string[] {
  const { notes } = stateWords(context.state.id);
  return context.period.notes.map((id) => {
    const note = notes[id];
    if (!note) throw new Error(`No note "${id}" for ${context.state.id}`);
    return note(context);
  });
}
