import { defineMessages } from '@/engine';

/**
 * The words of the hair growth calculator (ICU MessageFormat; docs/authoring.md, "Messages"). `npm run generate`
 * compiles them into messages.en.gen.ts; present.ts puts the formula's values into them.
 */
export default defineMessages({
  // The unit beside each growth figure: "cm/day".
  per: '{unit}/{per, select, day {day} week {week} month {month} year {year}}',
  // `min`–`max` is the typical growth in cm a month; `lastYear` the last year a date field accepts.
  advice: `{id, select,
    reached {Your hair has already reached your target length.}
    afterLastYear {At this rate you reach your target after {lastYear}, later than the dates this calculator works with, so we show the time it takes but no date.}
    farAway {At this rate your target is more than 100 years away, so we show no date: check your measurements.}
    slow {This is slower than typical scalp hair (about {min, number}–{max, number} cm, or ⅓–½ in, a month). Trims, breakage, stress, illness, low iron or thyroid problems can slow visible growth; see a doctor if you also notice more shedding.}
    fast {This is much faster than typical scalp hair (about {min, number}–{max, number} cm a month): check that both lengths were measured the same way, at the same spot.}
    typical {This is within or near the typical range of about {min, number}–{max, number} cm (⅓–½ in) a month.}
    measure {Measure the same section each time, from the scalp to the tip, with hair dry and unstretched.}
    trims {Regular trims remove split ends but do not change how fast hair grows from the root.}}`,
  explainGrowth:
    'Growth = {current, number, ::.0} − {start, number, ::.0} = {total, number, ::.00} {unit} in {days, number, integer} days ({from, date, rangeFrom to} to {to, date, rangeTo from}).',
  explainDaily:
    'Per day = {total, number, ::.00} ÷ {days, number, integer} = {daily, number, ::.000} {unit}; per week × 7, per month × {perMonth, number}, per year × {perYear, number} (average days, leap years included).',
  explainTarget:
    'Time to target = ({target, number, ::.0} − {current, number, ::.0}) ÷ daily growth, rounded up = {days, number, integer} days = {months, number, ::.0} months of {perMonth, number} days.',
  // The checks. `field` names the length field as its label does (LENGTH_LABELS in calculator.ts).
  tooLong:
    '{field, select, startLength {Length at start} currentLength {Length now} targetLength {Target length}} must be at most {max} {unit}.',
  latestNotAfterStart: 'The latest measurement must be dated after the start date.',
  latestInFuture: 'The latest measurement cannot be dated in the future.',
  noGrowth:
    'Length now must be longer than the length at start (after a trim, start again from the trimmed length).',
  // The definition's declarative texts (calculator.ts): name, labels, help, titles.
  name: 'Hair Growth Calculator',
  description:
    'Track how fast your hair grows from two measurements, and see when it should reach the length you want.',
  keywordHairGrowthRate: 'hair growth rate',
  keywordHairLength: 'hair length',
  keywordHowFastDoes: 'how fast does hair grow',
  keywordHairGrowthTracker: 'hair growth tracker',
  audienceNote: 'For the hair on your scalp.',
  unitLabel: 'Unit for lengths',
  unitOptionCm: 'Centimetres (cm)',
  unitOptionIn: 'Inches (in)',
  mm: 'mm',
  unitOptionMm: 'Millimetres (mm)',
  startDateLabel: 'Start date',
  startLengthPlaceholder: 'e.g. 20',
  startLengthHelp: 'In the unit above, measured from the scalp to the tip.',
  currentDateLabel: 'Date of your latest measurement',
  currentLengthPlaceholder: 'e.g. 23',
  currentLengthHelp: 'Measured the same way, on the latest date.',
  targetLengthPlaceholder: 'e.g. 30',
  targetLengthHelp: 'Optional: the length you want to reach.',
  yourHairGrowth: 'Your hair growth',
  perDay: 'Per day',
  perWeek: 'Per week',
  perMonth: 'Per month',
  perYear: 'Per year',
  timeToYourTarget: 'Time to your target length',
  days: 'Days',
  days2: 'days',
  months: 'Months',
  months2: 'months',
  expectedAround: 'Expected around',
  whatThisMeans: 'What this means',
  example1: 'From 10 to 13.5 cm in about three months, aiming for 20 cm',
  example2: 'From 8 to 9 inches in two months',
  example3: 'Target length already reached (in millimetres)',
  lengthAtStart: 'Length at start',
  lengthNow: 'Length now',
  targetLength: 'Target length',
});
