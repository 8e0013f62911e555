import { defineMessages } from '@/engine/define';

/**
 * The journal's words (ICU MessageFormat, compiled by `npm run generate` into messages.en.gen.ts; messages.es.ts is
 * the Spanish). Keys starting `insights` word src/journal/predict.ts (the cycle insights), keys starting `growth`
 * word src/journal/growth-series.ts (the baby's growth chart). Figures come in as parameters.
 */
export default defineMessages({
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
  growthColAge: 'Age',
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
