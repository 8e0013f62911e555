import {
  ACTIVITY_LEVELS,
  type ActivityLevel,
  BELOW_BMR_ADVICE,
  caloriesByActivity,
  deficitFigures,
  formatNumber,
  mifflinStJeor,
  type UnitId,
  weeklyChangeKg,
  weeklyChangeText,
} from '@/engine';

/**
 * Goals with their daily calorie change (spec part 2 §9); the weekly change each gives is computed from the one
 * energy constant (adjustment × 7 ÷ 7,700 kcal/kg), never typed in.
 */
export const CALORIE_GOALS = [
  { value: 'lose-2', label: 'Lose 1 kg (2.2 lb) a week', adjustment: -1100 },
  { value: 'lose-1', label: 'Lose 0.5 kg (1.1 lb) a week', adjustment: -550 },
  { value: 'lose-0.5', label: 'Lose 0.25 kg (0.55 lb) a week', adjustment: -275 },
  { value: 'maintain', label: 'Maintain my weight', adjustment: 0 },
  { value: 'gain-0.5', label: 'Gain 0.25 kg (0.55 lb) a week', adjustment: 275 },
  { value: 'gain-1', label: 'Gain 0.5 kg (1.1 lb) a week', adjustment: 550 },
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

/** What the page teaches, with the deficit in the visitor's weight unit. */
function education(weightUnit: UnitId) {
  const deficit = deficitFigures(weightUnit);
  return [
    'Your body burns energy at rest (BMR) and more when you move; together that is your TDEE, the calories that keep your weight steady.',
    `Eating about ${deficit.dailyKcal} kcal a day less than your TDEE loses roughly ${deficit.weekly} a week at first (${deficit.energy}); loss slows as your weight falls, so recheck every ${deficit.recheckEvery} or so.`,
    'Protein at each meal, plenty of vegetables and regular strength training help you lose fat rather than muscle.',
  ];
}

/** Daily calorie target for a weight goal, from Mifflin–St Jeor BMR and the activity multiplier. */
export function calorieFormula(input: CalorieInput) {
  const exactBmr = mifflinStJeor(input.weight, input.height, input.age);
  const tdee = tdeeOf(input);
  const goal = goalOf(input.goal);
  /** What the chosen rate would need; never headlined below the safe floor. */
  const requestedCalories = Math.round(tdee + goal.adjustment);
  const belowMinimum = requestedCalories < MIN_DAILY_CALORIES;
  const targetCalories = belowMinimum ? MIN_DAILY_CALORIES : requestedCalories;
  const weeklyWeightChange = weeklyChangeKg(targetCalories - tdee);
  const calorieBreakdown = {
    maintenance: tdee,
    mildDeficit: tdee - 250,
    moderateDeficit: tdee - 500,
    aggressiveDeficit: tdee - 750,
    mildSurplus: tdee + 250,
    moderateSurplus: tdee + 500,
  };
  const level = ACTIVITY_LEVELS.find((entry) => entry.value === input.activityLevel);
  /** A daily calorie change as the weekly change it gives, in the weight unit the visitor typed. */
  const shown = (dailyKcal: number) => weeklyChangeText(dailyKcal, input.weightUnit);

  const recommendations = [
    `At a ${level?.short.toLowerCase()} level you use about ${formatNumber(tdee)} kcal a day.`,
    'Weigh yourself at the same time of day and judge the weekly average: day-to-day changes are mostly water.',
    `Recalculate after every ${deficitFigures(input.weightUnit).recheckEvery} of change: your needs change with your weight.`,
  ];
  if (input.age < 18) {
    recommendations.unshift(
      'Under 18 you need energy to grow: do not diet without your doctor, and treat these adult equations as a rough guide.',
    );
  }
  const bmr = Math.round(exactBmr);
  if (targetCalories < bmr) {
    recommendations.unshift(
      `Your target is below your BMR (${formatNumber(bmr)} kcal, what your body uses at complete rest): ${BELOW_BMR_ADVICE}. Choose a slower goal or talk to your doctor.`,
    );
  }
  if (belowMinimum) {
    recommendations.unshift(
      tdee > MIN_DAILY_CALORIES
        ? `The rate you chose (${shown(goal.adjustment)}) would need ${formatNumber(requestedCalories)} kcal a day, below ${formatNumber(MIN_DAILY_CALORIES)} kcal, the usual minimum for women without medical supervision: it is not reachable safely. The target shown is that ${formatNumber(MIN_DAILY_CALORIES)} kcal floor, which changes your weight by about ${shown(targetCalories - tdee)}. Choose a slower goal or talk to your doctor.`
        : `Your estimated daily energy use (${formatNumber(tdee)} kcal) is at or below ${formatNumber(MIN_DAILY_CALORIES)} kcal, the usual minimum for women without medical supervision, so there is no safe deficit to eat at: the target shown is that floor (about ${shown(targetCalories - tdee)}). Talk to your doctor before trying to lose weight.`,
    );
  }

  return {
    bmr,
    tdee,
    targetCalories,
    weeklyWeightChange,
    /** The weekly change in the visitor's weight unit ("−1.1 lb/week" to someone who typed pounds): the page's stat. */
    weeklyWeightChangeShown: shown(targetCalories - tdee),
    goal: input.goal,
    belowMinimum,
    requestedCalories,
    goalWeeklyChange: weeklyChangeKg(goal.adjustment),
    calorieBreakdown,
    options: [
      { option: 'Maintenance', calories: calorieBreakdown.maintenance },
      {
        option: 'Mild deficit (−250)',
        calories: calorieBreakdown.mildDeficit,
      },
      {
        option: 'Moderate deficit (−500)',
        calories: calorieBreakdown.moderateDeficit,
      },
      {
        option: 'Aggressive deficit (−750)',
        calories: calorieBreakdown.aggressiveDeficit,
      },
      {
        option: 'Mild surplus (+250)',
        calories: calorieBreakdown.mildSurplus,
      },
      {
        option: 'Moderate surplus (+500)',
        calories: calorieBreakdown.moderateSurplus,
      },
    ].map((row) => ({
      ...row,
      change: row.calories === tdee ? '0 kg/week' : `about ${weeklyChangeText(row.calories - tdee, 'kg')}`,
      changeShown: row.calories === tdee ? shown(0) : `about ${shown(row.calories - tdee)}`,
      note:
        row.calories < MIN_DAILY_CALORIES
          ? 'Below 1,200 kcal: only with medical supervision'
          : row.calories < bmr
            ? 'Below your BMR: not advised without medical supervision'
            : '',
    })),
    education: education(input.weightUnit),
    recommendations,
  };
}

/** Calorie result. */
export type CalorieResult = ReturnType<typeof calorieFormula>;
