import { defineMessages } from '@/engine';

/**
 * The words of the water intake calculator (ICU MessageFormat; docs/authoring.md, "Messages"). `npm run generate`
 * compiles them into messages.en.gen.ts; present.ts puts the formula's values into them.
 */
export default defineMessages({
  // The day's slots by the formula's id: the chart's and the schedule's names, and the schedule's times.
  slot: `{slot, select,
    waking {On waking}
    morning {Morning}
    lunch {Lunch}
    afternoon {Afternoon}
    dinner {Dinner}
    evening {Evening}}`,
  slotTime: `{slot, select,
    waking {6–8 am}
    morning {8–11 am}
    lunch {11 am–1 pm}
    afternoon {1–5 pm}
    dinner {5–8 pm}
    evening {8–10 pm}}`,
  // "Notes for you", by the formula's note ids.
  note: `{note, select,
    pregnant {Pregnancy: we add {extra, number} mL a day for the growing baby, amniotic fluid and your larger blood volume.}
    breastfeeding {Breastfeeding: we add {extra, number} mL a day to replace the water in breast milk; drink to thirst at each feed.}
    both {Pregnant while breastfeeding: we add {extra, number} mL a day, between the pregnancy and breastfeeding extras (no guideline gives a figure for both at once); ask your OB-GYN or midwife about your needs.}
    hot {Hot weather: drink before you feel thirsty and add a little salt or food when you sweat a lot.}
    intense {Intense training: weigh yourself before and after long sessions; drink about 1.25–1.5 L for every kg lost.}}`,
  // The first recommendation for a very large target, by the formula's caution id: `capped` when the rule of thumb
  // passed the ceiling (CEILING_FACTOR × the adequate intake) and the figure shown is that ceiling.
  caution: `{caution, select,
    capped {The {mlPerKg, number} mL per kg rule gives {formula, number, ::.0} L a day for you, far above the {adequate, number, ::.0} L adequate intake {state, select, none {for women} pregnant {in pregnancy} breastfeeding {while breastfeeding} both {while breastfeeding}} (U.S. National Academies): it grows with body weight and with the extras for activity and heat, and overshoots. We show at most {shown, number, ::.0} L, about {factor, number} times the adequate intake. Drinking far more water than your body needs can be dangerous: it dilutes the salt in your blood (hyponatremia), which can cause headache, confusion and fits. On hot days or in long training, drink to thirst and replace what you sweat, and ask your doctor for a personal target.}
    heavy {This is a large volume: the {mlPerKg, number} mL per kg rule grows with body weight and overshoots at high weights, so let thirst guide you and ask a doctor for a personal target.}
    extras {This is a large total because of the extras for activity, heat and pregnancy or breastfeeding: about a fifth of it usually comes from food, and thirst is a good guide for the rest.}}`,
  // Under the headline when it was capped.
  cappedHeadline:
    'At most {shown, number, ::.0} L: the rule of thumb gives {formula, number, ::.0} L for you, far more than the {adequate, number, ::.0} L adequate intake. Drinking far too much water is dangerous (see the recommendations).',
  // The adequate intakes beside the rule of thumb's figure, always.
  adequate:
    'For comparison, the adequate intake of total water {state, select, none {for women} pregnant {in pregnancy} breastfeeding {while breastfeeding} both {while breastfeeding}} is {adequate, number, ::.0} L a day from drinks and food, about {drinks, number, ::.0} L of it from drinks (U.S. National Academies); EFSA in Europe sets {efsa, number, ::.0} L. They are for temperate weather and moderate activity: you need more in heat or hard training.',
  fromDrinks:
    'This is your total water for a day, from drinks and food together: about 20% usually comes from food (U.S. National Academies, Dietary Reference Intakes for water, 2005), so about {liters, number, ::.#} L from drinks.',
  hourly:
    'Spread it over your {hours, number, integer} waking hours: about {hourly, number, integer} mL of water an hour, counting what food gives, rather than large amounts at once.',
  thirst: 'Let thirst and the colour of your urine guide you: pale straw is the goal.',
  askDoctor:
    'If you have heart, kidney or liver disease, ask your doctor how much to drink: some conditions need a limit.',
  hydrated: 'Well hydrated: pale straw-coloured urine and little thirst.',
  dehydrated:
    'Dehydration: thirst, dark yellow strong-smelling urine, peeing fewer than 4 times a day, a dry mouth, tiredness or light-headedness.',
  urgent:
    'Get medical help urgently: no urine all day, dizziness on standing that does not go away, confusion, a fast heartbeat or fits.',
  tipBottle: 'Keep a refillable bottle in sight: people drink more when water is at hand.',
  tipDrinks: 'Water, milk, tea and coffee all count; sugary drinks add calories you may not want.',
  tipFood: 'Fruit, vegetables and soup supply water too (about a fifth of a typical intake).',
  tipMeals: 'Drink a glass with every meal and before, during and after exercise.',
  explainBase:
    'Base = {mlPerKg, number, integer} mL × {weight, number, ::.0} kg = {base, number, integer} mL.',
  // Each choice named as the form's option names it ("Moderate / temperate", not the id "moderate").
  explainTotal: `Total = base × {activity, number, ::.###} ({level, select,
    sedentary {sedentary}
    light {light}
    moderate {moderate}
    intense {intense}} activity) × {climate, number, ::.###} ({climateId, select,
    cool {cool}
    moderate {moderate / temperate}
    hot {hot or humid}} climate) + {extra, number, integer} mL extra = {ml, number, integer} mL = {liters, number, ::.0} L{capped, select,
    yes {}
    other { = {cups, number, ::.0} cups of {cupMl, number, integer} mL}}.`,
  explainCap:
    'That is more than {factor, number} times the {adequate, number, ::.0} L adequate intake, so the figure shown is {ml, number, integer} mL = {liters, number, ::.0} L = {cups, number, ::.0} cups.',
  explainHourly:
    'Hourly = {ml, number, integer} mL ÷ {hours, number, integer} waking hours = {hourly, number, integer} mL.',
  // The definition's declarative texts (calculator.ts): name, labels, help, titles.
  name: 'Water Intake Calculator',
  description:
    'Estimate how much water to drink each day from your weight, activity and climate, with extra for pregnancy and breastfeeding.',
  keywordDailyWaterIntake: 'daily water intake',
  keywordHydration: 'hydration',
  keywordHowMuchWater: 'how much water',
  keywordWaterInPregnancy: 'water in pregnancy',
  keywordBreastfeedingWater: 'breastfeeding water',
  activityLevelLabel: 'Activity level',
  climateLabel: 'Climate',
  pregnancyLabel: 'Pregnancy or breastfeeding',
  audienceNote: 'For adult women. A child’s or teen’s needs differ: ask her doctor.',
  yourDailyWaterTarget: 'Your daily water target',
  litres: 'litres',
  millilitres: 'Millilitres',
  ml: 'mL',
  cups240Ml: 'Cups ({cup, number} mL)',
  cups: 'cups',
  eachWakingHour: 'Each waking hour',
  adequateIntakeUS: 'Adequate intake (U.S. National Academies)',
  lFromDrinks: 'L from drinks',
  lInEuropeEfsa: 'L in Europe (EFSA)',
  extraForPregnancyOr: 'Extra for pregnancy or breastfeeding',
  notesForYou: 'Notes for you',
  spreadingYourWaterOver: 'Spreading your water over the day',
  timeOfDay: 'Time of day',
  waterMl: 'Water (mL)',
  suggestedMillilitresOfWater:
    'Suggested millilitres of water for each part of the day; the bars add up to your daily total.',
  dailySchedule: 'Daily schedule',
  when: 'When',
  time: 'Time',
  share: 'Share',
  water: 'Water',
  cups2: 'Cups',
  recommendations: 'Recommendations',
  signsOfHydrationAnd: 'Signs of hydration and dehydration',
  tips: 'Tips',
  example1: '60 kg, moderate activity, temperate climate',
  example2: '150 lbs, sedentary, cool climate, pregnant',
  example3: '70 kg, intense training, hot climate, breastfeeding',
  example4: '150 kg, intense training, hot climate: rule of thumb far above the adequate intake',
  example5: '55 kg, light activity, temperate, pregnant and breastfeeding',
  sedentaryLittleExercise: 'Sedentary (little exercise)',
  light13Workouts: 'Light (1–3 workouts a week)',
  moderate35Workouts: 'Moderate (3–5 workouts a week)',
  intenseDailyHardTraining: 'Intense (daily hard training)',
  cool: 'Cool',
  moderateTemperate: 'Moderate / temperate',
  hotOrHumid: 'Hot or humid',
  neither: 'Neither',
  pregnant: 'Pregnant',
  breastfeeding: 'Breastfeeding',
  pregnantAndBreastfeeding: 'Pregnant and breastfeeding',
});
