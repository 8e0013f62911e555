import { definePage, MISSED_PERIODS_MONTHS } from '@/engine';
import calculator from './calculator';
import { CYCLE_FIGURES } from './formula';
import messages, { type Messages } from './messages.en.gen';

export default definePage(calculator, messages, (m: Messages) => ({
  description: m.description(),
  keywords: [
    m.keywordPeriodTracker(),
    m.keywordPeriodCalendar(),
    m.keywordNextPeriod(),
    m.keywordMenstrualCycle(),
    m.keywordFertileWindow(),
  ],
  examples: [
    {
      title: m.example1(),
      input: { lastPeriodDate: 'today-10d', cycleLength: 28, periodLength: 5 },
      today: '2026-02-10',
      expect: {
        nextPeriodStart: '2026-02-28',
        nextPeriodAhead: true,
        late: false,
        daysLate: 0,
        nextPeriodEnd: '2026-03-04',
        ovulationDay: '2026-02-14',
        fertileWindowStart: '2026-02-09',
        fertileWindowEnd: '2026-02-15',
        calendarData: [
          { month: 'January 2026', year: 2026, monthIndex: 0 },
          { month: 'February 2026', year: 2026, monthIndex: 1 },
          { month: 'March 2026', year: 2026, monthIndex: 2 },
        ],
        cycles: [
          { periodStart: '2026-01-31', periodEnd: '2026-02-04', ovulation: '2026-02-14' },
          { periodStart: '2026-02-28', periodEnd: '2026-03-04', ovulation: '2026-03-14' },
          { periodStart: '2026-03-28', periodEnd: '2026-04-01', ovulation: '2026-04-11' },
        ],
      },
    },
    {
      title: m.example2(),
      input: { lastPeriodDate: 'today-12d', cycleLength: 35, periodLength: 6 },
      today: '2028-02-20',
      expect: {
        nextPeriodStart: '2028-03-14',
        ovulationDay: '2028-02-29',
        fertileWindowStart: '2028-02-24',
        fertileWindowEnd: '2028-03-01',
        calendarData: [{ month: 'February 2028' }, { month: 'March 2028' }, { month: 'April 2028' }],
        cycles: [
          { periodStart: '2028-02-08', periodEnd: '2028-02-13', fertileStart: '2028-02-24' },
          { periodStart: '2028-03-14', periodEnd: '2028-03-19', ovulation: '2028-04-04' },
          { periodStart: '2028-04-18', periodEnd: '2028-04-23', ovulation: '2028-05-09' },
        ],
      },
    },
    {
      title: m.example3(),
      input: { lastPeriodDate: 'today-5d', cycleLength: 21, periodLength: 4 },
      today: '2027-01-05',
      expect: {
        nextPeriodStart: '2027-01-21',
        ovulationDay: '2027-01-07',
        fertileWindowStart: '2027-01-02',
        fertileWindowEnd: '2027-01-08',
        calendarData: [
          { month: 'December 2026', year: 2026, monthIndex: 11 },
          { month: 'January 2027', year: 2027, monthIndex: 0 },
          { month: 'February 2027', year: 2027, monthIndex: 1 },
        ],
        predictedPeriods: [
          { start: '2027-01-21', end: '2027-01-24' },
          { start: '2027-02-11', end: '2027-02-14' },
        ],
      },
    },
    {
      // Sep 28 + 28 = Oct 26, 32 days before Nov 27: late, but less than 3 months since Sep 28 (Dec 28).
      title: m.example4(),
      input: { lastPeriodDate: 'today-60d', cycleLength: 28, periodLength: 5 },
      today: '2026-11-27',
      expect: {
        nextPeriodStart: '2026-10-26',
        nextPeriodAhead: false,
        late: true,
        daysLate: 32,
        daysSinceLastPeriod: 60,
        noPeriodForMonths: false,
      },
    },
    {
      // Dec 5, 2026 + 30 = Jan 4, 2027, 70 days before Mar 15; Dec 5 + 3 months = Mar 5, before Mar 15.
      title: m.example5({ months: MISSED_PERIODS_MONTHS }),
      input: { lastPeriodDate: 'today-100d', cycleLength: 30, periodLength: 5 },
      today: '2027-03-15',
      expect: { nextPeriodStart: '2027-01-04', late: true, daysLate: 70, noPeriodForMonths: true },
    },
  ],
  sources: [
    {
      title: 'Office on Women’s Health (HHS): Your menstrual cycle',
      citedFor: m.citedForAdultCycles(CYCLE_FIGURES),
      url: 'https://www.womenshealth.gov/menstrual-cycle/your-menstrual-cycle',
    },
    {
      title:
        'ACOG Committee Opinion 651: Menstruation in Girls and Adolescents: Using the Menstrual Cycle as a Vital Sign (2015)',
      citedFor: m.citedForTeenCycles(),
      url: 'https://www.acog.org/clinical/clinical-guidance/committee-opinion/articles/2015/12/menstruation-in-girls-and-adolescents-using-the-menstrual-cycle-as-a-vital-sign',
    },
    {
      title:
        'Wilcox AJ, Weinberg CR, Baird DD. Timing of sexual intercourse in relation to ovulation. N Engl J Med 1995;333:1517–21',
      url: 'https://pubmed.ncbi.nlm.nih.gov/7477165/',
    },
    {
      title: 'NHS: Periods',
      url: 'https://www.nhs.uk/conditions/periods/',
    },
  ],
}));
