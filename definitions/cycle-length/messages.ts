import { defineMessages } from '@/engine';

/** The words of the cycle length calculator (ICU MessageFormat; docs/authoring.md, "Messages"). */
export default defineMessages({
  // The headline: how regular the cycles are (FIGO 2018, shortest to longest) and whether each is inside the
  // normal range ({min}–{max} days, FIGO); short and long count the cycles outside it, all = 'yes' when every one is.
  category: `{regularity, select,
    one {{range, select,
      normal {One cycle, within the normal range of {min, number, integer}–{max, number, integer} days}
      frequent {One cycle, shorter than the normal range of {min, number, integer}–{max, number, integer} days}
      other {One cycle, longer than the normal range of {min, number, integer}–{max, number, integer} days}}}
    other {{regularity, select,
      regular {Regular cycles}
      borderline {Cycles at the edge of regular}
      other {Irregular cycles}}{range, select,
      normal {, all within the normal range of {min, number, integer}–{max, number, integer} days}
      frequent {, {all, select, yes {all} other {{short, plural, one {one} other {#}}}} shorter than {min, number, integer} days}
      infrequent {, {all, select, yes {all} other {{long, plural, one {one} other {#}}}} longer than {max, number, integer} days}
      other {, {short, plural, one {one} other {#}} shorter than {min, number, integer} and {long, plural, one {one} other {#}} longer than {max, number, integer} days}}}}`,
  addMore: 'Add more periods as they come: three to six cycles give a much steadier average.',
  // How regular, with the spread between the shortest and longest cycle (FIGO 2018: regular up to {regular}–{edge} days).
  regularity: `{regularity, select,
    one {One cycle cannot show how regular your cycles are: add the next period when it comes.}
    regular {Your cycles vary by {spread, plural, one {# day} other {# days}} at most, which counts as regular (up to {regular, number, integer}–{edge, number, integer} days, FIGO).}
    borderline {Your cycles vary by {spread, number, integer} days, at the edge of regular: FIGO counts a difference of up to {regular, number, integer}–{edge, number, integer} days between your shortest and longest cycle as regular. Keep adding periods to see which way it goes.}
    other {Your cycles vary by {spread, number, integer} days, more than the {regular, number, integer}–{edge, number, integer} days FIGO counts as regular, so they are irregular. This is common in the first years after periods start and in the years before menopause; otherwise mention it to your OB-GYN or another clinician, as irregular cycles can mean you do not ovulate every month.}}`,
  irregularNext:
    'With cycles this irregular, your next period could start any day from {start, date, rangeFrom end} to {end, date, rangeTo start} (your last period plus your shortest and your longest cycle), not only on the date above.',
  irregularOvulation:
    'An ovulation date counted from the average of cycles this irregular would be a guess, so we do not offer one: ovulation tests (LH strips), cervical mucus and your temperature show when you ovulate. If you are trying to conceive, tell your OB-GYN or midwife that your cycles are irregular.',
  // Cycles outside the normal range (FIGO: frequent under {min} days, infrequent over {max}).
  outsideRange: `{range, select,
    frequent {Cycles shorter than {min, number, integer} days are called frequent (FIGO): mention them to your OB-GYN or another clinician, especially if they keep coming.}
    infrequent {Cycles longer than {max, number, integer} days are called infrequent (FIGO). They can have many causes (stress, weight change, PCOS, thyroid problems): see your OB-GYN or another clinician about them.}
    other {Your cycles include some shorter than {min, number, integer} days (frequent) and some longer than {max, number, integer} days (infrequent), outside FIGO's normal range. This has many possible causes (stress, weight change, PCOS, thyroid problems): see your OB-GYN or another clinician about them.}}`,
  missedPeriods:
    'See a doctor if your periods stop for {months, number, integer} months or more and you are not pregnant.',
  // The notes shown when the predicted period is behind today (facts passed in: retest time, months).
  latePeriod:
    'If your period has not come: most home pregnancy tests can detect a pregnancy from the day your period was due (about 9 in 10 pregnancies show by then), so if you could be pregnant you can take one now. If it is negative and your period still has not come, test again {retest}. If your period has come since, add its first day to the list.',
  noPeriodForMonths:
    'It is {months, number, integer} months or more since your last period started: if you have had no period since and a pregnancy test is negative, see a doctor.',
  linkTracker:
    'Predict your next periods in the period tracker ({cycle, number, integer}-day cycle, assuming a {periodDays, number, integer}-day period)',
  linkOvulation: 'Find your fertile window in the ovulation calculator',

  // What is wrong with the dates field (readPeriodDates' problem ids); value is the bad item, already quoted.
  datesProblem: `{id, select,
    notList {Period start dates must be a list of dates (YYYY-MM-DD).}
    nested {Period start dates must be one list of dates (YYYY-MM-DD), not lists inside a list.}
    notDate {{value} is not a real date: use YYYY-MM-DD.}
    tooFew {Add at least two period start dates.}
    tooMany {Enter at most {max, number, integer} dates.}}`,

  // The checks on the dates (calculator.ts): a date ahead of today, a gap too long or too short for one cycle.
  dateInFuture: 'Period start dates cannot be in the future: {date, date, short}.',
  periodMissing:
    'A period seems to be missing between {start, date, short} and {next, date, short} ({gap} days apart): add it, or remove the older date.',
  samePeriod:
    '{start, date, short} and {next, date, short} are only {gap, plural, one {# day} other {# days}} apart: enter just the first day of each period.',

  explainLengths: 'Cycle lengths = days between consecutive start dates: {lengths}.',
  explainAverage: 'Average = ({sum}) ÷ {count, number, integer} = {average, number, ::.0} days.',
  explainNext: 'Next period = last start date + {days, number, integer} days = {next, date, short}.',
  // The definition's declarative texts (calculator.ts): name, labels, help, titles.
  name: 'Cycle Length Calculator',
  description:
    'Add the first day of your recent periods to find your average cycle length, how regular your cycles are and when the next period is due.',
  keywordCycleLength: 'cycle length',
  keywordAverageCycle: 'average cycle',
  keywordMenstrualCycleLength: 'menstrual cycle length',
  keywordIrregularPeriods: 'irregular periods',
  keywordPeriodCalculator: 'period calculator',
  audienceNote:
    'For adults; in the first years after a first period, longer and less regular cycles are common.',
  datesLabel: 'Period start dates',
  datesHelp: 'Add the first day of each period, one at a time, oldest or newest first.',
  addAtLeastTwo: 'Add at least two period start dates to calculate.',
  yourAverageCycleLength: 'Your average cycle length',
  days: 'days',
  shortestCycle: 'Shortest cycle',
  longestCycle: 'Longest cycle',
  nextPeriodExpected: 'Next period expected',
  nextPeriodWasExpected: 'Next period was expected',
  yourPeriodIsLate: 'Your period is late by',
  yourCycles: 'Your cycles',
  periodStarted: 'Period started',
  nextPeriodStarted: 'Next period started',
  cycleLength: 'Cycle length',
  whatThisTellsYou: 'What this tells you',
  useTheseDatesElsewhere: 'Use these dates elsewhere',
  example1: 'Cycles of 28, 29 and 28 days',
  example2: 'Dates entered out of order, one of them twice',
  example3: 'One short and one long cycle (21 and 35 days)',
  example4: 'Irregular cycles of 23, 47 and 26 days',
  example5: 'Cycles of 26, 34 and 30 days (at the edge of regular)',
  example6: 'Cycles of 29, 30 and 30 days',
  example7: 'One long cycle of 36 days',
  example8: 'Regular long cycles of 40 and 41 days',
  example9: 'Cycles of 28 days, last period 44 days ago (period late)',
  // What a page.ts source is cited for (the title stays as published).
  citedForAdultCycles: 'adult cycles 21–35 days',
});
