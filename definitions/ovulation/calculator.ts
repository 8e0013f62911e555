import {
  cycleLengthField,
  defineCalculator,
  FIGO_NORMAL_CYCLE,
  lastPeriodChecks,
  lastPeriodField,
} from '@/engine';
import { CYCLE_FIGURES, ovulationFormula } from './formula';
import type { Messages } from './messages.en.gen';
import { presentOvulation } from './present';

/** Above FIGO's 38 days ovulation is later and less predictable (formula.ts, `longCycle`). */
const LONG_CYCLE = (m: Messages) => m.longCycle({ max: FIGO_NORMAL_CYCLE.max });
/** Irregular cycles, or not knowing, make a date counted from one cycle length less reliable. */
const LESS_RELIABLE = (m: Messages) => m.lessReliable();

export default defineCalculator((m: Messages) => ({
  id: 'ovulation',
  name: m.name(),
  category: 'pregnancy-fertility',
  icon: 'flower',
  color: 'purple',
  featured: true,
  audience: { note: m.audienceNote() },
  fields: {
    lastPeriodDate: lastPeriodField(m),
    // 21–45 days, as the period tracker: a cycle over 38 days gets its dates and a note that they are less certain.
    cycleLength: cycleLengthField(m),
    // Optional, so that links made before it still work; irregular or unsure says the date is less reliable.
    regularity: {
      type: 'select',
      label: m.regularityLabel(),
      description: m.regularityHelp(),
      options: [
        { value: 'regular', label: m.regularityOptionRegular() },
        { value: 'irregular', label: m.regularityOptionIrregular() },
        { value: 'unsure', label: m.regularityOptionUnsure() },
      ],
    },
  },
  // Keep on this device logs her period start; her journal fills in her latest start and her own average cycle.
  journal: { periods: 'lastPeriodDate', cycleLength: 'cycleLength' },
  checks: lastPeriodChecks,
  formula: ovulationFormula,
  present: presentOvulation,
  result: [
    {
      block: 'category-card',
      title: m.estimatedOvulationDay(),
      value: 'ovulationDate',
      format: { kind: 'weekday-date' },
    },
    { block: 'note', when: 'longCycle', tone: 'warning', text: LONG_CYCLE(m) },
    { block: 'note', when: 'lessReliable', tone: 'warning', text: LESS_RELIABLE(m) },
    {
      block: 'range',
      title: m.fertileWindow(),
      min: 'fertileWindow.start',
      max: 'fertileWindow.end',
      format: { kind: 'weekday-date' },
    },
    {
      block: 'stats',
      items: [
        { label: m.nextPeriodExpected(), value: 'nextPeriodDate', format: { kind: 'weekday-date' } },
        { label: m.ovulationOnCycleDay(), value: 'ovulationCycleDay', format: { kind: 'integer' } },
      ],
    },
    { block: 'list', title: m.tips(), items: 'recommendations' },
    {
      block: 'custom',
      component: 'ics-download',
      title: m.addToYourCalendar(),
      props: {
        filename: m.bloomcalcOvulationIcs(),
        label: m.downloadFertileWindowOvulation(),
        calendarName: m.bloomcalcCycle(),
        events: [
          { title: m.fertileWindowEstimate(), start: 'fertileWindow.start', end: 'fertileWindow.end' },
          { title: m.estimatedOvulation(), start: 'ovulationDate' },
          { title: m.nextPeriodExpected(), start: 'nextPeriodDate' },
        ],
      },
    },
    { block: 'custom', component: 'links', title: m.useTheseDatesElsewhere(), props: { from: 'links' } },
  ],
  explain: (input, result, m) => [
    m.explainNextPeriod({
      lastPeriod: input.lastPeriodDate,
      cycleLength: input.cycleLength,
      nextPeriod: result.nextPeriodDate,
    }),
    m.explainOvulation({
      ovulation: result.ovulationDate,
      cycleDay: result.ovulationCycleDay,
      ...CYCLE_FIGURES,
    }),
    m.explainWindow({ ...result.fertileWindow, ...CYCLE_FIGURES }),
  ],
}));
