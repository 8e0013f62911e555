import {
  type ActivityLevel,
  caloriesByActivity,
  mifflinStJeor,
  type UnitId,
  weeklyChange,
  weeklyChangeKg,
} from '@/engine';

/**
 * Goals with their daily calorie change (spec part 2 §9); the weekly change each gives is computed from the one
 * energy constant (adjustment × 7 ÷ 7,700 kcal/kg), never typed in. `key` is the id messages.ts selects on (the
 * form's labels too).
 */
export const CALORIE_GOALS = [
  { value: 'lose-2', key: 'lose2', adjustment: -1100 },
  { value: 'lose-1', key: 'lose1', adjustment: -550 },
  { value: 'lose-0.5', key: 'loseHalf', adjustment: -275 },
  { value: 'maintain', key: 'maintain', adjustment: 0 },
  { value: 'gain-0.5', key: 'gainHalf', adjustment: 275 },
  { value: 'gain-1', key: 'gain1', adjustment: 550 },
] as const;

/** One of the six goals. */
export type CalorieGoal = (typeof CALORIE_GOALS)[number]['value'];

/** Lowest daily intake generally advised for women without medical supervision (spec). */
export const MIN_DAILY_CALORIES = 1200;

/** The largest breakdown deficit; below this TDEE the breakdown would show negative calories. */
export const LARGEST_BREAKDOWN_DEFICIT = 750;

/** Canonical calorie input: weight in kg, height in cm. */
export interface CalorieInput {
  weight: number;
  weightUnit: UnitId;
  height: number;
  heightUnit: UnitId;
  age: number;
  activityLevel: ActivityLevel;
  goal: CalorieGoal;
}

/** The goal entry for a goal value. */
export function goalOf(goal: CalorieGoal) {
  return CALORIE_GOALS.find((entry) => entry.value === goal) ?? CALORIE_GOALS[3];
}

/** TDEE (kcal/day, whole) for the input: Mifflin–St Jeor female BMR × the activity multiplier. */
export function tdeeOf(input: Pick<CalorieInput, 'weight' | 'height' | 'age' | 'activityLevel'>): number {
  return caloriesByActivity(mifflinStJeor(input.weight, input.height, input.age))[input.activityLevel];
}

/** Daily calorie target for a weight goal, from Mifflin–St Jeor BMR and the activity multiplier (values only). */
export function calorieFormula(input: CalorieInput) {
  const exactBmr = mifflinStJeor(input.weight, input.height, input.age);
  const tdee = tdeeOf(input);
  const goal = goalOf(input.goal);
  /** What the chosen rate would need; never headlined below the safe floor. */
  const requestedCalories = Math.round(tdee + goal.adjustment);
  const belowMinimum = requestedCalories < MIN_DAILY_CALORIES;
  const targetCalories = belowMinimum ? MIN_DAILY_CALORIES : requestedCalories;
  const bmr = Math.round(exactBmr);
  const calorieBreakdown = {
    maintenance: tdee,
    mildDeficit: tdee - 250,
    moderateDeficit: tdee - 500,
    aggressiveDeficit: tdee - 750,
    mildSurplus: tdee + 250,
    moderateSurplus: tdee + 500,
  };
  const options = Object.keys(calorieBreakdown) as (keyof typeof calorieBreakdown)[];

  return {
    bmr,
    tdee,
    targetCalories,
    weeklyWeightChange: weeklyChangeKg(targetCalories - tdee),
    /** The weekly change in the visitor's weight unit ("−1.1 lb/week" to someone who typed pounds): the page's stat. */
    weeklyWeightChangeShown: weeklyChange(targetCalories - tdee, input.weightUnit),
    goal: input.goal,
    belowMinimum,
    requestedCalories,
    goalWeeklyChange: weeklyChangeKg(goal.adjustment),
    /** The chosen rate's weekly change in the visitor's unit, for the floor warning. */
    goalWeeklyChangeShown: weeklyChange(goal.adjustment, input.weightUnit),
    calorieBreakdown,
    options: options.map((option) => {
      const calories = calorieBreakdown[option];
      return {
        option,
        calories,
        // Maintenance is exact; every other option's change is an estimate ("about").
        about: calories !== tdee,
        change: weeklyChange(calories - tdee, 'kg'),
        changeShown: weeklyChange(calories - tdee, input.weightUnit),
        note: calories < MIN_DAILY_CALORIES ? 'underFloor' : calories < bmr ? 'belowBmr' : 'none',
      } as const;
    }),
    /** Under the floor: the rate cannot be reached safely, or there is no safe deficit at all. */
    floorCase: belowMinimum ? (tdee > MIN_DAILY_CALORIES ? 'unreachable' : 'noDeficit') : null,
    targetBelowBmr: targetCalories < bmr,
    teen: input.age < 18,
  } as const;
}

/** The calorie formula's values. */
export type CalorieValues = ReturnType<typeof calorieFormula>;
