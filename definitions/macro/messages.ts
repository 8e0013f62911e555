import { defineMessages } from '@/engine';

/**
 * The words of the macro calculator (ICU MessageFormat; docs/authoring.md, "Messages"). `npm run generate` compiles
 * them into messages.en.gen.ts; present.ts puts the formula's values into them. Adult ranges (`…Low`, `…High`) are
 * the formula's AMDR, passed in by present.ts.
 */
export default defineMessages({
  // The audience rule's message at the age field under 13 (the BMR, TDEE and calorie pages say the same).
  underThirteen:
    'For a child of {value, number, integer}, energy needs are estimated another way, from growth and activity: these adult splits do not apply. Ask the child’s doctor or a registered dietitian.',
  // The cross-field check (calculator.ts, teenProblems): under 18, maintenance only and not low carb.
  teenGoal:
    'Under 18 this calculator gives the split for keeping your weight steady only: a growing body needs more energy than an adult’s, so do not diet or try to gain weight without your doctor. Choose “Maintenance”.',
  teenLowCarb:
    'Under 18 we do not give a low-carb split: a growing body needs at least {rda, number, integer} g of carbohydrate a day. Choose another preference, and talk to your doctor or a registered dietitian before cutting carbs.',
  macroName: '{macro, select, protein {Protein} carbs {Carbohydrates} fat {Fat}}',
  foods: `{macro, select,
    protein {Eggs, Greek yoghurt, fish, chicken, lean meat, tofu, tempeh, lentils, beans, cottage cheese}
    carbs {Oats, brown rice, wholegrain bread, potatoes, quinoa, fruit, vegetables, beans and lentils}
    fat {Olive oil, avocado, nuts, seeds, oily fish such as salmon, nut butters}}`,
  tipWeigh:
    'Weigh food for a week or two to learn portion sizes; after that, estimates are usually close enough.',
  tipTargets: 'Hitting your protein and calorie targets matters more than getting carbs and fat exact.',
  tipSpread: 'Spread protein over 3–4 meals of about 20–40 g each.',
  tipTraining:
    'If you train: a snack with carbs 1–2 hours before helps you train well, and some protein and carbs within a couple of hours after help recovery.',
  tipProgress: 'Check progress every 2–4 weeks and adjust calories, not just the split.',
  // Recommendations by the formula's note ids, in the order shown.
  note: `{note, select,
    teen {Under 18 your body is still growing: eat enough for growth (this split is for keeping your weight steady, not for a diet), and do not diet without your doctor.}
    under1200 {Below {supervisedBelow, number} kcal a day it is hard to get enough nutrients: do this only with medical supervision.}
    proteinCapped {High protein: your goal's split already has protein at {protein, number, integer}%, the top of the {proteinLow, number, integer}–{proteinHigh, number, integer}% adult range, so it stays there (carbs and fat unchanged).}
    lowCarb {Low carb puts carbs at {carbs, number, integer}%, under the 26% of calories that defines a low-carb diet, so below the {carbsLow, number, integer}–{carbsHigh, number, integer}% adult range by design. With protein at its {proteinHigh, number, integer}% maximum, fat supplies the other {fat, number, integer}%, above the {fatLow, number, integer}–{fatHigh, number, integer}% range: make most of it unsaturated (olive oil, nuts, seeds, oily fish).}
    carbsBelowLoss {Carbs at {carbs, number, integer}% are below the {carbsLow, number, integer}–{carbsHigh, number, integer}% adult range: the weight-loss split keeps protein high while you eat less (in people who strength-train, more protein, not less, helps keep muscle while eating below their needs: ISSN 2017), so carbs take a smaller share. It is still above the 26% that defines a low-carb diet; choose fibre-rich carbs (vegetables, fruit, whole grains, beans).}
    carbsBelowGain {Carbs at {carbs, number, integer}% are below the {carbsLow, number, integer}–{carbsHigh, number, integer}% adult range: the muscle-gain split raises protein for building muscle, so carbs take a smaller share. It is still above the 26% that defines a low-carb diet; choose fibre-rich carbs (vegetables, fruit, whole grains, beans).}
    carbsUnderRda {{grams, number, integer} g of carbs is below the {rda, number, integer} g a day recommended for adults; talk to a dietitian before going this low, especially if you are pregnant or breastfeeding.}
    inside {Your split stays inside the adult ranges for every macronutrient: protein {proteinLow, number, integer}–{proteinHigh, number, integer}%, carbs {carbsLow, number, integer}–{carbsHigh, number, integer}%, fat {fatLow, number, integer}–{fatHigh, number, integer}%.}}`,
  // Goal and preference by their `key` in formula.ts (a select key cannot hold a hyphen), as the explanation names
  // them (the form's options are calculator.ts's labels).
  explainSplit: `Split for {goal, select,
    weightLoss {weight loss}
    maintenance {maintenance}
    muscleGain {muscle gain}} with the {preference, select,
    standard {standard}
    highProtein {high-protein}
    lowCarb {low-carb}
    balanced {balanced}} preference: protein {protein, number, integer}%, carbs {carbs, number, integer}%, fat {fat, number, integer}%.`,
  explainMacro:
    '{macro, select, protein {Protein} carbs {Carbs} fat {Fat}}: {calories, number, integer} × {percentage, number, integer}% = {energy, number, integer} kcal ÷ {kcalPerGram, number, integer} kcal/g = {grams, number, integer} g.',
  // The definition's declarative texts (calculator.ts): name, labels, help, titles.
  name: 'Macro Calculator for Women',
  description:
    'Split your daily calories into grams of protein, carbohydrates and fat for weight loss, maintenance or muscle gain.',
  keywordMacros: 'macros',
  keywordMacronutrients: 'macronutrients',
  keywordProteinCarbsFat: 'protein carbs fat',
  keywordIifym: 'iifym',
  keywordMacroSplit: 'macro split',
  keywordHighProtein: 'high protein',
  caloriesLabel: 'Daily calories',
  caloriesSuffix: 'kcal',
  caloriesPlaceholder: 'e.g. 1800',
  caloriesHelp:
    'Your daily calorie target, for example from the calorie or TDEE calculator: it already reflects how active you are.',
  goalLabel: 'Goal',
  dietaryPreferenceLabel: 'Dietary preference',
  dietaryPreferenceHelp: 'Optional. Leave empty or choose standard for your goal’s split.',
  ageHelp: 'Optional. Under 18 we give the split for keeping your weight steady only.',
  audienceNote: 'For adults and teens from 13.',
  yourDailyMacros: 'Your daily macros',
  protein: 'Protein',
  g: 'g',
  ofCalories: 'of calories',
  carbohydrates: 'Carbohydrates',
  fat: 'Fat',
  shareOfYourCalories: 'Share of your calories',
  percentageOfYourDaily: 'Percentage of your daily calories from protein, carbohydrates and fat.',
  recommendations: 'Recommendations',
  goodFoodSources: 'Good food sources',
  macronutrient: 'Macronutrient',
  foods2: 'Foods',
  trackingTips: 'Tracking tips',
  example1: '2,000 kcal, maintenance, no preference',
  example2: '1,500 kcal, weight loss, standard',
  example3: '2,200 kcal, muscle gain, high protein',
  example4: '1,600 kcal, weight loss, high protein',
  example5: '2,000 kcal, maintenance, high protein',
  example6: '1,800 kcal, maintenance, low carb',
  example7: '2,000 kcal, weight loss, balanced',
  example8: '1,800 kcal, maintenance, age 15',
  weightLoss: 'Weight loss',
  maintenance: 'Maintenance',
  muscleGain: 'Muscle gain',
  standardYourGoalS: 'Standard (your goal’s split)',
  highProtein5Points: 'High protein (+{points, number} points protein, up to {max, number}%, from fat)',
  lowCarb25Carbs: 'Low carb ({carbs, number}% carbs)',
  balanced20Protein50: 'Balanced ({protein, number}% protein, {carbs, number}% carbs, {fat, number}% fat)',
  // What a page.ts source is cited for (the title stays as published).
  citedForAmdr: 'AMDR and carbohydrate RDA',
  citedForLowCarb: 'low-carbohydrate diet: under 26% of energy',
});
