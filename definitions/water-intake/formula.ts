import { formatNumber, round, type UnitId } from '@/engine';

/** Activity levels with their multipliers (spec part 2 §9). */
export const WATER_ACTIVITY = [
  { value: 'sedentary', label: 'Sedentary (little exercise)', multiplier: 1 },
  { value: 'light', label: 'Light (1–3 workouts a week)', multiplier: 1.2 },
  { value: 'moderate', label: 'Moderate (3–5 workouts a week)', multiplier: 1.4 },
  { value: 'intense', label: 'Intense (daily hard training)', multiplier: 1.6 },
] as const;

/** Climates with their multipliers (spec part 2 §9). */
export const CLIMATES = [
  { value: 'cool', label: 'Cool', multiplier: 1 },
  { value: 'moderate', label: 'Moderate / temperate', multiplier: 1.1 },
  { value: 'hot', label: 'Hot or humid', multiplier: 1.3 },
] as const;

/** Extra millilitres a day in pregnancy and while breastfeeding (spec part 2 §9). */
export const PREGNANCY_EXTRA = [
  { value: 'none', label: 'Neither', extra: 0 },
  { value: 'pregnant', label: 'Pregnant', extra: 300 },
  { value: 'breastfeeding', label: 'Breastfeeding', extra: 700 },
  { value: 'both', label: 'Pregnant and breastfeeding', extra: 500 },
] as const;

/** Millilitres per kilogram of body weight (spec). */
export const ML_PER_KG = 35;
/** Millilitres in one cup (spec). */
export const CUP_ML = 240;
/** Waking hours the day's water is spread over (spec). */
export const WAKING_HOURS = 16;

/** Suggested spread of the day's water, in percent; the afternoon slot absorbs the rounding remainder. */
export const DISTRIBUTION = [
  { slot: 'On waking', time: '6–8 am', share: 10 },
  { slot: 'Morning', time: '8–11 am', share: 25 },
  { slot: 'Lunch', time: '11 am–1 pm', share: 15 },
  { slot: 'Afternoon', time: '1–5 pm', share: 25 },
  { slot: 'Dinner', time: '5–8 pm', share: 15 },
  { slot: 'Evening', time: '8–10 pm', share: 10 },
] as const;
const REMAINDER_SLOT = 'Afternoon';

/** Canonical water input: weight in kg. */
export interface WaterInput {
  weight: number;
  weightUnit: UnitId;
  activityLevel: (typeof WATER_ACTIVITY)[number]['value'];
  climate: (typeof CLIMATES)[number]['value'];
  pregnancy: (typeof PREGNANCY_EXTRA)[number]['value'];
}

const HYDRATION_SIGNS = [
  'Well hydrated: pale straw-coloured urine and little thirst.',
  'Dehydration: thirst, dark yellow strong-smelling urine, peeing fewer than 4 times a day, a dry mouth, tiredness or light-headedness.',
  'Get medical help urgently: no urine all day, dizziness on standing that does not go away, confusion, a fast heartbeat or fits.',
];

const TIPS = [
  'Keep a refillable bottle in sight: people drink more when water is at hand.',
  'Water, milk, tea and coffee all count; sugary drinks add calories you may not want.',
  'Fruit, vegetables and soup supply water too (about a fifth of a typical intake).',
  'Drink a glass with every meal and before, during and after exercise.',
];

/** Splits a whole-millilitre total into the distribution slots so the slots add up exactly to the total. */
export function distributeWater(totalMl: number) {
  const rows = DISTRIBUTION.map((slot) => ({
    ...slot,
    ml: Math.round((totalMl * slot.share) / 100),
  }));
  const remainder = totalMl - rows.reduce((sum, row) => sum + row.ml, 0);
  return rows.map((row) => {
    const ml = row.slot === REMAINDER_SLOT ? row.ml + remainder : row.ml;
    return { ...row, ml, cups: round(ml / CUP_ML, 1) };
  });
}

/** Daily water: 35 mL/kg × activity × climate + pregnancy/breastfeeding extra, with an hourly target and spread. */
export function waterFormula(input: WaterInput) {
  const activity = WATER_ACTIVITY.find((level) => level.value === input.activityLevel) ?? WATER_ACTIVITY[0];
  const climate = CLIMATES.find((entry) => entry.value === input.climate) ?? CLIMATES[0];
  const additionalIntake =
    PREGNANCY_EXTRA.find((entry) => entry.value === input.pregnancy)?.extra ?? PREGNANCY_EXTRA[0].extra;
  const baseIntake = ML_PER_KG * input.weight;
  const totalIntakeML = Math.round(baseIntake * activity.multiplier * climate.multiplier + additionalIntake);
  const hourlyIntake = Math.round(totalIntakeML / WAKING_HOURS);

  const specialNotes: string[] = [];
  if (input.pregnancy === 'pregnant') {
    specialNotes.push(
      'Pregnancy: we add 300 mL a day for the growing baby, amniotic fluid and your larger blood volume.',
    );
  } else if (input.pregnancy === 'breastfeeding') {
    specialNotes.push(
      'Breastfeeding: we add 700 mL a day to replace the water in breast milk; drink to thirst at each feed.',
    );
  } else if (input.pregnancy === 'both') {
    specialNotes.push(
      'Pregnant while breastfeeding: we add 500 mL a day (the spec’s figure between the pregnancy and breastfeeding extras); ask your midwife about your needs.',
    );
  }
  if (input.climate === 'hot') {
    specialNotes.push(
      'Hot weather: drink before you feel thirsty and add a little salt or food when you sweat a lot.',
    );
  }
  if (input.activityLevel === 'intense') {
    specialNotes.push(
      'Intense training: weigh yourself before and after long sessions; drink about 1.25–1.5 L for every kg lost.',
    );
  }

  const recommendations = [
    `This is your total water for a day, from drinks and food together: about 20% usually comes from food (U.S. National Academies, Dietary Reference Intakes for water, 2005), so about ${round((totalIntakeML * 0.8) / 1000, 1)} L from drinks.`,
    `Aim for about ${formatNumber(hourlyIntake)} mL an hour over ${WAKING_HOURS} waking hours rather than large amounts at once.`,
    'Let thirst and the colour of your urine guide you: pale straw is the goal.',
    'If you have heart, kidney or liver disease, ask your doctor how much to drink: some conditions need a limit.',
  ];
  if (hourlyIntake > 1000) {
    recommendations.unshift(
      'This rule of thumb grows with body weight and overshoots at high weights. Healthy kidneys clear only about 0.8–1 L an hour: never drink more than that, and ask a doctor for a personal target.',
    );
  } else if (totalIntakeML > 4000) {
    recommendations.unshift(
      input.weight >= 100
        ? 'This is a large volume: the 35 mL per kg rule grows with body weight and overshoots at high weights, so let thirst guide you and ask a doctor for a personal target.'
        : 'This is a large total because of the extras for activity, heat and pregnancy or breastfeeding: about a fifth of it usually comes from food, and thirst is a good guide for the rest.',
    );
  }

  return {
    totalIntakeML,
    totalIntakeLiters: round(totalIntakeML / 1000, 1),
    totalIntakeCups: round(totalIntakeML / CUP_ML, 1),
    additionalIntake,
    hourlyIntake,
    baseIntake: Math.round(baseIntake),
    specialNotes,
    distribution: distributeWater(totalIntakeML),
    hydrationSigns: HYDRATION_SIGNS,
    tips: TIPS,
    recommendations,
  };
}

/** Water-intake result. */
export type WaterResult = ReturnType<typeof waterFormula>;
