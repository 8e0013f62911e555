import { definePage } from '@/engine';
import calculator from './calculator';
import messages, { type Messages } from './messages.en.gen';

export default definePage(calculator, messages, (m: Messages) => ({
  description: m.description(),
  keywords: [
    m.keywordWhenToTake(),
    m.keywordPregnancyTest(),
    m.keywordImplantation(),
    m.keywordMissedPeriod(),
    m.keywordHowSoonTest(),
    m.keywordAmIPregnant(),
  ],
  examples: [
    {
      // Mar 1 + 28 − 14 = Mar 15 (ovulation); implantation Mar 21–27; earliest Mar 25; reliable Mar 29 (period due).
      title: m.example1(),
      input: { lastPeriodDate: 'today-9d', cycleLength: 28 },
      today: '2026-03-10',
      expect: {
        ovulationDate: '2026-03-15',
        implantationWindow: { start: '2026-03-21', end: '2026-03-27' },
        earliestTestDate: '2026-03-25',
        reliableTestDate: '2026-03-29',
        daysUntilReliableTest: 19,
        calendarData: [{ month: 'March 2026' }],
      },
    },
    {
      // Jan 20 + 35 = Feb 24 (period due); − 14 = Feb 10 (ovulation); implantation Feb 16–22; earliest Feb 20.
      title: m.example2(),
      input: { lastPeriodDate: 'today-32d', cycleLength: 35 },
      today: '2026-02-21',
      expect: {
        ovulationDate: '2026-02-10',
        implantationWindow: { start: '2026-02-16', end: '2026-02-22' },
        earliestTestDate: '2026-02-20',
        reliableTestDate: '2026-02-24',
        daysUntilReliableTest: 3,
        calendarData: [{ month: 'January 2026' }, { month: 'February 2026' }],
      },
    },
    {
      // Dec 20 + 21 = Jan 10, 2027 (period due); − 14 = Dec 27; implantation Jan 2–8; earliest Jan 6.
      title: m.example3(),
      input: { lastPeriodDate: 'today-23d', cycleLength: 21 },
      today: '2027-01-12',
      expect: {
        ovulationDate: '2026-12-27',
        implantationWindow: { start: '2027-01-02', end: '2027-01-08' },
        earliestTestDate: '2027-01-06',
        reliableTestDate: '2027-01-10',
        daysUntilReliableTest: 0,
        status: 'You can test now: your period is due or late',
      },
    },
    {
      // Feb 1, 2028 + 45 = Mar 17 (29 days of the leap February: Feb 1 + 28 = Feb 29, + 17 = Mar 17); − 14 = Mar 3;
      // implantation Mar 9–15; earliest Mar 13.
      title: m.example4(),
      input: { lastPeriodDate: 'today-9d', cycleLength: 45 },
      today: '2028-02-10',
      expect: {
        ovulationDate: '2028-03-03',
        earliestTestDate: '2028-03-13',
        reliableTestDate: '2028-03-17',
      },
    },
  ],
  sources: [
    {
      title:
        'Wilcox AJ, Baird DD, Weinberg CR. Time of implantation of the conceptus and loss of pregnancy. N Engl J Med 1999;340:1796–1799',
      url: 'https://doi.org/10.1056/NEJM199906103402304',
    },
    {
      title:
        'Wilcox AJ, Baird DD, Dunson D, et al. Natural limits of pregnancy testing in relation to the expected menstrual period. JAMA 2001;286:1759–1761',
      citedFor: m.citedForDetectable(),
      url: 'https://doi.org/10.1001/jama.286.14.1759',
    },
    {
      title: 'NHS: Doing a pregnancy test',
      url: 'https://www.nhs.uk/pregnancy/trying-for-a-baby/doing-a-pregnancy-test/',
    },
    {
      title: 'Mayo Clinic: Home pregnancy tests: Can you trust the results?',
      citedFor: m.citedForRetest(),
      url: 'https://www.mayoclinic.org/healthy-lifestyle/getting-pregnant/in-depth/home-pregnancy-tests/art-20047940',
    },
  ],
}));
