import { ENERGY_ADULT_AGE } from '@/engine';

/** A protein/carbs/fat split in percent of calories; always sums to 100. */
export interface Split {
  protein: number;
  carbs: number;
  fat: number;
}

/** Goals with the spec's splits (part 2 §9); `key` is the id messages.ts selects on (the form's labels too). */
export const GOALS = [
  {
    value: 'weight-loss',
    key: 'weightLoss',
    split: { protein: 35, carbs: 30, fat: 35 },
  },
  {
    value: 'maintenance',
    key: 'maintenance',
    split: { protein: 25, carbs: 45, fat: 30 },
  },
  {
    value: 'muscle-gain',
    key: 'muscleGain',
    split: { protein: 30, carbs: 40, fat: 30 },
  },
] as const;

/** Dietary preferences and the split each gives (see `applyPreference`); `key` is the id messages.ts selects on. */
export const PREFERENCES = [
  { value: 'standard', key: 'standard' },
  {
    value: 'high-protein',
    key: 'highProtein',
  },
  { value: 'low-carb', key: 'lowCarb' },
  { value: 'balanced', key: 'balanced' },
] as const;

/** Acceptable Macronutrient Distribution Ranges for adults, % of calories (National Academies 2005). */
export const AMDR = { protein: [10, 35], carbs: [45, 65], fat: [20, 35] } as const;

/** Calories per gram (Atwater factors). */
export const KCAL_PER_GRAM = { protein: 4, carbs: 4, fat: 9 } as const;

/** Recommended Dietary Allowance for carbohydrate, grams a day for adults (National Academies 2005). */
export const CARB_RDA_GRAMS = 130;

/** Macro form input; `age` is optional (links made before it was asked have none, and are read as an adult's). */
export interface MacroInput {
  calories: number;
  goal: (typeof GOALS)[number]['value'];
  dietaryPreference?: (typeof PREFERENCES)[number]['value'];
  age?: number;
}

/**
 * Why a teen's goal or preference is not offered (the definition's check words it at that field): under
 * ENERGY_ADULT_AGE the split is for maintenance only, and not low carb (the 130 g carbohydrate RDA holds from age 1).
 */
export function teenProblems(input: MacroInput): ('goal' | 'dietaryPreference')[] {
  if (input.age === undefined || input.age >= ENERGY_ADULT_AGE) return [];
  return [
    ...(input.goal !== 'maintenance' ? (['goal'] as const) : []),
    ...(input.dietaryPreference === 'low-carb' ? (['dietaryPreference'] as const) : []),
  ];
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

/**
 * Why a split leaves the adult ranges (AMDR) the page cites, as note ids (messages.ts words them); empty when it
 * stays inside them. Only the spec's weight-loss and muscle-gain splits and the low-carb preference leave them.
 */
function splitNotes(input: MacroInput, split: Split) {
  const notes: ('proteinCapped' | 'lowCarb' | 'carbsBelowLoss' | 'carbsBelowGain')[] = [];
  const base = (GOALS.find((entry) => entry.value === input.goal) ?? GOALS[1]).split;
  if (input.dietaryPreference === 'high-protein' && split.protein === base.protein)
    notes.push('proteinCapped');
  if (input.dietaryPreference === 'low-carb') notes.push('lowCarb');
  else if (split.carbs < AMDR.carbs[0])
    notes.push(input.goal === 'weight-loss' ? 'carbsBelowLoss' : 'carbsBelowGain');
  return notes;
}

function macro(calories: number, percentage: number, kcalPerGram: number) {
  const energy = (calories * percentage) / 100;
  return { grams: Math.round(energy / kcalPerGram), calories: Math.round(energy), percentage };
}

/** Grams, calories and percentage of protein, carbs and fat for a calorie target, goal and preference (values). */
export function macroFormula(input: MacroInput) {
  const split = applyPreference(input.goal, input.dietaryPreference);
  const protein = macro(input.calories, split.protein, KCAL_PER_GRAM.protein);
  const carbs = macro(input.calories, split.carbs, KCAL_PER_GRAM.carbs);
  const fat = macro(input.calories, split.fat, KCAL_PER_GRAM.fat);
  // Recommendations by id, in the order shown; "inside" only when nothing else is said.
  const notes = [
    ...(input.age !== undefined && input.age < ENERGY_ADULT_AGE ? (['teen'] as const) : []),
    ...(input.calories < 1200 ? (['under1200'] as const) : []),
    ...splitNotes(input, split),
    ...(carbs.grams < CARB_RDA_GRAMS ? (['carbsUnderRda'] as const) : []),
  ];
  return {
    protein,
    carbs,
    fat,
    split: [
      { macro: 'protein', ...protein, kcalPerGram: KCAL_PER_GRAM.protein },
      { macro: 'carbs', ...carbs, kcalPerGram: KCAL_PER_GRAM.carbs },
      { macro: 'fat', ...fat, kcalPerGram: KCAL_PER_GRAM.fat },
    ] as const,
    notes: notes.length > 0 ? notes : (['inside'] as const),
  };
}

/** The macro formula's values. */
export type MacroValues = ReturnType<typeof macroFormula>;
