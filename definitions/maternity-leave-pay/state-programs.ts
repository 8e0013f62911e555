/**
 * State paid-leave programs for a birth: the dated records of rates/state-programs.json (figures only), and the
 * same joined with their words (state-messages.ts) for the words layer. A calculation picks the record in force on
 * the leave's first day; a new cap is a new record in the data, not a code change.
 */
import { recordFor } from '@/engine';
import {
  type Program,
  programOf,
  STATES,
  type StateData,
  type StatePeriod,
  sourceUrls,
  stateData,
} from './data';
import { type PayingRules, payingRules } from './formula';
import type { Messages } from './messages.en.gen';
import { stateTexts } from './state-messages';

export { STATES };

/** One benefit program of a state for a birth, its rate rule and its words. */
export interface BenefitProgram extends Program {
  /** Official program name. */
  name: string;
  /** The real benefit rule in words, with its figures. */
  rule: string;
}

/** A state's programs for a birth during one stretch of dates, with their words. */
export interface StateRules
  extends Pick<
    StatePeriod,
    | 'validFrom'
    | 'validTo'
    | 'paysBenefits'
    | 'waitingPeriod'
    | 'minimumAnnualEarnings'
    | 'combinedMaxWeeks'
    | 'sources'
  > {
  disability: BenefitProgram | null;
  familyLeave: BenefitProgram | null;
  /** The real eligibility rule in words. */
  eligibilityRule: string;
  /** Honest notes where the estimate simplifies the real rule, and any figure that rests on an older value. */
  notes: string[];
  /** When the state publishes new figures ("each year on Jan 01"). */
  updates: string;
}

/** The ids of the employment-state select, in order. */
export const STATE_IDS: readonly string[] = STATES.map((state) => state.id);

/** A record of a state joined with its words. */
export function rulesOf(m: Messages, state: StateData, period: StatePeriod): StateRules {
  const texts = stateTexts(m, state, period);
  const program = (kind: 'disability' | 'familyLeave'): BenefitProgram | null => {
    const figures = programOf(period, kind);
    const words = texts[kind];
    if (!figures) return null;
    if (!words) throw new Error(`No words for the ${kind} program of ${state.id}`);
    return { ...figures, ...words };
  };
  return {
    validFrom: period.validFrom,
    validTo: period.validTo,
    paysBenefits: period.paysBenefits,
    disability: program('disability'),
    familyLeave: program('familyLeave'),
    waitingPeriod: period.waitingPeriod,
    minimumAnnualEarnings: period.minimumAnnualEarnings,
    eligibilityRule: texts.eligibility,
    combinedMaxWeeks: period.combinedMaxWeeks,
    notes: texts.noteTexts,
    updates: texts.updates,
    sources: sourceUrls(period.sources),
  };
}

/** The record for a leave starting on `date` (its figures), and whether the date lies outside the data we hold. */
export interface RulesInForce {
  rules: PayingRules & StatePeriod;
  /** The leave starts after the newest rule set ends: the newest one is used. */
  afterData: boolean;
  /** The leave starts before the oldest rule set: the oldest one is used. */
  beforeData: boolean;
}

/** Picks the rule set in force on `date` (ISO); past the data, the newest; before it, the oldest. */
export function rulesFor(id: string, date: string): RulesInForce {
  const state = stateData(id);
  const { record, afterData, beforeData } = recordFor(state.periods, date);
  // The record's own `familyLeaveFromBirth` (with its sources) is the one the paying rules read.
  const rules = { ...record, ...payingRules(record), familyLeaveFromBirth: record.familyLeaveFromBirth };
  return { rules, afterData, beforeData };
}

/** The rate rule a benefit uses, for callers that only compute (no words). */
