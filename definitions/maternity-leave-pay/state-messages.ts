/**
 * The words about each state's program: each state's sentences are messages (messages.ts, `state…` selects) given
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
  /** The notes the record lists (`notes`), in its order. */
  noteTexts: string[];
}

type NoteKey = Parameters<Messages['stateNote']>[0]['note'];
/** A data id as a message key: "new york" → "newYork", "sb-951" → "Sb951". */
export const camel = (id: string) =>
  id.replace(/[^a-z0-9]+([a-z0-9])/gi, (_, next: string) => next.toUpperCase());

/** The words of a state for one of its records (an id the messages lack reads as empty: a test renders all). */
export function stateTexts(m: Messages, state: StateData, period: StatePeriod): StateTexts {
  // Each select lists only the states it has words for; the tests render every record's words, none empty.
  const p = { ...stateParams(state, period), state: camel(state.id) as never };
  const beforeStart =
    !period.paysBenefits &&
    state.periods.some((other) => other.paysBenefits && other.validFrom > period.validFrom);
  return {
    updates: m.stateUpdates(p),
    ...(period.disability && {
      disability: { name: m.stateDisabilityName(p), rule: m.stateDisabilityRule(p) },
    }),
    ...(period.familyLeave && {
      familyLeave: { name: m.stateFamilyLeaveName(p), rule: m.stateFamilyLeaveRule(p) },
    }),
    // A record before the state's first paying one says when benefits start.
    eligibility: beforeStart ? m.stateEligibilityBefore(p) : m.stateEligibility(p),
    noteTexts: period.notes.map((id) =>
      m.stateNote({ ...p, note: `${p.state}${camel(`-${id}`)}` as NoteKey }),
    ),
  };
}
