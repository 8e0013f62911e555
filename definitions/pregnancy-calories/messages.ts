import { defineMessages } from '@/engine';

/** The words of the pregnancy and breastfeeding calorie calculator (ICU MessageFormat; docs/authoring.md, "Messages"). */
export default defineMessages({
  // The stage's name (the form's options, calculator.ts's STAGE_LABELS, are these without the part in brackets).
  stage: `{stage, select,
    first {Pregnant: first trimester (to 13 weeks 6 days)}
    second {Pregnant: second trimester (weeks 14–27)}
    third {Pregnant: third trimester (week 28 on)}
    feeding0to6 {Breastfeeding: baby 0–6 months}
    feeding7to12 {Breastfeeding: baby 7–12 months}}`,
  // The activity level's short name (the engine's ACTIVITY_LEVELS `short`), in the page's language.
  activity: `{level, select,
    sedentary {Sedentary}
    lightlyActive {Lightly active}
    moderatelyActive {Moderately active}
    veryActive {Very active}
    extraActive {Extra active}}`,
  notForTwo: `{pregnant, select,
    yes {Eating for two is a myth: the extra is about a snack, and none in the first trimester.}
    no {Breastfeeding uses energy; some of it comes from the fat stored in pregnancy, which is why the extra is modest.}}`,
  // Pregnant with a pre-pregnancy BMI of 30 or more (DRI for Energy 2023, Table 5-13): the figures it quotes.
  lowerWithObesity:
    'With a pre-pregnancy BMI of {bmi, number, integer} or more, the extra you need in the second and third trimesters is lower than the amounts shown here: the National Academies’ Dietary Reference Intakes for Energy (2023) count the energy stored in new tissue as {obese, number, integer} kcal a day with obesity (the body draws on its own stores), against +{healthy, number, integer} kcal a day at a healthy weight. Ask your OB-GYN or midwife, or a dietitian, what is right for you.',
  guide:
    'Let your weight gain and your hunger guide you: your OB-GYN or midwife can tell you whether you are on track.',
  // Supplement advice that fits the stage: folic acid belongs to the first 12 weeks (NHS; USPSTF 2023).
  supplement: `{supplement, select,
    folicAcid {Take 400 micrograms of folic acid a day until week 12, and ask about vitamin D, iron and iodine.}
    pregnant {Ask your OB-GYN or midwife about vitamin D, iron and iodine, and keep taking the supplements they advised.}
    breastfeeding {Drink to thirst, and keep taking vitamin D while you breastfeed.}}`,

  explainBmr:
    'BMR = 10 × {weight, number, ::.0} kg + 6.25 × {height, number, ::.0} cm − 5 × {age, number, integer} − 161 = {bmr, number, integer} kcal/day (Mifflin–St Jeor, women, pre-pregnancy weight).',
  explainBase: `Before pregnancy = BMR × {multiplier, number} ({level, select,
    sedentary {sedentary}
    lightlyActive {lightly active}
    moderatelyActive {moderately active}
    veryActive {very active}
    extraActive {extra active}}) = {base, number, integer} kcal/day, the same figure as the TDEE calculator.`,
  explainTotal: '{stageLabel}: + {extra, number, integer} kcal = {total, number, integer} kcal/day.',
  // The definition's declarative texts (calculator.ts): name, labels, help, titles.
  name: 'Pregnancy and Breastfeeding Calorie Calculator',
  description:
    'Find how many calories a day you need in each trimester of pregnancy and while breastfeeding, from your pre-pregnancy weight, height, age and activity.',
  keywordPregnancyCalories: 'pregnancy calories',
  keywordEatingForTwo: 'eating for two',
  keywordBreastfeedingCalories: 'breastfeeding calories',
  keywordCaloriesPerTrimester: 'calories per trimester',
  keywordPregnancyDiet: 'pregnancy diet',
  audienceNote: 'For a pregnancy with one baby; with twins or more, ask your OB-GYN or midwife.',
  ageLabel: 'Age',
  ageSuffix: 'years',
  weightLabel: 'Pre-pregnancy weight',
  weightHelp: 'Your weight before this pregnancy.',
  activityLevelLabel: 'Activity level',
  stageLabel: 'Stage',
  stageHelp: 'Trimesters: the first to 13 weeks 6 days, the second weeks 14–27, the third from week 28.',
  yourDailyCalories: 'Your daily calories',
  kcalDay: 'kcal/day',
  youAreUnder19:
    'You are under {minAge, number}, so this figure is only a rough guide. The Mifflin–St Jeor equation was developed on adults ({minAge, number} to 78 years), and a teenager who is still growing needs energy for her own growth as well as for the baby, which it does not count. Ask your OB-GYN or midwife, or a dietitian, for a figure made for you.',
  beforePregnancyBmrActivity: 'Before pregnancy (BMR × activity)',
  extraForThisStage: 'Extra for this stage',
  bmrAtRest: 'BMR (at rest)',
  everyStage: 'Every stage',
  extra: 'Extra',
  kcal: 'kcal',
  caloriesPerDay: 'Calories per day',
  goodToKnow: 'Good to know',
  example1: '60 kg, 165 cm, 30 years, moderately active, second trimester',
  example2: 'The same woman in the third trimester',
  example3: '50 kg, 158 cm, 25 years, lightly active, first trimester',
  example4: '150 lbs, 5 ft 6 in, 45 years, breastfeeding a 9-month-old',
  example5: '60 kg, 165 cm, 30 years, breastfeeding a newborn',
  example6: '16 years, 55 kg, 160 cm, lightly active, second trimester',
  example7: '90 kg, 165 cm, 30 years, lightly active, second trimester',
  pregnantFirstTrimester: 'Pregnant: first trimester',
  pregnantSecondTrimester: 'Pregnant: second trimester',
  pregnantThirdTrimester: 'Pregnant: third trimester',
  breastfeedingBaby06: 'Breastfeeding: baby 0–6 months',
  breastfeedingBaby712: 'Breastfeeding: baby 7–12 months',
  // What a page.ts source is cited for (the title stays as published).
  citedForFixedExtras:
    'why this page keeps the 2002/2005 extras: the 2023 report estimates pregnancy with its own equation and weeks pregnant, not a fixed extra; Table 5-13: energy stored in new tissue by pre-pregnancy BMI, −{drawn, number} kcal a day with obesity against +{normal, number} at a healthy weight',
});
