/** A protein/carbs/fat split in percent of calories; always sums to 100. */
export interface Split {
  protein: number;
  carbs: number;
  fat: number;
}

/** Goals with the spec's splits (part 2 §9). */
export const GOALS = [
  { value: 'weight-loss', label: 'Weight loss', split: { protein: 35, carbs: 30, fat: 35 } },
  { value: 'maintenance', label: 'Maintenance', split: { protein: 25, carbs: 45, fat: 30 } },
  { value: 'muscle-gain', label: 'Muscle gain', split: { protein: 30, carbs: 40, fat: 30 } },
] as const;

/** Activity levels of the macro form; they change tips, not the split. */
export const MACRO_ACTIVITY = [
  { value: 'sedentary', label: 'Sedentary (little exercise)' },
  { value: 'light', label: 'Light (1–3 workouts a week)' },
  { value: 'moderate', label: 'Moderate (3–5 workouts a week)' },
  { value: 'high', label: 'High (6–7 workouts a week or hard training)' },
] as const;

/** Dietary preferences and the split each gives (see `applyPreference`). */
export const PREFERENCES = [
  { value: 'standard', label: 'Standard (your goal’s split)' },
  { value: 'high-protein', label: 'High protein (+5 points protein, from carbs)' },
  { value: 'low-carb', label: 'Low carb (25% carbs)' },
  { value: 'balanced', label: 'Balanced (20% protein, 50% carbs, 30% fat)' },
] as const;

/** Acceptable Macronutrient Distribution Ranges for adults, % of calories (National Academies 2005). */
export const AMDR = { protein: [10, 35], carbs: [45, 65], fat: [20, 35] } as const;

/** Calories per gram (Atwater factors). */
export const KCAL_PER_GRAM = { protein: 4, carbs: 4, fat: 9 } as const;

/** Recommended Dietary Allowance for carbohydrate, grams a day for adults (National Academies 2005). */
export const CARB_RDA_GRAMS = 130;

/** Macro form input. */
export interface MacroInput {
  calories: number;
  goal: (typeof GOALS)[number]['value'];
  activityLevel: (typeof MACRO_ACTIVITY)[number]['value'];
  dietaryPreference?: (typeof PREFERENCES)[number]['value'];
}

/**
 * The split for a goal and preference. Standard (or none) is exactly the goal's split; high protein moves 5
 * points from carbs to protein; low carb is 35/25/40 (carbs 25 %, under the 26 % that defines a low-carbohydrate
 * diet; protein at the AMDR maximum of 35 %; fat the rest); balanced is 20/50/30, near the middle of every AMDR.
 */
export function applyPreference(
  goal: MacroInput['goal'],
  preference: MacroInput['dietaryPreference'],
): Split {
  const base = (GOALS.find((entry) => entry.value === goal) ?? GOALS[1]).split;
  switch (preference) {
    case 'high-protein':
      return { protein: base.protein + 5, carbs: base.carbs - 5, fat: base.fat };
    case 'low-carb':
      return { protein: AMDR.protein[1], carbs: 25, fat: 100 - AMDR.protein[1] - 25 };
    case 'balanced':
      return { protein: 20, carbs: 50, fat: 30 };
    default:
      return { ...base };
  }
}

const FOOD_SOURCES = [
  {
    macro: 'Protein',
    foods: 'Eggs, Greek yoghurt, fish, chicken, lean meat, tofu, tempeh, lentils, beans, cottage cheese',
  },
  {
    macro: 'Carbohydrates',
    foods: 'Oats, brown rice, wholegrain bread, potatoes, quinoa, fruit, vegetables, beans and lentils',
  },
  { macro: 'Fat', foods: 'Olive oil, avocado, nuts, seeds, oily fish such as salmon, nut butters' },
];

const TRACKING_TIPS = [
  'Weigh food for a week or two to learn portion sizes; after that, estimates are usually close enough.',
  'Hitting your protein and calorie targets matters more than getting carbs and fat exact.',
  'Spread protein over 3–4 meals of about 20–40 g each.',
  'Check progress every 2–4 weeks and adjust calories, not just the split.',
];

const ACTIVITY_TIPS: Record<MacroInput['activityLevel'], string> = {
  sedentary:
    'Your activity level does not change the split; it changes how many calories you need. Use a calorie target that matches your activity.',
  light:
    'Your activity level does not change the split. A carb-containing snack 1–2 hours before a workout helps you train well.',
  moderate:
    'Your activity level does not change the split. Eat some protein and carbs within a couple of hours after training to help recovery.',
  high: 'Your activity level does not change the split, but hard training runs on carbohydrate: time your carbs around sessions, and make sure your calories match your training.',
};

function macro(calories: number, percentage: number, kcalPerGram: number) {
  const energy = (calories * percentage) / 100;
  return { grams: Math.round(energy / kcalPerGram), calories: Math.round(energy), percentage };
}

/** Grams, calories and percentage of protein, carbs and fat for a calorie target, goal and preference. */
export function macroFormula(input: MacroInput) {
  const split = applyPreference(input.goal, input.dietaryPreference);
  const protein = macro(input.calories, split.protein, KCAL_PER_GRAM.protein);
  const carbs = macro(input.calories, split.carbs, KCAL_PER_GRAM.carbs);
  const fat = macro(input.calories, split.fat, KCAL_PER_GRAM.fat);

  const recommendations = [ACTIVITY_TIPS[input.activityLevel]];
  if (split.protein > AMDR.protein[1]) {
    recommendations.push(
      `Protein at ${split.protein}% is above the 35% upper end of the usual adult range: fine for most healthy people for a while, but ask your doctor first if you have kidney disease.`,
    );
  }
  if (split.carbs < AMDR.carbs[0]) {
    recommendations.push(
      `Carbs at ${split.carbs}% are below the 45–65% usual adult range: choose fibre-rich carbs (vegetables, fruit, whole grains, beans) for the carbs you do eat.`,
    );
  }
  if (carbs.grams < CARB_RDA_GRAMS) {
    recommendations.push(
      `${carbs.grams} g of carbs is below the 130 g a day recommended for adults; talk to a dietitian before going this low, especially if you are pregnant or breastfeeding.`,
    );
  }
  if (split.fat > AMDR.fat[1]) {
    recommendations.push(
      `Fat at ${split.fat}% is above the 20–35% usual range: make most of it unsaturated (olive oil, nuts, seeds, oily fish).`,
    );
  }
  if (input.calories < 1200) {
    recommendations.unshift(
      'Below 1,200 kcal a day it is hard to get enough nutrients: do this only with medical supervision.',
    );
  }

  return {
    protein,
    carbs,
    fat,
    split: [
      { name: 'Protein', ...protein, kcalPerGram: KCAL_PER_GRAM.protein },
      { name: 'Carbohydrates', ...carbs, kcalPerGram: KCAL_PER_GRAM.carbs },
      { name: 'Fat', ...fat, kcalPerGram: KCAL_PER_GRAM.fat },
    ],
    foodSources: FOOD_SOURCES,
    trackingTips: TRACKING_TIPS,
    recommendations,
  };
}

/** Macro result. */
export type MacroResult = ReturnType<typeof macroFormula>;
