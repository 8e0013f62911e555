import { defineMessages } from '@/engine';

/** The words of the IVF due date calculator (ICU MessageFormat; docs/authoring.md, "Messages"). */
export default defineMessages({
  // What transfer date − embryo age is: for a frozen transfer or no type given, the name true for both.
  dayZeroLabel: `{fresh, select,
    yes {Fertilization (egg collection) date}
    no {Conception-equivalent date (embryo day 0)}}`,
  summary:
    '{weeks, plural, one {# week} other {# weeks}}{days, plural, =0 {} one { # day} other { # days}} pregnant today',
  planned: 'Planned transfer',
  countdown: `{days, plural,
    =0 {Your due date is today.}
    one {# day to go.}
    other {# days to go.}}`,
  overdue: 'Your due date was {days, plural, one {# day} other {# days}} ago.',
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
  // The definition's declarative texts (calculator.ts): name, labels, help, titles.
  name: 'IVF Due Date Calculator',
  description:
    'Find your due date after IVF from the embryo transfer date and whether it was a day-3, day-5 or day-6 embryo, with the equivalent last-period date.',
  keywordIvfDueDate: 'ivf due date',
  keywordEmbryoTransfer: 'embryo transfer',
  keywordFrozenEmbryoTransfer: 'frozen embryo transfer',
  keywordBlastocyst: 'blastocyst',
  keywordFetDueDate: 'fet due date',
  audienceNote: 'For pregnancies from an embryo transfer, with embryos of 3 to 6 days.',
  transferDateLabel: 'Embryo transfer date',
  embryoAgeLabel: 'Embryo age at transfer',
  embryoAgeSuffix: 'days',
  embryoAgePlaceholder: 'e.g. 5',
  embryoAgeHelp: '3 for a day-3 embryo, 5 or 6 for a blastocyst (your clinic report says which).',
  transferTypeLabel: 'Type of transfer',
  transferTypeHelp:
    'Optional: it names the date the embryo’s age counts back to. The due date is the same for both.',
  transferTypeOptionFresh: 'Fresh transfer (embryo from this cycle’s egg collection)',
  transferTypeOptionFrozen: 'Frozen embryo transfer (FET)',
  yourEstimatedDueDate: 'Your estimated due date',
  lmpEquivalentDate: 'LMP-equivalent date',
  fertilizationEggCollectionDate: 'Fertilization (egg collection) date',
  conceptionEquivalentDateEmbryo: 'Conception-equivalent date (embryo day 0)',
  goodToKnow: 'Good to know',
  addToYourCalendar: 'Add to your calendar',
  bloomcalcIvfDueDate: 'bloomcalc-ivf-due-date.ics',
  downloadYourEstimatedDue: 'Download your estimated due date (.ics)',
  bloomcalcPregnancy: 'BloomCalc pregnancy',
  estimatedDueDate: 'Estimated due date',
  useTheseDatesElsewhere: 'Use these dates elsewhere',
  example1: 'Day-5 embryo transferred 22 days ago',
  example2: 'Day-3 embryo transferred 19 days ago',
  example3: 'Day-6 embryo transferred 12 days ago',
  example4: 'Day-5 transfer planned 9 days from today',
  example5: 'Frozen day-5 embryo transferred a week ago',
  example6: 'Fresh day-3 embryo transferred 4 days ago',
  citedForArtDating: 'ART pregnancies are dated from the transfer date and embryo age',
});
