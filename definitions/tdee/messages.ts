import { defineMessages } from '@/engine';

/**
 * The words of the TDEE calculator (ICU MessageFormat; docs/authoring.md, "Messages"). `npm run generate` compiles them
 * into messages.en.gen.ts; present.ts puts the formula's values into them.
 */
export default defineMessages({
  // The audience rule's message at the age field under 13 (the BMR, calorie and macro pages say the same).
  underThirteen:
    'For a child of {value, number, integer}, energy needs are estimated another way, from growth and activity: this adult equation does not apply. Ask the child’s doctor or a registered dietitian.',
  // Under 18 the result has no targets; this line says why, first.
  teen: 'You use about {tdee, number, integer} kcal a day, by an equation built from adults: a growing body needs more energy than it counts, so take it as a rough guide, not a limit. Under 18 we show no weight-loss or gain targets: do not diet without your doctor.',
  pastFitted:
    'The Mifflin–St Jeor equation was fitted on adults aged {min, number, integer} to {max, number, integer}; past {max, number, integer} it is less certain, so treat it as a rough guide.',
  // The activity levels as the table names them (the form's longer labels are ACTIVITY_LEVELS' own). `gender` is
  // for languages whose adjective agrees with the reader (Spanish "activa" / "activo"); English words none.
  activity: `{gender, select, female {} male {}}{level, select,
    sedentary {Sedentary}
    lightlyActive {Lightly active}
    moderatelyActive {Moderately active}
    veryActive {Very active}
    extraActive {Extra active}}`,
  // A target by the formula's goal id; `below` is yes when it is under the BMR.
  goal: `{goal, select,
    mildLoss {Mild weight loss}
    moderateLoss {Moderate weight loss}
    aggressiveLoss {Aggressive weight loss}
    mildGain {Mild weight gain}
    moderateGain {Moderate weight gain}}{below, select, yes { (below your BMR)} no {}}`,
  // A weekly weight change from the engine's weeklyChange: "−0.45 kg/week", "+1 lb/week", "0 kg/week".
  weekly:
    '{sign, select, minus {−} plus {+} zero {}}{amount, number, ::.##} {unit, select, kg {kg} lbs {lb}}/week',
  // Every loss target under the floor is named, from the mildest one under it down to the aggressive one.
  belowFloor: `The {from, select,
    aggressive {aggressive ({aggressive, number, integer} kcal) target is}
    moderate {moderate ({moderate, number, integer} kcal) and aggressive ({aggressive, number, integer} kcal) targets are}
    mild {mild ({mild, number, integer} kcal), moderate ({moderate, number, integer} kcal) and aggressive ({aggressive, number, integer} kcal) targets are}} below {floor, number, integer} kcal a day, the usual minimum without medical supervision.`,
  // The article is part of each level: "an extra active level". `gender` as for `activity`.
  atLevel: `{gender, select, female {} male {}}At {level, select,
    sedentary {a sedentary}
    lightlyActive {a lightly active}
    moderatelyActive {a moderately active}
    veryActive {a very active}
    extraActive {an extra active}} level you use about {tdee, number, integer} kcal a day; eating this much keeps your weight steady.`,
  // The engine's deficitValues: 550 kcal for 0.5 kg a week, or 500 kcal for 1 lb.
  deficit:
    'A deficit of {dailyKcal, number, integer} kcal a day loses about {weekly, number, ::.##} {unit, select, kg {kg} lbs {lb}} a week at first (about {energy, number, integer} kcal per {unit, select, kg {kilogram} lbs {pound}}); slower loss is easier to keep.',
  recheck:
    'Recheck your numbers after every {recheckEvery, number, integer} {unit, select, kg {kg} lbs {lbs}} of change: your needs change with your weight.',
  // The caveat's words are the BMR and calorie pages' too (tests/unit/body-nutrition-formulas.test.ts).
  belowBmr:
    'Targets below your BMR ({bmr, number, integer} kcal) are marked: eating regularly below your BMR is not advised without medical supervision.',
  explainMetric: 'Your numbers in metric: {metric}.',
  explainBmr:
    'BMR = 10 × {weight, number, ::.0} kg + 6.25 × {height, number, ::.0} cm − 5 × {age, number, integer} {gender, select, female {− 161} male {+ 5}} = {bmr, number, integer} kcal/day.',
  explainTdee: 'TDEE = BMR × {multiplier, number} = {tdee, number, integer} kcal/day.',
  explainTargets:
    'Targets: −{mildKcal, number, integer}, −{moderateKcal, number, integer}, −{aggressiveKcal, number, integer} kcal to lose about {mild, number, ::.##}, {moderate, number, ::.##}, {aggressive, number, ::.##} kg a week; +{mildKcal, number, integer}, +{moderateKcal, number, integer} kcal to gain about {mildGain, number, ::.##}, {moderateGain, number, ::.##} kg (× 7 ÷ {kcalPerKg, number, integer} kcal/kg).',
  // The definition's declarative texts (calculator.ts): name, labels, help, titles.
  name: 'TDEE Calculator',
  description:
    'Find your total daily energy expenditure from your BMR and activity level, with calorie targets to lose or gain weight.',
  keywordTotalDailyEnergy: 'total daily energy expenditure',
  keywordTdee: 'tdee',
  keywordMaintenanceCalories: 'maintenance calories',
  keywordCalorieNeeds: 'calorie needs',
  keywordWeightLossCalories: 'weight loss calories',
  genderLabel: 'Sex',
  genderHelp: 'The equation differs by 166 kcal between female and male bodies.',
  genderOptionFemale: 'Female',
  genderOptionMale: 'Male',
  activityLevelLabel: 'Activity level',
  audienceNote: 'For adults and teens from 13.',
  yourTdee: 'Your TDEE',
  kcalDay: 'kcal/day',
  bmrAtRest: 'BMR (at rest)',
  tdeeByActivityLevel: 'TDEE by activity level',
  multiplier: 'Multiplier',
  caloriesPerDay: 'Calories per day',
  kcal: 'kcal',
  calorieTargets: 'Calorie targets',
  goal2: 'Goal',
  weeklyChange: 'Weekly change',
  recommendations: 'Recommendations',
  example1: 'Woman, 60 kg, 165 cm, 30 years, moderately active',
  example2: 'Man, 80 kg, 180 cm, 35 years, very active',
  example3: 'Woman, 130 lbs, 5 ft 3 in, 28 years, lightly active',
  example4: 'Girl of 15, 50 kg, 160 cm, lightly active: no diet targets',
  // What a page.ts source is cited for (the title stays as published).
  citedForEnergyBalance: 'energy balance and the limits of the 3,500-kcal rule',
});
