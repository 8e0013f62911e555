import { defineMessages } from '@/engine';

/** The words of the cycle length calculator (ICU MessageFormat; docs/authoring.md, "Words"). */
export default defineMessages({
  category: `{category, select,
    short {Shorter than the typical 21–35 days}
    normal {Within the normal range of 21–35 days}
    long {Longer than the typical 21–35 days}}`,
  addMore: 'Add more periods as they come: three to six cycles give a much steadier average.',
  irregular:
    'Your cycles vary by {spread, number, integer} days. A spread of more than 7–9 days is called irregular; it is common in the teenage years and before menopause, and worth mentioning to your doctor otherwise.',
  regular:
    'Your cycles vary by {spread, plural, one {# day} other {# days}} at most, which counts as regular.',
  outsideRange:
    'An average outside 21–35 days can have many causes (stress, weight change, PCOS, thyroid problems): see a clinician, especially when your cycles are longer than 35 days.',
  missedPeriods:
    'See a doctor if your periods stop for {months, number, integer} months or more and you are not pregnant.',
  // The notes shown when the predicted period is behind today (facts passed in: retest time, months).
  latePeriod:
    'If your period has not come: a home pregnancy test is reliable from the day your period was due, so if you could be pregnant you can take one now. If it is negative and your period still has not come, test again {retest}. If your period has come since, add its first day to the list.',
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
});
