import { defineMessages } from '@/engine';

/**
 * The words of the calorie calculator (ICU MessageFormat; docs/authoring.md, "Messages"). `npm run generate` compiles
 * them into messages.en.gen.ts; present.ts puts the formula's values into them. `floor` is MIN_DAILY_CALORIES; the
 * deficit figures (`dailyKcal`, `weekly`, `energy`, `recheckEvery`, `unit`) are the engine's deficitValues.
 */
export default defineMessages({
  // The cross-field check (calculator.ts): an energy use too low for any target.
  energyTooLow:
    'With these values your estimated daily energy use is only {tdee, number, integer} kcal, too low for calorie targets to make sense. Please check your weight, height and age.',
  // A weekly weight change from the engine's weeklyChange: "−0.45 kg/week", "+1 lb/week", "0 kg/week"; `about`
  // for an estimate (every option but maintenance).
  weekly: `{about, select, yes {about } no {}}{sign, select, minus {−} plus {+} zero {}}{amount, number, ::.##} {unit, select,
    kg {kg}
    lbs {lb}}/week`,
  option: `{option, select,
    maintenance {Maintenance}
    mildDeficit {Mild deficit (−{mildKcal, number, integer})}
    moderateDeficit {Moderate deficit (−{moderateKcal, number, integer})}
    aggressiveDeficit {Aggressive deficit (−{aggressiveKcal, number, integer})}
    mildSurplus {Mild surplus (+{mildKcal, number, integer})}
    moderateSurplus {Moderate surplus (+{moderateKcal, number, integer})}}`,
  optionNote: `{note, select,
    underFloor {Below {floor, number, integer} kcal: only with medical supervision}
    belowBmr {Below your BMR: not advised without medical supervision}
    none {}}`,
  // The first recommendation when the chosen rate would go under the floor, by the formula's floor case.
  floorCase: `{floorCase, select,
    unreachable {The rate you chose ({rate}) would need {requested, number, integer} kcal a day, below {floor, number, integer} kcal, the usual minimum for women without medical supervision: it is not reachable safely. The target shown is that {floor, number, integer} kcal floor, at which you would lose about {loss, number, ::.##} {unit, select, kg {kg} lbs {lb}} a week. Choose a slower goal or talk to your doctor.}
    noDeficit {Your estimated daily energy use ({tdee, number, integer} kcal) is at or below {floor, number, integer} kcal, the usual minimum for women without medical supervision, so there is no safe deficit to eat at: the target shown is that floor (about {shown}). Talk to your doctor before trying to lose weight.}}`,
  // The caveat's words are the BMR and TDEE pages' too (tests/unit/body-nutrition-formulas.test.ts holds them equal).
  belowBmr:
    'Your target is below your BMR ({bmr, number, integer} kcal, what your body uses at complete rest): eating regularly below your BMR is not advised without medical supervision. Choose a slower goal or talk to your doctor.',
  // The audience rule's message at the age field under 13 (the BMR, TDEE and macro pages say the same).
  underThirteen:
    'For a child of {value, number, integer}, energy needs are estimated another way, from growth and activity: this adult equation does not apply. Ask the child’s doctor or a registered dietitian.',
  // The cross-field check (calculator.ts): under 18 the goal is maintenance only.
  teenGoal:
    'Under 18 this calculator gives only the calories you use in a day: a growing body needs more energy than an adult’s, so do not diet or try to gain weight without your doctor. Choose “Maintain my weight”.',
  teen: 'Under 18 you need energy to grow: a growing body needs more than this adult equation counts, so take {tdee, number, integer} kcal as a rough guide to what you use in a day, not a limit. We show no weight-loss or gain targets under 18: do not diet without your doctor.',
  pastFitted:
    'The Mifflin–St Jeor equation was fitted on adults aged {min, number, integer} to {max, number, integer}; past {max, number, integer} it is less certain, so treat it as a rough guide.',
  // Under the headline when her BMI is under 18.5 (`withheld`: she asked to lose and the target keeps her weight).
  underweight: `{withheld, select,
    yes {Your BMI is {bmi, number, ::.0}, under {floor, number, ::.0}: that is underweight, so we offer no deficit. This target keeps your weight steady; to gain safely, look at the surplus options below and talk to your doctor or a registered dietitian.}
    no {Your BMI is {bmi, number, ::.0}, under {floor, number, ::.0}: that is underweight, so losing weight is not advised and we list no deficit. Talk to your doctor or a registered dietitian about reaching a healthy weight.}}`,
  // A loss target that would pass BMI 18.5 before her next recheck (formula.ts, towardUnderweight).
  nearUnderweight:
    '{lowestHealthyWeight, number, ::.#} {unit, select, kg {kg} lbs {lb}} is a BMI of {floor, number, ::.0} at your height, the lowest healthy weight: you are {roomToUnderweight, number, ::.#} {unit, select, kg {kg} lbs {lb}} above it, and at this rate you would reach it in about {weeksToUnderweight, plural, one {# week} other {# weeks}}. Stop losing before then (below it is underweight), and talk to your doctor or a registered dietitian about a healthy weight for you.',
  lowestHealthy:
    'Do not go below {lowestHealthyWeight, number, ::.#} {unit, select, kg {kg} lbs {lb}} (BMI {floor, number, ::.0}), the lowest healthy weight for your height.',
  explainWithheld:
    'With a BMI under {floor, number, ::.0} no deficit is offered: target = TDEE = {tdee, number, integer} kcal/day{floored, select, yes {, shown as the {target, number, integer} kcal floor} no {}}.',
  // The article is part of each level: "an extra active level".
  atLevel: `At {level, select,
    sedentary {a sedentary}
    lightlyActive {a lightly active}
    moderatelyActive {a moderately active}
    veryActive {a very active}
    extraActive {an extra active}} level you use about {tdee, number, integer} kcal a day.`,
  weigh:
    'Weigh yourself at the same time of day and judge the weekly average: day-to-day changes are mostly water.',
  recalculate:
    'Recalculate after every {recheckEvery, number, integer} {unit, select, kg {kg} lbs {lbs}} of change: your needs change with your weight.',
  burns:
    'Your body burns energy at rest (BMR) and more when you move; together that is your TDEE, the calories that keep your weight steady.',
  eatingLess:
    'Eating about {dailyKcal, number, integer} kcal a day less than your TDEE loses roughly {weekly, number, ::.##} {unit, select, kg {kg} lbs {lb}} a week at first (about {energy, number, integer} kcal per {unit, select, kg {kilogram} lbs {pound}}); loss slows as your weight falls, so recheck every {recheckEvery, number, integer} {unit, select, kg {kg} lbs {lbs}} or so.',
  protein:
    'Protein at each meal, plenty of vegetables and regular strength training help you lose fat rather than muscle.',
  explainBmr:
    'BMR = 10 × {weight, number, ::.0} kg + 6.25 × {height, number, ::.0} cm − 5 × {age, number, integer} − 161 = {bmr, number, integer} kcal/day (Mifflin–St Jeor, women).',
  explainTdee: `TDEE = BMR × {multiplier, number} ({level, select,
    sedentary {sedentary}
    lightlyActive {lightly active}
    moderatelyActive {moderately active}
    veryActive {very active}
    extraActive {extra active}}) = {tdee, number, integer} kcal/day.`,
  // The goal by its `key` in formula.ts (a select key cannot hold a hyphen or a dot), as the form's option reads.
  explainTarget: `Target = {tdee, number, integer} {sign, select, minus {−} plus {+}} {adjustment, number, integer} kcal ({goal, select,
    lose2 {lose 1 kg (2.2 lb) a week}
    lose1 {lose 0.5 kg (1.1 lb) a week}
    loseHalf {lose 0.25 kg (0.55 lb) a week}
    maintain {maintain my weight}
    gainHalf {gain 0.25 kg (0.55 lb) a week}
    gain1 {gain 0.5 kg (1.1 lb) a week}}) = {floored, select,
    yes {{requested, number, integer} kcal/day, below the {floor, number, integer} kcal floor, so the target shown is {floor, number, integer} kcal/day: ({floor, number, integer} − {tdee, number, integer}) × 7 ÷ {kcalPerKg, number, integer} kcal per kg = {weekly, number, ::.00} kg a week.}
    no {{target, number, integer} kcal/day, about {weekly, number, ::.00} kg a week ({sign, select, minus {−} plus {+}}{adjustment, number, integer} × 7 ÷ {kcalPerKg, number, integer} kcal per kg).}}`,
  // The definition's declarative texts (calculator.ts): name, labels, help, titles.
  name: 'Calorie Calculator for Women',
  description:
    'Find how many calories a day you need to lose, keep or gain weight, from your BMR, activity level and goal.',
  keywordCalorieCalculator: 'calorie calculator',
  keywordCaloriesToLose: 'calories to lose weight',
  keywordDailyCalories: 'daily calories',
  keywordCalorieDeficit: 'calorie deficit',
  keywordWeightLoss: 'weight loss',
  activityLevelLabel: 'Activity level',
  goalLabel: 'Goal',
  audienceNote: 'For adults and teens from 13.',
  theRateYouChose:
    'The rate you chose is not reachable safely: it would need less than {floor, number, integer} kcal a day, the usual minimum for women without medical supervision. The target below is that {floor, number, integer} kcal floor, and the weekly change is what the floor gives.',
  yourDailyCalorieTarget: 'Your daily calorie target',
  kcalDay: 'kcal/day',
  expectedWeeklyChange: 'Expected weekly change',
  bmrAtRest: 'BMR (at rest)',
  tdeeWithActivity: 'TDEE (with activity)',
  otherCalorieOptions: 'Other calorie options',
  option2: 'Option',
  weeklyChange: 'Weekly change',
  caloriesPerDay: 'Calories per day',
  kcal: 'kcal',
  note: 'Note',
  recommendations: 'Recommendations',
  goodToKnow: 'Good to know',
  example1: '60 kg, 165 cm, 30 years, moderately active, keeping weight steady',
  example2: 'Girl of 15, 50 kg, 160 cm, moderately active, keeping weight steady',
  example3: 'Underweight (BMI 15.6): 40 kg, 160 cm, 30 years, sedentary, asking to lose 0.5 kg a week',
  example4: '60 kg, 165 cm, 30 years, moderately active, losing 0.5 kg a week',
  example5: '150 lbs, 5 ft 6 in, 45 years, sedentary, losing 1 kg a week',
  example6: '50 kg, 158 cm, 25 years, lightly active, losing 0.25 kg a week',
  example7: '45 kg, 152 cm, 48 years, sedentary, keeping weight steady',
  example8: '70 kg, 170 cm, 28 years, extra active, gaining 0.5 kg a week',
  example9: '50 kg, 150 cm, 40 years, sedentary, losing 1 kg a week',
  lose1Kg2: 'Lose 1 kg (2.2 lb) a week',
  lose05Kg: 'Lose 0.5 kg (1.1 lb) a week',
  lose025Kg: 'Lose 0.25 kg (0.55 lb) a week',
  maintainMyWeight: 'Maintain my weight',
  gain025Kg: 'Gain 0.25 kg (0.55 lb) a week',
  gain05Kg: 'Gain 0.5 kg (1.1 lb) a week',
  // What a page.ts source is cited for (the title stays as published).
  citedForEnergyPerWeight: '3,500 kcal a pound, 7,700 kcal a kilogram',
  citedForEnergyBalance: 'energy balance and why weight loss slows over time',
  citedForUnderweight: 'BMI classification for adults: under {bmi, number} underweight',
});
