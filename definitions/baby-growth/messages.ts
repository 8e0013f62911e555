import { defineMessages } from '@/engine';

/**
 * The words of the baby growth calculator (ICU MessageFormat; docs/authoring.md, "Words"). `npm run generate`
 * compiles them into messages.en.gen.ts; words.ts puts the formula's values into them.
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
    lowest {below the 0.1st percentile. Fewer than 1 in 1,000}
    highest {above the 99.9th percentile. More than 999 in 1,000}
    under1 {{percentile, number, ::.0} percentile. Fewer than 1 in 100}
    over99 {{percentile, number, ::.0} percentile. More than 99 in 100}
    within {{percentile, selectordinal, one {#st} two {#nd} few {#rd} other {#th}} percentile. About {percentile, number, integer} in 100}} healthy {sex, select, girl {girls} boy {boys}} of the same age {measure, select,
    weight {weigh less}
    length {are shorter}
    head {have a smaller head}}.`,
  outsideItem: `{measure, select, weight {weight} length {length} head {head circumference}} {side, select,
    below {below the 3rd percentile}
    above {above the 97th percentile}}`,
  // Up to three measurements outside the 3rd to 97th percentiles.
  outside: `Talk to your baby's doctor or health visitor: {count, plural,
    =1 {{first}}
    =2 {{first} and {second}}
    other {{first} and {second} and {third}}}. Often it is simply how your baby is built, but the doctor will want to check, measure again and follow the curve.`,
  explainAge:
    "Age = {days, number} days ({age}); WHO's L, M and S are interpolated between the table's weeks (to 13 weeks) and months for day {days, number}.",
  explainZ:
    'z = ((X ÷ M)^L − 1) ÷ (L × S); for weight beyond ±3 z, WHO’s restricted method counts the distance past 3 SD in steps of the 2-to-3 SD gap. Percentile = Φ(z).',
  explainMeasure: `{measure, select,
    weight {Weight {value, number, ::.00} kg}
    length {Length {value, number, ::.0} cm}
    head {Head {value, number, ::.0} cm}} → z {z, number, ::.00} → percentile {percentile, number, ::.0}.`,
});
