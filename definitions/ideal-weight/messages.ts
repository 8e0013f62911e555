import { defineMessages } from '@/engine';

/**
 * The words of the ideal weight calculator (ICU MessageFormat; docs/authoring.md, "Messages"). `npm run generate`
 * compiles them into messages.en.gen.ts; present.ts puts the formula's values into them.
 */
export default defineMessages({
  // The check that refuses a height the formulas cannot use.
  tooShort:
    'These formulas start at 5 ft (152 cm) and give meaningless weights below 4 ft (122 cm). Use the BMI calculator’s healthy range instead.',
  // The formulas table, by the formula's method ids.
  method: `{method, select,
    hamwi {Hamwi (with Devine’s numbers)}
    robinson {Robinson (1983)}
    miller {Miller (1983)}}`,
  rule: `{method, select,
    hamwi {{base, number} + {perInch, number} kg per inch over 5 ft, × {factor, number, ::.0} ({frame, select, small {small} medium {medium} large {large}} frame)}
    robinson {{base, number} + {perInch, number} kg per inch over 5 ft}
    miller {{base, number} + {perInch, number} kg per inch over 5 ft}}`,
  // Where a formula's figure falls against the healthy BMI range for her height (the table's column).
  band: `{band, select,
    below {Below the healthy range for your height}
    above {Above the healthy range for your height}
    other {Within the healthy range}}`,
  // A figure outside the healthy range, said plainly above the table (kg and lbs to one decimal).
  outsideRange: `The {method, select, hamwi {Hamwi} robinson {Robinson} other {Miller}} figure ({kg, number, ::.0} kg, {lbs, number, ::.0} lbs) is {band, select, below {below} other {above}} the healthy BMI range for your height ({min, number, ::.0}–{max, number, ::.0} kg): it is not a healthy target for you. Aim for a weight inside the range.`,
  // The age field's message under 20 (the audience rule refuses it).
  underTwenty:
    'These formulas and the healthy BMI range are for adults {below, number} and over. Under {below, number}, weight is judged on growth charts for age: from 2 to 19 use our Child & Teen BMI calculator, under 2 the baby growth calculator, or ask your doctor.',
  // The wrist size guide, by frame.
  frameName: '{frame, select, small {Small} medium {Medium} large {Large}}',
  wrist: `{frame, select,
    small {under 6.25 in (15.9 cm)}
    medium {6.25–6.75 in (15.9–17.1 cm)}
    large {over 6.75 in (17.1 cm)}}`,
  shortHeight:
    'These formulas were built for women 5 ft (152 cm) and taller. Below that they only extrapolate, so use the healthy BMI range as your main guide.',
  roughGuide:
    'These formulas come from a dietitians’ rule of thumb (Hamwi 1964) and drug-dosing studies (Devine 1974; Robinson and Miller 1983), not from health outcomes: treat them as a rough guide.',
  anyWeight:
    'Any weight inside the healthy range can be right for you; muscle, frame and where you carry fat matter more than one number.',
  waist:
    'Waist size tells you more about health risk than weight alone: under 80 cm (31.5 in) is the WHO’s lower-risk level for women.',
  // The calculation: `sign` is whether the height is above or below 5 ft, `over` the inches either way.
  explainHeight:
    'Height = {cm, number, ::.0} cm ÷ 2.54 = {inches, number, ::.00} in, so {sign, select, minus {−} plus {+}}{over, number, ::.00} in from 5 ft.',
  explainHamwi:
    'Hamwi (with Devine’s numbers) = ({base, number} {sign, select, minus {−} plus {+}} {perInch, number} × {over, number, ::.00}) × {factor, number, ::.0} ({frame, select, small {small} medium {medium} large {large}} frame) = {kg, number, ::.0} kg. These are Devine’s constants; Hamwi’s own rule uses 2.2 kg per inch.',
  explainOthers:
    'Robinson = {robinsonBase, number} {sign, select, minus {−} plus {+}} {robinsonPerInch, number} × {over, number, ::.00} = {robinson, number, ::.0} kg; Miller = {millerBase, number} {sign, select, minus {−} plus {+}} {millerPerInch, number} × {over, number, ::.00} = {miller, number, ::.0} kg.',
  explainRange:
    'Healthy range = BMI {bmiMin, number} to {bmiMax, number} × ({meters, number, ::.000} m)² = {min, number, ::.0}–{max, number, ::.0} kg.',
  // The definition's declarative texts (calculator.ts): name, labels, help, titles.
  name: 'Ideal Weight Calculator for Women',
  description:
    'Compare three classic ideal body weight formulas (Hamwi, Robinson, Miller) for your height and frame with the healthy weight range from BMI.',
  keywordIdealBodyWeight: 'ideal body weight',
  keywordHamwi: 'hamwi',
  keywordRobinson: 'robinson',
  keywordMiller: 'miller',
  keywordHealthyWeightRange: 'healthy weight range',
  keywordBodyFrame: 'body frame',
  keywordHowMuchShould: 'how much should I weigh',
  audienceNote:
    'For adults {adultAge, number} and over; the formulas were made for women 5 ft (152 cm) and taller.',
  ageHelp:
    'The formulas do not use age, but they and the healthy BMI range are for adults {adultAge, number} and over.',
  frameLabel: 'Body frame',
  frameHelp:
    'Measure your wrist: small under 6.25 in (15.9 cm), medium 6.25–6.75 in, large over 6.75 in (17.1 cm).',
  frameOptionSmall: 'Small',
  frameOptionMedium: 'Medium',
  frameOptionLarge: 'Large',
  theseFormulasWereBuilt:
    'These formulas were built for women 5 ft (152 cm) and taller. Below that they only extrapolate: the healthy BMI range is the better guide.',
  healthyWeightForYour: 'Healthy weight for your height (BMI {min, number}–{max, number})',
  kg: 'kg',
  healthyWeightRangeIn: 'Healthy weight range in pounds',
  lbs: 'lbs',
  outsideTheHealthyRange: 'Outside the healthy range',
  idealWeightByFormula: 'Ideal weight by formula',
  hamwiWithDevineS: 'Hamwi (with Devine’s numbers)',
  robinson: 'Robinson',
  miller: 'Miller',
  theFormulasInKilograms: 'The formulas in kilograms and pounds',
  formula: 'Formula',
  rule2: 'Rule',
  kilograms: 'Kilograms',
  pounds: 'Pounds',
  forYourHeight: 'For your height',
  healthyWeightRangeBmi: 'Healthy weight range (BMI {min, number}–{max, number})',
  choosingYourFrameWrist: 'Choosing your frame: wrist size guide',
  frame: 'Frame',
  wristCircumference: 'Wrist circumference',
  recommendations: 'Recommendations',
  example1: '165 cm tall, medium frame',
  example2: '5 ft 6 in tall, large frame',
  example3: '5 ft tall, small frame',
  example4: '4 ft 10 in tall, medium frame',
  example5: '4 ft 2 in tall, medium frame',
});
