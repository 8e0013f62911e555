import { defineCalculator, lastPeriodChecks, lastPeriodField, type NumberField } from '@/engine';
import { METHOD_FIGURES, safeDaysFormula } from './formula';
import type { Messages } from './messages.en.gen';
import { presentSafeDays } from './present';

const cycleField = (m: Messages, label: string, description: string): NumberField => ({
  type: 'number',
  label,
  min: 21,
  max: 45,
  integer: true,
  suffix: m.days(),
  required: true,
  description,
});

export default defineCalculator((m: Messages) => ({
  id: 'safe-days',
  name: m.name(),
  category: 'period-cycle',
  icon: 'calendar',
  color: 'pink',
  audience: {
    note: m.audienceNote(),
  },
  fields: {
    lastPeriodDate: lastPeriodField(m),
    shortestCycle: cycleField(m, m.shortestCycle(), m.yourShortestCycleOf()),
    longestCycle: cycleField(m, m.longestCycle(), m.yourLongestCycleOf()),
  },
  // Keep on this device logs her period start; her journal fills in her latest start and her shortest and longest
  // logged cycles (the calendar method reads exactly those two).
  journal: { periods: 'lastPeriodDate', shortestCycle: 'shortestCycle', longestCycle: 'longestCycle' },
  checks: (input, ctx, m) => {
    if (input.shortestCycle > input.longestCycle) {
      return [{ field: 'shortestCycle', message: m.shortestAfterLongest() }];
    }
    return lastPeriodChecks(input, ctx, m);
  },
  formula: safeDaysFormula,
  present: presentSafeDays,
  result: [
    {
      block: 'note',
      tone: 'warning',
      text: m.theCalendarMethodIs(),
    },
    {
      block: 'range',
      title: m.daysToAvoidUnprotected(),
      min: 'avoidStart',
      max: 'avoidEnd',
      format: { kind: 'weekday-date' },
    },
    {
      block: 'stats',
      items: [
        { label: m.firstDayToAvoid(), value: 'firstAvoidDay', format: { kind: 'integer' } },
        { label: m.lastDayToAvoid(), value: 'lastAvoidDay', format: { kind: 'integer' } },
        { label: m.daysToAvoid(), value: 'avoidDays', format: { kind: 'integer' } },
      ],
    },
    {
      block: 'range',
      title: m.fertileByTheCalendar(METHOD_FIGURES),
      min: 'fertileStart',
      max: 'fertileEnd',
      format: { kind: 'date' },
    },
    {
      block: 'range',
      when: 'standardDays',
      title: m.standardDaysMethodAvoid(METHOD_FIGURES),
      min: 'standardDays.start',
      max: 'standardDays.end',
      format: { kind: 'date' },
    },
    {
      block: 'range',
      title: m.lowerChanceDaysBefore(),
      min: 'lowerChanceBefore.start',
      max: 'lowerChanceBefore.end',
      format: { kind: 'date' },
    },
    {
      block: 'range',
      title: m.lowerChanceDaysAfter(),
      min: 'lowerChanceAfter.start',
      max: 'lowerChanceAfter.end',
      format: { kind: 'date' },
    },
    {
      block: 'custom',
      component: 'calendar',
      title: m.yourCycleDaysTo(),
      props: {
        from: 'calendarData',
        legend: {
          period: m.firstDayOfYour(),
          fertile: m.daysToAvoidUnprotected2(METHOD_FIGURES),
          none: m.lowerChanceDaysNot(),
        },
      },
    },
    { block: 'list', title: m.howEffectiveIsIt(), items: 'effectiveness' },
    { block: 'list', title: m.usingTheCalendarMethod(), items: 'notes' },
    {
      block: 'custom',
      component: 'ics-download',
      title: m.addToYourCalendar(),
      props: {
        filename: m.bloomcalcCalendarMethodIcs(),
        label: m.downloadYourDaysTo(),
        calendarName: m.bloomcalcCycle(),
        events: [
          { title: m.daysToAvoidUnprotected(), start: 'avoidStart', end: 'avoidEnd' },
          { title: m.nextPeriodMayStart(), start: 'nextPeriodWindow.start', end: 'nextPeriodWindow.end' },
        ],
      },
    },
  ],
  explain: (input, result, m) => [
    m.explainFirst({
      shortest: input.shortestCycle,
      day: result.firstFertileDay,
      date: result.fertileStart,
      ...METHOD_FIGURES,
    }),
    m.explainLast({
      longest: input.longestCycle,
      day: result.lastFertileDay,
      date: result.fertileEnd,
      lastPeriod: input.lastPeriodDate,
      ...METHOD_FIGURES,
    }),
    result.standardDays
      ? m.explainStandardDays({ ...result.standardDays, ...METHOD_FIGURES })
      : m.explainNoStandardDays(METHOD_FIGURES),
    m.explainAvoid({
      first: result.firstAvoidDay,
      last: result.lastAvoidDay,
      start: result.avoidStart,
      end: result.avoidEnd,
    }),
  ],
}));
