import { definePage } from '@/engine';
import calculator from './calculator';
import messages, { type Messages } from './messages.en.gen';

export default definePage(calculator, messages, (m: Messages) => ({
  description: m.description(),
  keywords: [
    m.keywordConceptionDate(),
    m.keywordWhenDidI(),
    m.keywordFertileWindow(),
    m.keywordGestationalAge(),
    m.keywordFetalAge(),
    m.keywordWhenWasMy(),
  ],
  examples: [
    {
      title: m.example1(),
      input: { dueDate: 'today+31w4d' },
      today: '2026-03-31',
      expect: {
        conceptionDate: '2026-02-14',
        lmpDate: '2026-01-31',
        fertileWindow: { start: '2026-02-09', end: '2026-02-15' },
        gestationalAge: 8,
        fetalAge: 6,
      },
    },
    {
      title: m.example2(),
      input: { dueDate: 'today+24w5d', cycleLength: 35 },
      today: '2028-06-01',
      expect: {
        conceptionDate: '2028-02-29',
        lmpDate: '2028-02-08',
        fertileWindow: { start: '2028-02-24', end: '2028-03-01' },
        gestationalAge: 15,
        fetalAge: 13,
      },
    },
    {
      title: m.example3(),
      input: { dueDate: 'today+40w4d', cycleLength: 21 },
      today: '2026-12-20',
      expect: {
        conceptionDate: '2027-01-07',
        lmpDate: '2026-12-31',
        fertileWindow: { start: '2027-01-02', end: '2027-01-08' },
        gestationalAge: 0,
        fetalAge: 0,
      },
    },
    {
      title: m.example4(),
      input: { dueDate: 'today-543d' },
      today: '2026-11-26',
      expect: {
        conceptionDate: '2024-09-08',
        gestationalAge: null,
        fetalAge: null,
        pregnancyOngoing: false,
      },
    },
  ],
  sources: [
    {
      title: 'ACOG Committee Opinion 700: Methods for Estimating the Due Date (2017)',
      url: 'https://www.acog.org/clinical/clinical-guidance/committee-opinion/articles/2017/05/methods-for-estimating-the-due-date',
    },
    {
      title:
        'Wilcox AJ, Weinberg CR, Baird DD. Timing of sexual intercourse in relation to ovulation. N Engl J Med 1995;333:1517–21',
      url: 'https://pubmed.ncbi.nlm.nih.gov/7477165/',
    },
  ],
}));
