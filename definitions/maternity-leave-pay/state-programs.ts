/**
 * State paid-leave programs for a birth: the dated records of rates/state-programs.json (figures only) joined with
 * the words of state-messages.ts when a calculation asks for them, never at module load. A calculation picks the
 * record in force on the leave's first day; a new cap is a new record in the data, not a code change.
 */

import { recordFor } from '@/engine';
import {
  type Benefit,
  type Program,
  programOf,
  STATES,
  type StateData,
  type StatePeriod,
  stateData,
} from './data';
import { stateNotes, stateWords } from './state-messages';

export type { RateBand } from './data';
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
}

/** The ids of the employment-state select, in order. */
export const STATE_IDS: readonly string[] = STATES.map((state) => state.id);

/** A state's label as shown. */
export function stateLabel(id: string): string {
  return stateData(id).label;
}

/** A state with its words. */
export function stateEntry(id: string): StateData & { updates: string } {
  return { ...stateData(id), updates: stateWords(id).updates };
}

/** A record of a state joined with its words. */
export function rulesOf(state: StateData, period: StatePeriod): StateRules {
  const words = stateWords(state.id);
  const context = { state, period };
  const program = (kind: 'disability' | 'familyLeave'): BenefitProgram | null => {
    const figures = programOf(period, kind);
    const text = words[kind];
    if (!figures) return null;
    if (!text) throw new Error(`No words for the ${kind} program of ${state.id}`);
    return { ...figures, name: text.name, rule: text.rule(context) };
  };
  return {
    validFrom: period.validFrom,
    validTo: period.validTo,
    paysBenefits: period.paysBenefits,
    disability: program('disability'),
    familyLeave: program('familyLeave'),
    waitingPeriod: period.waitingPeriod,
    minimumAnnualEarnings: period.minimumAnnualEarnings,
    eligibilityRule: words.eligibility(context),
    combinedMaxWeeks: period.combinedMaxWeeks,
    notes: stateNotes(context),
    sources: period.sources,
  };
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
export function rulesFor(id: string, date: string): RulesInForce {
  const state = stateData(id);
  const { record, afterData, beforeData } = recordFor(state.periods, date);
  return { rules: rulesOf(state, record), afterData, beforeData };
}

/** The rate rule a benefit uses, for callers that only compute (no words). */
export type { Benefit };
