import { defineMessages } from '@/engine';

/** The words of the CRL dating calculator (ICU MessageFormat; docs/authoring.md, "Messages"). */
export default defineMessages({
  weeksAndDays:
    '{weeks, plural, one {# week} other {# weeks}}{days, plural, =0 {} one { # day} other { # days}}',
  days: '{days, plural, one {# day} other {# days}}',
  verdict: `{verdict, select,
    scan {Due date from your scan}
    redate {Re-dated to the scan: the dates differ by {difference, plural, one {# day} other {# days}}, more than {threshold, plural, one {# day} other {# days}}}
    stands {Your last-period due date stands: the dates differ by {difference, plural, one {# day} other {# days}}, not more than {threshold, plural, one {# day} other {# days}}}}`,
  accurate:
    'Crown–rump length is the most accurate way to date a pregnancy, up to about 14 weeks (a CRL of 84 mm).',
  setOnce:
    'Once a due date is set from an early scan, later scans do not change it: differences in later growth are looked at as growth, not dates.',
  official: 'Your own scan report and your midwife or doctor set your official due date.',
  band: `By your last period you were {age} on the scan day: in ACOG's band {band, select,
    to8w6d {up to 8 weeks 6 days}
    to15w6d {9 weeks to 15 weeks 6 days}
    to21w6d {16 weeks to 21 weeks 6 days}
    to27w6d {22 weeks to 27 weeks 6 days}
    from28w {28 weeks or more}}, a difference of more than {threshold, plural, one {# day} other {# days}} means re-dating to the scan.`,
  pastFourteenWeeks:
    'From 14 weeks by your last period, ACOG dates by head, abdomen and thigh-bone measurements rather than CRL: ask your care team what your scan report means for your dates.',

  explainAge:
    'Gestational age = {slope, number} × √({correction, number} × {crl, number, ::.0}) + {intercept, number} = {exact, number, ::.00} → {days, number, integer} days ({age}) on {scanDate, date, short} (Robinson & Fleming 1975, with the {correction, number} correction of the BMUS tables).',
  explainScanDue:
    'Due date by the scan = scan date + 280 − {days, number, integer} days = {due, date, short}.',
  explainLastPeriod:
    'By your last period you were {age} on the scan day (due {due, date, short}): {difference} apart; at that age by your last period ACOG re-dates for a difference of more than {threshold, number, integer} days, so {redate, select, yes {the scan sets the due date} other {the last-period due date stands}}.',

  // The cross-field checks of the scan date and the last period.
  scanInFuture: 'The scan date cannot be in the future.',
  scanTooOld: 'Enter a scan from the past year, from this pregnancy.',
  lastPeriodNotBefore: 'Your last period must start before the scan date.',
  lastPeriodTooEarly:
    'That is more than {weeks, number, integer} weeks before an early scan, so it cannot date this pregnancy. Check the date, or leave it empty.',
  // The definition's declarative texts (calculator.ts): name, labels, help, titles.
  name: 'Ultrasound Due Date Calculator (CRL)',
  description:
    'Date your pregnancy from the crown–rump length measured at an early scan, and see whether your due date from your last period stands or moves.',
  keywordCrownRumpLength: 'crown rump length',
  keywordCrl: 'crl',
  keywordDatingScan: 'dating scan',
  keywordUltrasoundDueDate: 'ultrasound due date',
  keywordGestationalAge: 'gestational age',
  keywordBabySizeOn: 'baby size on ultrasound',
  audienceNote: 'For a first-trimester scan: a CRL of up to 84 mm, about 14 weeks.',
  crlLabel: 'Crown–rump length (CRL)',
  crlSuffix: 'mm',
  crlPlaceholder: 'e.g. 45',
  crlHelp:
    'From your scan report, in millimetres: 7–84 mm (about 6½ to 14 weeks). Robinson’s formula was built on measurements from about 7 mm, so below that it cannot date reliably: use the age on your scan report.',
  scanDateLabel: 'Date of the scan',
  lastPeriodDateLabel: 'First day of your last period',
  lastPeriodDateHelp: 'Optional: to see whether your last-period due date stands or the scan re-dates it.',
  yourDueDate: 'Your due date',
  gestationalAgeOnThe: 'Gestational age on the scan day',
  dueDateByThe: 'Due date by the scan',
  comparedWithYourLast: 'Compared with your last period',
  gestationalAgeByLast: 'Gestational age by last period',
  dueDateByLast: 'Due date by last period',
  difference: 'Difference',
  goodToKnow: 'Good to know',
  example1: 'Baby measured 45 mm at a scan 6 days ago',
  example2: 'Baby measured 10 mm 3 days ago, last period 7 weeks before the scan',
  example3: 'Baby measured 10 mm 3 days ago, last period 8 weeks before the scan',
  example4: 'Baby measured 45 mm 6 days ago, last period 12 weeks before the scan',
  example5: 'Baby measured 45 mm 6 days ago, last period 12 weeks 2 days before the scan',
  example6: 'Baby measured 30.5 mm a week ago, last period 8 weeks 6 days before the scan',
  example7: 'Baby measured 30.5 mm a week ago, last period 9 weeks before the scan',
  citedForRobinson: 'CRL dating by Robinson’s equation with the measured CRL × {correction, number, ::.000}',
});
