import {
  addDaysIso,
  calendarMonths,
  FERTILITY_AWARENESS_TYPICAL_FAILURE,
  LARC_TYPICAL_FAILURE,
} from '@/engine';

/** Input: first day of the last period (ISO) and the shortest and longest cycles of the past months. */
export interface SafeDaysInput {
  lastPeriodDate: string;
  shortestCycle: number;
  longestCycle: number;
}

/** Calendar method: the first fertile day is cycle day (shortest − 18), the last is cycle day (longest − 11). */
export const FIRST_FERTILE_OFFSET = 18;
export const LAST_FERTILE_OFFSET = 11;
/** Standard Days Method (Georgetown IRH; Arévalo et al. 2002): cycle days 8–19, for cycles all 26–32 days. */
export const STANDARD_DAYS = { first: 8, last: 19, shortest: 26, longest: 32 } as const;

/** Typical-use pregnancies per 100 women in the first year (WHO FP Handbook; CDC chart). */
export const EFFECTIVENESS = [
  'With typical use, about 12 in 100 women using the Standard Days Method become pregnant in the first year (5 in 100 when the rules are followed every time), WHO Family Planning Handbook.',
  `For fertility awareness-based methods as a group, the CDC gives ${FERTILITY_AWARENESS_TYPICAL_FAILURE.join(' to ')} pregnancies per 100 women in the first year of typical use, against 7 for the pill, 13 for male condoms and fewer than ${LARC_TYPICAL_FAILURE} for an IUD or implant.`,
  'These methods do not protect against sexually transmitted infections (STIs), including HIV: only condoms (male or female) do.',
];

/** Cycle day `day` (day 1 = first day of the period) as a date. */
function cycleDay(lastPeriodDate: string, day: number): string {
  return addDaysIso(lastPeriodDate, day - 1);
}

/** What the calendar says a day is, in the words the result uses (a test checks the two agree). */
export const DAY_LABELS = {
  calendarFertile: 'avoid: fertile by the calendar method',
  standardDays: 'avoid: Standard Days Method (days 8–19)',
  lowerChance: 'lower-chance day (not a safe day)',
} as const;

/**
 * Calendar (rhythm) method: fertile from cycle day (shortest − 18) to cycle day (longest − 11). With every cycle
 * 26–32 days the Standard Days Method (days 8–19) applies too. The days to avoid are the days either method marks
 * (so no day is both "avoid" and "lower chance"); the days before and after them, up to the longest cycle, are
 * lower-chance days, never "safe".
 */
export function safeDaysFormula(input: SafeDaysInput) {
  const { lastPeriodDate, shortestCycle, longestCycle } = input;
  const firstFertileDay = shortestCycle - FIRST_FERTILE_OFFSET;
  const lastFertileDay = longestCycle - LAST_FERTILE_OFFSET;
  const fertileStart = cycleDay(lastPeriodDate, firstFertileDay);
  const fertileEnd = cycleDay(lastPeriodDate, lastFertileDay);
  const standardDaysApplies =
    shortestCycle >= STANDARD_DAYS.shortest && longestCycle <= STANDARD_DAYS.longest;
  const standardDays = standardDaysApplies
    ? {
        start: cycleDay(lastPeriodDate, STANDARD_DAYS.first),
        end: cycleDay(lastPeriodDate, STANDARD_DAYS.last),
      }
    : null;
  // Both methods' stretches overlap (26 − 18 ≥ 8 and 32 − 11 ≥ 19 … 15 ≤ 19), so their union is one run of days.
  const firstAvoidDay = standardDaysApplies
    ? Math.min(firstFertileDay, STANDARD_DAYS.first)
    : firstFertileDay;
  const lastAvoidDay = standardDaysApplies ? Math.max(lastFertileDay, STANDARD_DAYS.last) : lastFertileDay;
  const avoid = {
    start: cycleDay(lastPeriodDate, firstAvoidDay),
    end: cycleDay(lastPeriodDate, lastAvoidDay),
  };
  const lowerChanceBefore = { start: lastPeriodDate, end: cycleDay(lastPeriodDate, firstAvoidDay - 1) };
  const lowerChanceAfter = {
    start: cycleDay(lastPeriodDate, lastAvoidDay + 1),
    end: cycleDay(lastPeriodDate, longestCycle),
  };
  const nextPeriodFrom = cycleDay(lastPeriodDate, shortestCycle + 1);
  const nextPeriodTo = cycleDay(lastPeriodDate, longestCycle + 1);

  const calendarData = calendarMonths(lastPeriodDate, nextPeriodTo, [
    { start: lastPeriodDate, status: 'period', label: 'first day of your last period' },
    {
      start: nextPeriodFrom,
      end: nextPeriodTo,
      status: 'period',
      label: 'next period may start (shortest to longest cycle)',
    },
    { start: fertileStart, end: fertileEnd, status: 'fertile', label: DAY_LABELS.calendarFertile },
    ...(standardDays
      ? [{ ...standardDays, status: 'fertile' as const, label: DAY_LABELS.standardDays }]
      : []),
    { ...lowerChanceBefore, status: 'none', label: DAY_LABELS.lowerChance },
    { ...lowerChanceAfter, status: 'none', label: DAY_LABELS.lowerChance },
  ]);

  const notes = [
    `Count day 1 as the first day of each period. With cycles of ${shortestCycle} to ${longestCycle} days, days ${firstFertileDay} to ${lastFertileDay} (${lastFertileDay - firstFertileDay + 1} days) are fertile by the calendar method.`,
    standardDaysApplies
      ? `The Standard Days Method marks days 8 to 19. Avoid unprotected sex on every day either method marks: days ${firstAvoidDay} to ${lastAvoidDay} (${lastAvoidDay - firstAvoidDay + 1} days).`
      : 'The Standard Days Method (days 8–19) is only for women whose cycles are all 26–32 days long; yours are not, so it is not shown.',
    'Lower-chance days are not safe days: sperm live up to five days and ovulation can come early or late in any cycle.',
    'Recount from each new period, and update your shortest and longest cycle as you record more cycles (the method needs at least six).',
  ];
  if (lastFertileDay - firstFertileDay + 1 > 14) {
    notes.push(
      'Your cycles vary a lot, so the fertile stretch is long; calendar methods are least suited to irregular cycles.',
    );
  }

  return {
    avoidStart: avoid.start,
    avoidEnd: avoid.end,
    firstAvoidDay,
    lastAvoidDay,
    avoidDays: lastAvoidDay - firstAvoidDay + 1,
    fertileStart,
    fertileEnd,
    firstFertileDay,
    lastFertileDay,
    fertileDays: lastFertileDay - firstFertileDay + 1,
    lowerChanceBefore,
    lowerChanceAfter,
    nextPeriodWindow: { start: nextPeriodFrom, end: nextPeriodTo },
    standardDays,
    calendarData,
    notes,
    effectiveness: EFFECTIVENESS,
  };
}

/** Safe days result. */
export type SafeDaysResult = ReturnType<typeof safeDaysFormula>;
