import { defineMessages } from '@/engine';

/** The words of the conception date calculator (ICU MessageFormat; docs/authoring.md, "Messages"). */
export default defineMessages({
  pastDue:
    'This due date is more than two weeks ago ({dueDate, date, short}): we show when conception most likely happened, and no weeks of pregnancy.',
  datingAhead:
    'Weeks of pregnancy for this due date are counted from {datingStart, date, short} (280 days before it), which is still ahead, so both ages show 0 weeks. To be due then, conception would be around {conception, date, short}.',
  conceptionAhead:
    'Conception for this due date would be around {conception, date, short}, which is still ahead, so the fetal age shows 0 weeks.',
  withinADay:
    'Conception usually happens within a day of ovulation, so the date is an estimate give or take a few days.',
  sperm:
    'Sperm can survive up to 5 days, which is why intercourse in the days before ovulation can lead to pregnancy.',
  agesCounted:
    'Gestational age is counted from the first day of the last period, about two weeks before conception; fetal age is counted from conception.',
  // `ahead`: the last period is still to come today, so it is not said in the past tense.
  agesCountedCycle:
    'Gestational age is counted from 280 days before the due date ({datingStart, date, short}), two weeks before conception, as for a 28-day cycle; with your {cycleLength, number, integer}-day cycle your last period {ahead, select, yes {would start} other {started}} on {lmp, date, short}. Fetal age is counted from conception.',
  ultrasound:
    'An early ultrasound (before 14 weeks) dates a pregnancy more accurately than a due date from the last period.',
  linkDueDate: 'See weeks, trimester and milestones in the due date calculator',

  explainConception:
    'Conception = due date − 266 days = {dueDate, date, short} − 266 = {conception, date, short}.',
  explainLmp: `Last period = due date − 280 days{cycleLength, plural,
    =28 {}
    other { − ({cycleLength, number, integer} − 28) days}} = {lmp, date, short}.`,
  explainWindow:
    'Fertile window = conception − 5 days to due date − 265 days = from {start, date, rangeFrom end} to {end, date, rangeTo start}.',
  explainAges:
    'Gestational age = whole weeks since {dueDate, date, short} − 280 days = {gestational, number, integer}; fetal age = whole weeks since conception = {fetal, number, integer}.',
  explainNoAges: 'No pregnancy ages: the due date is more than two weeks past.',

  // The checks: a due date no pregnancy can have (MAX_DAYS_AHEAD, MAX_DAYS_AGO in calculator.ts).
  dueTooFarAhead:
    'That due date is more than 44 weeks away, so no pregnancy can be due then yet. Check the date.',
  dueTooLongAgo: 'Enter a due date from the last two years or one still ahead.',
  // The definition's declarative texts (calculator.ts): name, labels, help, titles.
  name: 'Conception Date Calculator',
  description:
    'Work back from your due date to the likely conception date, your last period, the fertile window and how many weeks along you are.',
  keywordConceptionDate: 'conception date',
  keywordWhenDidI: 'when did I conceive',
  keywordFertileWindow: 'fertile window',
  keywordGestationalAge: 'gestational age',
  keywordFetalAge: 'fetal age',
  keywordWhenWasMy: 'when was my baby conceived',
  audienceNote:
    'For pregnancies dated by a due date, with cycles of 21–35 days; an early scan dates them best.',
  dueDateLabel: 'Due date',
  cycleLengthLabel: 'Cycle length',
  cycleLengthSuffix: 'days',
  cycleLengthHelp: 'Optional: it moves the last-period date, not the conception date. Leave 28 if unsure.',
  estimatedConceptionDate: 'Estimated conception date',
  fertileWindowThatLed: 'Fertile window of this pregnancy',
  firstDayOfLast: 'First day of last period',
  gestationalAge: 'Gestational age',
  weeks: 'weeks',
  fetalAge: 'Fetal age',
  notes: 'Notes',
  useTheseDatesElsewhere: 'Use these dates elsewhere',
  example1: 'Due in 31 weeks 4 days',
  example2: 'Due in 24 weeks 5 days, cycle of 35 days',
  example3: 'Due in 40 weeks 4 days, cycle of 21 days',
  example4: 'Baby was due about a year and a half ago',
});
