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

/** Dietary preferences and the split each gives (see `applyPreference`). */
export const PREFERENCES = [
  { value: 'standard', label: 'Standard (your goal’s split)' },
  { value: 'high-protein', label: 'High protein (+5 points protein, up to 35%, from fat)' },
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
  dietaryPreference?: (typeof PREFERENCES)[number]['value'];
}

/**
 * The split for a goal and preference. Standard (or none) is exactly the goal's split; high protein moves 5
 * points from fat to protein, never above the AMDR maximum of 35 % (fat stays at 25 % or more, inside its range);
 * low carb is 35/25/40 (carbs 25 %, under the 26 % that defines a low-carbohydrate
 * diet; protein at the AMDR maximum of 35 %; fat the rest); balanced is 20/50/30, near the middle of every AMDR.
 */
export function applyPreference(
  goal: MacroInput['goal'],
  preference: MacroInput['dietaryPreference'],
): Split {
  const base = (GOALS.find((entry) => entry.value === goal) ?? GOALS[1]).split;
  switch (preference) {
    case 'high-protein': {
      const protein = Math.min(base.protein + 5, AMDR.protein[1]);
      return { protein, carbs: base.carbs, fat: base.fat - (protein - base.protein) };
    }
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
  'If you train: a snack with carbs 1–2 hours before helps you train well, and some protein and carbs within a couple of hours after help recovery.',
  'Check progress every 2–4 weeks and adjust calories, not just the split.',
];

const pct = (value: number) => `${value}%`;
/** An adult range as the page writes it, from the one AMDR constant ("45–65%"). */
const range = (macro: keyof typeof AMDR) => `${AMDR[macro][0]}–${pct(AMDR[macro][1])}`;

/**
 * Why a split leaves the adult ranges (AMDR) the page cites, in the visitor's words; empty when it stays inside
 * them. Only the spec's weight-loss and muscle-gain splits and the low-carb preference leave them.
 */
export function splitNotes(input: MacroInput, split: Split): string[] {
  const notes: string[] = [];
  const base = (GOALS.find((entry) => entry.value === input.goal) ?? GOALS[1]).split;
  if (input.dietaryPreference === 'high-protein' && split.protein === base.protein) {
    notes.push(
      `High protein: your goal's split already has protein at ${pct(split.protein)}, the top of the ${range('protein')} adult range, so it stays there (carbs and fat unchanged).`,
    );
  }
  if (input.dietaryPreference === 'low-carb') {
    notes.push(
      `Low carb puts carbs at ${pct(split.carbs)}, under the 26% of calories that defines a low-carb diet, so below the ${range('carbs')} adult range by design. With protein at its ${pct(AMDR.protein[1])} maximum, fat supplies the other ${pct(split.fat)}, above the ${range('fat')} range: make most of it unsaturated (olive oil, nuts, seeds, oily fish).`,
    );
  } else if (split.carbs < AMDR.carbs[0]) {
    const why =
      input.goal === 'weight-loss'
        ? 'the weight-loss split keeps protein high while you eat less (in people who strength-train, more protein, not less, helps keep muscle while eating below their needs: ISSN 2017), so carbs take a smaller share'
        : 'the muscle-gain split raises protein for building muscle, so carbs take a smaller share';
    notes.push(
      `Carbs at ${pct(split.carbs)} are below the ${range('carbs')} adult range: ${why}. It is still above the 26% that defines a low-carb diet; choose fibre-rich carbs (vegetables, fruit, whole grains, beans).`,
    );
  }
  return notes;
}

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

  const recommendations = splitNotes(input, split);
  if (carbs.grams < CARB_RDA_GRAMS) {
    recommendations.push(
      `${carbs.grams} g of carbs is below the 130 g a day recommended for adults; talk to a dietitian before going this low, especially if you are pregnant or breastfeeding.`,
    );
  }
  if (input.calories < 1200) {
    recommendations.unshift(
      'Below 1,200 kcal a day it is hard to get enough nutrients: do this only with medical supervision.',
    );
  }

  if (recommendations.length === 0) {
    recommendations.push(
      `Your split stays inside the adult ranges for every macronutrient: protein ${range('protein')}, carbs ${range('carbs')}, fat ${range('fat')}.`,
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
