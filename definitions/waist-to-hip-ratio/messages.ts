import { defineMessages } from '@/engine';

/**
 * The words of the waist-to-hip calculator (ICU MessageFormat; docs/authoring.md, "Messages"). `npm run generate`
 * compiles them into messages.en.gen.ts; present.ts puts the formula's values into them.
 */
export default defineMessages({
  category: '{category, select, excellent {Excellent} good {Good} high {High}}',
  riskLevel: '{risk, select, low {Low Risk} high {High Risk}}',
  riskSummary: '{category} — {risk, select, low {Low Risk (healthy range)} high {High Risk}}',
  description: `{category, select,
    excellent {Your waist is well narrower than your hips: fat is stored mostly on the hips and thighs.}
    good {Your ratio is in the lower-risk range; keep an eye on your waist over time.}
    high {At {highFrom, number, ::.00} or more the WHO counts your risk of heart disease and type 2 diabetes as substantially increased: more of your fat sits around the waist.}}`,
  waistRisk:
    '{level, select, none {Not increased} increased {Increased} substantial {Substantially increased}}',
  // The health risk table: the ratio row, then the waist row.
  ratioMeasure: 'Waist-to-hip ratio',
  ratioYours: '{ratio, number, ::.00}',
  ratioThreshold: '{limit, number, ::.00} or more: substantially increased metabolic risk (WHO)',
  ratioStatus: '{status, select, above {At or above the WHO threshold} below {Below the WHO threshold}}',
  waistMeasure: 'Waist',
  waistYours: `{unit, select,
    cm {{waist, number, ::.#} cm}
    other {{inUnit, number, ::.#} in ({waist, number, ::.#} cm)}}`,
  waistThreshold:
    'Over {increased, number} cm (31.5 in): increased; over {substantial, number} cm (34.6 in): substantially increased (WHO)',
  waistStatus:
    '{level, select, none {Not increased} increased {Increased risk} substantial {Substantially increased risk}}',
  // A row of the ranges table, from the band's limits (`to` is the last ratio shown in the band).
  range: `{kind, select,
    first {Below {from, number, ::.00}}
    middle {{from, number, ::.00}–{to, number, ::.00}}
    last {{from, number, ::.00} or more (WHO: substantially increased)}}`,
  waistAdvice:
    'Your waist ({waist, number, ::.#} cm) is over {limit, number} cm: the WHO links this with {level, select, increased {increased} substantial {substantially increased}} risk for women, whatever your ratio.',
  advice: `{id, select,
    activity {Keep up regular activity: at least 150 minutes of moderate exercise a week plus strength work twice a week.}
    remeasure {Re-measure every few months; waist size tends to grow after menopause.}
    doctor {Talk to your doctor: a ratio of {highFrom, number, ::.00} or more is linked with heart disease and type 2 diabetes, and checks of blood pressure, blood sugar and cholesterol are simple.}
    exercise {Regular aerobic exercise and strength training reduce waist fat even before the scales move.}
    buildUp {Build up to 150–300 minutes of moderate activity a week; waist fat responds well to exercise.}
    lifestyle {Sleep, stress and alcohol all affect belly fat: small changes in each add up.}}`,
  explainRatio: `Ratio = waist ÷ hip = {waist, number, ::.0} cm ÷ {hip, number, ::.0} cm = {ratio, number, ::.00}{unit, select,
    in { (inches converted with 1 in = 2.54 cm; the ratio is the same in either unit)}
    other {}}.`,
  explainCategory:
    'Category: {category}, {level} (below {goodFrom, number, ::.00} Excellent; {goodFrom, number, ::.00}–{goodTo, number, ::.00} Good; {highFrom, number, ::.00} or more High, the WHO threshold for substantially increased risk in women).',
  explainWaist: `Waist alone: {waist, number, ::.0} cm against the WHO thresholds of {increased, number} and {substantial, number} cm → {level, select,
    none {not increased}
    increased {increased}
    substantial {substantially increased}} risk.`,
  // The definition's declarative texts (calculator.ts): name, labels, help, titles.
  name: 'Waist-to-Hip Ratio Calculator',
  description2:
    'Divide your waist by your hip measurement to see where you carry fat, your ratio category and what it means for health risk.',
  keywordWaistToHip: 'waist to hip ratio',
  keywordWhr: 'whr',
  keywordBodyShape: 'body shape',
  keywordBellyFat: 'belly fat',
  keywordWaistCircumference: 'waist circumference',
  keywordHeartRisk: 'heart risk',
  audienceNote: 'For adults; not during pregnancy.',
  hipLabel: 'Hip',
  hipPlaceholder: 'e.g. 95',
  hipHelp: 'At the widest part of your buttocks. Between 50 and 200 cm or between 20 and 79 in.',
  yourWaistToHip: 'Your waist-to-hip ratio',
  healthRisk: 'Health risk',
  measure: 'Measure',
  yours: 'Yours',
  thresholdForWomen: 'Threshold for women',
  yourStatus: 'Your status',
  recommendations: 'Recommendations',
  waistToHipRatio: 'Waist-to-hip ratio ranges for women',
  ratio: 'Ratio',
  category2: 'Category',
  risk: 'Risk',
  example1: 'Waist 70 cm, hips 95 cm',
  example2: 'Waist 32 in, hips 38 in',
  example3: 'Waist {waist, number} cm, hips 100 cm',
  example4: 'Waist 85 cm, hips 100 cm',
  example5: 'Waist 90 cm, hips 100 cm',
  example6: 'Waist 91 cm, hips 100 cm',
});
