import { addMonths, eachDayOfInterval, endOfMonth, lightFormat, parseISO, startOfMonth } from 'date-fns';
import type { FormulaContext } from '@/engine';
import {
  addDaysIso,
  type CalculatorLink,
  calculatorHref,
  cycleDates,
  daysBetween,
  formatMonthYear,
  MISSED_PERIODS_MONTHS,
  PREGNANCY_DAYS,
  periodLateness,
} from '@/engine';

/** Input: first day of the last period (ISO), cycle length and period length in days. */
export interface PeriodTrackerInput {
  lastPeriodDate: string;
  cycleLength: number;
  periodLength: number;
}

/** What a calendar day is; when several apply, ovulation wins, then period, then fertile. */
export type DayStatus = 'period' | 'ovulation' | 'fertile' | 'none';

/** One day cell of the calendar. */
export interface CalendarDay {
  date: string;
  /** Day of the month, 1–31. */
  day: number;
  status: DayStatus;
  /** Everything the day is, in words ('predicted period, fertile window'); empty for an ordinary day. */
  label: string;
}

/** One month of the calendar. */
export interface CalendarMonth {
  /** Month and year, e.g. 'January 2027'. */
  month: string;
  year: number;
  /** 0 for January … 11 for December (as in JavaScript dates). */
  monthIndex: number;
  days: CalendarDay[];
}

/** Months the calendar shows, starting with the month of the last period (spec part 2 §9). */
export const CALENDAR_MONTHS = 3;
/** The widest cycle the ovulation and due-date calculators accept, for links to them. */
const LINKED_MAX_CYCLE = 35;
/** The 42 weeks after which the due-date calculator no longer accepts a last period. */
const DUE_DATE_MAX_DAYS = PREGNANCY_DAYS + 14;

const TIPS = [
  'Note the first day of every period: after three to six cycles the cycle length calculator gives you a reliable average.',
  'A cycle of 21–35 days (28 on average) and a period of 3–7 days are typical for adults.',
  `See a doctor if your periods stop for ${MISSED_PERIODS_MONTHS} months or more (and you are not pregnant), come more often than every 21 days, last longer than 7 days or are very heavy.`,
  'Predicted days are estimates: ovulation can move, so do not use them as contraception.',
];

function spanDays(start: string, end: string): string[] {
  const days: string[] = [];
  for (let day = start; day <= end; day = addDaysIso(day, 1)) days.push(day);
  return days;
}

/**
 * Next period = last period + cycle; ovulation = next period − 14; fertile window = ovulation − 5 … + 1 (the
 * site's one cycle model, shared with the ovulation calculator). The calendar marks the entered period and every
 * predicted period, fertile window and ovulation day of the cycles that start within its three months.
 */
export function periodTrackerFormula(input: PeriodTrackerInput, ctx: FormulaContext) {
  const { lastPeriodDate, cycleLength, periodLength } = input;
  const current = cycleDates(lastPeriodDate, cycleLength);
  const firstMonth = startOfMonth(parseISO(lastPeriodDate));
  const lastDay = lightFormat(endOfMonth(addMonths(firstMonth, CALENDAR_MONTHS - 1)), 'yyyy-MM-dd');

  const cycles: {
    periodStart: string;
    periodEnd: string;
    ovulation: string;
    fertileStart: string;
    fertileEnd: string;
  }[] = [];
  for (let start = lastPeriodDate; start <= lastDay; start = addDaysIso(start, cycleLength)) {
    const cycle = cycleDates(start, cycleLength);
    cycles.push({
      periodStart: start,
      periodEnd: addDaysIso(start, periodLength - 1),
      ovulation: cycle.ovulation,
      fertileStart: cycle.fertileWindow.start,
      fertileEnd: cycle.fertileWindow.end,
    });
  }

  const marks = new Map<string, Set<string>>();
  const mark = (date: string, what: string) => {
    const set = marks.get(date) ?? new Set<string>();
    set.add(what);
    marks.set(date, set);
  };
  cycles.forEach((cycle, index) => {
    for (const day of spanDays(cycle.periodStart, cycle.periodEnd))
      mark(day, index === 0 ? 'period' : 'predicted');
    for (const day of spanDays(cycle.fertileStart, cycle.fertileEnd)) mark(day, 'fertile');
    mark(cycle.ovulation, 'ovulation');
  });

  const calendarData: CalendarMonth[] = Array.from({ length: CALENDAR_MONTHS }, (_, offset) => {
    const monthStart = addMonths(firstMonth, offset);
    return {
      month: formatMonthYear(lightFormat(monthStart, 'yyyy-MM-dd')),
      year: monthStart.getFullYear(),
      monthIndex: monthStart.getMonth(),
      days: eachDayOfInterval({ start: monthStart, end: endOfMonth(monthStart) }).map((date) => {
        const iso = lightFormat(date, 'yyyy-MM-dd');
        const set = marks.get(iso) ?? new Set<string>();
        const period = set.has('period') || set.has('predicted');
        const status: DayStatus = set.has('ovulation')
          ? 'ovulation'
          : period
            ? 'period'
            : set.has('fertile')
              ? 'fertile'
              : 'none';
        const label = [
          set.has('period') && 'period',
          set.has('predicted') && 'predicted period',
          set.has('ovulation') && 'predicted ovulation',
          set.has('fertile') && !set.has('ovulation') && 'fertile window',
        ]
          .filter(Boolean)
          .join(', ');
        return { date: iso, day: date.getDate(), status, label };
      }),
    };
  });

  const recommendations = [...TIPS];
  if (cycleLength > LINKED_MAX_CYCLE) {
    recommendations.push(
      'Cycles longer than 35 days are common in the teenage years and before menopause, and can point to PCOS or a thyroid problem: mention them to your doctor.',
    );
  }
  const links: CalculatorLink[] = [];
  if (cycleLength <= LINKED_MAX_CYCLE) {
    links.push({
      label: 'See this cycle in the ovulation calculator',
      href: calculatorHref('ovulation', { lastPeriodDate, cycleLength }),
    });
    if (daysBetween(lastPeriodDate, ctx.today) <= DUE_DATE_MAX_DAYS) {
      links.push({
        label: 'If you conceive in this cycle: your estimated due date',
        href: calculatorHref('due-date', { lastPeriodDate, cycleLength }),
      });
    }
  }

  // The period entered is the last one: a predicted start already behind today means that period is late (or a
  // newer one was not entered). The result says so rather than showing a past date as "expected".
  const late = periodLateness(lastPeriodDate, current.nextPeriod, ctx.today);

  return {
    ...late,
    nextPeriodStart: current.nextPeriod,
    nextPeriodEnd: addDaysIso(current.nextPeriod, periodLength - 1),
    ovulationDay: current.ovulation,
    fertileWindowStart: current.fertileWindow.start,
    fertileWindowEnd: current.fertileWindow.end,
    calendarData,
    cycles,
    predictedPeriods: cycles.slice(1).map((cycle) => ({ start: cycle.periodStart, end: cycle.periodEnd })),
    recommendations,
    links,
  };
}

/** Period tracker result. */
export type PeriodTrackerResult = ReturnType<typeof periodTrackerFormula>;
