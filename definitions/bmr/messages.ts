import { defineMessages } from '@/engine';

/**
 * The words of the BMR calculator (ICU MessageFormat; docs/authoring.md, "Messages"). `npm run generate` compiles them
 * into messages.en.gen.ts; present.ts puts the formula's values into them.
 */
export default defineMessages({
  // The activity levels as the table names them (the form's longer labels are ACTIVITY_LEVELS' own).
  activity: `{level, select,
    sedentary {Sedentary}
    lightlyActive {Lightly active}
    moderatelyActive {Moderately active}
    veryActive {Very active}
    extraActive {Extra active}}`,
  // The audience rule's message at the age field under 13 (the TDEE, calorie and macro pages say the same).
  underThirteen:
    'For a child of {value, number, integer}, energy needs are estimated another way, from growth and activity: this adult equation does not apply. Ask the child’s doctor or a registered dietitian.',
  teen: 'The Mifflin–St Jeor equation was built from adults; for teenagers treat it as a rough guide. A growing body needs more energy than it counts: do not diet without your doctor.',
  pastFitted:
    'The Mifflin–St Jeor equation was fitted on adults aged {min, number, integer} to {max, number, integer}; past {max, number, integer} it is less certain, so treat it as a rough guide.',
  // The caveat's words are the TDEE and calorie pages' too (tests/unit/body-nutrition-formulas.test.ts holds them equal).
  atRest:
    'Your body uses about {bmr, number, integer} kcal a day at complete rest (your BMR); eating regularly below your BMR is not advised without medical supervision.',
  typicalWeek: 'Pick the activity level that matches a typical week, not your most active one.',
  strength: 'Strength training helps keep muscle, which keeps your BMR up as you age.',
  explainBmr:
    'BMR = 10 × {weight, number, ::.0} kg + 6.25 × {height, number, ::.0} cm − 5 × {age, number, integer} − 161 = {bmr, number, integer} kcal/day.',
  explainNeed:
    'Daily need = BMR × activity multiplier (1.2 to 1.9): from {low, number, integer} to {high, number, integer} kcal/day.',
  // The definition's declarative texts (calculator.ts): name, labels, help, titles.
  name: 'BMR Calculator for Women',
  description:
    'Estimate your basal metabolic rate — the calories your body burns at rest — and your daily needs at five activity levels.',
  keywordBasalMetabolicRate: 'basal metabolic rate',
  keywordBmr: 'bmr',
  keywordMetabolism: 'metabolism',
  keywordCaloriesAtRest: 'calories at rest',
  keywordMifflinStJeor: 'mifflin st jeor',
  audienceNote: 'For adults and teens from 13.',
  yourBmr: 'Your BMR',
  kcalDay: 'kcal/day',
  dailyCaloriesByActivity: 'Daily calories by activity level (TDEE)',
  activityLevel: 'Activity level',
  multiplier: 'Multiplier',
  caloriesPerDay: 'Calories per day',
  kcal: 'kcal',
  recommendations: 'Recommendations',
  example1: '60 kg, 165 cm, 30 years',
  example2: '150 lbs, 5 ft 6 in, 45 years',
  example3: '80 kg, 175 cm, 52 years',
});
