import { defineMessages } from '@/engine';

/**
 * The words of the waist-to-height calculator (ICU MessageFormat; docs/authoring.md, "Messages"). `npm run generate`
 * compiles them into messages.en.gen.ts; present.ts puts the formula's values into them.
 */
export default defineMessages({
  category: `{category, select,
    below {Take care: below the usual range}
    healthy {Healthy}
    increased {Increased health risk}
    high {High health risk}}`,
  meaning: `{category, select,
    below {A very small waist for your height can go with being underweight; check your BMI too.}
    healthy {No increased health risk from central fat (NICE).}
    increased {Fat around the middle raises the risk of type 2 diabetes and heart disease.}
    high {A high risk of type 2 diabetes, high blood pressure and heart disease: talk to your doctor.}}`,
  // A row of the bands table, from the band's limits (`to` is the last ratio shown in the band).
  range: `{kind, select,
    first {Below {from, number, ::.00}}
    middle {{from, number, ::.00}–{to, number, ::.00}}
    last {{from, number, ::.00} or more}}`,
  advice: `{id, select,
    half {Keep your waist to less than half your height: the simple message of the NICE guideline.}
    measure {Measure halfway between the bottom of your ribs and the top of your hip bone, breathing out normally.}
    activity {Regular activity (150 minutes a week of moderate exercise) and a balanced diet reduce fat around the middle, even before the scale moves much.}}`,
  explainRatio: `Ratio = waist ÷ height = {waist, number, ::.0} cm ÷ {height, number, ::.0} cm = {ratio, number, ::.00}{unit, select,
    in { (the ratio is the same in inches)}
    other {}}.`,
  explainBand:
    '{category} (NICE: {healthyFrom, number, ::.00}–{healthyTo, number, ::.00} healthy, {increasedFrom, number, ::.00}–{increasedTo, number, ::.00} increased, {highFrom, number, ::.00} or more high).',
  explainWaist:
    'A ratio of {healthyFrom, number, ::.00} to {healthyTo, number, ::.00} (to two decimals, as shown) means a waist of {min, number, ::.0} to {max, number, ::.0} {unit} for your height.',
  // The definition's declarative texts (calculator.ts): name, labels, help, titles.
  name: 'Waist-to-Height Ratio Calculator',
  description:
    'Divide your waist by your height to see whether you carry health-risking fat around the middle: keep your waist to less than half your height.',
  keywordWaistToHeight: 'waist to height ratio',
  keywordWhtr: 'whtr',
  keywordCentralObesity: 'central obesity',
  keywordBellyFat: 'belly fat',
  keywordWaistCircumference: 'waist circumference',
  audienceNote: 'For adults; not during pregnancy.',
  yourWaistToHeight: 'Your waist-to-height ratio',
  healthyWaistForYour: 'Healthy waist for your height (ratio {from, number, ::.00} to {to, number, ::.00})',
  waistToHeightRatio: 'Waist-to-height ratio bands',
  ratio: 'Ratio',
  meaning2: 'Meaning',
  recommendations: 'Recommendations',
  example1: 'Waist 70 cm, 165 cm tall',
  example2: 'Waist 34 in, 5 ft 4 in tall',
  example3: 'Waist 100 cm, 160 cm tall',
  example4: 'Waist 80 cm, 160 cm tall',
  example5: 'Waist 60 cm, 160 cm tall',
  citedForBands:
    'waist-to-height ratio bands {HEALTHY_FROM, number, ::.##}–{HEALTHY_TO, number, ::.##}, {INCREASED_FROM, number, ::.##}–{INCREASED_TO, number, ::.##}, {HIGH_FROM, number, ::.##} or more',
});
