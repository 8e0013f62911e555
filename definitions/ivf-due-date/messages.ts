import { defineMessages } from '@/engine';

/** The words of the IVF due date calculator (ICU MessageFormat; docs/authoring.md, "Words"). */
export default defineMessages({
  // What transfer date − embryo age is: for a frozen transfer or no type given, the name true for both.
  dayZeroLabel: `{fresh, select,
    yes {Fertilization (egg collection) date}
    no {Conception-equivalent date (embryo day 0)}}`,
  summary:
    '{weeks, plural, one {# week} other {# weeks}} {days, plural, one {# day} other {# days}} pregnant today',
  planned: 'Planned transfer',
  countdown: '{days, plural, one {# day} other {# days}} to go',
  overdue: 'The due date passed {days, plural, one {# day} other {# days}} ago',
  plannedNote:
    'Your transfer is still ahead: these dates are what a pregnancy from that transfer would give.',
  dayZeroNote: `{type, select,
    frozen {Your embryo was frozen, so it was fertilized in an earlier cycle. The conception-equivalent date is the day a fresh embryo of the same age would have been fertilized: the pregnancy is dated from it.}
    unknown {The conception-equivalent date is transfer date − embryo age: the egg collection (fertilization) day for a fresh transfer; for a frozen one, the day a fresh embryo of the same age would have been fertilized.}}`,
  keepDueDate:
    'A pregnancy from IVF is dated from the transfer: ACOG advises keeping this due date rather than changing it after an ultrasound.',
  followClinic:
    'Follow your clinic for the timing of the blood pregnancy test and for when to stop the medicines they prescribed.',
  estimate: 'The due date is an estimate: most babies are born within two weeks either side of it.',
  linkDueDate: 'Week by week: open the due date calculator with your LMP-equivalent date',

  explainDayZero:
    '{label} = transfer − embryo age = {transfer, date, short} − {embryoAge, number, integer} days = {dayZero, date, short}.',
  explainDueDate: `Due date = transfer + {toDue, number, integer} − {embryoAge, number, integer} days = {dueDate, date, short} ({toDue, number, integer} days from {fresh, select,
    yes {fertilization}
    no {embryo day 0}}).`,
  explainLmp: `LMP-equivalent = {fresh, select,
    yes {fertilization}
    no {embryo day 0}} − {beforeFertilization, number, integer} days = {lmp, date, short}: pregnancy weeks are counted from this date, and it + 280 days is the same due date.`,

  // The cross-field checks of the embryo age and the transfer date.
  embryoAgeNotTransferred:
    'Embryos are transferred on day 3 (cleavage stage) or day 5 or 6 (blastocyst): enter 3, 5 or 6.',
  transferTooLongAgo:
    'That transfer is more than {weeks, number, integer} weeks of pregnancy ago, past the end of a pregnancy. Check the date.',
  transferTooFarAhead: 'Enter a transfer date no more than a year from today.',
});
