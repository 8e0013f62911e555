import type { FormulaContext } from '@/engine';
import {
  addDaysIso,
  conceptionFromDueDate,
  daysBetween,
  dueDateFromLastPeriod,
  FIGO_NORMAL_CYCLE,
  FIRST_TRIMESTER_LAST_WEEK,
  gestationalDaysOn,
  PREGNANCY_DAYS,
  round,
  STANDARD_CYCLE_DAYS,
  THIRD_TRIMESTER_FIRST_WEEK,
} from '@/engine';

/** Input: first day of the last period (ISO) and the cycle length (28 when left empty). */
export interface DueDateInput {
  lastPeriodDate: string;
  cycleLength: number;
}

/** Where a milestone stands today. */
export type MilestoneStatus = 'past' | 'current' | 'upcoming';

/** Weeks from the last period to the due date (280 days): progress and milestone dates count against them. */
export const PREGNANCY_WEEKS = PREGNANCY_DAYS / 7;
/** Days from the last period to the due date (Naegele), for the texts that say so. */
export const DUE_DATE_DAYS = PREGNANCY_DAYS;
/** The cycle the due date rule takes as standard (Naegele), for the texts that say so. */
export const STANDARD_CYCLE = STANDARD_CYCLE_DAYS;
/** The first week of the third trimester (ACOG), a milestone, for the texts that say so. */
export const THIRD_TRIMESTER_WEEK = THIRD_TRIMESTER_FIRST_WEEK;
/** The last week of the first trimester (ACOG), for the texts that say so. */
export const FIRST_TRIMESTER_WEEK = FIRST_TRIMESTER_LAST_WEEK;
/** Halfway through the pregnancy: the anatomy scan milestone. */
export const HALFWAY_WEEK = PREGNANCY_WEEKS / 2;
/** Baby nearly full term, the group B strep test: a milestone. */
export const NEARLY_FULL_TERM_WEEK = 36;

/** Milestone weeks of the spec (part 1 §9); messages.ts says what happens around each. */
const MILESTONE_WEEKS = [
  4,
  8,
  12,
  HALFWAY_WEEK,
  THIRD_TRIMESTER_WEEK,
  NEARLY_FULL_TERM_WEEK,
  PREGNANCY_WEEKS,
] as const;

/** Care advice by trimester, by id (messages.ts words each one). */
const ADVICE = {
  1: ['firstVisit', 'folicAcid', 'avoid', 'caffeine'],
  2: ['anatomyScan', 'diabetesScreening', 'stayActive', 'movements'],
  3: ['checkUps', 'groupBStrep', 'hospitalBag', 'callAtOnce'],
} as const;

/**
 * Trimester of a number of completed weeks, per ACOG: the first runs to 13 weeks 6 days, the third from 28 weeks 0
 * days (the spec's 1–12 / 13–26 / 27+ departs from it; README departures).
 */
export function trimesterOf(week: number): 1 | 2 | 3 {
  if (week <= FIRST_TRIMESTER_LAST_WEEK) return 1;
  return week < THIRD_TRIMESTER_FIRST_WEEK ? 2 : 3;
}

/** Whether a milestone has passed (current week beyond it), is this week, or is still ahead (spec part 1 §4). */
export function milestoneStatus(currentWeek: number, week: number): MilestoneStatus {
  if (currentWeek > week) return 'past';
  return currentWeek === week ? 'current' : 'upcoming';
}

/**
 * Due date = LMP + 280 + (cycle − 28) days; weeks of pregnancy are counted back from the due date (280 − days
 * left), so milestone dates (due − (40 − week) weeks) and their status always agree.
 */
export function dueDateFormula(input: DueDateInput, ctx: FormulaContext) {
  const cycleLength = input.cycleLength;
  const dueDate = dueDateFromLastPeriod(input.lastPeriodDate, cycleLength);
  const counted = gestationalDaysOn(dueDate, ctx.today);
  const days = Math.max(0, counted);
  const currentWeek = Math.floor(days / 7);
  const currentDays = days % 7;
  const trimester = trimesterOf(currentWeek);
  const daysUntilDue = Math.max(0, daysBetween(ctx.today, dueDate));
  const milestones = MILESTONE_WEEKS.map((week) => ({
    week,
    date: addDaysIso(dueDate, -(PREGNANCY_WEEKS - week) * 7),
    status: milestoneStatus(currentWeek, week),
  }));

  return {
    dueDate,
    currentWeek,
    currentDays,
    trimester,
    progress: Math.min(100, round((currentWeek / PREGNANCY_WEEKS) * 100)),
    daysUntilDue,
    /** Days since the due date once it has passed, else 0. */
    daysPastDue: Math.max(0, -daysBetween(ctx.today, dueDate)),
    /** Days from today to the due date, negative once it has passed. */
    daysToDue: daysBetween(ctx.today, dueDate),
    conceptionDate: conceptionFromDueDate(dueDate),
    milestones,
    advice: ADVICE[trimester],
    pastDue: currentWeek >= PREGNANCY_WEEKS,
    /** Before the counted start of the pregnancy (a long cycle): the day weeks are counted from. */
    weekZeroUntil: counted < 0 ? addDaysIso(dueDate, -PREGNANCY_DAYS) : null,
    /** Days a cycle other than 28 days moves the due date (positive: later). */
    cycleShift: cycleLength - STANDARD_CYCLE_DAYS,
    cycleLength,
    /** Longer than FIGO's normal 38 days: ovulation, so the date counted from the last period, is less certain. */
    longCycle: cycleLength > FIGO_NORMAL_CYCLE.max,
  };
}

/** The due date formula's values. */
export type DueDateValues = ReturnType<typeof dueDateFormula>;
