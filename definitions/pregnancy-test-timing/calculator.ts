import { cycleLengthField, defineCalculator, lastPeriodChecks, lastPeriodField } from '@/engine';
import { IMPLANTATION_FIRST_DAY, IMPLANTATION_LAST_DAY, TIMING_FIGURES, testTimingFormula } from './formula';
import type { Messages } from './messages.en.gen';
import { presentTestTiming } from './present';

export default defineCalculator((m: Messages) => ({
  id: 'pregnancy-test-timing',
  name: m.name(),
  category: 'pregnancy-fertility',
  icon: 'test-tube',
  color: 'pink',
  audience: {
    note: m.audienceNote(),
  },
  fields: {
    lastPeriodDate: lastPeriodField(m),
    cycleLength: cycleLengthField(m),
  },
  // Keep on this device logs her period start; her journal fills in her latest logged start.
  journal: { periods: 'lastPeriodDate', cycleLength: 'cycleLength' },
  checks: lastPeriodChecks,
  formula: testTimingFormula,
  present: presentTestTiming,
  result: [
    {
      // The day the period is due: most tests, not all, detect a pregnancy then (about 90 %, Wilcox 2001). The key
      // keeps its name (`npm run calc` and links read it).
      block: 'category-card',
      title: m.dayMostTestsCan(),
      value: 'reliableTestDate',
      format: { kind: 'weekday-date' },
      category: 'status',
    },
    {
      block: 'stats',
      items: [
        { label: m.earliestSensitiveTest(), value: 'earliestTestDate', format: { kind: 'weekday-date' } },
        { label: m.estimatedOvulation(), value: 'ovulationDate', format: { kind: 'date' } },
      ],
    },
    {
      block: 'range',
      title: m.possibleImplantation(),
      min: 'implantationWindow.start',
      max: 'implantationWindow.end',
      format: { kind: 'date' },
    },
    {
      block: 'custom',
      component: 'calendar',
      title: m.yourTestCalendar(),
      props: {
        from: 'calendarData',
        legend: {
          period: m.firstDayOfYour(),
          ovulation: m.estimatedOvulationEggDouble(),
          fertile: m.possibleImplantation612({ first: IMPLANTATION_FIRST_DAY, last: IMPLANTATION_LAST_DAY }),
          test: m.testDaysEarliestSensitive(),
        },
      },
    },
    { block: 'list', title: m.tipsForTesting(), items: 'tips' },
    {
      block: 'custom',
      component: 'ics-download',
      title: m.addToYourCalendar(),
      props: {
        filename: m.bloomcalcPregnancyTestIcs(),
        label: m.downloadYourTestDays(),
        calendarName: m.bloomcalcCycle(),
        events: [
          { title: m.earliestDayForA(), start: 'earliestTestDate' },
          { title: m.periodDueMostPregnancy(), start: 'reliableTestDate' },
        ],
      },
    },
  ],
  explain: (input, result, m) => [
    m.explainOvulation({
      lastPeriod: input.lastPeriodDate,
      cycleLength: input.cycleLength,
      ovulation: result.ovulationDate,
      ...TIMING_FIGURES,
    }),
    m.explainImplantation({ ...result.implantationWindow, ...TIMING_FIGURES }),
    m.explainTests({
      ...TIMING_FIGURES,
      earliest: result.earliestTestDate,
      reliable: result.reliableTestDate,
    }),
  ],
}));
