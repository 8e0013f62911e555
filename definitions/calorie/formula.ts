import {
  ACTIVITY_LEVELS,
  type ActivityLevel,
  caloriesByActivity,
  mifflinStJeor,
  type UnitId,
} from '../../src/engine';

/** Goals with their daily calorie change and the weekly weight change it gives (spec part 2 §9). */
export const CALORIE_GOALS = [
  { value: 'lose-2', label: 'Lose 1 kg (2 lb) a week', adjustment: -1100, weeklyChange: -1 },
  { value: 'lose-1', label: 'Lose 0.5 kg (1 lb) a week', adjustment: -550, weeklyChange: -0.5 },
  { value: 'lose-0.5', label: 'Lose 0.25 kg (½ lb) a week', adjustment: -275, weeklyChange: -0.25 },
  { value: 'maintain', label: 'Maintain my weight', adjustment: 0, weeklyChange: 0 },
  { value: 'gain-0.5', label: 'Gain 0.25 kg (½ lb) a week', adjustment: 275, weeklyChange: 0.25 },
  { value: 'gain-1', label: 'Gain 0.5 kg (1 lb) a week', adjustment: 550, weeklyChange: 0.5 },
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

const EDUCATION = [
  'Your body burns energy at rest (BMR) and more when you move; together that is your TDEE, the calories that keep your weight steady.',
  'Eating about 550 kcal a day less than your TDEE loses roughly 0.5 kg a week at first; loss slows as your weight falls, so recheck every few kilos.',
  'Protein at each meal, plenty of vegetables and regular strength training help you lose fat rather than muscle.',
];

/** Daily calorie target for a weight goal, from Mifflin–St Jeor BMR and the activity multiplier. */
export function calorieFormula(input: CalorieInput) {
  const exactBmr = mifflinStJeor(input.weight, input.height, input.age);
  const tdee = tdeeOf(input);
  const goal = goalOf(input.goal);
  const targetCalories = Math.round(tdee + goal.adjustment);
  const belowMinimum = targetCalories < MIN_DAILY_CALORIES;
  const calorieBreakdown = {
    maintenance: tdee,
    mildDeficit: tdee - 250,
    moderateDeficit: tdee - 500,
    aggressiveDeficit: tdee - 750,
    mildSurplus: tdee + 250,
    moderateSurplus: tdee + 500,
  };
  const level = ACTIVITY_LEVELS.find((entry) => entry.value === input.activityLevel);

  const recommendations = [
    `At a ${level?.short.toLowerCase()} level you use about ${tdee.toLocaleString('en-US')} kcal a day.`,
    'Weigh yourself at the same time of day and judge the weekly average: day-to-day changes are mostly water.',
    'Recalculate after every 5 kg of change: your needs change with your weight.',
  ];
  if (input.age < 18) {
    recommendations.unshift(
      'Under 18 you need energy to grow: do not diet without your doctor, and treat these adult equations as a rough guide.',
    );
  }
  if (belowMinimum) {
    recommendations.unshift(
      `Your target of ${targetCalories.toLocaleString('en-US')} kcal a day is below ${MIN_DAILY_CALORIES.toLocaleString('en-US')} kcal, the usual minimum for women without medical supervision. Choose a slower goal or talk to your doctor.`,
    );
  }

  return {
    bmr: Math.round(exactBmr),
    tdee,
    targetCalories,
    weeklyWeightChange: goal.weeklyChange,
    goal: input.goal,
    belowMinimum,
    calorieBreakdown,
    options: [
      { option: 'Maintenance', change: '0 kg/week', calories: calorieBreakdown.maintenance },
      {
        option: 'Mild deficit (−250)',
        change: 'about −0.25 kg/week',
        calories: calorieBreakdown.mildDeficit,
      },
      {
        option: 'Moderate deficit (−500)',
        change: 'about −0.5 kg/week',
        calories: calorieBreakdown.moderateDeficit,
      },
      {
        option: 'Aggressive deficit (−750)',
        change: 'about −0.75 kg/week',
        calories: calorieBreakdown.aggressiveDeficit,
      },
      {
        option: 'Mild surplus (+250)',
        change: 'about +0.25 kg/week',
        calories: calorieBreakdown.mildSurplus,
      },
      {
        option: 'Moderate surplus (+500)',
        change: 'about +0.5 kg/week',
        calories: calorieBreakdown.moderateSurplus,
      },
    ].map((row) => ({
      ...row,
      note: row.calories < MIN_DAILY_CALORIES ? 'Below 1,200 kcal: only with medical supervision' : '',
    })),
    education: EDUCATION,
    recommendations,
  };
}

/** Calorie result. */
export type CalorieResult = ReturnType<typeof calorieFormula>;
