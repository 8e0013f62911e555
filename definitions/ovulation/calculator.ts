import { defineCalculator, LAST_PERIOD_FIELD, lastPeriodChecks } from '@/engine';
import { type OvulationInput, type OvulationValues, ovulationFormula } from './formula';
import messages, { type Messages } from './messages.en.gen';
import { type OvulationResult, ovulationWords } from './words';

export default defineCalculator<OvulationInput, OvulationResult, OvulationValues, Messages>({
  id: 'ovulation',
  name: 'Ovulation Calculator',
  description:
    'Estimate your ovulation day, your fertile window and the start of your next period from the first day of your last period and your cycle length.',
  category: 'pregnancy-fertility',
  keywords: [
    'ovulation',
    'fertile window',
    'fertile days',
    'trying to conceive',
    'next period',
    'trying for a baby',
  ],
  icon: 'flower',
  color: 'purple',
  featured: true,
  fields: {
    lastPeriodDate: LAST_PERIOD_FIELD,
    cycleLength: {
      type: 'number',
      label: 'Cycle length',
      min: 21,
      max: 35,
      integer: true,
      suffix: 'days',
      required: true,
      placeholder: 'e.g. 28',
      description: 'Days from the first day of one period to the first day of the next (usually 21–35).',
    },
  },
  checks: lastPeriodChecks,
  formula: ovulationFormula,
  present: ovulationWords,
  messages,
  result: [
    {
      block: 'category-card',
      title: 'Estimated ovulation day',
      value: 'ovulationDate',
      format: { kind: 'weekday-date' },
    },
    {
      block: 'range',
      title: 'Fertile window',
      min: 'fertileWindow.start',
      max: 'fertileWindow.end',
      format: { kind: 'weekday-date' },
    },
    {
      block: 'stats',
      items: [
        { label: 'Next period expected', value: 'nextPeriodDate', format: { kind: 'weekday-date' } },
        { label: 'Ovulation on cycle day', value: 'ovulationCycleDay', format: { kind: 'integer' } },
      ],
    },
    { block: 'list', title: 'Tips', items: 'recommendations' },
    {
      block: 'custom',
      component: 'ics-download',
      title: 'Add to your calendar',
      props: {
        filename: 'bloomcalc-ovulation.ics',
        label: 'Download fertile window, ovulation and next period (.ics)',
        calendarName: 'BloomCalc cycle',
        events: [
          { title: 'Fertile window (estimate)', start: 'fertileWindow.start', end: 'fertileWindow.end' },
          { title: 'Estimated ovulation', start: 'ovulationDate' },
          { title: 'Next period expected', start: 'nextPeriodDate' },
        ],
      },
    },
    { block: 'custom', component: 'links', title: 'Use these dates elsewhere', props: { from: 'links' } },
  ],
  explain: (input, result, m) => [
    m.explainNextPeriod({
      lastPeriod: input.lastPeriodDate,
      cycleLength: input.cycleLength,
      nextPeriod: result.nextPeriodDate,
    }),
    m.explainOvulation({ ovulation: result.ovulationDate, cycleDay: result.ovulationCycleDay }),
    m.explainWindow(result.fertileWindow),
  ],
  examples: [
    {
      title: 'Cycle of 28 days, period started 10 days ago',
      input: { lastPeriodDate: 'today-10d', cycleLength: 28 },
      today: '2026-02-10',
      expect: {
        nextPeriodDate: '2026-02-28',
        ovulationDate: '2026-02-14',
        fertileWindow: { start: '2026-02-09', end: '2026-02-15' },
        ovulationCycleDay: 15,
      },
    },
    {
      title: 'Cycle of 35 days, period started 12 days ago',
      input: { lastPeriodDate: 'today-12d', cycleLength: 35 },
      today: '2028-02-20',
      expect: {
        nextPeriodDate: '2028-03-14',
        ovulationDate: '2028-02-29',
        fertileWindow: { start: '2028-02-24', end: '2028-03-01' },
        ovulationCycleDay: 22,
      },
    },
    {
      title: 'Cycle of 21 days, period started 2 days ago',
      input: { lastPeriodDate: 'today-2d', cycleLength: 21 },
      today: '2026-12-22',
      expect: {
        nextPeriodDate: '2027-01-10',
        ovulationDate: '2026-12-27',
        fertileWindow: { start: '2026-12-22', end: '2026-12-28' },
        ovulationCycleDay: 8,
      },
    },
  ],
  sources: [
    {
      title:
        'Wilcox AJ, Weinberg CR, Baird DD. Timing of sexual intercourse in relation to ovulation. N Engl J Med 1995;333:1517–21',
      url: 'https://pubmed.ncbi.nlm.nih.gov/7477165/',
    },
    {
      title: 'Office on Women’s Health (HHS): Your menstrual cycle (adult cycles 21–35 days)',
      url: 'https://www.womenshealth.gov/menstrual-cycle/your-menstrual-cycle',
    },
    {
      title: 'NHS: Trying to get pregnant',
      url: 'https://www.nhs.uk/pregnancy/trying-for-a-baby/trying-to-get-pregnant/',
    },
  ],
});
