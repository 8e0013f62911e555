import { ENERGY_ADULT_AGE } from '@/engine';

/** A protein/carbs/fat split in percent of calories; always sums to 100. */
export interface Split {
  protein: number;
  carbs: number;
  fat: number;
}

/** The goals' splits (the spec's, part 2 §9), % of calories, each share named for the about texts. */
export const LOSS_PROTEIN = 35;
export const LOSS_CARBS = 30;
export const LOSS_FAT = 35;
export const MAINTENANCE_PROTEIN = 25;
export const MAINTENANCE_CARBS = 45;
export const MAINTENANCE_FAT = 30;
export const GAIN_PROTEIN = 30;
export const GAIN_CARBS = 40;
export const GAIN_FAT = 30;

/** Goals with their splits; `key` is the id messages.ts selects on (the form's labels too). */
export const GOALS = [
  {
    value: 'weight-loss',
    key: 'weightLoss',
    split: { protein: LOSS_PROTEIN, carbs: LOSS_CARBS, fat: LOSS_FAT },
  },
  {
    value: 'maintenance',
    key: 'maintenance',
    split: { protein: MAINTENANCE_PROTEIN, carbs: MAINTENANCE_CARBS, fat: MAINTENANCE_FAT },
  },
  {
    value: 'muscle-gain',
    key: 'muscleGain',
    split: { protein: GAIN_PROTEIN, carbs: GAIN_CARBS, fat: GAIN_FAT },
  },
] as const;

/** High protein: the percentage points that move from fat to protein. */
export const HIGH_PROTEIN_POINTS = 5;
/** Low carb: the carbs share, % of calories. */
export const LOW_CARB_CARBS = 25;
/** Balanced: the split near the middle of every AMDR, % of calories. */
export const BALANCED_PROTEIN = 20;
export const BALANCED_CARBS = 50;
export const BALANCED_FAT = 30;

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
export const AMDR_PROTEIN_MIN = 10;
export const AMDR_PROTEIN_MAX = 35;
export const AMDR_CARBS_MIN = 45;
export const AMDR_CARBS_MAX = 65;
export const AMDR_FAT_MIN = 20;
export const AMDR_FAT_MAX = 35;
export const AMDR = {
  protein: [AMDR_PROTEIN_MIN, AMDR_PROTEIN_MAX],
  carbs: [AMDR_CARBS_MIN, AMDR_CARBS_MAX],
  fat: [AMDR_FAT_MIN, AMDR_FAT_MAX],
} as const;

/** Calories per gram (Atwater factors). */
export const PROTEIN_KCAL_PER_GRAM = 4;
export const CARBS_KCAL_PER_GRAM = 4;
export const FAT_KCAL_PER_GRAM = 9;
export const KCAL_PER_GRAM = {
  protein: PROTEIN_KCAL_PER_GRAM,
  carbs: CARBS_KCAL_PER_GRAM,
  fat: FAT_KCAL_PER_GRAM,
} as const;

/** Recommended Dietary Allowance for carbohydrate, grams a day for adults (National Academies 2005). */
export const CARB_RDA_GRAMS = 130;

/** Below this many kcal a day nutrient needs are hard to meet without medical supervision. */
export const SUPERVISED_BELOW_KCAL = 1200;

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
      const protein = Math.min(base.protein + HIGH_PROTEIN_POINTS, AMDR.protein[1]);
      return { protein, carbs: base.carbs, fat: base.fat - (protein - base.protein) };
    }
    case 'low-carb':
      return { protein: AMDR.protein[1], carbs: LOW_CARB_CARBS, fat: 100 - AMDR.protein[1] - LOW_CARB_CARBS };
    case 'balanced':
      return { protein: BALANCED_PROTEIN, carbs: BALANCED_CARBS, fat: BALANCED_FAT };
    default:
      return { ...base };
  }
}

/** The splits a preference gives, as the about texts state them (derived, so they follow the rules above). */
const highProteinMaintenance = applyPreference('maintenance', 'high-protein');
const highProteinGain = applyPreference('muscle-gain', 'high-protein');
export const HIGH_PROTEIN_MAINTENANCE_PROTEIN = highProteinMaintenance.protein;
export const HIGH_PROTEIN_MAINTENANCE_FAT = highProteinMaintenance.fat;
export const HIGH_PROTEIN_GAIN_PROTEIN = highProteinGain.protein;
export const HIGH_PROTEIN_GAIN_FAT = highProteinGain.fat;
/** The lowest fat share high protein leaves on any goal. */
export const HIGH_PROTEIN_FAT_MIN = Math.min(
  ...GOALS.map(({ value }) => applyPreference(value, 'high-protein').fat),
);
export const LOW_CARB_FAT = applyPreference('maintenance', 'low-carb').fat;

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
    ...(input.calories < SUPERVISED_BELOW_KCAL ? (['under1200'] as const) : []),
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
