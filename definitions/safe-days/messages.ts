import { defineMessages } from '@/engine';

/** The words of the safe days (calendar method) calculator (ICU MessageFormat; docs/authoring.md, "Messages"). */
export default defineMessages({
  shortestAfterLongest: 'Your shortest cycle cannot be longer than your longest cycle.',

  // What the calendar says a day is (a test checks the text and the calendar agree).
  markLastPeriod: 'first day of your last period',
  markNextPeriod: 'next period may start (shortest to longest cycle)',
  markCalendarFertile: 'avoid: fertile by the calendar method',
  markStandardDays:
    'avoid: Standard Days Method (days {sdmFirst, number, integer}–{sdmLast, number, integer})',
  markLowerChance: 'lower-chance day (not a safe day)',

  standardDaysEffectiveness:
    'With typical use, about 12 in 100 women using the Standard Days Method become pregnant in the first year (5 in 100 when the rules are followed every time), WHO Family Planning Handbook.',
  groupEffectiveness:
    'For fertility awareness-based methods as a group, the CDC gives {low, number, integer} to {high, number, integer} pregnancies per 100 women in the first year of typical use, against 7 for the pill, 13 for male condoms and fewer than {larc, number, integer} for an IUD or implant.',
  noStiProtection:
    'These methods do not protect against sexually transmitted infections (STIs), including HIV: only condoms (male or female) do.',

  // `same`: the shortest and longest cycles are one length, said once ("cycles of 28 days", not "28 to 28").
  countFrom:
    'Count day 1 as the first day of each period. With {same, select, yes {cycles of {shortest, number, integer} days} other {cycles of {shortest, number, integer} to {longest, number, integer} days}}, days {first, number, integer} to {last, number, integer} ({days, number, integer} days) are fertile by the calendar method.',
  standardDays:
    'The Standard Days Method marks days {sdmFirst, number, integer} to {sdmLast, number, integer}. Avoid unprotected sex on every day either method marks: days {first, number, integer} to {last, number, integer} ({days, number, integer} days).',
  noStandardDays:
    'The Standard Days Method (days {sdmFirst, number, integer}–{sdmLast, number, integer}) is only for women whose cycles are all {sdmShortest, number, integer}–{sdmLongest, number, integer} days long; yours are not, so it is not shown.',
  notSafe:
    'Lower-chance days are not safe days: sperm live up to five days and ovulation can come early or late in any cycle.',
  recount:
    'Recount from each new period, and update your shortest and longest cycle as you record more cycles (the method needs at least six).',
  irregular:
    'Your cycles vary a lot, so the fertile stretch is long; calendar methods are least suited to irregular cycles.',

  explainFirst:
    'First fertile day = shortest cycle − {firstOffset, number, integer} = {shortest, number, integer} − {firstOffset, number, integer} = day {day, number, integer} = {date, date, short}.',
  explainLast:
    'Last fertile day = longest cycle − {lastOffset, number, integer} = {longest, number, integer} − {lastOffset, number, integer} = day {day, number, integer} = {date, date, short} (day 1 = {lastPeriod, date, short}).',
  explainStandardDays:
    'All your cycles are {sdmShortest, number, integer}–{sdmLongest, number, integer} days, so the Standard Days Method applies too: days {sdmFirst, number, integer}–{sdmLast, number, integer}, from {start, date, rangeFrom end} to {end, date, rangeTo start}.',
  explainNoStandardDays:
    'The Standard Days Method is only for cycles that are all {sdmShortest, number, integer}–{sdmLongest, number, integer} days long, so it does not apply.',
  explainAvoid:
    'Days to avoid = every day either method marks = days {first, number, integer}–{last, number, integer}, from {start, date, rangeFrom end} to {end, date, rangeTo start}; the days before and after, up to your longest cycle, are lower-chance days.',
  // The definition's declarative texts (calculator.ts): name, labels, help, titles.
  name: 'Safe Days Calculator (Calendar Method)',
  description:
    'See your fertile and lower-chance days by the calendar method from your shortest and longest cycles, with honest effectiveness figures: no day is truly safe.',
  keywordSafeDays: 'safe days',
  keywordCalendarMethod: 'calendar method',
  keywordRhythmMethod: 'rhythm method',
  keywordStandardDaysMethod: 'standard days method',
  keywordNaturalFamilyPlanning: 'natural family planning',
  keywordContraception: 'contraception',
  keywordBirthControl: 'birth control',
  audienceNote:
    'For cycles of 21–45 days you have recorded; not reliable after birth, while breastfeeding or near menopause.',
  shortestCycle: 'Shortest cycle',
  yourShortestCycleOf:
    'Your shortest cycle of the past 6–12 months, first day of one period to the first day of the next: 21–45 days.',
  longestCycle: 'Longest cycle',
  yourLongestCycleOf: 'Your longest cycle of the same months: 21–45 days.',
  theCalendarMethodIs:
    'The calendar method is one of the least reliable ways to avoid pregnancy, and no calendar day is truly safe. It gives no protection against sexually transmitted infections.',
  daysToAvoidUnprotected: 'Days to avoid unprotected sex',
  firstDayToAvoid: 'First day to avoid (cycle day)',
  lastDayToAvoid: 'Last day to avoid (cycle day)',
  daysToAvoid: 'Days to avoid',
  fertileByTheCalendar:
    'Fertile by the calendar method (shortest cycle − {firstOffset, number} to longest cycle − {lastOffset, number})',
  standardDaysMethodAvoid:
    'Standard Days Method: avoid unprotected sex on days {sdmFirst, number}–{sdmLast, number}',
  lowerChanceDaysBefore: 'Lower-chance days before (not safe days)',
  lowerChanceDaysAfter: 'Lower-chance days after, until your next period (not safe days)',
  yourCycleDaysTo: 'Your cycle: days to avoid and lower-chance days',
  firstDayOfYour:
    'First day of your last period, and the days your next period may start: droplet, solid border',
  daysToAvoidUnprotected2:
    'Days to avoid unprotected sex (calendar method and, for cycles of {sdmShortest, number}–{sdmLongest, number} days, Standard Days Method): sprout, dashed border',
  lowerChanceDaysNot: 'Lower-chance days (not safe days): no mark',
  howEffectiveIsIt: 'How effective is it?',
  usingTheCalendarMethod: 'Using the calendar method',
  addToYourCalendar: 'Add to your calendar',
  bloomcalcCalendarMethodIcs: 'bloomcalc-calendar-method.ics',
  downloadYourDaysTo: 'Download your days to avoid (.ics)',
  bloomcalcCycle: 'BloomCalc cycle',
  nextPeriodMayStart: 'Next period may start',
  example1: 'Cycles of {sdmShortest, number} to {sdmLongest, number} days, period started 2 days ago',
  example2: 'Regular 28-day cycles, period started 2 days ago',
  example3: 'Irregular cycles of 24 to 35 days, period started 2 days ago',
  example4: 'Cycles of 27 to 31 days, period started 12 days ago',
  days: 'days',
  // What a page.ts source is cited for (the title stays as published).
  citedForMethods: 'calendar rule, Standard Days Method, effectiveness',
  citedForTypicalUse: 'typical-use pregnancy rates in the first year',
});
