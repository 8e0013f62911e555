/**
 * The maternity rates as the formula reads them: the values of the data files (rates/*.json, parsed through
 * `rates-schema.ts` and written without their sources by `npm run generate`) and the record in force on a day.
 */

import { type DataValues, type RecordInForce, recordFor } from '@/engine';
import PLANNING from '@/generated/data/maternity-leave-pay/planning';
import STATE_PROGRAMS from '@/generated/data/maternity-leave-pay/state-programs';
import type { Planning, StatePrograms } from './rates-schema';

/** One state with its dated records. */
export type StateData = DataValues<StatePrograms>['states'][number];
/** A state's figures for the leaves starting between `validFrom` and `validTo`. */
export type StatePeriod = StateData['periods'][number];
/** A state's rate rule on the weekly wage. */
type Benefit = NonNullable<StatePeriod['benefit']>;
/** A program of a state (pregnancy disability or family leave) with its rate rule resolved. */
export type Program = Omit<NonNullable<StatePeriod['disability']>, 'benefit'> & Benefit;
/** The planning figures in force on a day. */
export type PlanningFigures = DataValues<Planning>['planning'][number];
/** The FMLA eligibility figures in force on a day. */
export type FmlaFigures = DataValues<Planning>['fmla'][number];

const STATE_DATA = STATE_PROGRAMS.states;
const LINKS = STATE_PROGRAMS.links;

/** The addresses of a record's or program's sources (the data names each by a key of its `links`). */
export function sourceUrls<K extends string>(sources: Record<K, string>): Record<K, string> {
  return Object.fromEntries(
    Object.entries(sources).map(([figure, key]) => [figure, LINKS[key as string] ?? key]),
  ) as Record<K, string>;
}

/** The states of the employment-state select, in order. */
export const STATES: readonly StateData[] = STATE_DATA;

/** The state with this id; throws on an id the select does not offer (the form's enum rules that out). */
export function stateData(id: string): StateData {
  const state = STATE_DATA.find((entry) => entry.id === id);
  if (!state) throw new Error(`Unknown state: ${id}`);
  return state;
}

/** The state's record in force for a leave starting on `date`. */
export function periodFor(id: string, date: string): RecordInForce<StatePeriod> {
  return recordFor(stateData(id).periods, date);
}

/** A program of a period with its rate rule (its own, or the period's), or null when the period has none. */
export function programOf(period: StatePeriod, kind: 'disability' | 'familyLeave'): Program | null {
  const program = period[kind];
  const benefit = program?.benefit ?? period.benefit;
  if (!program || !benefit) return null;
  const { benefit: _own, ...rest } = program;
  return { ...rest, sources: sourceUrls(rest.sources), ...benefit };
}

/** The planning figures in force on `date`. */
export const planningFor = (date: string): PlanningFigures => recordFor(PLANNING.planning, date).record;
/** The FMLA figures in force on `date`. */
export const fmlaFor = (date: string): FmlaFigures => recordFor(PLANNING.fmla, date).record;

/**
 * The planning figures the page's labels quote: the newest record (the schema holds every record to the same
 * label figures, so the labels agree with any leave's result).
 */
export const LABEL_PLANNING: PlanningFigures = PLANNING.planning[
  PLANNING.planning.length - 1
] as PlanningFigures;
