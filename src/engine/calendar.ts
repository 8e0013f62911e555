/**
 * Month grids for the `calendar` result block from a set of marked days. Safe days and pregnancy-test timing use
 * it; each day's status is the highest-ranked mark it carries and its label names every mark, so a day that is
 * two things at once says so in words.
 */
import { addMonths, eachDayOfInterval, endOfMonth, lightFormat, parseISO, startOfMonth } from 'date-fns';
import { addDaysIso } from './cycle';
import { formatMonthYear } from './intl';
import type { LanguageSource } from './language';
import { languageOf } from './language-of';

/** How the calendar block draws a day. */
type CalendarStatus = 'period' | 'ovulation' | 'fertile' | 'test' | 'none';

/** One day cell of the calendar. */
interface CalendarDay {
  date: string;
  /** Day of the month, 1–31. */
  day: number;
  status: CalendarStatus;
  /** Everything the day is, in words; empty for an ordinary day. */
  label: string;
}

/** One month of the calendar. */
export interface CalendarMonth {
  month: string;
  year: number;
  /** 0 for January … 11 for December. */
  monthIndex: number;
  days: CalendarDay[];
}

/** A run of days (both ends included) drawn with one status and named with one label ('none': named only). */
export interface CalendarMark {
  start: string;
  end?: string;
  status: CalendarStatus;
  label: string;
}

/**
 * The months from the month of `from` to the month of `to` (at least one), with `marks` drawn on them. When marks
 * overlap, the earlier mark in the list decides the status; every label is listed.
 */
export function calendarMonths(
  from: string,
  to: string,
  marks: readonly CalendarMark[],
  language?: LanguageSource,
): CalendarMonth[] {
  const { locale } = languageOf(language);
  const byDay = new Map<string, { status: CalendarStatus; labels: string[] }>();
  for (const mark of marks) {
    const last = mark.end && mark.end > mark.start ? mark.end : mark.start;
    for (let day = mark.start; day <= last; day = addDaysIso(day, 1)) {
      const entry = byDay.get(day);
      if (entry) {
        if (!entry.labels.includes(mark.label)) entry.labels.push(mark.label);
      } else byDay.set(day, { status: mark.status, labels: [mark.label] });
    }
  }
  const first = startOfMonth(parseISO(from));
  const lastMonth = startOfMonth(parseISO(to > from ? to : from));
  const months: CalendarMonth[] = [];
  for (let month = first; month <= lastMonth; month = addMonths(month, 1)) {
    months.push({
      month: formatMonthYear(lightFormat(month, 'yyyy-MM-dd'), locale),
      year: month.getFullYear(),
      monthIndex: month.getMonth(),
      days: eachDayOfInterval({ start: month, end: endOfMonth(month) }).map((date) => {
        const iso = lightFormat(date, 'yyyy-MM-dd');
        const entry = byDay.get(iso);
        return {
          date: iso,
          day: date.getDate(),
          status: entry?.status ?? 'none',
          label: entry?.labels.join(', ') ?? '',
        };
      }),
    });
  }
  return months;
}
