import { calendarMonths, FERTILITY_AWARENESS_TYPICAL_FAILURE, LARC_TYPICAL_FAILURE } from '@/engine';
import { METHOD_FIGURES, type SafeDaysInput, type SafeDaysValues } from './formula';
import type { Messages } from './messages.en.gen';

/**
 * The safe days result the page and `npm run calc` show: the formula's days and dates, the notes and effectiveness
 * figures in words, and the calendar with each marked day named.
 */
export function presentSafeDays(values: SafeDaysValues, input: SafeDaysInput, m: Messages) {
  const { lastPeriodDate, shortestCycle, longestCycle } = input;
  const { standardDays, firstFertileDay, lastFertileDay, firstAvoidDay, lastAvoidDay } = values;
  const lowerChance = m.markLowerChance();
  // The earlier mark decides a day's look when marks overlap; every name is listed.
  const calendarData = calendarMonths(
    lastPeriodDate,
    values.nextPeriodWindow.end,
    [
      { start: lastPeriodDate, status: 'period', label: m.markLastPeriod() },
      { ...values.nextPeriodWindow, status: 'period', label: m.markNextPeriod() },
      {
        start: values.fertileStart,
        end: values.fertileEnd,
        status: 'fertile',
        label: m.markCalendarFertile(),
      },
      ...(standardDays
        ? [{ ...standardDays, status: 'fertile' as const, label: m.markStandardDays(METHOD_FIGURES) }]
        : []),
      { ...values.lowerChanceBefore, status: 'none', label: lowerChance },
      { ...values.lowerChanceAfter, status: 'none', label: lowerChance },
    ],
    m,
  );
  const [low, high] = FERTILITY_AWARENESS_TYPICAL_FAILURE;
  return {
    ...values,
    calendarData,
    notes: [
      m.countFrom({
        shortest: shortestCycle,
        longest: longestCycle,
        same: shortestCycle === longestCycle ? 'yes' : 'no',
        first: firstFertileDay,
        last: lastFertileDay,
        days: values.fertileDays,
      }),
      standardDays
        ? m.standardDays({
            first: firstAvoidDay,
            last: lastAvoidDay,
            days: values.avoidDays,
            ...METHOD_FIGURES,
          })
        : m.noStandardDays(METHOD_FIGURES),
      m.notSafe(),
      m.recount(),
      ...(values.fertileDays > 14 ? [m.irregular()] : []),
    ],
    effectiveness: [
      m.standardDaysEffectiveness(),
      m.groupEffectiveness({ low, high, larc: LARC_TYPICAL_FAILURE }),
      m.noStiProtection(),
    ],
  };
}
