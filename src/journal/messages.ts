import { defineMessages } from '@/engine';

/**
 * The journal's words (/my-journal and what the calculators say about it): ICU MessageFormat, compiled by
 * `npm run generate` into messages.en.gen.ts; messages.es.ts is the Spanish. Keys by part of the page: `page…`
 * (the page and what is kept), `import…`, `export…`, `lock…`, `delete…`; `insights…` (the cycle insights,
 * src/journal/predict.ts) and `growth…` (the baby's growth chart, src/journal/growth-series.ts). Figures come in as
 * parameters.
 */
export default defineMessages({
  // The page: its head and the prerendered text around the island
  pageTitle: 'My journal',
  pageMetaTitle: 'My journal: periods and baby growth, kept only on this device',
  pageDescription:
    "Keep your periods and your baby's measurements in this browser only: no account, nothing sent. Export, import from Clue, Flo or drip, lock it, or delete it all.",
  pageIntro:
    "Your periods and your baby's measurements, kept only in this browser on this device, so the calculators can learn from your own history. There is no account and no server: nothing in your journal is sent to us or to anyone.",
  pageWhereTitle: 'What is kept, and where',
  pageWhereWhat:
    'Only what you choose to keep: the first and last days of your periods, and for each baby a birth date, sex, weeks of pregnancy at birth, a nickname if you give one, and the measurements you add.',
  pageWhereWhere:
    'It is kept in this browser\'s own storage (IndexedDB) on this device. Another browser or device does not see it. Nothing is kept until you press "Keep on this device" on a calculator, add something here or import a file.',
  pageWhereSent:
    'It never leaves this device: not in a request, not in the page address. To move it to another device, export a file here and import it there.',
  pageWhereRemove:
    "To remove it, press Delete everything on this page, or clear this site's data in your browser's settings.",
  pageLockNote:
    'You can lock the journal with a passphrase. If you forget the passphrase, nobody can open the journal again, not even us: the data is gone.',
  pageNeedsScript: 'The journal is read and written by this page in your browser, so it needs JavaScript.',
  // The page: what is kept, by kind
  pageOpening: 'Opening your journal on this device…',
  pageEmptyTitle: 'Nothing is kept on this device yet',
  pageEmptyKeep:
    'To start, open one of these calculators and, with a result on screen, press "Keep on this device":',
  pageEmptyImport:
    'Or import a file you exported before: from BloomCalc, Clue, Flo or drip, or a spreadsheet saved as CSV with a date column. You can also add a period or a baby below.',
  pageSummary:
    'Kept on this device: {periods, plural, =0 {no periods} one {# period} other {# periods}} and {babies, plural, =0 {no babies} one {# baby} other {# babies}}.',
  pageStorageFailed:
    'This browser did not let the page use its storage (a private window may block it). Nothing was changed.',
  pagePeriodsTitle: 'Periods',
  pagePeriodsNone: 'No periods kept yet.',
  pagePeriodsCaption: 'Your periods, the most recent first',
  pageFirstDay: 'First day',
  pageLastDay: 'Last day',
  pageLastDayOptional: 'Last day (optional)',
  pageNoLastDay: 'not given',
  pageActions: 'Changes',
  pageEdit: 'Edit',
  pageRemove: 'Remove',
  pageSave: 'Save',
  pageCancel: 'Cancel',
  pageEditPeriod: 'Edit the period that started {date, date, long}',
  pageRemovePeriod: 'Remove the period that started {date, date, long}',
  pageAddPeriod: 'Add a period',
  pagePeriodAdded: 'The period that started {date, date, long} is kept.',
  pagePeriodSaved: 'The period that starts {date, date, long} is saved.',
  pagePeriodRemoved: 'The period that started {date, date, long} is removed.',
  pageDateMissing: 'Enter the date.',
  pageDateInvalid: 'Enter a real date.',
  pageDateFuture: 'Enter a date that is not in the future.',
  pageEndBeforeStart: 'The last day cannot be before the first day.',
  pagePeriodTooLong: 'A period longer than {days, number, integer} days is more likely two: keep each one.',
  pageBabiesTitle: 'Babies',
  pageBabiesNone: 'No baby kept yet.',
  pageBabyNoName: 'Baby',
  pageBabyDetails:
    '{sex, select, female {Girl} other {Boy}}, born {date, date, long} at {weeks, number, integer} weeks',
  pageNickname: 'Nickname (optional)',
  pageBirthDate: 'Birth date',
  pageSex: 'Sex',
  pageGirl: 'Girl',
  pageBoy: 'Boy',
  pageWeeksAtBirth: 'Weeks of pregnancy at birth',
  pageWeeksHelp:
    'Write 40 if you are not sure. Below 37, the charts use the age corrected for an early birth.',
  pageWeeksInvalid: 'Enter whole weeks from 22 to 44.',
  pageAddBaby: 'Add a baby',
  pageEditBaby: 'Edit the details of {name}',
  pageRemoveBaby: 'Remove {name}',
  pageRemoveBabyConfirm:
    'Remove {name} and {count, plural, =0 {no measurements} one {# measurement} other {# measurements}} from this device?',
  pageRemoveBabyYes: 'Yes, remove',
  pageBabyAdded: '{name} is kept.',
  pageBabySaved: 'The details of {name} are saved.',
  pageBabyRemoved: '{name} is removed.',
  pageMeasurementsCaption: 'Measurements of {name}, the most recent first',
  pageMeasurementsNone: 'No measurements of {name} yet.',
  pageDate: 'Date',
  pageWeight: 'Weight',
  pageLength: 'Length or height',
  pageHead: 'Head circumference',
  pageNotMeasured: 'not measured',
  pageAddMeasurement: 'Add a measurement of {name}',
  pageEditMeasurement: 'Edit the measurement of {date, date, long}',
  pageRemoveMeasurement: 'Remove the measurement of {date, date, long}',
  pageMeasurementAdded: 'The measurement of {date, date, long} is kept.',
  pageMeasurementSaved: 'The measurement of {date, date, long} is saved.',
  pageMeasurementRemoved: 'The measurement of {date, date, long} is removed.',
  pageMeasurementEmpty: 'Enter at least one of weight, length and head circumference.',
  pageBeforeBirth: 'A measurement cannot be before the birth date.',
  pageAmountInvalid: 'Enter an amount from {min} to {max}, as on the scale or tape.',
  pageWeightUsHelp: 'In pounds and ounces, for example 7 lb 8 oz, or in pounds, for example 7.5.',
  pageUnits: 'Units',
  pageUnitsUs: 'lb, oz and in',
  pageUnitsMetric: 'kg and cm',
  // Export
  exportTitle: 'Export',
  exportText:
    'Download your journal as a file, to keep a copy or to import it on another device. The file is made on this page, on your device; it is not sent anywhere.',
  exportJson: 'Export JSON',
  exportCsv: 'Export CSV (spreadsheet)',
  exportDone: '{name} is in your downloads.',
  // Import
  importTitle: 'Import',
  importText:
    'From a BloomCalc export (JSON or CSV), Clue, Flo or drip, or a spreadsheet saved as CSV with a date column. You see what will be added before anything changes.',
  importFile: 'File to import',
  importPreviewTitle: 'Before you import {name}',
  importSource:
    'This is {source, select, bloomcalcJson {a BloomCalc export (JSON)} bloomcalcCsv {a BloomCalc export (CSV)} clue {an export from Clue} flo {an export from Flo} drip {an export from drip} other {a spreadsheet (CSV) with dates}}.',
  importAdds:
    'Importing it adds {periods, plural, =0 {no periods} one {# period} other {# periods}}, {babies, plural, =0 {no babies} one {# baby} other {# babies}} and {measurements, plural, =0 {no measurements} one {# measurement} other {# measurements}}.',
  importDuplicates:
    '{count, plural, one {# entry is} other {# entries are}} already in your journal: kept once, not twice.',
  importNothingNew: 'Everything in this file is already in your journal: importing it changes nothing.',
  importSkippedTitle:
    '{count, plural, one {# part of the file is} other {# parts of the file are}} left out:',
  importSkippedLine: '{where}: {reason}',
  importWhereLine: 'line {line, number, integer}',
  importConfirm: 'Import',
  importCancel: 'Cancel',
  importCancelled: 'Nothing was imported.',
  importDone:
    'Imported: {periods, plural, =0 {no periods} one {# period} other {# periods}}, {babies, plural, =0 {no babies} one {# baby} other {# babies}} and {measurements, plural, =0 {no measurements} one {# measurement} other {# measurements}}.',
  importProblemTitle: '{name} was not imported',
  importNothingChanged: 'Nothing in your journal was changed.',
  importNotJson:
    'The file is not valid JSON: it may be damaged, or not an export. Export it again from the app and try that file.',
  importUnknownFormat:
    'This file is not one the journal can read. It reads BloomCalc exports, Clue and Flo exports (JSON), drip exports (CSV) and spreadsheets saved as CSV with a column of dates.',
  importTooLarge:
    'The file is larger than 10 MB, more than any journal export. Choose the export file itself.',
  importFutureDates:
    'The file has dates in the future, so it cannot be a record of what happened. Check the file and try again.',
  importNothingUsable: 'The file has no period dates or measurements the journal can use.',
  importUnreadable: 'The file could not be read. Try choosing it again.',
  importTooComplex:
    'The file is nested deeper, or holds more entries, than any journal export. Choose the export file itself.',
  importNewerVersion:
    'This file was exported by a newer version of BloomCalc than this page. Reload the page to get the newest version, then import it again.',
  importAmbiguousDates:
    'The dates in this file could be month first or day first (03/04 is March 4 or April 3), and nothing in the file says which. Save it with dates written as 2025-03-04 and try again.',
  importSkip:
    '{reason, select, notAnEntry {not an entry} badDate {no date the journal can read} ambiguousDate {a date that could be month first or day first} futureDate {a date in the future} endBeforeStart {the last day is before the first} periodTooLong {a period longer than 20 days} duplicate {the same as another entry in the file} badAmount {an amount outside what the charts take} noAmount {a measurement with no amount} beforeBirth {a measurement before the birth date} badBaby {a baby without a birth date, a sex, or weeks at birth from 22 to 44} tooMany {more entries than a journal keeps} badValue {a value the app that made the file does not write} other {something the journal does not keep, such as notes or moods}}',
  // Lock
  lockTitle: 'Lock with a passphrase',
  lockText:
    'Optional. With a lock, your journal is encrypted on this device and opens only with your passphrase.',
  lockWarning:
    'If you forget your passphrase, nobody can open your journal, not even us, and the data is gone. There is no reset: it is kept nowhere else. Export a copy first if you want one.',
  lockPassphrase: 'Passphrase',
  lockRepeat: 'The same passphrase again',
  lockTooShort: 'Use at least 8 characters.',
  lockMismatch: 'The two passphrases are not the same.',
  lockSet: 'Lock my journal',
  lockWorking: 'Working…',
  lockDone: 'Your journal is locked. On this device it opens with your passphrase.',
  lockIsOn: 'Your journal is locked with a passphrase. While this page is open, it stays open.',
  lockRemove: 'Remove the lock',
  lockRemoved: 'The lock is removed. Your journal opens without a passphrase on this device.',
  lockedTitle: 'Your journal is locked',
  lockedText: 'Enter your passphrase to open it.',
  lockOpen: 'Open my journal',
  lockWrong: 'That passphrase does not open this journal. Check it and try again.',
  lockForgot:
    'Forgot the passphrase? Without it the journal cannot be opened. You can delete it below and start again.',
  // Delete everything
  deleteTitle: 'Delete everything',
  deleteText: 'Removes your whole journal from this device. Nothing of it is left in this browser.',
  deleteButton: 'Delete everything',
  deleteConfirmText:
    'Delete your whole journal from this device? This cannot be undone. Export a copy first if you may want it later.',
  deleteConfirm: 'Yes, delete everything',
  deleteCancel: 'No, keep my journal',
  deleteDone: 'Your journal is deleted. Nothing of it is left on this device.',

  // Cycle insights (src/journal/components/cycle-insights.tsx).
  insightsTitle: 'What your cycles say',
  insightsNotEnough: `{cycles, plural,
    =0 {No cycle is logged in the past year yet.}
    one {One cycle is logged in the past year.}
    other {# cycles are logged in the past year.}} Your own average, spread and ranges appear from {min, number, integer} cycles: log {periods, plural, one {# more period start} other {# more period starts}} as they come.`,
  insightsCyclesLabel: 'Cycles counted',
  insightsCycles: '{count, number, integer} in the 12 months up to your last period ({last, date, short})',
  insightsAverageLabel: 'Average cycle',
  insightsDays: '{days, number, ::.0} days',
  insightsSpreadLabel: 'Spread (standard deviation)',
  insightsRangeLabel: 'Shortest and longest cycle',
  insightsRange: '{shortest, number, integer} and {longest, number, integer} days',

  insightsNextTitle: 'Your next period',
  insightsNextRange: 'Likely to start between {start, date, weekday} and {end, date, weekday}.',
  insightsNextRule:
    'That is your last period ({last, date, short}) plus the shortest and the longest of your last {count, plural, one {# cycle} other {# cycles}} ({shortest, number, integer} and {longest, number, integer} days). Each of those cycles, counted from its own start, ended inside a range this wide: a single date would promise more than your cycles do.',
  insightsDue: 'Today is inside this range: your period may start any day now.',
  insightsLate:
    'Your period is {days, plural, one {# day} other {# days}} later than the latest day your own cycles give. If you could be pregnant, a home pregnancy test can tell you now; if it is negative and your period still has not come, test again {retest}. If your period has come, log its first day.',
  insightsNoPeriodForMonths:
    'It is {months, number, integer} months or more since your last logged period: if you have had no period since and a pregnancy test is negative, see your OB-GYN or midwife.',

  insightsFigoTitle: 'How regular your cycles are (FIGO 2018)',
  insightsRegularity: `{regularity, select,
    one {One cycle cannot show how regular your cycles are.}
    regular {Regular: your shortest and longest cycles differ by {spread, plural, one {# day} other {# days}}, within the {regular, number, integer}–{edge, number, integer} days FIGO counts as regular (the limit depends on age).}
    borderline {At the edge of regular: your shortest and longest cycles differ by {spread, number, integer} days. FIGO counts up to {regular, number, integer}–{edge, number, integer} days as regular, depending on age; keep logging to see which way it goes.}
    irregular {Irregular: your shortest and longest cycles differ by {spread, number, integer} days, more than the {regular, number, integer}–{edge, number, integer} days FIGO counts as regular. This is common in the first years after periods start and in the years before menopause; otherwise mention it to your OB-GYN or midwife, as irregular cycles can mean you do not ovulate every month.}}`,
  insightsFrequency: `{frequency, select,
    normal {Every cycle is within {min, number, integer}–{max, number, integer} days, FIGO's normal range.}
    frequent {{short, plural, one {One cycle is} other {# cycles are}} shorter than {min, number, integer} days, which FIGO calls frequent: mention it to your OB-GYN or midwife, especially if it keeps happening.}
    infrequent {{long, plural, one {One cycle is} other {# cycles are}} longer than {max, number, integer} days, which FIGO calls infrequent. This has many possible causes (stress, weight change, PCOS, thyroid problems): see your OB-GYN or midwife about it.}
    both {{short, plural, one {One cycle is} other {# cycles are}} shorter than {min, number, integer} days (frequent) and {long, plural, one {one is} other {# are}} longer than {max, number, integer} days (infrequent), outside FIGO's normal range. This has many possible causes (stress, weight change, PCOS, thyroid problems): see your OB-GYN or midwife about it.}}`,

  insightsGap:
    'The {days, number, integer} days from {start, date, short} to {next, date, short} are not counted as a cycle: a period may not have been logged. If you truly had no period for that long and are not pregnant, see your OB-GYN or midwife.',
  insightsSamePeriod:
    '{repeat, date, short} is read as a day of the period that started {start, date, short}: starts less than {days, number, integer} days apart are usually the same period.',
  insightsFuture:
    '{count, plural, one {One start date is} other {# start dates are}} after today and {count, plural, one {is} other {are}} left out.',
  insightsNotDates:
    '{count, plural, one {One logged start is} other {# logged starts are}} not a real date and {count, plural, one {is} other {are}} left out: {dates}.',
  insightsOlder:
    '{count, plural, one {One cycle} other {# cycles}} from more than a year before your last period {count, plural, one {is} other {are}} not counted: your numbers follow your recent cycles.',

  insightsFertileTitle: 'Fertile days (calendar rule)',
  insightsFertileRange:
    'From {start, date, weekday} to {end, date, weekday}: cycle days {first, number, integer} to {last, number, integer}, counting the first day of your last period as day 1 (your shortest cycle − 18 to your longest cycle − 11).',
  insightsFertilePast:
    'These days are over for the cycle you are in. The next ones follow your next period (from {next, date, weekday}): log its first day and they are worked out again.',
  insightsFertileFewCycles:
    'The rule asks for {six, number, integer} cycles before anyone relies on it: {count, plural, one {# more} other {# more}} to log.',
  insightsFertileNone: `{reason, select,
    shortCycles {No fertile days are shown: a cycle shorter than {min, number, integer} days is outside what the calendar rule is used for. Ovulation tests show when you ovulate in the cycle you are in.}
    longCycles {No fertile days are shown: a cycle longer than {max, number, integer} days is outside what the calendar rule is used for. Ovulation tests show when you ovulate in the cycle you are in.}}`,
  insightsContraception:
    'Not birth control on its own. These days come from your past cycles, and this cycle may be different: with typical use, {low, number, integer} to {high, number, integer} in 100 women who rely on fertility awareness methods become pregnant in a year (CDC). If you do not want to become pregnant, use another method on these days, or ask your OB-GYN or midwife about a method that suits you. Only condoms also protect against STIs.',
  insightsConception:
    'Trying to get pregnant: sex every 1 to 2 days through these days gives you the best chance, with no need to time it to the day (ASRM). Ovulation tests show when you ovulate in the cycle you are in. If you have not conceived after 12 months of trying (6 months from age 35), see your OB-GYN.',
  insightsSourcesTitle: 'Sources',
  insightsSourceTypicalUseRates: 'typical-use pregnancy rates in the first year',
  insightsDisclaimer:
    'Estimates from the dates you logged on this device, for information only; not medical advice.',

  // The baby's growth chart (src/journal/components/baby-growth-chart.tsx).
  growthTitle: `{named, select, yes {{name}'s growth} other {Your baby's growth}}`,
  growthCorrected:
    'Born at {weeks, number, integer} weeks: the WHO charts are read at corrected age, counted from the due date, to the second birthday.',
  growthChartTitle: `{measure, select, weight {Weight-for-age} length {Length-for-age} head {Head circumference-for-age}}`,
  growthChartCaption: `WHO {measure, select, weight {weight} length {length} head {head circumference}}-for-age ({unit}) from birth to 24 months for {sex, select, girl {girls} boy {boys}}: the 3rd, 15th, 50th, 85th and 97th percentile curves, with your baby's measurements as a line.`,
  growthBmiTitle: 'BMI-for-age, from 2 years',
  growthBmiCaption: `CDC BMI-for-age (kg/m²) for {sex, select, girl {girls} boy {boys}} from 2 to {to, number, integer} years: the 5th, 85th and 95th percentile curves, with your child's BMI as a line.`,
  growthAxisMonths: `{corrected, select, yes {Age (months, corrected)} other {Age (months)}}`,
  growthAxisYears: 'Age (years)',
  growthAxisValue: `{measure, select, weight {Weight} length {Length} head {Head circumference} bmi {BMI}} ({unit})`,
  growthCurve: '{p, selectordinal, one {#st} two {#nd} few {#rd} other {#th}}',
  growthTableCaption: `Your baby's {measure, select, weight {weights} length {lengths} head {head circumferences} bmi {BMIs}}, oldest first`,
  growthColDate: 'Date',
  growthColValue: `{measure, select, weight {Weight} length {Length} head {Head circumference} bmi {BMI}} ({unit})`,
  growthColPercentile: 'Percentile',
  growthColZ: 'z-score',
  growthColNote: 'Note',
  growthDate: '{date, date, short}',
  growthAgeMonths: '{months, number, ::.0} months',
  growthAgeYears: '{years, number, ::.0} years',
  growthAmount: '{value, number, ::.#}',
  growthAmountFine: '{value, number, ::.##}',
  growthPercentile: `{band, select,
    lowest {below the 0.1st}
    under1 {{percentile, number, ::.0}}
    within {{percentile, number, ::.0}}
    over99 {{percentile, number, ::.0}}
    highest {above the 99.9th}}`,
  growthZ: '{z, number, ::.00}',
  growthConcern: `{far, select,
    yes {Far {side, select, below {below} above {above}} the WHO curves (beyond ±3 SD): see your baby's doctor soon.}
    no {{side, select, below {Below the 3rd} above {Above the 97th}} percentile: see your baby's doctor soon.}}`,
  growthOutside: `{side, select, below {Below the 3rd percentile} above {Above the 97th percentile}}: worth raising with your baby's doctor.`,
  growthBmiCategory: `{category, select,
    underweight {Underweight (below the 5th percentile)}
    healthy {Healthy weight}
    overweight {Overweight (85th to below the 95th)}
    obesity {Obesity (95th percentile or above)}}`,
  growthBmiObesity: `{obesityClass, select,
    class1 {Obesity, class 1}
    class2 {Severe obesity, class 2: see your child's doctor}
    class3 {Severe obesity, class 3: see your child's doctor}}`,
  growthShowCurves: 'Show the curves’ numbers',
  growthLeftOff: `{reason, select,
    beforeBirth {{date, date, short}: dated before the birth, so on no chart.}
    beforeTerm {{date, date, short}: before the due date; the WHO charts start at term.}
    pastWhoCharts {{date, date, short}: {measure, select, weight {the weight} length {the length} head {the head circumference}} is past the WHO charts, which end at 2 years.}
    needsWeightAndLength {{date, date, short}: from 2 years the chart is BMI-for-age, which needs a weight and a length or height measured the same day.}
    pastCdcCharts {{date, date, short}: past the CDC charts, which end at 20 years.}
    notAnAmount {{date, date, short}: {measure, select, weight {the weight} length {the length} head {the head circumference}} is not a number above 0.}}`,
  growthNotADate: '{date}: not a real date, so on no chart.',

  growthNone: 'No measurements of this baby yet: they appear here as you keep them.',
  growthSources:
    'Sources: WHO Child Growth Standards (2006), which CDC recommends from birth to 2 years; CDC 2000 BMI-for-age charts from 2 to 20 years. For information only; your baby’s doctor reads growth over time.',
});
