import { defineMessages } from '@/engine';

/**
 * The words of the child BMI calculator (ICU MessageFormat; docs/authoring.md, "Words"). `npm run generate`
 * compiles them into messages.en.gen.ts; words.ts puts the formula's values into them.
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
  interpretation: `{category, select,
    underweight {Below the 5th percentile for age and sex. Talk to your child’s doctor: they will look at growth over time, eating and health.}
    healthy {Between the 5th and 85th percentiles for age and sex: the range CDC calls a healthy weight.}
    overweight {Between the 85th and 95th percentiles for age and sex. Talk to your child’s doctor at the next visit: a BMI is a screening figure, and they will look at the whole child.}
    obesity {At or above the 95th percentile for age and sex. Make an appointment with your child’s doctor to talk about it: there is effective help, and it works best as a family.}}`,
  // The percentile as people read it: an ordinal with the suffix of its last digit ("64th", "2.2nd", "99.95th").
  // The formula gives it at its precision (whole, one or two decimals, floored), and 0.1 when it is below 0.1.
  percentileShown: `{band, select,
    below {Below the 0.1st}
    other {{percentile, selectordinal, one {#st} two {#nd} few {#rd} other {#th}}}}`,
  obesityClass: `{id, select,
    class1 {Class 1 obesity (under 120 % of the 95th percentile and a BMI under 35)}
    class2 {Class 2 severe obesity (from 120 % of the 95th percentile or a BMI of 35)}
    class3 {Class 3 severe obesity (from 140 % of the 95th percentile or a BMI of 40)}}`,
  explainBmi:
    'BMI = weight ÷ height² = {weight, number, ::.0} kg ÷ ({meters, number, ::.000} m)² = {bmi, number, ::.0}.',
  explainAge:
    "Age = {months, number, ::.00} months (days ÷ 30.4375); CDC's L, M and S are interpolated between the table's half-month rows.",
  explainZ:
    'z = ((BMI ÷ M)^L − 1) ÷ (L × S) = {z, number, ::.00}; percentile = Φ(z) = {band, select, below {under 0.1} other {{percentile, number, ::.##}}} → {category}.',
  explainExtended: `At or above the 95th percentile, CDC’s extended method (2022): σ = {sex, select,
    girl {0.8334 + 0.3712 × age − 0.0011 × age²}
    other {0.3728 + 0.5196 × age − 0.0091 × age²}} = {sigma, number, ::.0000} at {years, number, ::.00} years; percentile = 90 + 10 × Φ((BMI − P95) ÷ σ) = 90 + 10 × Φ(({bmi, number, ::.0} − {bmiAt95th, number, ::.0}) ÷ {sigma, number, ::.0000}) = {percentile, number, ::.##}; z = Φ⁻¹(percentile ÷ 100) = {z, number, ::.00} → {category}.`,
  explainPercentOf95th:
    'Percent of the 95th = {bmi, number, ::.0} ÷ {bmiAt95th, number, ::.0} = {percent, number, ::.0} %.',
  explainClass:
    'Class (AAP 2023): {percent, number, ::.0} % of the 95th and a BMI of {bmi, number, ::.0} → {severeObesity}.',
});
