import { defineMessages } from '@/engine';

/**
 * The words of the child BMI calculator (ICU MessageFormat; docs/authoring.md, "Messages"). `npm run generate`
 * compiles them into messages.en.gen.ts; present.ts puts the formula's values into them.
 */
export default defineMessages({
  // The cross-field checks (calculator.ts): the engine's measurement-date problems, then the charts' age range.
  dateError: `{problem, select,
    birthInFuture {The date of birth cannot be in the future.}
    measuredInFuture {The measurement date cannot be in the future.}
    beforeBirth {The measurement date cannot be before the birth.}}`,
  underTwo:
    'Under 2 years, BMI-for-age is not used: see the WHO charts in the baby growth calculator (/calculators/baby-growth).',
  fromTwenty: 'From 20 years, adult BMI categories apply: use the BMI calculator (/calculators/bmi).',
  category:
    '{category, select, underweight {Underweight} healthy {Healthy weight} overweight {Overweight} obesity {Obesity}}',
  // `sex` is for languages that say son or daughter (Spanish: tu hijo, tu hija); English says child.
  interpretation: `{category, select,
    underweight {Below the {under, selectordinal, one {#st} two {#nd} few {#rd} other {#th}} percentile for age and sex. Talk to {sex, select, other {your child’s}} doctor: they will look at growth over time, eating and health.}
    healthy {Between the {under, selectordinal, one {#st} two {#nd} few {#rd} other {#th}} and {over, selectordinal, one {#st} two {#nd} few {#rd} other {#th}} percentiles for age and sex: the range CDC calls a healthy weight.}
    overweight {Between the {over, selectordinal, one {#st} two {#nd} few {#rd} other {#th}} and {obese, selectordinal, one {#st} two {#nd} few {#rd} other {#th}} percentiles for age and sex. Talk to your child’s doctor at the next visit: a BMI is a screening figure, and they will look at the whole child.}
    obesity {At or above the {obese, selectordinal, one {#st} two {#nd} few {#rd} other {#th}} percentile for age and sex. Make an appointment with your child’s doctor to talk about it: there is effective help, and it works best as a family.}}`,
  // The percentile as people read it: an ordinal with the suffix of its last digit ("64th", "2.2nd", "99.95th").
  // The formula gives it at its precision (whole, one or two decimals, floored), and 0.1 when it is below 0.1.
  percentileShown: `{band, select,
    below {Below the {lowest, number}st}
    other {{percentile, selectordinal, one {#st} two {#nd} few {#rd} other {#th}}}}`,
  obesityClass: `{id, select,
    class1 {Class 1 obesity (under {class2Percent, number} % of the {obese, selectordinal, one {#st} two {#nd} few {#rd} other {#th}} percentile and a BMI under {class2Bmi, number})}
    class2 {Class 2 severe obesity (from {class2Percent, number} % of the {obese, selectordinal, one {#st} two {#nd} few {#rd} other {#th}} percentile or a BMI of {class2Bmi, number})}
    class3 {Class 3 severe obesity (from {class3Percent, number} % of the {obese, selectordinal, one {#st} two {#nd} few {#rd} other {#th}} percentile or a BMI of {class3Bmi, number})}}`,
  explainBmi:
    'BMI = weight ÷ height² = {weight, number, ::.0} kg ÷ ({meters, number, ::.000} m)² = {bmi, number, ::.0}.',
  explainAge:
    "Age = {months, number, ::.00} months (days ÷ 30.4375); CDC's L, M and S are interpolated between the table's half-month rows.",
  explainZ:
    'z = ((BMI ÷ M)^L − 1) ÷ (L × S) = {z, number, ::.00}; percentile = Φ(z) = {band, select, below {under {lowest, number}} other {{percentile, number, ::.##}}} → {category}.',
  explainExtended: `At or above the {obese, selectordinal, one {#st} two {#nd} few {#rd} other {#th}} percentile, CDC’s extended method (2022): σ = {sex, select,
    girl {{girlIntercept, number, ::.0000} + {girlAge, number, ::.0000} × age − {girlAge2, number, ::.0000} × age²}
    other {{boyIntercept, number, ::.0000} + {boyAge, number, ::.0000} × age − {boyAge2, number, ::.0000} × age²}} = {sigma, number, ::.0000} at {years, number, ::.00} years; percentile = {base, number} + {span, number} × Φ((BMI − P95) ÷ σ) = {base, number} + {span, number} × Φ(({bmi, number, ::.0} − {bmiAt95th, number, ::.0}) ÷ {sigma, number, ::.0000}) = {percentile, number, ::.##}; z = Φ⁻¹(percentile ÷ 100) = {z, number, ::.00} → {category}.`,
  explainPercentOf95th:
    'Percent of the {obese, selectordinal, one {#st} two {#nd} few {#rd} other {#th}} = {bmi, number, ::.0} ÷ {bmiAt95th, number, ::.0} = {percent, number, ::.0} %.',
  explainClass:
    'Class (AAP 2023): {percent, number, ::.0} % of the {obese, selectordinal, one {#st} two {#nd} few {#rd} other {#th}} and a BMI of {bmi, number, ::.0} → {severeObesity}.',
  // The definition's declarative texts (calculator.ts): name, labels, help, titles.
  name: 'Child & Teen BMI Percentile Calculator (CDC, {firstAge, number}–{lastAge, number} years)',
  description:
    "Work out your child's BMI-for-age percentile on the CDC growth charts, from {firstAge, number} to {lastAge, number} years, with the weight category and your child's point on the chart.",
  keywordChildBmi: 'child bmi',
  keywordTeenBmi: 'teen bmi',
  keywordBmiPercentile: 'bmi percentile',
  keywordBmiForAge: 'bmi for age',
  keywordCdcGrowthChart: 'cdc growth chart',
  keywordChildhoodObesity: 'childhood obesity',
  audienceNote:
    'For children and teens from {firstAge, number} to {lastAge, number}; under {firstAge, number}, the baby growth calculator applies.',
  sexLabel: 'Your child is a',
  sexNoun: "Your child's sex",
  sexOptionGirl: 'Girl',
  sexOptionBoy: 'Boy',
  sexHelp: 'Girls and boys grow differently, so CDC has a chart for each.',
  birthDateLabel: 'Date of birth',
  measuredOnLabel: 'Date of the measurement',
  measuredOnHelp: 'Leave empty for today. From the 2nd birthday to the day before the 20th.',
  heightLabel: 'Height',
  heightPlaceholder: 'e.g. 130',
  heightHelp: 'Standing, without shoes. 70–220 cm or 2 ft 4 in – 7 ft 2 in.',
  weightLabel: 'Weight',
  weightPlaceholder: 'e.g. 28',
  bmiForAgePercentile: 'BMI-for-age percentile',
  bmi: 'BMI',
  kgM: 'kg/m²',
  zScore: 'z-score',
  age: 'Age',
  years: 'years',
  bmiAtThe95th: 'BMI at the {obese, selectordinal, one {#st} two {#nd} few {#rd} other {#th}} percentile',
  aboveThe95thPercentile:
    'Above the {obese, selectordinal, one {#st} two {#nd} few {#rd} other {#th}} percentile',
  percentOfThe95th:
    'Percent of the {obese, selectordinal, one {#st} two {#nd} few {#rd} other {#th}} percentile',
  obesityClass2: 'Obesity class',
  bmiForAgeChart: 'BMI-for-age chart',
  ageYears: 'Age (years)',
  bmiKgM: 'BMI (kg/m²)',
  t95th: '{p, selectordinal, one {#st} two {#nd} few {#rd} other {#th}}',
  t85th: '{p, selectordinal, one {#st} two {#nd} few {#rd} other {#th}}',
  t5th: '{p, selectordinal, one {#st} two {#nd} few {#rd} other {#th}}',
  yourChildSBmi: "your child's BMI",
  cdc2000BmiFor:
    'CDC 2000 BMI-for-age (kg/m²) from 2 to 20 years: the {under, selectordinal, one {#st} two {#nd} few {#rd} other {#th}}, {over, selectordinal, one {#st} two {#nd} few {#rd} other {#th}} and {obese, selectordinal, one {#st} two {#nd} few {#rd} other {#th}} percentile curves for the sex you chose.',
  childrenSBmiChanges:
    'Children’s BMI changes with age and differs between girls and boys, so it is read as a percentile, not against the adult categories. One BMI is a screening figure: a doctor looks at growth over time, family history and the whole child before calling it a problem.',
  sourceCdc2000Growth:
    'Source: CDC 2000 growth charts (BMI-for-age, 2–20 years); at or above the {obese, selectordinal, one {#st} two {#nd} few {#rd} other {#th}} percentile, CDC’s extended BMI-for-age method (2022) and the obesity classes of the American Academy of Pediatrics (2023). Nothing you type about your child is stored or sent.',
  example1: 'Girl of 8½, 130 cm and 26 kg: healthy weight (36th percentile)',
  example2:
    'Girl of 2 years 8 months, 100 cm and 17.4134 kg: exactly the {over, selectordinal, one {#st} two {#nd} few {#rd} other {#th}} percentile (CDC table)',
  example3:
    'Boy of 10 years 8 months, 140 cm and 44.727 kg: exactly the {obese, selectordinal, one {#st} two {#nd} few {#rd} other {#th}} percentile (CDC table)',
  example4:
    'Boy born on 29 February 2016, measured 25 November 2026, 4 ft 7 in and 132 lbs: class 2 severe obesity',
  example5: 'Girl of 12, measured today: 152 cm and 40 kg, healthy weight',
  example6:
    'Girl of 8½, 130 cm and 22 kg: underweight (below the {under, selectordinal, one {#st} two {#nd} few {#rd} other {#th}} percentile)',
  example7:
    'Boy of 15, 165 cm and 110 kg: class 3 severe obesity ({class3Percent, number} % of the {obese, selectordinal, one {#st} two {#nd} few {#rd} other {#th}} or more)',
  example8:
    'Girl of 15½, 160 cm and 115.2 kg (BMI 45): the 99.95th percentile on CDC’s extended charts, z 3.32',
  example9:
    'Boy of 4 years 2 months, 100 cm and 22.6 kg: CDC’s worked example, the 99.8th percentile (z 2.83)',
  example10:
    'Girl of 19½, 160 cm and 90.9 kg (BMI 35.5): class 2 severe obesity by the BMI of {class2Bmi, number}, at 113 % of the {obese, selectordinal, one {#st} two {#nd} few {#rd} other {#th}}',
  example11: 'Girl of 10, 140 cm and 39.0858 kg: the 84.96th percentile, a healthy weight shown as the 84th',
  // What a page.ts source is cited for (the title stays as published).
  citedForExtendedMethod: 'the method above the {obese, number}th percentile, σ by age, worked examples',
});
