import { defineMessages } from '@/engine';

/**
 * The words of the BMI calculator (ICU MessageFormat; docs/authoring.md, "Messages"). `npm run generate` compiles them
 * into messages.en.gen.ts; present.ts puts the formula's values into them.
 */
export default defineMessages({
  category:
    '{category, select, underweight {Underweight} normal {Normal Weight} overweight {Overweight} obese {Obese}}',
  interpretation: `{category, select,
    underweight {Your BMI is below the range linked with the lowest health risk for adults.}
    normal {Your BMI is within the range linked with the lowest health risk for adults.}
    overweight {Your BMI is above the healthy range; waist size and activity tell you more about your risk.}
    obese {Your BMI is in the range linked with higher risk of diabetes, heart disease and other conditions.}}`,
  // Three lines of advice for each category, in the order shown.
  advice1: `{category, select,
    underweight {Talk to a doctor or dietitian about a safe way to reach a healthy weight.}
    normal {Keep up a balanced diet with plenty of vegetables, fruit and whole grains.}
    overweight {A loss of 5–10% of body weight already brings measurable health benefits.}
    obese {Talk to a doctor about a plan that fits your health; support makes change easier.}}`,
  advice2: `{category, select,
    underweight {Eat regular meals and snacks rich in protein, whole grains and healthy fats.}
    normal {Aim for at least 150 minutes of moderate activity a week, plus strength work twice a week.}
    overweight {Build up to 150–300 minutes of moderate activity a week.}
    obese {Small steady changes in food and activity add up over months.}}`,
  advice3: `{category, select,
    underweight {Strength training can help you build muscle rather than only fat.}
    normal {Check your waist measurement too: BMI does not show where fat is stored.}
    overweight {Measure your waist: over 80 cm (31.5 in) means increased risk for women.}
    obese {Ask about checks for blood pressure, blood sugar and cholesterol.}}`,
  // From 2 to 19: the card, its sentence, the one line of advice and the link to the BMI-for-age calculator.
  forAge: 'Under {adultAge, number}: read on BMI-for-age charts',
  forAgeMeaning:
    'Under {adultAge, number}, BMI is judged on growth charts for age and sex (BMI-for-age percentiles), not on the adult categories: the same BMI can be healthy at one age and high at another.',
  forAgeAdvice:
    'Find the percentile with the Child & Teen BMI calculator (its link carries this height and weight over), and talk it through with a doctor before any change in eating.',
  childBmiLink: 'Find the BMI-for-age percentile (Child & Teen BMI calculator)',
  // The age field's message under 2 (the audience rule refuses it).
  underTwo:
    'BMI is not used before the second birthday: a baby’s growth is read on the WHO growth charts instead. Use our baby growth calculator, or ask your baby’s doctor.',
  overSixtyFive:
    'After {olderAge, number}, studies that follow people over time find that a BMI slightly above {overweightFrom, number} is not linked with higher death rates, but such observational data cannot show cause and effect: ask your doctor what suits you, and keep up muscle strength.',
  explainMetric: 'Your numbers in metric: {metric}.',
  explainBmi:
    'BMI = weight ÷ height² = {weight, number, ::.0} kg ÷ ({meters, number, ::.000} m)² = {bmi, number, ::.0}.',
  explainRange: `Healthy range = BMI {normalFrom, number} to {healthyMax, number} × height² = {min, number, ::.0}–{max, number, ::.0} kg{unit, select,
    kg {}
    other { = {minInUnit, number, ::.0}–{maxInUnit, number, ::.0} {unit}}}.`,
  // The definition's declarative texts (calculator.ts): name, labels, help, titles.
  name: 'BMI Calculator for Women',
  description:
    'Work out your body mass index from your height and weight, see your weight category and the healthy weight range for your height.',
  keywordBodyMassIndex: 'body mass index',
  keywordBmi: 'bmi',
  keywordHealthyWeight: 'healthy weight',
  keywordWeightCategory: 'weight category',
  keywordObesity: 'obesity',
  audienceNote:
    'For adults {adultAge, number} and over; under {adultAge, number}? We point you to BMI-for-age.',
  ageHelp:
    'Optional: under {adultAge, number} we point you to BMI-for-age; from {olderAge, number} the categories read a little differently.',
  yourBmi: 'Your BMI',
  under20BmiFor: 'Under {adultAge, number}: BMI-for-age',
  healthyWeightForYour: 'Healthy weight for your height',
  recommendations: 'Recommendations',
  example1: '165 cm, 60 kg',
  example2: '5 ft 6 in, 150 lbs',
  example3: '160 cm, 64 kg',
  example4: '1.6 m, 47.36 kg',
  example5: 'Age 12, 5 ft, 118 lbs',
  example6: '170 cm, 90 kg',
  // What a page.ts source is cited for (the title stays as published).
  citedForAdultClasses: 'BMI classification for adults',
  citedForObservational: 'observational',
});
