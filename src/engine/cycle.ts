/**
 * The one cycle model of the site (docs/product-decisions.md): ovulation, period tracker, due date and conception all
 * take their dates from here, so two pages never disagree about the same cycle. Dates are ISO `YYYY-MM-DD`
 * calendar days; date-fns works on local calendar dates, so a date stays that date in every time zone.
 */
import { addDays, addMonths, differenceInCalendarDays, lightFormat, parseISO, subYears } from 'date-fns';
import { MISSED_PERIODS_MONTHS } from '../generated/data/facts';
import { fieldMessagesOf } from './field-messages';
import type { LanguageSource } from './language';
import { languageOf } from './language-of';
import type { DateField, FieldError, FormulaContext, NumberField } from './types';

/** Days from ovulation to the next period (spec part 1 §9: ovulation = next period − 14). */
export const LUTEAL_PHASE_DAYS = 14;
/** Fertile days before ovulation (spec part 1 §9; Wilcox et al. 1995). */
export const FERTILE_DAYS_BEFORE_OVULATION = 5;
/** Fertile days after ovulation (spec part 1 §9: the window runs to ovulation + 1). */
export const FERTILE_DAYS_AFTER_OVULATION = 1;
/** Cycle length Naegele's rule assumes. */
export const STANDARD_CYCLE_DAYS = 28;
/**
 * FIGO 2018 (Munro et al., Int J Gynaecol Obstet 2018;143:393–408): a cycle of 24–38 days is of normal frequency
 * (shorter: frequent, longer: infrequent); the cycle pages judge each cycle and say when one is outside.
 */
export const FIGO_NORMAL_CYCLE = { min: 24, max: 38 } as const;
/**
 * FIGO 2018 regularity, the shortest to the longest cycle: regular up to 7–9 days. A spread up to `regular` is
 * regular at any age, one up to `borderline` is at the edge, a longer one is irregular.
 */
export const FIGO_CYCLE_SPREAD = { regular: 7, borderline: 9 } as const;
/**
 * Starts closer than this are most likely two days of the same period, not two periods: no cycle is that short in
 * FIGO's terms (frequent is under 24 days), and logging the second day by mistake is common.
 */
export const SAME_PERIOD_GAP = 15;
/**
 * A gap over this many days between two starts is not read as a cycle: a period was probably not entered (long cycles,
 * with PCOS or near menopause, are real cycles up to it; no period for 3 months is the point to see a clinician).
 */
export const MISSING_PERIOD_GAP = 90;

/** How regular cycles are (FIGO 2018, shortest to longest); one cycle cannot say. */
export type Regularity = 'one' | 'regular' | 'borderline' | 'irregular';
/** Whether every cycle is of normal frequency (FIGO 24–38 days), some shorter (frequent), longer, or both. */
export type CycleRange = 'normal' | 'frequent' | 'infrequent' | 'both';

/**
 * FIGO 2018 regularity of `cycleCount` cycles whose shortest and longest differ by `spread` days. FIGO's limit is
 * 7–9 days by age, which the pages do not ask: up to 7 is regular, 8–9 at the edge, 10 or more irregular.
 */
export function cycleRegularity(cycleCount: number, spread: number): Regularity {
  if (cycleCount < 2) return 'one';
  if (spread <= FIGO_CYCLE_SPREAD.regular) return 'regular';
  return spread <= FIGO_CYCLE_SPREAD.borderline ? 'borderline' : 'irregular';
}

/** FIGO 2018 frequency of a set of cycles from how many are under 24 days (`shortCycles`) and over 38 (`longCycles`). */
export function cycleFrequency(shortCycles: number, longCycles: number): CycleRange {
  if (shortCycles > 0 && longCycles > 0) return 'both';
  if (shortCycles > 0) return 'frequent';
  return longCycles > 0 ? 'infrequent' : 'normal';
}
/** Cycle lengths the cycle and pregnancy calculators accept (the period tracker's range, cycleLengthField). */
export const ACCEPTED_CYCLE = { min: 21, max: 45 } as const;

/** Length of a pregnancy from the first day of the last period, for a 28-day cycle (40 weeks). */
export const PREGNANCY_DAYS = 280;
/** Days from ovulation (conception) to the due date: 280 − 14 (spec part 1 §9: conception = due − 266). */
const CONCEPTION_TO_DUE_DAYS = PREGNANCY_DAYS - LUTEAL_PHASE_DAYS;

/** An ISO date `days` calendar days later (or earlier when negative). */
export function addDaysIso(iso: string, days: number): string {
  return lightFormat(addDays(parseISO(iso), days), 'yyyy-MM-dd');
}

/** Whole calendar days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return differenceInCalendarDays(parseISO(to), parseISO(from));
}

/** A first and last day, both included. */
export interface DateSpan {
  start: string;
  end: string;
}

/** The predicted dates of one menstrual cycle. */
export interface CycleDates {
  /** First day of the period that starts the cycle. */
  periodStart: string;
  /** First day of the next period: period start + cycle length. */
  nextPeriod: string;
  /** Estimated ovulation: next period − 14 days. */
  ovulation: string;
  /** Ovulation − 5 days to ovulation + 1 day. */
  fertileWindow: DateSpan;
}

/** The site's cycle model: next period, ovulation and fertile window of the cycle starting on `periodStart`. */
export function cycleDates(periodStart: string, cycleLength: number): CycleDates {
  const nextPeriod = addDaysIso(periodStart, cycleLength);
  const ovulation = addDaysIso(nextPeriod, -LUTEAL_PHASE_DAYS);
  return {
    periodStart,
    nextPeriod,
    ovulation,
    fertileWindow: {
      start: addDaysIso(ovulation, -FERTILE_DAYS_BEFORE_OVULATION),
      end: addDaysIso(ovulation, FERTILE_DAYS_AFTER_OVULATION),
    },
  };
}

/**
 * Due date from the first day of the last period: LMP + 280 + (cycle length − 28) (Naegele's rule with the
 * cycle-length adjustment; docs/product-decisions.md). It is the same as ovulation of that cycle + 266 days.
 */
export function dueDateFromLastPeriod(lastPeriodDate: string, cycleLength: number): string {
  return addDaysIso(cycleDates(lastPeriodDate, cycleLength).ovulation, CONCEPTION_TO_DUE_DAYS);
}

/** The inverse of `dueDateFromLastPeriod`: the first day of the last period that gives this due date. */
export function lastPeriodFromDueDate(dueDate: string, cycleLength: number): string {
  return addDaysIso(dueDate, -(PREGNANCY_DAYS + cycleLength - STANDARD_CYCLE_DAYS));
}

/** Estimated conception (ovulation) for a due date: due − 266 days, whatever the cycle length. */
export function conceptionFromDueDate(dueDate: string): string {
  return addDaysIso(dueDate, -CONCEPTION_TO_DUE_DAYS);
}

/**
 * Days of pregnancy on `today`, counted back from the due date (280 − days left), as clinicians do once a due
 * date is set. With a 28-day cycle this is simply the days since the last period.
 */
export function gestationalDaysOn(dueDate: string, today: string): number {
  return PREGNANCY_DAYS - daysBetween(today, dueDate);
}

/** Why a last-period date cannot start a cycle prediction (in the future, or more than a year ago), if it can't. */
export function lastPeriodProblem(
  lastPeriodDate: string,
  today: string,
  language?: LanguageSource,
): string | undefined {
  const issue = lastPeriodIssue(lastPeriodDate, today);
  return issue && languageOf(language).messages[issue]();
}

/** What is wrong with a last-period date for a cycle prediction, as an id (no words: formulas ask this too). */
export function lastPeriodIssue(
  lastPeriodDate: string,
  today: string,
): 'lastPeriodInFuture' | 'lastPeriodTooOld' | undefined {
  if (daysBetween(today, lastPeriodDate) > 0) return 'lastPeriodInFuture';
  const yearAgo = lightFormat(subYears(parseISO(today), 1), 'yyyy-MM-dd');
  if (daysBetween(yearAgo, lastPeriodDate) < 0) return 'lastPeriodTooOld';
  return undefined;
}

/** The last-period date field the cycle and pregnancy calculators share, in m's language. */
export const lastPeriodField = (m: LanguageSource): DateField => ({
  type: 'date',
  label: fieldMessagesOf(m).lastPeriodLabel(),
  required: true,
});

/** The cycle-length field (21–45 days) of the period tracker and the pregnancy test timing. */
export const cycleLengthField = (m: LanguageSource): NumberField => ({
  type: 'number',
  label: fieldMessagesOf(m).cycleLengthLabel(),
  min: ACCEPTED_CYCLE.min,
  max: ACCEPTED_CYCLE.max,
  integer: true,
  suffix: fieldMessagesOf(m).daysSuffix(),
  required: true,
  placeholder: languageOf(m).messages.example({ value: '28' }),
  description: fieldMessagesOf(m).cycleLengthHelp(),
});

/**
 * Cross-field check for cycle predictions: the last period is within the past year and not in the future. Used as a
 * definition's `checks`, it gets the page language's messages as its third parameter and speaks their language.
 */
export function lastPeriodChecks(
  input: { lastPeriodDate: string },
  ctx: FormulaContext,
  messages?: LanguageSource,
): FieldError[] {
  const problem = lastPeriodProblem(input.lastPeriodDate, ctx.today, messages);
  return problem ? [{ field: 'lastPeriodDate', message: problem }] : [];
}

/**
 * How late the next period is on `today` when its predicted start (`nextPeriod`) has passed with no newer period
 * entered: `late` and `daysLate` (0 while it is still ahead, `nextPeriodAhead`), the days since the last period
 * started, and `noPeriodForMonths` once it is MISSED_PERIODS_MONTHS months or more (see a doctor, NICHD).
 */
export function periodLateness(lastPeriodDate: string, nextPeriod: string, today: string) {
  const daysLate = Math.max(0, daysBetween(nextPeriod, today));
  const monthsLater = lightFormat(addMonths(parseISO(lastPeriodDate), MISSED_PERIODS_MONTHS), 'yyyy-MM-dd');
  return {
    nextPeriodAhead: daysLate === 0,
    late: daysLate > 0,
    daysLate,
    daysSinceLastPeriod: daysBetween(lastPeriodDate, today),
    noPeriodForMonths: daysBetween(monthsLater, today) >= 0,
  };
}
