import { definePage } from '@/engine';
import calculator from './calculator';
import messages, { type Messages } from './messages.en.gen';

export default definePage(calculator, messages, (m: Messages) => ({
  description: m.description(),
  keywords: [
    m.keywordIvfDueDate(),
    m.keywordEmbryoTransfer(),
    m.keywordFrozenEmbryoTransfer(),
    m.keywordBlastocyst(),
    m.keywordFetDueDate(),
  ],
  examples: [
    {
      // Mar 10 − 5 = Mar 5; + 266 = Nov 26 (Mar 5→Mar 31 26, Apr 56, May 87, Jun 117, Jul 148, Aug 179, Sep 209,
      // Oct 240, + 26 = Nov 26); LMP-eq Mar 5 − 14 = Feb 19. Today Apr 1: Feb 19→Apr 1 = 9 + 31 + 1 = 41 days = 5w6d.
      title: m.example1(),
      input: { transferDate: 'today-22d', embryoAge: 5 },
      today: '2026-04-01',
      expect: {
        dueDate: '2026-11-26',
        lmpEquivalent: '2026-02-19',
        fertilizationDate: '2026-03-05',
        gestationalAge: { weeks: 5, days: 6 },
      },
    },
    {
      // Jun 1 + 266 − 3 = Jun 1 + 263: Jun 30 (29), Jul 60, Aug 91, Sep 121, Oct 152, Nov 182, Dec 213, Jan 244,
      // + 19 = Feb 19, 2027; LMP-eq = Jun 1 − 17 = May 15 (and May 15 + 280 = Feb 19 as well).
      title: m.example2(),
      input: { transferDate: 'today-19d', embryoAge: 3 },
      today: '2026-06-20',
      expect: { dueDate: '2027-02-19', lmpEquivalent: '2026-05-15', fertilizationDate: '2026-05-29' },
    },
    {
      // Jan 20, 2028 − 6 = Jan 14; − 14 = Dec 31, 2027 (LMP-eq); Dec 31 + 280 over the leap day: Jan 31, Feb 29 (60),
      // Mar 91, Apr 121, May 152, Jun 182, Jul 213, Aug 244, Sep 274, + 6 = Oct 6, 2028.
      title: m.example3(),
      input: { transferDate: 'today-12d', embryoAge: 6 },
      today: '2028-02-01',
      expect: { dueDate: '2028-10-06', lmpEquivalent: '2027-12-31', gestationalAge: { weeks: 4, days: 4 } },
    },
    {
      // Dec 4 − 5 = Nov 29; + 266: Nov 30 (1), Dec 32, Jan 63, Feb 91, Mar 122, Apr 152, May 183, Jun 213, Jul 244,
      // + 22 = Aug 22, 2027; LMP-eq Nov 29 − 14 = Nov 15; the transfer is ahead, so no weeks are counted yet.
      title: m.example4(),
      input: { transferDate: 'today+9d', embryoAge: 5 },
      today: '2026-11-25',
      expect: { dueDate: '2027-08-22', lmpEquivalent: '2026-11-15', gestationalAge: null },
    },
    {
      // Frozen day-5 blastocyst thawed and transferred Nov 20: day 0 = Nov 15 (not when the embryo was made);
      // + 266 = Aug 8, 2027 (Nov 15 → Nov 30 15, Dec 46, Jan 77, Feb 105, Mar 136, Apr 166, May 197, Jun 227, Jul 258,
      // + 8); LMP-equivalent Nov 15 − 14 = Nov 1; today Nov 27 = 26 days = 3w5d.
      title: m.example5(),
      input: { transferDate: 'today-7d', embryoAge: 5, transferType: 'frozen' },
      today: '2026-11-27',
      expect: {
        dueDate: '2027-08-08',
        lmpEquivalent: '2026-11-01',
        fertilizationDate: '2026-11-15',
        transferType: 'frozen',
        dayZeroLabel: 'Conception-equivalent date (embryo day 0)',
        gestationalAge: { weeks: 3, days: 5 },
      },
    },
    {
      // Fresh day-3 embryo Nov 23: egg collection Nov 20; + 266 = Aug 13, 2027; LMP-equivalent Nov 6.
      title: m.example6(),
      input: { transferDate: 'today-4d', embryoAge: 3, transferType: 'fresh' },
      today: '2026-11-27',
      expect: {
        dueDate: '2027-08-13',
        fertilizationDate: '2026-11-20',
        dayZeroLabel: 'Fertilization (egg collection) date',
        freshTransfer: true,
      },
    },
  ],
  sources: [
    {
      title: 'ACOG Committee Opinion 700: Methods for Estimating the Due Date (2017, reaffirmed)',
      citedFor: m.citedForArtDating(),
      url: 'https://www.acog.org/clinical/clinical-guidance/committee-opinion/articles/2017/05/methods-for-estimating-the-due-date',
    },
  ],
}));
