import { definePage } from '@/engine';
import calculator from './calculator';
import { CRL_CORRECTION } from './formula';
import messages, { type Messages } from './messages.en.gen';

export default definePage(calculator, messages, (m: Messages) => ({
  description: m.description(),
  keywords: [
    m.keywordCrownRumpLength(),
    m.keywordCrl(),
    m.keywordDatingScan(),
    m.keywordUltrasoundDueDate(),
    m.keywordGestationalAge(),
    m.keywordBabySizeOn(),
  ],
  examples: [
    {
      // √(1.037 × 45) = √46.665 = 6.8312; × 8.052 = 55.005; + 23.73 = 78.74 → 79 days = 11w2d; due = May 4 + 280 − 79
      // = May 4 + 201: May 31 (27), Jun 57, Jul 88, Aug 119, Sep 149, Oct 180, + 21 = Nov 21, 2026.
      title: m.example1(),
      input: { crl: 45, scanDate: 'today-6d' },
      today: '2026-05-10',
      expect: {
        gestationalAgeDays: 79,
        gestationalAge: { weeks: 11, days: 2 },
        dueDate: '2026-11-21',
        redate: null,
        differenceDays: null,
      },
    },
    {
      // √(1.037 × 10) = 3.2203; × 8.052 = 25.930; + 23.73 = 49.66 → 50 days = 7w1d. LMP Jan 12 → Mar 2 = 19 + 28 + 2
      // = 49 days (7w0d, ACOG band up to 8w6d: more than 5 days re-dates): 1 day apart, so the LMP due Jan 12 + 280
      // = Oct 19 stands (Jan 19, Feb 47, Mar 78, Apr 108, May 139, Jun 169, Jul 200, Aug 231, Sep 261, + 19).
      title: m.example2(),
      input: { crl: 10, scanDate: 'today-3d', lastPeriodDate: 'today-52d' },
      today: '2026-03-05',
      expect: {
        gestationalAgeDays: 50,
        dueDate: '2026-10-19',
        lastPeriodDueDate: '2026-10-19',
        redate: false,
        differenceDays: 1,
        differenceText: '1 day',
      },
    },
    {
      // Same scan (50 days); LMP Jan 5 → Mar 2 = 56 days (8w0d by LMP); 56 − 50 = 6 > 5 → re-date to the scan:
      // due Mar 2 + 230 = Oct 18, not the LMP's Jan 5 + 280 = Oct 12.
      title: m.example3(),
      input: { crl: 10, scanDate: 'today-3d', lastPeriodDate: 'today-59d' },
      today: '2026-03-05',
      expect: {
        gestationalAgeDays: 50,
        dueDate: '2026-10-18',
        ultrasoundDueDate: '2026-10-18',
        lastPeriodDueDate: '2026-10-12',
        redate: true,
        differenceDays: 6,
      },
    },
    {
      // Scan 79 days (11w2d); LMP Feb 9 → May 4 = 19 + 31 + 30 + 4 = 84 days (12w0d: band 9w0d–15w6d, more than 7);
      // 84 − 79 = 5 ≤ 7 → LMP due Feb 9 + 280 = Nov 16, 2026 stands (the scan's Nov 21 is 5 days later).
      title: m.example4(),
      input: { crl: 45, scanDate: 'today-6d', lastPeriodDate: 'today-90d' },
      today: '2026-05-10',
      expect: { dueDate: '2026-11-16', ultrasoundDueDate: '2026-11-21', redate: false, differenceDays: 5 },
    },
    {
      // LMP Feb 7 → May 4 = 86 days; 86 − 79 = 7, on the border: not more than 7, so the LMP due Nov 14 stands.
      title: m.example5(),
      input: { crl: 45, scanDate: 'today-6d', lastPeriodDate: 'today-92d' },
      today: '2026-05-10',
      expect: { dueDate: '2026-11-14', lastPeriodDueDate: '2026-11-14', redate: false, differenceDays: 7 },
    },
    {
      // √(1.037 × 30.5) = 5.6239; × 8.052 = 45.28; + 23.73 = 69.01 → 69 days = 9w6d by the scan. LMP Sep 19 → Nov 20
      // = 11 + 31 + 20 = 62 days = 8w6d by LMP: ACOG's band is chosen by the LMP age, so more than 5 days re-dates;
      // 69 − 62 = 7 > 5 → due by the scan, Nov 20 + 211 = Jun 19, 2027 (LMP due Sep 19 + 280 = Jun 26).
      title: m.example6(),
      input: { crl: 30.5, scanDate: 'today-7d', lastPeriodDate: 'today-69d' },
      today: '2026-11-27',
      expect: {
        gestationalAgeDays: 69,
        dueDate: '2027-06-19',
        lastPeriodDueDate: '2027-06-26',
        redate: true,
        differenceDays: 7,
        threshold: 5,
      },
    },
    {
      // Same scan (69 days); LMP Sep 18 → 63 days = 9w0d by LMP: band 9w0d–15w6d, more than 7 days re-dates;
      // 69 − 63 = 6 ≤ 7 → the LMP due Sep 18 + 280 = Jun 25, 2027 stands.
      title: m.example7(),
      input: { crl: 30.5, scanDate: 'today-7d', lastPeriodDate: 'today-70d' },
      today: '2026-11-27',
      expect: {
        gestationalAgeDays: 69,
        dueDate: '2027-06-25',
        ultrasoundDueDate: '2027-06-19',
        redate: false,
        differenceDays: 6,
        threshold: 7,
      },
    },
  ],
  sources: [
    {
      title:
        'Loughna P, Chitty L, Evans T, Chudleigh T. Fetal size and dating: charts recommended for clinical obstetric practice. Ultrasound 2009;17(3):161–167 (BMUS)',
      citedFor: m.citedForRobinson({ correction: CRL_CORRECTION }),
      url: 'https://doi.org/10.1179/174313409X448543',
    },
    {
      title:
        'Robinson HP, Fleming JE. A critical evaluation of sonar "crown-rump length" measurements. Br J Obstet Gynaecol 1975;82:702–710',
      url: 'https://pubmed.ncbi.nlm.nih.gov/1182090/',
    },
    {
      title:
        'ACOG Committee Opinion 700: Methods for Estimating the Due Date (2017), Table 1: guidelines for re-dating',
      url: 'https://www.acog.org/clinical/clinical-guidance/committee-opinion/articles/2017/05/methods-for-estimating-the-due-date',
    },
  ],
}));
