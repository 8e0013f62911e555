import { daysBetween, defineCalculator, type FieldError, formatIsoDate, formatNumber } from '@/engine';
import { type CrlInput, type CrlResult, crlFormula, robinsonDays } from './formula';

/** A last period more than 20 weeks before a first-trimester scan cannot belong to the same pregnancy. */
const MAX_LMP_BEFORE_SCAN_DAYS = 140;

export default defineCalculator<CrlInput, CrlResult>({
  id: 'crl-dating',
  name: 'Ultrasound Due Date Calculator (CRL)',
  description:
    'Date your pregnancy from the crown–rump length measured at an early scan, and see whether your due date from your last period stands or moves.',
  category: 'pregnancy-fertility',
  keywords: [
    'crown rump length',
    'crl',
    'dating scan',
    'ultrasound due date',
    'gestational age',
    'baby size on ultrasound',
  ],
  icon: 'scan-heart',
  color: 'pink',
  fields: {
    crl: {
      type: 'number',
      label: 'Crown–rump length (CRL)',
      min: 2,
      max: 84,
      step: 0.1,
      suffix: 'mm',
      required: true,
      placeholder: 'e.g. 45',
      description: 'From your scan report, in millimetres: 2–84 mm (about 5 to 14 weeks).',
    },
    scanDate: { type: 'date', label: 'Date of the scan', required: true },
    lastPeriodDate: {
      type: 'date',
      label: 'First day of your last period',
      description: 'Optional: to see whether your last-period due date stands or the scan re-dates it.',
    },
  },
  checks: (input, ctx) => {
    const errors: FieldError[] = [];
    const scanAgo = daysBetween(input.scanDate, ctx.today);
    if (scanAgo < 0) errors.push({ field: 'scanDate', message: 'The scan date cannot be in the future.' });
    else if (scanAgo > 365) {
      errors.push({ field: 'scanDate', message: 'Enter a scan from the past year, from this pregnancy.' });
    }
    if (input.lastPeriodDate) {
      const before = daysBetween(input.lastPeriodDate, input.scanDate);
      if (before <= 0) {
        errors.push({
          field: 'lastPeriodDate',
          message: 'Your last period must start before the scan date.',
        });
      } else if (before > MAX_LMP_BEFORE_SCAN_DAYS) {
        errors.push({
          field: 'lastPeriodDate',
          message:
            'That is more than 20 weeks before an early scan, so it cannot date this pregnancy. Check the date, or leave it empty.',
        });
      }
    }
    return errors;
  },
  formula: crlFormula,
  result: [
    {
      block: 'category-card',
      title: 'Your due date',
      value: 'dueDate',
      format: { kind: 'weekday-date' },
      category: 'verdict',
    },
    {
      block: 'stats',
      items: [
        { label: 'Gestational age on the scan day', value: 'gestationalAgeText' },
        { label: 'Due date by the scan', value: 'ultrasoundDueDate', format: { kind: 'date' } },
      ],
    },
    {
      block: 'stats',
      when: 'lastPeriodDueDate',
      title: 'Compared with your last period',
      items: [
        { label: 'Gestational age by last period', value: 'lastPeriodGestationalAge' },
        { label: 'Due date by last period', value: 'lastPeriodDueDate', format: { kind: 'date' } },
        { label: 'Difference', value: 'differenceDays', format: { kind: 'integer' }, unit: 'days' },
      ],
    },
    { block: 'list', title: 'Good to know', items: 'notes' },
  ],
  explain: (input, result) => {
    const lines = [
      `Gestational age = 8.052 × √${formatNumber(input.crl, 1)} + 23.73 = ${formatNumber(robinsonDays(input.crl), 2)} → ${result.gestationalAgeDays} days (${result.gestationalAgeText}) on ${formatIsoDate(input.scanDate)} (Robinson & Fleming 1975).`,
      `Due date by the scan = scan date + 280 − ${result.gestationalAgeDays} days = ${formatIsoDate(result.ultrasoundDueDate)}.`,
    ];
    if (result.lastPeriodDueDate && result.differenceDays !== null) {
      lines.push(
        `By your last period you were ${result.lastPeriodGestationalAge} on the scan day (due ${formatIsoDate(result.lastPeriodDueDate)}): ${result.differenceDays} days apart; the limit for re-dating at this age is more than ${result.threshold} days (ACOG), so ${result.redate ? 'the scan sets the due date' : 'the last-period due date stands'}.`,
      );
    }
    return lines;
  },
  examples: [
    {
      // √45 = 6.7082; × 8.052 = 54.015; + 23.73 = 77.74 → 78 days = 11w1d; due = May 4 + 280 − 78 = May 4 + 202:
      // May 31 (27), Jun 57, Jul 88, Aug 119, Sep 149, Oct 180, + 22 = Nov 22, 2026.
      title: 'Baby measured 45 mm on 4 May 2026',
      input: { crl: 45, scanDate: '2026-05-04' },
      today: '2026-05-10',
      expect: {
        gestationalAgeDays: 78,
        gestationalAge: { weeks: 11, days: 1 },
        dueDate: '2026-11-22',
        redate: null,
        differenceDays: null,
      },
    },
    {
      // √10 = 3.1623; × 8.052 = 25.463; + 23.73 = 49.19 → 49 days = 7w0d. LMP Jan 12 → Mar 2 = 19 + 28 + 2 = 49 days:
      // no difference, LMP due Jan 12 + 280 = Oct 19 (Jan 19, Feb 47, Mar 78, Apr 108, May 139, Jun 169, Jul 200,
      // Aug 231, Sep 261, + 19); scan due Mar 2 + 231 = Oct 19 too.
      title: 'Baby measured 10 mm on 2 March 2026, last period 12 January',
      input: { crl: 10, scanDate: '2026-03-02', lastPeriodDate: '2026-01-12' },
      today: '2026-03-05',
      expect: {
        gestationalAgeDays: 49,
        dueDate: '2026-10-19',
        lastPeriodDueDate: '2026-10-19',
        redate: false,
        differenceDays: 0,
      },
    },
    {
      // Same scan (49 days); LMP Jan 5 → Mar 2 = 56 days; 56 − 49 = 7 > 5 (before 9w0d) → re-date to the scan:
      // due Oct 19, not the LMP's Jan 5 + 280 = Oct 12.
      title: 'Baby measured 10 mm on 2 March 2026, last period 5 January',
      input: { crl: 10, scanDate: '2026-03-02', lastPeriodDate: '2026-01-05' },
      today: '2026-03-05',
      expect: {
        gestationalAgeDays: 49,
        dueDate: '2026-10-19',
        ultrasoundDueDate: '2026-10-19',
        lastPeriodDueDate: '2026-10-12',
        redate: true,
        differenceDays: 7,
      },
    },
    {
      // Scan 78 days (11w1d); LMP Feb 9 → May 4 = 19 + 31 + 30 + 4 = 84 days; 84 − 78 = 6 ≤ 7 (9w0d–13w6d) →
      // LMP due Feb 9 + 280 = Nov 16, 2026 stands (the scan's Nov 22 is 6 days later).
      title: 'Baby measured 45 mm on 4 May 2026, last period 9 February',
      input: { crl: 45, scanDate: '2026-05-04', lastPeriodDate: '2026-02-09' },
      today: '2026-05-10',
      expect: { dueDate: '2026-11-16', ultrasoundDueDate: '2026-11-22', redate: false, differenceDays: 6 },
    },
    {
      // LMP Feb 7 → May 4 = 86 days; 86 − 78 = 8 > 7 → re-dated: due Nov 22.
      title: 'Baby measured 45 mm on 4 May 2026, last period 7 February',
      input: { crl: 45, scanDate: '2026-05-04', lastPeriodDate: '2026-02-07' },
      today: '2026-05-10',
      expect: { dueDate: '2026-11-22', lastPeriodDueDate: '2026-11-14', redate: true, differenceDays: 8 },
    },
  ],
  sources: [
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
});
