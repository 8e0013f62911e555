import { addMonths, eachDayOfInterval, endOfMonth, lightFormat, parseISO, startOfMonth } from 'date-fns';
import { addDaysIso, type CalculatorLink, calculatorHref, MISSED_PERIODS_MONTHS } from '@/engine';
import { CALENDAR_MONTHS, CYCLE_FIGURES, type PeriodTrackerInput, type PeriodTrackerValues } from './formula';
import type { Messages } from './messages.en.gen';

/** What a calendar day is; when several apply, ovulation wins, then period, then fertile. */
type DayStatus = 'period' | 'ovulation' | 'fertile' | 'none';

/** One day cell of the calendar. */
interface CalendarDay {
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

type Mark = 'period' | 'predicted' | 'ovulation' | 'fertile';

function spanDays(start: string, end: string): string[] {
  const days: string[] = [];
  for (let day = start; day <= end; day = addDaysIso(day, 1)) days.push(day);
  return days;
}

/**
 * The three months from the month of the last period, marking the entered period and every predicted period,
 * fertile window and ovulation day of the formula's cycles, each day named with everything it is.
 */
function calendarOf(
  lastPeriodDate: string,
  cycles: PeriodTrackerValues['cycles'],
  m: Messages,
): CalendarMonth[] {
  const marks = new Map<string, Set<Mark>>();
  const mark = (date: string, what: Mark) => {
    const set = marks.get(date) ?? new Set<Mark>();
    set.add(what);
    marks.set(date, set);
  };
  cycles.forEach((cycle, index) => {
    for (const day of spanDays(cycle.periodStart, cycle.periodEnd))
      mark(day, index === 0 ? 'period' : 'predicted');
    for (const day of spanDays(cycle.fertileStart, cycle.fertileEnd)) mark(day, 'fertile');
    mark(cycle.ovulation, 'ovulation');
  });
  const firstMonth = startOfMonth(parseISO(lastPeriodDate));
  return Array.from({ length: CALENDAR_MONTHS }, (_, offset) => {
    const monthStart = addMonths(firstMonth, offset);
    return {
      month: m.monthYear({ month: lightFormat(monthStart, 'yyyy-MM-dd') }),
      year: monthStart.getFullYear(),
      monthIndex: monthStart.getMonth(),
      days: eachDayOfInterval({ start: monthStart, end: endOfMonth(monthStart) }).map((date) => {
        const iso = lightFormat(date, 'yyyy-MM-dd');
        const set = marks.get(iso) ?? new Set<Mark>();
        let status: DayStatus = 'none';
        if (set.has('ovulation')) status = 'ovulation';
        else if (set.has('period') || set.has('predicted')) status = 'period';
        else if (set.has('fertile')) status = 'fertile';
        // The ovulation day is in the fertile window too; it is named as ovulation only.
        const named = (['period', 'predicted', 'ovulation', 'fertile'] as const).filter(
          (what) => set.has(what) && !(what === 'fertile' && set.has('ovulation')),
        );
        return {
          date: iso,
          day: date.getDate(),
          status,
          label: named.map((what) => m.dayMark({ mark: what })).join(', '),
        };
      }),
    };
  });
}

/**
 * The period tracker result the page and `npm run calc` show: the formula's dates and cycles, the calendar with its
 * days named, the tips in words, and links that carry the cycle to the ovulation and due date pages.
 */
export function presentPeriodTracker(values: PeriodTrackerValues, input: PeriodTrackerInput, m: Messages) {
  const { longCycle, dueDateLink, ...shown } = values;
  const { lastPeriodDate, cycleLength } = input;
  const links: CalculatorLink[] = longCycle
    ? []
    : [
        { label: m.linkOvulation(), href: calculatorHref('ovulation', { lastPeriodDate, cycleLength }) },
        ...(dueDateLink
          ? [{ label: m.linkDueDate(), href: calculatorHref('due-date', { lastPeriodDate, cycleLength }) }]
          : []),
      ];
  return {
    ...shown,
    calendarData: calendarOf(lastPeriodDate, values.cycles, m),
    recommendations: [
      m.noteEveryPeriod(),
      m.typical(CYCLE_FIGURES),
      m.seeDoctor({ months: MISSED_PERIODS_MONTHS }),
      m.estimates(),
      ...(longCycle ? [m.longCycles(CYCLE_FIGURES)] : []),
    ],
    links,
  };
}
