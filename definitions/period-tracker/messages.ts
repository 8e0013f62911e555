import { defineMessages } from '@/engine';

/** The words of the period tracker (ICU MessageFormat; docs/authoring.md, "Messages"). */
export default defineMessages({
  // A calendar month's heading, in the page's language ('January 2027').
  monthYear: '{month, date, month}',
  // What a calendar day is, by mark; a day with several lists them all.
  dayMark: `{mark, select,
    period {period}
    predicted {predicted period}
    ovulation {predicted ovulation}
    fertile {fertile window}}`,
  noteEveryPeriod:
    'Note the first day of every period: after three to six cycles the cycle length calculator gives you a reliable average.',
  typical:
    'A cycle of {typicalMin, number, integer}–{typicalMax, number, integer} days ({average, number, integer} on average) and a period of 3–7 days are typical for adults.',
  seeDoctor:
    'See a doctor if your periods stop for {months, number, integer} months or more (and you are not pregnant), come more often than every 21 days, last longer than 7 days or are very heavy.',
  estimates: 'Predicted days are estimates: ovulation can move, so do not use them as contraception.',
  longCycles:
    'Cycles longer than {longFrom, number, integer} days are common in the teenage years and before menopause, and can point to PCOS or a thyroid problem: mention them to your doctor.',
  // The notes shown when the predicted period is behind today (facts passed in: retest time, months).
  latePeriod:
    'If your period has not come: most home pregnancy tests can detect a pregnancy from the day your period was due (about 9 in 10 pregnancies show by then), so if you could be pregnant you can take one now. If it is negative and your period still has not come, test again {retest}. If your period has come since, enter its first day for new predictions: the dates below follow the period you entered.',
  noPeriodForMonths:
    'It is {months, number, integer} months or more since your last period started: if you have had no period since and a pregnancy test is negative, see a doctor.',
  linkOvulation: 'See this cycle in the ovulation calculator',
  linkDueDate: 'If you conceive in this cycle: your estimated due date',

  explainNextPeriod:
    'Next period = {lastPeriod, date, short} + {cycleLength, number, integer} days = {start, date, short}, lasting {periodLength, number, integer} days to {end, date, short}.',
  explainOvulation: 'Ovulation = next period − {luteal, number, integer} days = {ovulation, date, short}.',
  explainWindow:
    'Fertile window = ovulation − 5 days to ovulation + 1 day = from {start, date, rangeFrom end} to {end, date, rangeTo start}; later cycles repeat every {cycleLength, number, integer} days.',
  // The definition's declarative texts (calculator.ts): name, labels, help, titles.
  name: 'Period Tracker and Cycle Calendar',
  description:
    'Predict your next period, ovulation day and fertile window, and see them on a three-month calendar you can add to your own.',
  keywordPeriodTracker: 'period tracker',
  keywordPeriodCalendar: 'period calendar',
  keywordNextPeriod: 'next period',
  keywordMenstrualCycle: 'menstrual cycle',
  keywordFertileWindow: 'fertile window',
  audienceNote: 'For predicting periods from your recent cycles; it is not a method of birth control.',
  periodLengthLabel: 'Period length',
  periodLengthSuffix: 'days',
  periodLengthPlaceholder: 'e.g. 5',
  periodLengthHelp: 'How many days your period usually lasts: 1–10 days.',
  yourNextPeriodIs: 'Your next period is expected on',
  yourNextPeriodWas: 'Your next period was expected on',
  yourPeriodIsLate: 'Your period is late by',
  sinceYourLastPeriod: 'Since your last period started',
  ovulationDay: 'Ovulation day',
  fertileWindowStarts: 'Fertile window starts',
  fertileWindowEnds: 'Fertile window ends',
  yourCycleCalendar: 'Your cycle calendar',
  cyclesInTheseThree: 'Cycles in these three months',
  periodStarts: 'Period starts',
  periodEnds: 'Period ends',
  fertileFrom: 'Fertile from',
  fertileUntil: 'Fertile until',
  ovulation: 'Ovulation',
  tips: 'Tips',
  addToYourCalendar: 'Add to your calendar',
  bloomcalcPeriodTrackerIcs: 'bloomcalc-period-tracker.ics',
  downloadPredictedPeriodsFertile: 'Download predicted periods, fertile windows and ovulation days (.ics)',
  bloomcalcCycle: 'BloomCalc cycle',
  periodExpected: 'Period expected',
  fertileWindowEstimate: 'Fertile window (estimate)',
  estimatedOvulation: 'Estimated ovulation',
  useTheseDatesElsewhere: 'Use these dates elsewhere',
  example1: 'Cycle of 28 days, period started 10 days ago',
  example2: 'Cycle of 35 days, period started 12 days ago',
  example3: 'Cycle of 21 days, period started 5 days ago',
  example4: 'Cycle of 28 days, last period 60 days ago (period late)',
  example5: 'Cycle of 30 days, last period 100 days ago (no period for over {months, number} months)',
  // What a page.ts source is cited for (the title stays as published).
  citedForAdultCycles: 'adult cycles {typicalMin, number}–{typicalMax, number} days',
  citedForTeenCycles: 'cycles up to 45 days in the teenage years',
});
