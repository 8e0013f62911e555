import { defineMessages } from '@/engine';

/**
 * The words of the body fat calculator (ICU MessageFormat; docs/authoring.md, "Messages"). `npm run generate`
 * compiles them into messages.en.gen.ts; present.ts puts the formula's values into them.
 */
export default defineMessages({
  category: `{category, select,
    essential {Essential Fat}
    athletic {Athletic}
    fitness {Fitness}
    average {Average}
    obese {Obese}}`,
  interpretation: `{category, select,
    essential {Close to the minimum fat a woman’s body needs for hormones, menstruation and organ protection.}
    athletic {A level typical of women who train hard and regularly.}
    fitness {A lean, active level for women.}
    average {A level common among adult women.}
    obese {A level linked with higher risk of heart disease, type 2 diabetes and other conditions.}}`,
  // The ranges table, a row per category: whole percents from the category's lower bound to the last below the next.
  range: `{category, select,
    obese {{from, number}% and above}
    other {{from, number}–{to, number}%}}`,
  meaning: `{category, select,
    essential {The minimum needed for normal body function.}
    athletic {Typical of female athletes.}
    fitness {Lean and active.}
    average {Common among adult women.}
    obese {Linked with higher health risk.}}`,
  belowEssential:
    'This estimate is below the {essential, number}% essential-fat level for women: re-measure, and see a doctor if it is confirmed.',
  // Two lines of advice for each category, in the order shown.
  advice1: `{category, select,
    essential {Body fat this low can stop periods and weaken bones; if your periods are irregular or have stopped, see a doctor.}
    athletic {Keep your energy intake in step with your training to protect your periods and bones.}
    fitness {Keep up regular activity: at least 150 minutes of moderate exercise a week plus strength work twice a week.}
    average {Regular strength training and 150–300 minutes of moderate activity a week can lower body fat over time.}
    obese {Talk to a doctor about checks for blood pressure, blood sugar and cholesterol.}}`,
  advice2: `{category, select,
    essential {Eat enough to match your training, with enough protein, fat, calcium and iron.}
    athletic {Strength training twice a week helps you keep muscle as you age.}
    fitness {Track the trend over months rather than single readings.}
    average {Measure your waist too: over 80 cm (31.5 in) means increased risk for women (WHO).}
    obese {Small lasting changes in food and activity lower body fat steadily; losing 5–10% of weight already helps.}}`,
  tapeVsLab:
    'Tape estimates can differ from laboratory methods such as a DEXA scan by several percentage points; compare your own readings over time.',
  tipMorning: 'Measure in the morning, before eating, standing relaxed and breathing out normally.',
  tipWaist:
    'Waist: around the narrowest point of your natural waist, tape level and snug but not pressing in.',
  tipHip: 'Hip: around the widest part of your buttocks, feet together.',
  tipNeck: 'Neck: just below the larynx (voice box), tape sloping slightly down to the front.',
  tipTwice:
    'Take each measurement twice and use the average; a 1 cm error in the waist or hip moves the result by about half a percentage point.',
  explainSum:
    'Waist + hip − neck = {waist, number, ::.0} + {hip, number, ::.0} − {neck, number, ::.0} = {sum, number, ::.0} cm; height {height, number, ::.0} cm.',
  explainNavy:
    'Body fat = {numerator, number} ÷ ({constant, number, ::.00000} − {girth, number, ::.00000} × log10({sum, number, ::.0}) + {heightFactor, number, ::.00000} × log10({height, number, ::.0})) − {offset, number} = {percent, number, ::.0}% (US Navy equation for women, Hodgdon & Beckett 1984).',
  // The bounds are the formula's BODY_FAT_CATEGORIES.
  explainCategory:
    'Category: {category} (Essential Fat below {essential, number}%, Athletic below {athletic, number}%, Fitness below {fitness, number}%, Average below {average, number}%, Obese {average, number}% and above).',
  // The checks: measurements the equation cannot use (PLAUSIBLE_BODY_FAT bounds the estimate).
  neckTooLarge: 'Waist plus hip must be larger than the neck measurement.',
  implausible:
    'These measurements look inconsistent: they would give {estimate, number, ::.0}% body fat, outside the {min, number}–{max, number}% the tape method can estimate. Please re-measure and check the units.',
  // The definition's declarative texts (calculator.ts): name, labels, help, titles.
  name: 'Body Fat Calculator for Women',
  description:
    'Estimate your body fat percentage from your height and waist, hip and neck measurements with the US Navy tape method.',
  keywordBodyFatPercentage: 'body fat percentage',
  keywordUsNavyMethod: 'us navy method',
  keywordTapeMeasure: 'tape measure',
  keywordBodyComposition: 'body composition',
  keywordWaistHipNeck: 'waist hip neck',
  audienceNote: 'For adult women; not during pregnancy.',
  waistLabel: 'Waist',
  waistPlaceholder: 'e.g. 70',
  waistHelp: 'At the narrowest point of your natural waist. Between 40 and 200 cm or between 16 and 79 in.',
  hipLabel: 'Hip',
  hipPlaceholder: 'e.g. 95',
  hipHelp: 'At the widest part of your buttocks. Between 50 and 200 cm or between 20 and 79 in.',
  neckLabel: 'Neck',
  neckPlaceholder: 'e.g. 32',
  neckHelp: 'Just below the voice box. Between 20 and 60 cm or between 8 and 24 in.',
  yourEstimatedBodyFat: 'Your estimated body fat',
  recommendations: 'Recommendations',
  howToMeasure: 'How to measure',
  bodyFatRangesFor: 'Body fat ranges for women',
  category2: 'Category',
  bodyFat: 'Body fat',
  whatItMeans: 'What it means',
  example1: '165 cm; waist 70, hip 95, neck 32 cm',
  example2: '5 ft 6 in; waist 28, hip 38, neck 13 in',
  example3: '170 cm; waist 80, hip 102, neck 32 cm',
  example4: '160 cm; waist 60, hip 82, neck 31 cm',
});
