import { defineMessages } from '@/engine';

/**
 * The words of the baby growth calculator (ICU MessageFormat; docs/authoring.md, "Messages"). `npm run generate`
 * compiles them into messages.en.gen.ts; present.ts puts the formula's values into them.
 */
export default defineMessages({
  // The cross-field checks (calculator.ts): the engine's measurement-date problems, then this chart's own limits.
  dateError: `{problem, select,
    birthInFuture {The date of birth cannot be in the future.}
    measuredInFuture {The measurement date cannot be in the future.}
    beforeBirth {The measurement date cannot be before the birth.}}`,
  afterSecondBirthday:
    'That is after the second birthday: the WHO charts here go to 2 years. From 2 to 20 years use the child BMI calculator (/calculators/child-bmi).',
  noMeasurement: 'Enter at least one measurement: weight, length or head circumference.',
  // The age, one part at a time ("4 months", "2 weeks"), and the day of birth.
  agePart: `{unit, select,
    year {{n, plural, one {# year} other {# years}}}
    month {{n, plural, one {# month} other {# months}}}
    week {{n, plural, one {# week} other {# weeks}}}
    day {{n, plural, one {# day} other {# days}}}}`,
  ageBirth: 'day of birth (0 days)',
  // The measurement as she typed it: "6.40 kg", "14 lb 2 oz", "62.0 cm".
  shown: `{kind, select,
    lbOz {{pounds, number} lb {ounces, number} oz}
    weight {{value, number, ::.00} {unit}}
    other {{value, number, ::.0} {unit}}}`,
  // A percentile in words for parents, by where it sits (`band`).
  sentence: `{measure, select, weight {Weight} length {Length} head {Head circumference}}: {band, select,
    lowest {below the {lowest, number}st percentile. Fewer than 1 in 1,000}
    highest {above the {highest, number}th percentile. More than 999 in 1,000}
    under1 {{percentile, number, ::.0} percentile. Fewer than 1 in 100}
    over99 {{percentile, number, ::.0} percentile. More than {almostAll, number} in 100}
    within {{percentile, selectordinal, one {#st} two {#nd} few {#rd} other {#th}} percentile. About {percentile, number, integer} in 100}} healthy {sex, select, girl {girls} boy {boys}} of the same age {measure, select,
    weight {weigh less}
    length {are shorter}
    head {have a smaller head}}.`,
  outsideItem: `{measure, select, weight {weight} length {length} head {head circumference}} {side, select,
    below {below the {low, selectordinal, one {#st} two {#nd} few {#rd} other {#th}} percentile}
    above {above the {high, selectordinal, one {#st} two {#nd} few {#rd} other {#th}} percentile}}`,
  // Up to three measurements outside the 3rd to 97th percentiles; beside a tail of its own (`concern`) without the
  // reassurance, which would soften the card above it.
  outside: `{concern, select,
    yes {Show the doctor these too: {count, plural,
      =1 {{first}}
      =2 {{first} and {second}}
      other {{first} and {second} and {third}}}.}
    other {Talk to your baby's doctor: {count, plural,
      =1 {{first}}
      =2 {{first} and {second}}
      other {{first} and {second} and {third}}}. Often it is simply how your baby is built, but the doctor will want to check, measure again and follow the curve.}}`,
  // A measurement in a tail of its own (formula.ts `Concern`): the action first, then what it is and what happens next.
  // No frequency of its own: the measurement's sentence above states its figure ("Fewer than 1 in 1,000…").
  concernAction: "See your baby's doctor soon",
  concernCategory: `{far, select,
    yes {Far {side, select, below {below} other {above}} the WHO curves (more than {farZ, number} SD)}
    other {{side, select, below {Below the {low, selectordinal, one {#st} two {#nd} few {#rd} other {#th}} percentile} other {Above the {high, selectordinal, one {#st} two {#nd} few {#rd} other {#th}} percentile}}}}`,
  concernText: `{far, select,
    yes {Very few healthy {sex, select, girl {girls} other {boys}} of the same age {measure, select,
      weight {{side, select, below {weigh this little} other {weigh this much}}}
      length {{side, select, below {are this short} other {are this long}}}
      other {{side, select, below {have a head this small} other {have a head this large}}}}.{measure, select,
      head {{side, select,
        below { Doctors check a head this small for microcephaly: it is past the strictest cut-off WHO lists (more than {farZ, number} SD below the average).}
        other { Doctors check a head this large for macrocephaly (more than 2 SD above the average); this one is past {farZ, number} SD.}}}
      other {}}}
    other {{side, select,
      below {Doctors check a head below the {low, selectordinal, one {#st} two {#nd} few {#rd} other {#th}} percentile for microcephaly, a head smaller than expected (WHO: more than 2 SD below the average for age and sex).}
      other {Doctors check a head above the {high, selectordinal, one {#st} two {#nd} few {#rd} other {#th}} percentile for macrocephaly, a head larger than expected (more than 2 SD above the average for age and sex).}}}} The doctor will measure again with clinic equipment and look at how your baby has grown since birth{measure, select,
    head { and at your baby's development{side, select, above {; they may measure the parents' heads too} other {}}}
    other { and at feeding and health}}.`,
  // A baby born early: the age the charts were read at, and where she is before her due date.
  beforeDue: '{span} before the due date',
  bornAt: '{weeks, number} weeks ({early, plural, one {# week} other {# weeks}} early)',
  correctedLine:
    'Read at corrected age, {age}: born at {weeks, number} weeks, {early, plural, one {# week} other {# weeks}} early, your baby is compared with {atDue, select, yes {newborn babies} other {babies {age} past their due date}}, as doctors do until the second birthday.',
  dueDate: '0 days (the due date)',
  beforeTermCategory: 'Before the due date: the WHO charts do not apply yet',
  beforeTermText:
    "Born at {weeksAtBirth, number} weeks, your baby was measured {to} ({term, number} weeks). The WHO charts start at term, so they would put a healthy baby born early far below the curves. Until the due date, care teams use a preterm growth chart: the Fenton 2013 chart or the INTERGROWTH-21st preterm standards. Ask your baby's doctor or NICU team where your baby is on it. From the due date on, this page reads the WHO charts at corrected age.",
  // On the day of birth, and in the first week, the age in words would only say the days again.
  explainAge: `{days, plural,
    =0 {Age = 0 days: the day of birth.}
    one {Age = 1 day.}
    other {Age = # days{inWords, select, yes { ({age})} other {}}.}}`,
  explainRead:
    "WHO's L, M and S are interpolated between the table's weeks (to 13 weeks) and months for day {day, number}.",
  explainCorrected:
    'Born at {weeks, number} weeks: corrected age = {days, number} − ({term, number} − {weeks, number}) × 7 = {corrected, number} days; {before, select, yes {below 0, so no WHO percentile is read} other {the WHO tables are read at day {corrected, number}}}.',
  explainZ:
    'z = ((X ÷ M)^L − 1) ÷ (L × S); for weight beyond ±3 z, WHO’s restricted method counts the distance past 3 SD in steps of the 2-to-3 SD gap. Percentile = Φ(z).',
  explainMeasure: `{measure, select,
    weight {Weight {value, number, ::.00} kg}
    length {Length {value, number, ::.0} cm}
    head {Head {value, number, ::.0} cm}} → z {z, number, ::.00} → percentile {percentile, number, ::.0}.`,
  // The definition's declarative texts (calculator.ts): name, labels, help, titles.
  name: 'Baby Growth Percentile Calculator (WHO, 0–2 years)',
  description:
    "See your baby's weight, length and head circumference percentiles on the WHO growth charts, from birth to 2 years, with your baby's own point on each chart.",
  keywordBabyPercentile: 'baby percentile',
  keywordInfantGrowthChart: 'infant growth chart',
  keywordWeightPercentile: 'weight percentile',
  keywordLengthPercentile: 'length percentile',
  keywordHeadCircumference: 'head circumference',
  keywordWhoGrowthStandards: 'who growth standards',
  sexLabel: 'Your baby is a',
  sexNoun: "Your baby's sex",
  sexOptionGirl: 'Girl',
  sexOptionBoy: 'Boy',
  sexHelp: 'Girls and boys grow differently, so WHO has a chart for each.',
  birthDateLabel: 'Date of birth',
  weeksAtBirthLabel: 'Born early? Weeks of pregnancy at birth',
  weeksAtBirthSuffix: 'weeks',
  weeksAtBirthPlaceholder: 'e.g. 32',
  weeksAtBirthHelp:
    'Leave empty if your baby was born at term. Completed weeks (32 weeks 5 days is 32), {min, number}–{max, number}; under {preterm, number} weeks the charts are read at corrected age, from the due date.',
  measuredOnLabel: 'Date of the measurement',
  measuredOnHelp: 'Leave empty for today. Up to the second birthday.',
  weightLabel: 'Weight',
  weightPlaceholder: 'e.g. 6.4',
  weightHelp: 'Unclothed if you can. 0.5–30 kg, 1 lb 2 oz – 66 lb, or 1.1–66 lbs.',
  lengthLabel: 'Length',
  lengthPlaceholder: 'e.g. 62',
  lengthHelp: 'Lying down, crown to heel. 35–120 cm or 14–47 in.',
  headCircumferenceLabel: 'Head circumference',
  headCircumferencePlaceholder: 'e.g. 40',
  headCircumferenceHelp:
    'Optional: around the widest part, above the eyebrows and ears. 25–60 cm or 10–24 in.',
  audienceNote: 'For babies born at term; born early? Tell us when.',
  weeksOfPregnancyOn: 'Weeks of pregnancy on the day of the measurement',
  ageOnTheDay: 'Age on the day of the measurement',
  age: 'Age',
  daysSinceBirth: 'Days since birth',
  bornEarlyCorrectedAge: 'Born early: corrected age, from the due date',
  correctedAge: 'Corrected age',
  bornAt2: 'Born at',
  talkToYourDoctor: 'Talk to your doctor',
  whatTheNumbersSay: 'What the numbers say',
  weightForAge: 'Weight-for-age',
  lengthForAge: 'Length-for-age',
  headCircumferenceForAge: 'Head circumference-for-age',
  aPercentileComparesYour:
    'A percentile compares your baby with 100 healthy babies of the same age and sex: the 25th means 25 weigh (or measure) less. Small and large babies are both normal; what matters is a steady curve over several visits. Talk to your doctor if a measurement is below the {low, selectordinal, one {#st} two {#nd} few {#rd} other {#th}} or above the {high, selectordinal, one {#st} two {#nd} few {#rd} other {#th}} percentile, or if it crosses two of the major lines ({low, selectordinal, one {#st} two {#nd} few {#rd} other {#th}}, {p15, selectordinal, one {#st} two {#nd} few {#rd} other {#th}}, {p50, selectordinal, one {#st} two {#nd} few {#rd} other {#th}}, {p85, selectordinal, one {#st} two {#nd} few {#rd} other {#th}}, {high, selectordinal, one {#st} two {#nd} few {#rd} other {#th}}) up or down between visits.',
  sourceWhoChildGrowth:
    'Source: WHO Child Growth Standards (2006), the growth standard CDC recommends from birth to 2 years. No weight-for-length percentile: the WHO table this page carries has weight-, length- and head-for-age only. Nothing you type about your baby is sent.',
  example1: 'Girl, 4 months 2 weeks old: 6.4 kg and 62 cm',
  example2: 'Boy weighed on the day he was born: 3.3464 kg, 49.88 cm, head 34.46 cm (the WHO medians)',
  example3: 'Girl, 13 weeks: 63.99 cm long, 2 SD above the WHO median (97.7th percentile)',
  example4: 'Girl born on 29 February 2024, weighed on 28 February 2026 (her 2nd birthday): 11.5 kg',
  example5: 'Boy, 4 months: 14 lb 2 oz and 25 in',
  example6: 'Boy of 12 months, 14.5 kg: far above the WHO curves, see the doctor soon',
  example7: 'Girl born at 28 weeks, 4 months later (corrected age 1 month 1 week): 4.2 kg, 53 cm, head 37 cm',
  example8:
    'Boy born at 30 weeks, measured at 6 weeks (4 weeks before his due date): preterm charts, not WHO',
  example9:
    'Boy, 13 weeks: head 38 cm, below the {low, selectordinal, one {#st} two {#nd} few {#rd} other {#th}} percentile (1.7th), see the doctor soon',
  example10: 'Girl, 6 months: 58 cm long, far below the WHO curves (z −3.42), see the doctor soon',
  percentile: 'Percentile',
  zScore: 'z-score',
  measured: 'Measured',
  ageMonthsCorrectedIf: 'Age (months, corrected if born early)',
  // A chart line's legend: its percentile as an ordinal.
  t97th: '{p, selectordinal, one {#st} two {#nd} few {#rd} other {#th}}',
  t85th: '{p, selectordinal, one {#st} two {#nd} few {#rd} other {#th}}',
  t50th: '{p, selectordinal, one {#st} two {#nd} few {#rd} other {#th}}',
  t15th: '{p, selectordinal, one {#st} two {#nd} few {#rd} other {#th}}',
  t3rd: '{p, selectordinal, one {#st} two {#nd} few {#rd} other {#th}}',
  // Each WHO chart's point and caption, by measure ({unit} is the chart's, filled in where it is drawn).
  chartPoint: `{measure, select,
    weight {your baby's weight}
    length {your baby's length}
    head {your baby's head circumference}}`,
  chartCaption: `{measure, select,
    weight {WHO weight-for-age ('{unit}') from birth to 24 months: the {low, selectordinal, one {#st} two {#nd} few {#rd} other {#th}}, {p15, selectordinal, one {#st} two {#nd} few {#rd} other {#th}}, {p50, selectordinal, one {#st} two {#nd} few {#rd} other {#th}}, {p85, selectordinal, one {#st} two {#nd} few {#rd} other {#th}} and {high, selectordinal, one {#st} two {#nd} few {#rd} other {#th}} percentile curves for the sex you chose.}
    length {WHO length-for-age ('{unit}') from birth to 24 months: the {low, selectordinal, one {#st} two {#nd} few {#rd} other {#th}}, {p15, selectordinal, one {#st} two {#nd} few {#rd} other {#th}}, {p50, selectordinal, one {#st} two {#nd} few {#rd} other {#th}}, {p85, selectordinal, one {#st} two {#nd} few {#rd} other {#th}} and {high, selectordinal, one {#st} two {#nd} few {#rd} other {#th}} percentile curves for the sex you chose.}
    head {WHO head circumference-for-age ('{unit}') from birth to 24 months: the {low, selectordinal, one {#st} two {#nd} few {#rd} other {#th}}, {p15, selectordinal, one {#st} two {#nd} few {#rd} other {#th}}, {p50, selectordinal, one {#st} two {#nd} few {#rd} other {#th}}, {p85, selectordinal, one {#st} two {#nd} few {#rd} other {#th}} and {high, selectordinal, one {#st} two {#nd} few {#rd} other {#th}} percentile curves for the sex you chose.}}`,
  // What a page.ts source is cited for (the title stays as published).
  citedForHeadSize: 'small head size below −2 SD, large head size above +2 SD',
  citedForLmsTables: 'WHO 2006 LMS tables as CSV',
});
