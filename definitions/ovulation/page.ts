import { definePage } from '@/engine';
import calculator from './calculator';
import messages, { type Messages } from './messages.en.gen';

export default definePage(calculator, messages, (m: Messages) => ({
  description: m.description(),
  keywords: [
    m.keywordOvulation(),
    m.keywordFertileWindow(),
    m.keywordFertileDays(),
    m.keywordTryingToConceive(),
    m.keywordNextPeriod(),
    m.keywordTryingForA(),
  ],
  examples: [
    {
      title: m.example1(),
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
      title: m.example2(),
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
      title: m.example3(),
      input: { lastPeriodDate: 'today-2d', cycleLength: 21 },
      today: '2026-12-22',
      expect: {
        nextPeriodDate: '2027-01-10',
        ovulationDate: '2026-12-27',
        fertileWindow: { start: '2026-12-22', end: '2026-12-28' },
        ovulationCycleDay: 8,
      },
    },
    {
      // Nov 20 + 42 = Jan 1 (next period); − 14 = Dec 18 (ovulation, cycle day 29); window Dec 13–19. Over 38 days:
      // the long-cycle note.
      title: m.example4(),
      input: { lastPeriodDate: 'today-8d', cycleLength: 42 },
      today: '2026-11-28',
      expect: {
        nextPeriodDate: '2027-01-01',
        ovulationDate: '2026-12-18',
        fertileWindow: { start: '2026-12-13', end: '2026-12-19' },
        ovulationCycleDay: 29,
        longCycle: true,
        lessReliable: false,
      },
    },
    {
      title: m.example5(),
      input: { lastPeriodDate: 'today-5d', cycleLength: 30, regularity: 'irregular' },
      today: '2026-11-28',
      expect: { ovulationDate: '2026-12-09', ovulationCycleDay: 17, longCycle: false, lessReliable: true },
    },
  ],
  sources: [
    {
      title:
        'Wilcox AJ, Weinberg CR, Baird DD. Timing of sexual intercourse in relation to ovulation. N Engl J Med 1995;333:1517–21',
      url: 'https://pubmed.ncbi.nlm.nih.gov/7477165/',
    },
    {
      title: 'Office on Women’s Health (HHS): Your menstrual cycle',
      citedFor: m.citedForAdultCycles(),
      url: 'https://www.womenshealth.gov/menstrual-cycle/your-menstrual-cycle',
    },
    {
      title:
        'Munro MG, Critchley HOD, Fraser IS; FIGO Menstrual Disorders Committee. The two FIGO systems for normal and abnormal uterine bleeding symptoms, 2018 revisions. Int J Gynaecol Obstet 2018;143:393–408',
      citedFor: m.citedForNormalCycles(),
      url: 'https://doi.org/10.1002/ijgo.12666',
    },
    {
      title: 'NHS: Trying to get pregnant',
      url: 'https://www.nhs.uk/pregnancy/trying-for-a-baby/trying-to-get-pregnant/',
    },
  ],
}));
