/**
 * What her own logged periods say (docs/journal-sources.md): her cycle lengths, average and spread, FIGO 2018's
 * reading of them, the next period as a range and the calendar rule's fertile days. Pure: "today" is passed in, and
 * values only come out (numbers, ISO dates, ids); src/journal/messages.ts words them.
 */

import {
  ACCEPTED_CYCLE,
  addDaysIso,
  type CycleRange,
  cycleFrequency,
  cycleRegularity,
  type DateSpan,
  daysBetween,
  FIGO_NORMAL_CYCLE,
  MISSING_PERIOD_GAP,
  periodLateness,
  type Regularity,
  SAME_PERIOD_GAP,
} from '@/engine/cycle';
import { addMonthsIso } from '@/engine/growth';
import { isIsoDate } from '@/engine/parse';
import { round } from '@/engine/round';
import { safeDaysFormula } from '../../definitions/safe-days/formula';
import type { PeriodEntry } from './types';

/** Cycles needed before her own numbers are shown: with fewer, an average and a spread say too little. */
export const MIN_CYCLES = 3;
/**
 * Her numbers and FIGO's reading use the cycles of the 12 months up to her last logged period: FIGO judges
 * regularity over a year, and older cycles say less about the next one.
 */
const HISTORY_MONTHS = 12;
/**
 * The ranges (next period, fertile days) use her 6 most recent cycles, as the WHO Family Planning Handbook's
 * calendar rule does, so that both ranges stand on the same cycles and follow her as her cycles change.
 */
export const RANGE_CYCLES = 6;

/** One logged cycle: from the first day of a period to the first day of the next. */
interface Cycle {
  start: string;
  nextStart: string;
  length: number;
}

/** Two starts more than MISSING_PERIOD_GAP days apart: not a cycle (a period was probably not logged). */
interface Gap {
  start: string;
  nextStart: string;
  days: number;
}

/** A start under SAME_PERIOD_GAP days after `start`: read as a day of that same period, not a new cycle. */
interface SamePeriod {
  start: string;
  repeat: string;
}

/** What the history holds besides her cycles, said beside every answer. */
export interface HistoryNotes {
  /** Gaps over 90 days, left out of every number. */
  gaps: Gap[];
  /** Starts read as a day of the period before them. */
  samePeriod: SamePeriod[];
  /** Starts after today, left out. */
  future: string[];
  /** Starts that are not a real ISO date (a damaged record), left out rather than read as a number of days. */
  notDates: string[];
  /** Cycles that started more than 12 months before her last logged period, left out of her numbers. */
  olderCycles: number;
}

/** Too few cycles for her own numbers: how many there are, and how many more are needed. */
export interface NotEnoughCycles extends HistoryNotes {
  enough: false;
  cycleCount: number;
  needed: number;
  /**
   * Period starts still to log: one per cycle needed, and one more when no start is logged within the last
   * MISSING_PERIOD_GAP days (the next start would follow a gap, not end a cycle).
   */
  periodsNeeded: number;
}

/**
 * The calendar rule's fertile days of the cycle that began with her last period (WHO Family Planning Handbook: cycle
 * day shortest − 18 to cycle day longest − 11), or why it does not apply: a cycle outside the 21–45 days the safe
 * days calculator takes.
 */
type FertileRange =
  | {
      applies: true;
      start: string;
      end: string;
      /** Cycle days (day 1 = the first day of her last period). */
      firstDay: number;
      lastDay: number;
      days: number;
      /** Cycles still to log before the handbook's 6 (it asks for 6 months of cycles before relying on it). */
      cyclesStillNeeded: number;
    }
  | { applies: false; reason: 'shortCycles' | 'longCycles' };

/** Where today is against the predicted range: before it, inside it, or past its last day. */
type NextPeriodStatus = 'ahead' | 'due' | 'late';

/** Her own numbers and what they predict. Lengths in days; average and standard deviation to one decimal. */
export interface CyclePrediction extends HistoryNotes {
  enough: true;
  /** The cycles of the past 12 months (up to her last logged period), oldest first. */
  cycles: Cycle[];
  cycleCount: number;
  averageCycleLength: number;
  /** Sample standard deviation of those cycle lengths. */
  standardDeviation: number;
  shortest: number;
  longest: number;
  /** Longest − shortest: FIGO's measure of regularity. */
  spread: number;
  regularity: Regularity;
  frequency: CycleRange;
  /** Cycles under 24 days (frequent) and over 38 days (infrequent), FIGO 2018. */
  shortCycles: number;
  longCycles: number;
  lastStart: string;
  /** How many cycles the ranges stand on (her most recent, up to RANGE_CYCLES) and their shortest and longest. */
  rangeCycles: number;
  rangeShortest: number;
  rangeLongest: number;
  /** The next period's first day: from last start + shortest to last start + longest of the recent cycles. */
  nextPeriod: DateSpan;
  status: NextPeriodStatus;
  /** Days since the range's last day (0 unless `late`). */
  daysLate: number;
  daysSinceLastPeriod: number;
  /** No period logged for MISSED_PERIODS_MONTHS months or more: the point to see a clinician. */
  noPeriodForMonths: boolean;
  fertile: FertileRange;
}

/** Her logged starts, sorted and without repeats, read into cycles, gaps, same-period repeats and future starts. */
function readHistory(periods: readonly PeriodEntry[], today: string) {
  const logged = [...new Set(periods.map((period) => period.start))];
  const notDates = logged.filter((start) => !isIsoDate(start));
  const all = logged.filter(isIsoDate).sort();
  const future = all.filter((start) => daysBetween(today, start) > 0);
  const past = all.filter((start) => daysBetween(today, start) <= 0);
  const samePeriod: SamePeriod[] = [];
  const kept: string[] = [];
  for (const start of past) {
    const before = kept[kept.length - 1];
    if (before !== undefined && daysBetween(before, start) < SAME_PERIOD_GAP)
      samePeriod.push({ start: before, repeat: start });
    else kept.push(start);
  }
  const cycles: Cycle[] = [];
  const gaps: Gap[] = [];
  kept.slice(1).forEach((nextStart, index) => {
    const start = kept[index] as string;
    const length = daysBetween(start, nextStart);
    if (length > MISSING_PERIOD_GAP) gaps.push({ start, nextStart, days: length });
    else cycles.push({ start, nextStart, length });
  });
  return { cycles, gaps, samePeriod, future, notDates, lastStart: kept[kept.length - 1] };
}

/** Mean and sample standard deviation, each to one decimal. */
function meanAndSpread(lengths: readonly number[]) {
  const mean = lengths.reduce((sum, length) => sum + length, 0) / lengths.length;
  const squares = lengths.reduce((sum, length) => sum + (length - mean) ** 2, 0);
  return { mean: round(mean, 1), sd: round(Math.sqrt(squares / (lengths.length - 1)), 1) };
}

/** The calendar rule on her recent shortest and longest cycles, through the safe days calculator's formula. */
function fertileRange(lastStart: string, shortest: number, longest: number, cycles: number): FertileRange {
  if (shortest < ACCEPTED_CYCLE.min) return { applies: false, reason: 'shortCycles' };
  if (longest > ACCEPTED_CYCLE.max) return { applies: false, reason: 'longCycles' };
  const days = safeDaysFormula({ lastPeriodDate: lastStart, shortestCycle: shortest, longestCycle: longest });
  return {
    applies: true,
    start: days.fertileStart,
    end: days.fertileEnd,
    firstDay: days.firstFertileDay,
    lastDay: days.lastFertileDay,
    days: days.fertileDays,
    cyclesStillNeeded: Math.max(0, RANGE_CYCLES - cycles),
  };
}

/**
 * Her cycles from her logged periods on `today`. With MIN_CYCLES or more cycles in the past 12 months: her numbers,
 * FIGO 2018's reading (frequency 24–38 days; regularity by the shortest-to-longest spread, as the cycle length
 * calculator reads it), the next period as a range (last start + the shortest … + the longest of her 6 most recent
 * cycles, so that each of those cycles, counted from its own start, ends inside it) and the calendar rule's fertile
 * days. With fewer: how many more cycles are needed. Gaps over 90 days are never averaged in.
 */
export function predictCycles(
  periods: readonly PeriodEntry[],
  today: string,
): CyclePrediction | NotEnoughCycles {
  const history = readHistory(periods, today);
  const { lastStart } = history;
  const yearBefore = lastStart === undefined ? undefined : addMonthsIso(lastStart, -HISTORY_MONTHS);
  const cycles = history.cycles.filter((cycle) => yearBefore !== undefined && cycle.start >= yearBefore);
  const notes: HistoryNotes = {
    gaps: history.gaps,
    samePeriod: history.samePeriod,
    future: history.future,
    notDates: history.notDates,
    olderCycles: history.cycles.length - cycles.length,
  };
  if (lastStart === undefined || cycles.length < MIN_CYCLES) {
    const needed = MIN_CYCLES - cycles.length;
    const startsACycle = lastStart !== undefined && daysBetween(lastStart, today) <= MISSING_PERIOD_GAP;
    return {
      enough: false,
      cycleCount: cycles.length,
      needed,
      periodsNeeded: startsACycle ? needed : needed + 1,
      ...notes,
    };
  }

  const lengths = cycles.map((cycle) => cycle.length);
  const { mean, sd } = meanAndSpread(lengths);
  const shortest = Math.min(...lengths);
  const longest = Math.max(...lengths);
  const shortCycles = lengths.filter((length) => length < FIGO_NORMAL_CYCLE.min).length;
  const longCycles = lengths.filter((length) => length > FIGO_NORMAL_CYCLE.max).length;

  const recent = lengths.slice(-RANGE_CYCLES);
  const rangeShortest = Math.min(...recent);
  const rangeLongest = Math.max(...recent);
  const nextPeriod = {
    start: addDaysIso(lastStart, rangeShortest),
    end: addDaysIso(lastStart, rangeLongest),
  };
  const lateness = periodLateness(lastStart, nextPeriod.end, today);
  const status: NextPeriodStatus = lateness.late
    ? 'late'
    : daysBetween(nextPeriod.start, today) >= 0
      ? 'due'
      : 'ahead';

  return {
    enough: true,
    ...notes,
    cycles,
    cycleCount: cycles.length,
    averageCycleLength: mean,
    standardDeviation: sd,
    shortest,
    longest,
    spread: longest - shortest,
    regularity: cycleRegularity(lengths.length, longest - shortest),
    frequency: cycleFrequency(shortCycles, longCycles),
    shortCycles,
    longCycles,
    lastStart,
    rangeCycles: recent.length,
    rangeShortest,
    rangeLongest,
    nextPeriod,
    status,
    daysLate: lateness.daysLate,
    daysSinceLastPeriod: lateness.daysSinceLastPeriod,
    noPeriodForMonths: lateness.noPeriodForMonths,
    fertile: fertileRange(lastStart, rangeShortest, rangeLongest, recent.length),
  };
}
