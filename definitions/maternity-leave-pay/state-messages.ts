/**
 * The words about each state's program: each state's sentences are messages (messages.ts, keys `<state>…`) given
 * the figures of the dated record (rates/state-programs.json) as parameters, never written in the words, so a new
 * cap changes every sentence that quotes it. Figures quoted literally in a message are ones no calculation uses
 * and no other text repeats (older, reported or planned values).
 */
import { round } from '@/engine';
import { programOf, type StateData, type StatePeriod } from './data';
import type { Messages } from './messages.en.gen';

/** The figures a state's messages may quote, from one record (0 where the record has no such figure). */
export interface StateParams {
  paysBenefits: boolean;
  /** Rates of the main program's bands and of the disability program, in percent (90, 60.06). */
  rate0: number;
  rate1: number;
  rate2: number;
  disabilityRate: number;
  /** Tops of the main program's first two bands, dollars a week. */
  top0: number;
  top1: number;
  cap: number;
  disabilityCap: number;
  minimum: number;
  familyWeeks: number;
  disabilityWeeks: number;
  programMaxWeeks: number;
  waiting: number;
  combined: number;
  /** The record's first year ("2025"), first day, and the first day the state pays benefits (ISO). */
  year: string;
  validFrom: string;
  benefitsStart: string;
  quarterlyBandTop: number;
  lowWageQuarter: number;
  lowWageBenefit: number;
  averageWeeklyWage: number;
  baseWeekEarnings: number;
  quarterRate: number;
  minimumWage: number;
}

const percent = (rate: number | undefined) => round((rate ?? 0) * 100, 2);

/** The parameters of a record's messages. */
export function stateParams(state: StateData, period: StatePeriod): StateParams {
  const main = programOf(period, 'familyLeave') ?? programOf(period, 'disability');
  const disability = programOf(period, 'disability');
  const figure = (name: string) => period.figures[name] ?? 0;
  return {
    paysBenefits: period.paysBenefits,
    rate0: percent(main?.bands[0]?.rate),
    rate1: percent(main?.bands[1]?.rate),
    rate2: percent(main?.bands[2]?.rate),
    disabilityRate: percent(disability?.bands[0]?.rate),
    top0: main?.bands[0]?.upTo ?? 0,
    top1: main?.bands[1]?.upTo ?? 0,
    cap: main?.maxWeekly ?? 0,
    disabilityCap: disability?.maxWeekly ?? 0,
    minimum: period.minimumAnnualEarnings ?? 0,
    familyWeeks: period.familyLeave?.maxWeeks ?? 0,
    disabilityWeeks: period.disability?.maxWeeks ?? 0,
    programMaxWeeks: main?.programMaxWeeks ?? 0,
    waiting: period.waitingPeriod,
    combined: period.combinedMaxWeeks ?? 0,
    year: period.validFrom.slice(0, 4),
    validFrom: period.validFrom,
    benefitsStart: state.periods.find((entry) => entry.paysBenefits)?.validFrom ?? period.validFrom,
    quarterlyBandTop: figure('quarterlyBandTop'),
    lowWageQuarter: figure('lowWageQuarter'),
    lowWageBenefit: figure('lowWageBenefit'),
    averageWeeklyWage: figure('averageWeeklyWage'),
    baseWeekEarnings: figure('baseWeekEarnings'),
    quarterRate: figure('quarterRate'),
    minimumWage: figure('minimumWage'),
  };
}

/** The words of one state for one record. */
export interface StateTexts {
  /** When the state publishes new figures, for the note shown when a leave is past the data. */
  updates: string;
  disability?: { name: string; rule: string };
  familyLeave?: { name: string; rule: string };
  eligibility: string;
  /** The notes a record may list by id (`notes`). */
  notes: Record<string, () => string>;
  /** The rate rule in a few words, for the about page's table. */
  aboutRule: string;
}

/** Each state's words, by the id of its data. */
export const STATE_WORDS: Record<string, (m: Messages, p: StateParams) => StateTexts> = {
  california: (m, p) => ({
    updates: m.californiaUpdates(),
    disability: { name: m.californiaDisabilityName(), rule: m.californiaDisabilityRule(p) },
    familyLeave: { name: m.californiaFamilyLeaveName(), rule: m.californiaFamilyLeaveRule(p) },
    eligibility: m.californiaEligibility(p),
    notes: {
      'sb-951': () => m.californiaNoteSb951(p),
      'waiting-disability-only': () => m.californiaNoteWaitingDisabilityOnly(p),
    },
    aboutRule: m.californiaAboutRule(p),
  }),
  'new york': (m, p) => ({
    updates: m.newYorkUpdates(),
    disability: { name: m.newYorkDisabilityName(), rule: m.newYorkDisabilityRule(p) },
    familyLeave: { name: m.newYorkFamilyLeaveName(), rule: m.newYorkFamilyLeaveRule(p) },
    eligibility: m.newYorkEligibility(),
    notes: {
      'disability-rate': () => m.newYorkNoteDisabilityRate(p),
      'combined-cap': () => m.newYorkNoteCombinedCap(p),
    },
    aboutRule: m.newYorkAboutRule(p),
  }),
  'new jersey': (m, p) => ({
    updates: m.newJerseyUpdates(),
    disability: { name: m.newJerseyDisabilityName(), rule: m.newJerseyDisabilityRule(p) },
    familyLeave: { name: m.newJerseyFamilyLeaveName(), rule: m.newJerseyFamilyLeaveRule(p) },
    eligibility: m.newJerseyEligibility(p),
    notes: {
      'waiting-repaid': () => m.newJerseyNoteWaitingRepaid(p),
      'eligibility-alternative': () => m.newJerseyNoteEligibilityAlternative(p),
    },
    aboutRule: m.newJerseyAboutRule(p),
  }),
  'rhode island': (m, p) => ({
    updates: m.rhodeIslandUpdates(),
    disability: { name: m.rhodeIslandDisabilityName(), rule: m.rhodeIslandDisabilityRule(p) },
    familyLeave: { name: m.rhodeIslandFamilyLeaveName(), rule: m.rhodeIslandFamilyLeaveRule(p) },
    eligibility: m.rhodeIslandEligibility(),
    notes: {
      'out-of-work-7-days': () => m.rhodeIslandNoteOutOfWork7Days(),
      'caregiver-weeks': () => m.rhodeIslandNoteCaregiverWeeks(p),
    },
    aboutRule: m.rhodeIslandAboutRule(p),
  }),
  massachusetts: (m, p) => ({
    updates: m.massachusettsUpdates(),
    disability: { name: m.massachusettsDisabilityName(), rule: m.massachusettsDisabilityRule(p) },
    familyLeave: { name: m.massachusettsFamilyLeaveName(), rule: m.massachusettsFamilyLeaveRule(p) },
    eligibility: m.massachusettsEligibility(p),
    notes: {
      'certified-weeks': () => m.massachusettsNoteCertifiedWeeks(),
      'figures-for-year': () => m.massachusettsNoteFiguresForYear(p),
      'minimum-from-2025': () => m.massachusettsNoteMinimumFrom2025(p),
    },
    aboutRule: m.massachusettsAboutRule(p),
  }),
  connecticut: (m, p) => ({
    updates: m.connecticutUpdates(),
    disability: { name: m.connecticutDisabilityName(), rule: m.connecticutDisabilityRule(p) },
    familyLeave: { name: m.connecticutFamilyLeaveName(), rule: m.connecticutFamilyLeaveRule(p) },
    eligibility: m.connecticutEligibility(p),
    notes: {
      'no-waiting-assumed': () => m.connecticutNoteNoWaitingAssumed(p),
    },
    aboutRule: m.connecticutAboutRule(p),
  }),
  maryland: (m) => ({
    updates: m.marylandUpdates(),
    eligibility: m.marylandEligibility(),
    notes: {
      delayed: () => m.marylandNoteDelayed(),
    },
    aboutRule: m.marylandAboutRule(),
  }),
  oregon: (m, p) => ({
    updates: m.oregonUpdates(),
    disability: { name: m.oregonDisabilityName(), rule: m.oregonDisabilityRule(p) },
    familyLeave: { name: m.oregonFamilyLeaveName(), rule: m.oregonFamilyLeaveRule(p) },
    eligibility: m.oregonEligibility(p),
    notes: {
      'no-waiting-assumed': () => m.oregonNoteNoWaitingAssumed(),
    },
    aboutRule: m.oregonAboutRule(p),
  }),
  washington: (m, p) => ({
    updates: m.washingtonUpdates(),
    disability: { name: m.washingtonDisabilityName(), rule: m.washingtonDisabilityRule(p) },
    familyLeave: { name: m.washingtonFamilyLeaveName(), rule: m.washingtonFamilyLeaveRule(p) },
    eligibility: m.washingtonEligibility(),
    notes: {
      'combined-cap': () => m.washingtonNoteCombinedCap(p),
      'half-average-derived': () => m.washingtonNoteHalfAverageDerived(p),
    },
    aboutRule: m.washingtonAboutRule(p),
  }),
  colorado: (m, p) => ({
    updates: m.coloradoUpdates(),
    familyLeave: { name: m.coloradoFamilyLeaveName(), rule: m.coloradoFamilyLeaveRule(p) },
    eligibility: m.coloradoEligibility(p),
    notes: {
      complications: () => m.coloradoNoteComplications(p),
      nicu: () => m.coloradoNoteNicu(p),
      'no-waiting-assumed': () => m.coloradoNoteNoWaitingAssumed(),
    },
    aboutRule: m.coloradoAboutRule(p),
  }),
  'district of columbia': (m, p) => ({
    updates: m.districtOfColumbiaUpdates(),
    disability: { name: m.districtOfColumbiaDisabilityName(), rule: m.districtOfColumbiaDisabilityRule(p) },
    familyLeave: {
      name: m.districtOfColumbiaFamilyLeaveName(),
      rule: m.districtOfColumbiaFamilyLeaveRule(p),
    },
    eligibility: m.districtOfColumbiaEligibility(),
    notes: {
      'minimum-wage-used': () => m.districtOfColumbiaNoteMinimumWageUsed(p),
      'no-waiting': () => m.districtOfColumbiaNoteNoWaiting(),
    },
    aboutRule: m.districtOfColumbiaAboutRule(p),
  }),
  delaware: (m, p) => ({
    updates: m.delawareUpdates(),
    disability: { name: m.delawareDisabilityName(), rule: m.delawareDisabilityRule(p) },
    familyLeave: { name: m.delawareFamilyLeaveName(), rule: m.delawareFamilyLeaveRule(p) },
    eligibility: p.paysBenefits ? m.delawareEligibility() : m.delawareEligibilityBefore(p),
    notes: {
      starts: () => m.delawareNoteStarts(p),
      started: () => m.delawareNoteStarted(p),
    },
    aboutRule: m.delawareAboutRule(p),
  }),
  minnesota: (m, p) => ({
    updates: m.minnesotaUpdates(),
    disability: { name: m.minnesotaDisabilityName(), rule: m.minnesotaDisabilityRule(p) },
    familyLeave: { name: m.minnesotaFamilyLeaveName(), rule: m.minnesotaFamilyLeaveRule(p) },
    eligibility: p.paysBenefits ? m.minnesotaEligibility() : m.minnesotaEligibilityBefore(p),
    notes: {
      starts: () => m.minnesotaNoteStarts(p),
      started: () => m.minnesotaNoteStarted(p),
    },
    aboutRule: m.minnesotaAboutRule(p),
  }),
  maine: (m, p) => ({
    updates: m.maineUpdates(),
    disability: { name: m.maineDisabilityName(), rule: m.maineDisabilityRule(p) },
    familyLeave: { name: m.maineFamilyLeaveName(), rule: m.maineFamilyLeaveRule(p) },
    eligibility: p.paysBenefits ? m.maineEligibility(p) : m.maineEligibilityBefore(p),
    notes: {
      starts: () => m.maineNoteStarts(p),
      started: () => m.maineNoteStarted(p),
    },
    aboutRule: m.maineAboutRule(p),
  }),
  hawaii: (m, p) => ({
    updates: m.hawaiiUpdates(),
    disability: { name: m.hawaiiDisabilityName(), rule: m.hawaiiDisabilityRule(p) },
    eligibility: m.hawaiiEligibility(p),
    notes: {
      'disability-only': () => m.hawaiiNoteDisabilityOnly(),
      'cap-from-2025': () => m.hawaiiNoteCapFrom2025(p),
    },
    aboutRule: m.hawaiiAboutRule(p),
  }),
  vermont: (m) => ({
    updates: m.vermontUpdates(),
    eligibility: m.vermontEligibility(),
    notes: {
      voluntary: () => m.vermontNoteVoluntary(),
    },
    aboutRule: m.vermontAboutRule(),
  }),
  other: (m) => ({
    updates: m.otherUpdates(),
    eligibility: m.otherEligibility(),
    notes: {
      'not-included': () => m.otherNoteNotIncluded(),
    },
    aboutRule: m.otherAboutRule(),
  }),
};

/** The words of a state for one of its records; throws for a state or note without words (a test renders all). */
export function stateTexts(
  m: Messages,
  state: StateData,
  period: StatePeriod,
): StateTexts & { noteTexts: string[] } {
  const words = STATE_WORDS[state.id];
  if (!words) throw new Error(`No words for state ${state.id}`);
  const texts = words(m, stateParams(state, period));
  const noteTexts = period.notes.map((id) => {
    const note = texts.notes[id];
    if (!note) throw new Error(`No note "${id}" for ${state.id}`);
    return note();
  });
  return { ...texts, noteTexts };
}
