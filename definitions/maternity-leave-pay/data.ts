/**
 * The maternity rates as the formula reads them: the JSON data files (checked against `rates-schema.ts` by
 * `npm run generate` and the tests, so the types below hold) and the record in force on a day.
 */
import { type RecordInForce, recordFor } from '@/engine';
import planningJson from './rates/planning.json' with { type: 'json' };
import statesJson from './rates/state-programs.json' with { type: 'json' };
import type { Planning, StatePrograms } from './rates-schema';

/** One state with its dated records. */
export type StateData = StatePrograms['states'][number];
/** A state's figures for the leaves starting between `validFrom` and `validTo`. */
export type StatePeriod = StateData['periods'][number];
/** A state's rate rule on the weekly wage. */
type Benefit = NonNullable<StatePeriod['benefit']>;
/** A program of a state (pregnancy disability or family leave) with its rate rule resolved. */
export type Program = Omit<NonNullable<StatePeriod['disability']>, 'benefit'> & Benefit;
/** The planning figures in force on a day. */
export type PlanningFigures = Planning['planning'][number];
/** The FMLA eligibility figures in force on a day. */
export type FmlaFigures = Planning['fmla'][number];

const STATE_DATA = (statesJson as StatePrograms).states;
const LINKS = (statesJson as StatePrograms).links;

/** The addresses of a record's or program's sources (the data names each by a key of its `links`). */
export function sourceUrls<K extends string>(sources: Record<K, string>): Record<K, string> {
  return Object.fromEntries(
    Object.entries(sources).map(([figure, key]) => [figure, LINKS[key as string] ?? key]),
  ) as Record<K, string>;
}
const PLANNING = planningJson as Planning;

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

/** Sources of the rules themselves (the records' own sources are added from the data). */
const RULE_SOURCES = [
  {
    title: 'First 5 California: Paid Family Leave and SDI (rates for claims from 2025, SB 951; weeks)',
    url: 'https://ccfc.ca.gov/family/PaidFamilyLeave.html',
  },
  {
    title: 'New York Workers’ Compensation Board: What are disability benefits',
    url: 'https://www.wcb.ny.gov/content/main/DisabilityBenefits/what-are-disability-benefits.jsp',
  },
  {
    title: 'Mass.gov: How PFML weekly benefit amounts are calculated',
    url: 'https://www.mass.gov/info-details/how-pfml-weekly-benefit-amounts-are-calculated-andor-changed',
  },
  {
    title: 'Connecticut Paid Leave Authority: eligibility',
    url: 'https://ctpaidleave.org/s/coverage-and-eligibility/check-your-eligibility',
  },
  {
    title: 'RCW 50A.15.020: Washington Paid Family and Medical Leave benefits',
    url: 'https://app.leg.wa.gov/RCW/default.aspx?cite=50A.15.020',
  },
  {
    title: 'ORS 657B.050: Paid Leave Oregon benefit amounts',
    url: 'https://oregon.public.law/statutes/ors_657B.050',
  },
  { title: 'HRS §392-22: Hawaii TDI weekly benefit', url: 'https://self-law.org/code/hi/chapter-392/392-22' },
  {
    title: 'Littler: Maryland again delays paid family and medical leave (HB 102, 2025)',
    url: 'https://www.littler.com/news-analysis/asap/maryland-again-delays-paid-family-and-medical-leave-program',
  },
  {
    title: 'HHS: CCDF final rule 2024, copayment cap (rescission proposed Jan 2026)',
    url: 'https://www.federalregister.gov/d/2024-04139',
  },
];

/**
 * Every source the page lists: the rules', then each dated record's (once per address), then the FMLA rule's. A
 * function, called where page.ts lists its sources: the browser's build leaves the records' sources out
 * (build/browser-modules.ts), so nothing may read them when the module loads.
 */
export const allSources = (): readonly { title: string; url: string }[] =>
  [
    ...RULE_SOURCES,
    ...STATE_DATA.flatMap((state) => state.periods.map((period) => period.source)),
    ...PLANNING.fmla.map((record) => record.source),
  ].filter(
    (source, index, all) =>
      !source.url.startsWith('file:') && all.findIndex((other) => other.url === source.url) === index,
  );
